// The dev server's search index: made at the first request for one of its files, as the build makes it
// (drafts left out there too), and made again after the content changes, at the next request.
import type { Language } from '../../src/lib/editions';
import { SEARCH_FOLDER } from '../../src/search/searchBundle';
import type { SitePages } from '../content/sitePages';
import type { SiteContent } from '../content/source';
import { searchDocuments } from '../search/searchDocuments';
import { searchIndexFiles } from '../search/searchIndex';

export type SearchFiles = (pathname: string) => Promise<string | Buffer | undefined>;

/** The file of the index at this URL path, if it is one (the index made once, at the first call). */
export function searchOnDemand(editions: readonly (readonly [Language, SiteContent, ...unknown[]])[], pages: SitePages): SearchFiles {
  let made: Promise<ReadonlyMap<string, Buffer | string>> | undefined;
  const make = async () => {
    const documents = editions.flatMap(([language, content]) => searchDocuments(language, content, pages));
    return new Map((await searchIndexFiles(documents)).map(({ path, contents }) => [`/${path}`, contents]));
  };
  return async (pathname) => (pathname.startsWith(`/${SEARCH_FOLDER}/`) ? (await (made ??= make())).get(pathname) : undefined);
}
