/**
 * The ids of the sections the home page shows, in its order, learnt from the data as the page's registry
 * orders them (src/pages/sectionOrder.ts): the navigation's, and those of the sections an owner added
 * (a collection with a `section`, src/collections/) whose data file the content folder has, each where
 * its `section.after` puts it. A link in the owner's Markdown may lead to any of them, and to no other.
 */
import { orderSections, type SectionPlacement } from '../../src/pages/sectionOrder';
import { loadCollections, type Collection } from './collections';
import { dataFileOf } from './contentModule';
import { readDataFile } from './dataFiles';
import { siteDataFile } from './source';

export async function shownSectionIds(contentDir: string, collections?: readonly Collection[]): Promise<string[]> {
  const { homeSections = [] } = readDataFile(siteDataFile(contentDir, 'navigation')).data as {
    homeSections?: { id: string; label: string }[];
  };
  const components: Record<string, { placement?: SectionPlacement }> = Object.fromEntries(homeSections.map(({ id }) => [id, {}]));
  for (const collection of collections ?? (await loadCollections())) {
    const file = collection.section === undefined ? undefined : dataFileOf(contentDir, collection);
    if (file) components[collection.section!] = { placement: readDataFile(file).data.section as SectionPlacement };
  }
  return orderSections(homeSections, components).map(({ id }) => id);
}
