import { createContext, useContext } from 'react';
import type { Section } from '../content/types';

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
