import { useEffect, type MouseEvent } from 'react';
import { useLocation } from '../hooks/useLocation';
import { usePageArrival } from '../hooks/usePageArrival';
import { usePrerenderedPage } from '../hooks/usePrerenderedPage';
import { isPlainLeftClick } from '../lib/clicks';
import { cameFrom } from '../lib/pageArrival';
import { PRERENDERED_ID } from '../lib/prerenderedPages';
import { navigate, normalizePath, NOT_FOUND_PATH } from '../lib/router';
import { HIGHLIGHT_PAUSE_MS, startScrollSpy } from '../lib/scrollSpy';
import { pathInEdition } from '../lib/sitePath';

/**
 * The page's links lead inside the app as the app's own links do: a page of this edition is shown
 * without a reload; a file (the CV), another site or a modified click stay the browser's. A link
 * marked `data-back` goes Back when the visitor came from where it leads, so that page returns as it was.
 */
function followInApp(event: MouseEvent<HTMLElement>): void {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || !isPlainLeftClick(event, link.target)) return;
  const url = new URL(link.href);
  const path = url.origin === window.location.origin ? pathInEdition(url.pathname) : null;
  if (path === null || /\.\w+$/.test(path) || (url.pathname === window.location.pathname && url.hash)) return;
  event.preventDefault();
  if (link.hasAttribute('data-back') && cameFrom(url.pathname)) window.history.back();
  else navigate(path + url.search + url.hash);
}

/**
 * An article's contents that follow the reading and its code's copy buttons (src/lib/articleReading.ts):
 * loaded only when the page shown has either, so no other page's script carries them. What they share
 * with the app (the scroll-spy) is handed over, so their file holds none of the app's code.
 */
function startReading(container: HTMLElement): () => void {
  let stop: (() => void) | undefined;
  let left = false;
  // What was pressed before their code arrived (or before the app started, held for it by
  // src/app/startup/earlyClicks.ts): a copy button is pressed again once it has.
  let pressed: EventTarget | null = null;
  const hold = (event: Event) => (pressed = event.target);
  // The classes of src/lib/articleContents.ts and codeCopy.ts, written out: importing them would bring those files here.
  if (container.querySelector('.article-contents,.code-block__copy')) {
    container.addEventListener('click', hold);
    void import('../lib/articleReading').then((reading) => {
      if (!left) stop = reading.startReading(container, startScrollSpy, HIGHLIGHT_PAUSE_MS, pressed);
    });
  }
  return () => {
    left = true;
    container.removeEventListener('click', hold);
    stop?.();
  };
}

/** A page the build made whole from the owner's Markdown (src/lib/prerenderedPages.ts), shown as it was made. */
export function PrerenderedPage() {
  // `/notas/` and `/notas` are one page.
  const path = normalizePath(useLocation());
  const page = usePrerenderedPage(path);
  useEffect(() => {
    if (page === null) navigate(NOT_FOUND_PATH, { replace: true });
    else if (page) document.title = page.title;
  }, [page]);
  useEffect(() => (page ? startReading(document.getElementById(PRERENDERED_ID)!) : undefined), [page]);
  usePageArrival(Boolean(page));
  if (!page) return null;
  return (
    // Clicks on the links inside are heard here, and keyboard activation of a link is a click too.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the clicks are the links'
    <div
      id={PRERENDERED_ID}
      className="prerendered"
      data-path={path}
      data-alternate={page.alternate ?? undefined}
      onClick={followInApp}
      dangerouslySetInnerHTML={{ __html: page.html }}
    />
  );
}
