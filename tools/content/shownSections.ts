/**
 * The ids of the sections the home page shows, as its registry orders them (src/pages/sectionRegistry.ts):
 * the navigation's, and those of the sections an owner added whose data file the content folder has. A
 * link in the owner's Markdown may lead to any of them (`/#palestras`), and to no other.
 */
import { SECTION_REGISTRY } from './sectionSchemas';
import { importModules, siteContentPlugin } from './source';

export async function shownSectionIds(contentDir: string, registry = SECTION_REGISTRY): Promise<string[]> {
  const { sections } = await importModules({ sections: registry }, [siteContentPlugin(contentDir)]);
  return (sections as { sectionRegistry: readonly { id: string }[] }).sectionRegistry.map(({ id }) => id);
}
