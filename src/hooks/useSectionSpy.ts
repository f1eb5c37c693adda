import { useCallback, useEffect, useRef, useState } from 'react';
import type { Section } from '../content/types';
import { whenIdle } from '../lib/idle';
import { headerHeight } from '../lib/scroll';
import { observeSections, type SectionSpy } from '../lib/sectionSpy';

/** The page's active section, the first one until scrolling says otherwise. */
export function useSectionSpy(sections: readonly Section[]) {
  const [active, setActive] = useState<string | null>(sections[0]?.id ?? null);
  const spy = useRef<SectionSpy | null>(null);

  useEffect(() => {
    if (sections.length === 0) return;
    // Measuring the header and observing can wait for idle time: the first section is active anyway.
    const cancel = whenIdle(() => {
      spy.current = observeSections(
        sections.map((section) => section.id),
        { topOffset: headerHeight(), onChange: setActive },
      );
    });
    return () => {
      cancel();
      spy.current?.disconnect();
      spy.current = null;
    };
  }, [sections]);

  const activate = useCallback((id: string, pauseMs: number) => {
    if (spy.current) spy.current.activate(id, pauseMs);
    else setActive(id);
  }, []);

  return { active, activate };
}
