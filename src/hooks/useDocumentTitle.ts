import { useEffect, useState } from 'react';
import type { Section } from '../content/types';
import { track } from '../lib/analytics';
import { observeSectionTitles } from '../lib/sectionSpy';
import { composeTitle, createDwellTracker } from '../lib/title';

export const TITLE_DWELL_MS = 3000;

/**
 * Keeps document.title on `page | section` for the section whose title is in view, and reports a
 * section as read once its title has stayed for 3 s (once per section per page view).
 */
export function useDocumentTitle(pageTitle: string, sections: readonly Section[]): void {
  const [titleSection, setTitleSection] = useState<string | null>(null);
  const label = sections.find((section) => section.id === titleSection)?.label ?? null;

  useEffect(() => {
    document.title = composeTitle(pageTitle, label);
  }, [pageTitle, label]);

  useEffect(() => {
    setTitleSection(null);
    if (sections.length === 0) return;
    const labels = new Map(sections.map((section) => [section.id, section.label]));
    const dwell = createDwellTracker(TITLE_DWELL_MS, (id) =>
      track('section_read', { section_id: id, section_label: labels.get(id) ?? id }),
    );
    const stop = observeSectionTitles([...labels.keys()], (id) => {
      setTitleSection(id);
      dwell.set(id);
    });
    return () => {
      stop();
      dwell.stop();
    };
  }, [sections]);
}
