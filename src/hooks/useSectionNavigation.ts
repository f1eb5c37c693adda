import { createContext, useCallback, useContext, useEffect, useMemo } from 'react';
import type { Section } from '../content/types';
import { scrollToSection } from '../lib/scroll';
import { hashTarget } from '../lib/uri';
import { useSectionSpy } from './useSectionSpy';

export const HIGHLIGHT_PAUSE_MS = 1000;

export interface SectionNavigation {
  sections: readonly Section[];
  active: string | null;
  /** Scrolls to the section below the header, makes it active and pauses scroll highlighting. */
  goToSection(id: string): void;
}

export const SectionNavigationContext = createContext<SectionNavigation>({
  sections: [],
  active: null,
  goToSection: () => {},
});

export function useSectionNavigation(): SectionNavigation {
  return useContext(SectionNavigationContext);
}

/** A page's section navigation: the spy, scrolling to a section, and the address's hash on load. */
export function usePageSections(sections: readonly Section[]): SectionNavigation {
  const { active, activate } = useSectionSpy(sections);

  const goToSection = useCallback(
    (id: string) => {
      activate(id, HIGHLIGHT_PAUSE_MS);
      void scrollToSection(id);
    },
    [activate],
  );

  // An address like /#contato lands on its section below the header, as a click would.
  useEffect(() => {
    const id = hashTarget(window.location.hash);
    if (!sections.some((section) => section.id === id)) return;
    activate(id, HIGHLIGHT_PAUSE_MS);
    void scrollToSection(id, { instant: true });
  }, [sections, activate]);

  return useMemo(() => ({ sections, active, goToSection }), [sections, active, goToSection]);
}
