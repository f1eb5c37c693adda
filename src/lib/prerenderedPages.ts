/**
 * Pages the build renders whole from the owner's Markdown (a case study): their markup is static,
 * so the app shows it as it is. A direct visit finds it in the document; a move inside the app
 * fetches it as its own small file (`/projetos/agenda-facil.json` beside `/projetos/agenda-facil`),
 * once, and never puts it in the page's script.
 */
import { pagePath } from './sitePath';

export interface PrerenderedPage {
  /** The document's title. */
  title: string;
  /** The page's markup, inside the main layout. */
  html: string;
  /** The same page in the other edition (a path of the site, edition included), or null. */
  alternate: string | null;
}

/** The element that holds a prerendered page's markup; `data-path` says which. */
export const PRERENDERED_ID = 'pagina';

/** Where a page's file is, beside its route: `/projetos/x` -> `/projetos/x.json`, `/notas` -> `/notas.json`. */
export const pageDataUrl = (path: string) => `${pagePath(path)}.json`;

/** By route path: the page, null when there is none, a promise while it loads. */
const pages = new Map<string, PrerenderedPage | null | Promise<void>>();
const listeners = new Set<() => void>();

export function subscribeToPages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page the document was rendered with, if it is this one. */
function pageInDocument(path: string): PrerenderedPage | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById(PRERENDERED_ID);
  if (element?.dataset.path !== path) return undefined;
  return { title: document.title, html: element.innerHTML, alternate: element.dataset.alternate ?? null };
}

async function load(path: string): Promise<void> {
  let page: PrerenderedPage | null;
  try {
    const response = await fetch(pageDataUrl(path));
    if (!response.ok && response.status !== 404) throw new Error(`HTTP ${response.status}`);
    page = response.ok ? ((await response.json()) as PrerenderedPage) : null;
  } catch {
    // Not fetched (offline, a host's error): the address is loaded as a page, as without the app.
    pages.delete(path);
    window.location.reload();
    return;
  }
  pages.set(path, page);
  listeners.forEach((listener) => listener());
}

/** The page at this path: undefined while it loads (the load starts at the first ask), null when the site has none. */
export function prerenderedPage(path: string): PrerenderedPage | null | undefined {
  const known = pages.get(path);
  if (known !== undefined) return known instanceof Promise ? undefined : known;
  const inDocument = pageInDocument(path);
  if (inDocument) {
    pages.set(path, inDocument);
    return inDocument;
  }
  pages.set(path, load(path));
  return undefined;
}
