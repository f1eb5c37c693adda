/**
 * Pagefind in the page: its script comes from the site's own index folder (nothing is asked of another
 * host), loaded once, when the visitor first shows they will search. It reads the index of the page's
 * language (<html lang>), so an edition finds its own pages only; the build wrote one per language
 * (tools/search/). Words are matched stemmed, without accents or case.
 */
import { SEARCH_FOLDER, SEARCH_KINDS, type SearchKind } from './searchBundle';

interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  anchor?: { element: string; id: string };
  /** Each matched word's place and weight: 1 in the text, more in a heading (7 for the h1, 6 for an h2...). */
  weighted_locations: { weight: number }[];
}

interface PagefindData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results: PagefindSubResult[];
}

interface PagefindModule {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(query: string, options: object, waitMs: number): Promise<{ results: { data(): Promise<PagefindData> }[] } | null>;
}

/** A result as the dialog shows it. */
export interface Found {
  kind: SearchKind;
  title: string;
  /** The heading of the section it leads to, when the match is in one. */
  section?: string;
  /** From the site's root, without its base path (`/notas/x#secao`). */
  url: string;
  /** A few words around the match: Pagefind's excerpt, the page's `<` and `>` escaped, the matched words in <mark>. */
  excerpt: string;
}

/** How many results get their text loaded and shown: each is a request for its fragment of the index. */
export const SHOWN_RESULTS = 10;
/** Pagefind waits this long for the next key before it searches: one search per pause in typing. */
const TYPING_PAUSE_MS = 120;

/** Pagefind's weight of a word in the text: a heading's words weigh more. */
const TEXT_WEIGHT = 1;

/**
 * The result's target: the page, or the section whose heading holds a matched word (a match in the
 * page's title leads to the page itself).
 */
export function resultTarget(data: PagefindData): Found {
  const kind = SEARCH_KINDS.find((each) => each === data.meta.kind) ?? 'project';
  const title = data.meta.title ?? data.url;
  const inHeading = (sub: PagefindSubResult) => sub.weighted_locations.some(({ weight }) => weight > TEXT_WEIGHT);
  // The part before the first section (no anchor) starts with the page's title.
  const inTitle = data.sub_results.some((sub) => !sub.anchor && inHeading(sub));
  const section = inTitle ? undefined : data.sub_results.find((sub) => sub.anchor && inHeading(sub));
  return section
    ? { kind, title, section: section.title, url: section.url, excerpt: section.excerpt }
    : { kind, title, url: data.url, excerpt: data.excerpt };
}

export interface SiteSearch {
  /** The query's results, the first SHOWN_RESULTS of them loaded; null when a later query replaced it. */
  search(query: string): Promise<{ found: number; shown: Found[] } | null>;
}

let loading: Promise<PagefindModule> | undefined;

/** Starts loading Pagefind and its index (once); rejects when the site has no index, or it cannot be reached. */
export function loadSearch(basePath: string): Promise<SiteSearch> {
  loading ??= (
    import(
      /* the index's own script, at an address known only at run time */ `${basePath}${SEARCH_FOLDER}/pagefind.js`
    ) as Promise<PagefindModule>
  ).then(async (pagefind) => {
    // Results' addresses as the build wrote them (from the site's root), whatever the base path; no worker (see tools/search/).
    await pagefind.options({ baseUrl: '/', excerptLength: 24, noWorker: true });
    await pagefind.init();
    return pagefind;
  });
  // A failure is not kept: the next open tries again.
  loading.catch(() => (loading = undefined));
  return loading.then((pagefind) => ({
    async search(query) {
      const outcome = await pagefind.debouncedSearch(query, {}, TYPING_PAUSE_MS);
      if (!outcome) return null;
      const shown = await Promise.all(outcome.results.slice(0, SHOWN_RESULTS).map(async (result) => resultTarget(await result.data())));
      return { found: outcome.results.length, shown };
    },
  }));
}
