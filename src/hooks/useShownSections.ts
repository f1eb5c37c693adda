import { createContext, useContext } from 'react';
import type { Section } from '../collections/navigation';

/**
 * The home page's sections as the page shows them, in order (src/pages/sectionRegistry.ts), given to
 * every page by MainLayout. Components read them here rather than from the registry, which imports
 * the sections that render them: the one-way flow, with no import cycle.
 */
export const ShownSectionsContext = createContext<readonly Section[]>([]);

export const useShownSections = (): readonly Section[] => useContext(ShownSectionsContext);
