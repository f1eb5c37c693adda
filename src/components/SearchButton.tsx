import { useEffect, useRef, useSyncExternalStore } from 'react';
import { ui } from '../catalogues';
import { track } from '../lib/analytics';
import { config } from '../lib/config';
import { editionRoot } from '../lib/editions';
import { navigate } from '../lib/router';

/** What the search dialog needs of the app: it is a module of its own, sharing none of the app's (src/search/). */
const host = () => ({
  basePath: config.basePath,
  editionRoot: editionRoot(config.language),
  navigate: (path: string) => navigate(path),
  track,
});
const searchDialog = () => import('../search/searchDialog');
const openSearch = (opener: HTMLElement | null) => void searchDialog().then((search) => search.openSearch(host(), opener));
const prepareSearch = () => void searchDialog().then((search) => search.prepareSearch(host()));

/** The search's shortcuts: Ctrl+K (⌘K on Apple's keyboards), and / outside a field where it would be typed. */
export function isSearchShortcut({ key, ctrlKey, metaKey, altKey, target }: KeyboardEvent): boolean {
  if (altKey) return false;
  if (ctrlKey || metaKey) return key === 'k' || key === 'K';
  const field = target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
  return key === '/' && !field;
}

const onApple = () => /Mac|iP(hone|ad)/.test(navigator.platform);
const unchanging = () => () => {};

/**
 * The header's search button and the shortcuts that open it; the dialog's code and the index load when
 * the visitor reaches for it (a pointer over the button, focus on it), not before. Without scripts it
 * is not shown (src/styles/searchButton.css).
 */
export function SearchButton() {
  const button = useRef<HTMLButtonElement>(null);
  // The prerendered page says Ctrl K; an Apple device says ⌘K once the app runs (a box of one width: no shift).
  const apple = useSyncExternalStore(unchanging, onApple, () => false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      openSearch(button.current);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <button
      ref={button}
      type="button"
      className="search-button"
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K /"
      onClick={() => openSearch(button.current)}
      onPointerEnter={prepareSearch}
      onFocus={prepareSearch}
    >
      <span className="search-button__label">{ui.header.search}</span>
      <kbd className="search-button__keys" aria-hidden="true">
        {apple ? '⌘K' : 'Ctrl K'}
      </kbd>
    </button>
  );
}
