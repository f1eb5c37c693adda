import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Section } from '../content/types';
import { createValueStore, type ValueStore } from '../lib/valueStore';

export interface SectionNavigation {
  /** The page's sections, in order. */
  sections: readonly Section[];
  /** The active section; it changes as the visitor scrolls, so it is a store, not a context value. */
  active: ValueStore<string | null>;
  /** Scrolls to the section below the header, makes it active and pauses scroll highlighting. */
  goToSection: (id: string) => void;
}

// The value never changes while a page is shown: no section re-renders when the visitor scrolls.
export const SectionNavigationContext = createContext<SectionNavigation>({
  sections: [],
  active: createValueStore<string | null>(null),
  goToSection: () => {},
});

export function useSectionNavigation(): SectionNavigation {
  return useContext(SectionNavigationContext);
}

/** The active section's id; the first section's while prerendering and hydrating. */
export function useActiveSection(): string | null {
  const { sections, active } = useSectionNavigation();
  return useSyncExternalStore(active.subscribe, active.get, () => sections[0]?.id ?? null);
}
