import { useEffect, useRef, useState } from 'react';
import type { Section } from '../content/types';
import { track } from '../lib/analytics';
import { whenIdle } from '../lib/idle';
import { observeSectionTitles } from '../lib/sectionSpy';
import { composeTitle, createDwellTracker } from '../lib/title';

export const TITLE_DWELL_MS = 3000;

/**
 * Keeps document.title on `page | section`: the section whose title is in the reading band, else
 * the active section. A section whose title has stayed for 3 s is reported as read, once per
 * section per page view.
 */
export function useDocumentTitle(pageTitle: string, sections: readonly Section[], activeSection: string | null): void {
  const [titleSection, setTitleSection] = useState<string | null>(null);
  const current = sections.find((section) => section.id === (titleSection ?? activeSection)) ?? null;
  const dwell = useRef<ReturnType<typeof createDwellTracker> | null>(null);

  useEffect(() => {
    document.title = composeTitle(pageTitle, current?.label);
  }, [pageTitle, current]);

  useEffect(() => {
    setTitleSection(null);
    if (sections.length === 0) return;
    const labels = new Map(sections.map((section) => [section.id, section.label]));
    const tracker = createDwellTracker(TITLE_DWELL_MS, (id) =>
      track('section_read', { section_id: id, section_label: labels.get(id) ?? id }),
    );
    dwell.current = tracker;
    let stop = () => {};
    const cancel = whenIdle(() => (stop = observeSectionTitles([...labels.keys()], setTitleSection)));
    return () => {
      cancel();
      stop();
      tracker.stop();
      dwell.current = null;
    };
  }, [sections]);

  // Declared after the effect above, so on the first run the tracker already exists.
  useEffect(() => dwell.current?.set(current?.id ?? null), [current]);
}
