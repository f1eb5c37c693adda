/**
 * The site's search, loaded when the visitor first reaches for it (src/components/SearchButton.tsx):
 * a modal dialog with a search box whose results come as they type, counted in a live region. A
 * module of its own (tools/projectPaths.ts, LAZY_MODULES), so it shares no state with the page's
 * script (a helper both import is a copy in each): what it needs of the app (moving to a page,
 * analytics) comes from the host.
 */
import { searchUi } from '../catalogues/search';
import type { TrackedEvent } from '../lib/analytics';
import { returnFocus } from '../lib/dialogFocus';
import { dialogElements, resultContent, SEARCH_IDS, type DialogElements } from './dialogElements';
import { loadSearch, type Found, type SiteSearch } from './pagefindSearch';
import { queryReporter, type QueryReporter } from './queryReporter';
import { resultList, type ResultList } from './resultList';
import { showTarget } from './showTarget';

export interface SearchHost {
  /** The site's base path (`/portfolio/`): the index is under it. */
  basePath: string;
  /** The edition's root in the site (`/`, `/en/`): each result's address starts with it. */
  editionRoot: string;
  /** Moves to a route path of the edition inside the app (src/lib/router.ts). */
  navigate: (path: string) => void;
  track: (...event: TrackedEvent) => void;
}

interface OpenDialog extends DialogElements {
  list: ResultList<Found>;
  reporter: QueryReporter;
  /** What had focus when the dialog opened: it gets it back when the dialog closes without a choice. */
  opener: HTMLElement | null;
  chosen: boolean;
}

let shown: OpenDialog | undefined;
/** Each query's number: an answer to an older one, arriving late, is dropped. */
let queries = 0;

/** Starts loading the index (hover or focus on the button): the dialog then opens on a ready search. */
export function prepareSearch(host: SearchHost): void {
  loadSearch(host.basePath).catch(() => {});
}

async function runQuery(host: SearchHost, open: OpenDialog): Promise<void> {
  const query = open.box.value.trim();
  const number = ++queries;
  const answer = (status: string, found: readonly Found[], count = found.length) => {
    if (number !== queries) return;
    open.list.show(found, resultContent);
    open.status.textContent = status;
    open.reporter.results(query, count);
  };
  if (!query) return answer('', []);
  let search: SiteSearch;
  try {
    const loading = loadSearch(host.basePath);
    // Said only when the index is not there yet: a live region repeats whatever it is given.
    const slow = setTimeout(() => {
      if (number === queries) open.status.textContent = searchUi.loading;
    }, 300);
    search = await loading.finally(() => clearTimeout(slow));
  } catch {
    return answer(searchUi.unavailable, []);
  }
  const outcome = await search.search(query).catch(() => undefined);
  if (outcome === null) return;
  if (!outcome) return answer(searchUi.unavailable, []);
  answer(searchUi.count(outcome.found, outcome.shown.length), outcome.shown, outcome.found);
}

function create(host: SearchHost): OpenDialog {
  const elements = dialogElements();
  const open = { ...elements, opener: null, chosen: false, reporter: queryReporter(host.track) } as OpenDialog;
  open.list = resultList<Found>(elements.box, SEARCH_IDS.results, (found) => {
    open.chosen = true;
    open.reporter.flush();
    host.track('select_content', { content_type: found.kind, content_id: found.url });
    elements.dialog.close();
    showTarget(found.url, host);
  });
  open.list.element.setAttribute('aria-label', searchUi.results);
  elements.listSlot.append(open.list.element);
  elements.box.addEventListener('input', () => void runQuery(host, open));
  elements.box.addEventListener('keydown', (event) => {
    if (!event.isComposing && open.list.handleKey(event.key)) event.preventDefault();
  });
  elements.close.addEventListener('click', () => elements.dialog.close());
  // A click on the backdrop (the dialog itself, around its panel) closes it.
  elements.dialog.addEventListener('click', (event) => event.target === elements.dialog && elements.dialog.close());
  elements.dialog.addEventListener('close', () => {
    open.reporter.flush();
    if (!open.chosen) returnFocus(elements.dialog, open.opener);
  });
  document.body.append(elements.dialog);
  return open;
}

/** Opens the dialog (made at its first opening), focus in the box, what was typed last still there. */
export function openSearch(host: SearchHost, opener: HTMLElement | null = null): void {
  // First: the index loads while the dialog is drawn.
  prepareSearch(host);
  shown ??= create(host);
  if (!shown.dialog.open) {
    shown.opener = opener ?? (document.activeElement as HTMLElement | null);
    shown.chosen = false;
    shown.dialog.showModal();
  }
  shown.box.focus();
  shown.box.select();
}
