import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Section } from '../collections/navigation';
import { navigate } from '../lib/router';
import { pagePath } from '../lib/sitePath';
import { createValueStore, type ValueStore } from '../lib/valueStore';

export interface SectionNavigation {
  /** The page's sections, in order. */
  sections: readonly Section[];
  /** The active section; it changes as the visitor scrolls, so it is a store, not a context value. */
  active: ValueStore<string | null>;
  /**
   * Goes to a section of the home page: on it, scrolls there below the header, makes it active and
   * pauses scroll highlighting; on another page, moves to the home page at the section.
   */
  goToSection: (id: string) => void;
  /** The address of a section of the home page: `#id` on it, the home page's `/#id` elsewhere. */
  sectionHref: (id: string) => string;
}

/** Off the home page, a section's link leads to the home page at the section, inside the app. */
export const homeSectionHref = (id: string) => pagePath(`/#${id}`);
export const goToHomeSection = (id: string) => navigate(`/#${id}`);

// The value never changes while a page is shown: no section re-renders when the visitor scrolls.
export const SectionNavigationContext = createContext<SectionNavigation>({
  sections: [],
  active: createValueStore<string | null>(null),
  goToSection: goToHomeSection,
  sectionHref: homeSectionHref,
});

export function useSectionNavigation(): SectionNavigation {
  return useContext(SectionNavigationContext);
}

/** The active section's id; the first section's while prerendering and hydrating. */
export function useActiveSection(): string | null {
  const { sections, active } = useSectionNavigation();
  return useSyncExternalStore(active.subscribe, active.get, () => sections[0]?.id ?? null);
}
