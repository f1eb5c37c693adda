/**
 * An article's contents follow the reading (src/pages/ArticleContents.tsx writes them): the entry of the
 * section being read is marked current by the page's own scroll-spy and rule (scrollSpy.ts,
 * scrollSpyRule.ts), a section being a heading and what follows it up to the next one. The scroll-spy is
 * the app's, handed over by articleReading.ts.
 */
import type { startScrollSpy } from './scrollSpy';
import type { SectionBox } from './scrollSpyRule';

export const CONTENTS_CLASS = 'article-contents';

export interface SpyTools {
  startScrollSpy: typeof startScrollSpy;
  /** How long a click on an entry keeps it marked while the page scrolls to its section. */
  pauseMs: number;
}

/** Each section's box (headings in their order, by id): from its heading to the next, the last one to the end of the text. */
export function sectionBoxes(ids: readonly string[]): SectionBox[] {
  const headings = ids.flatMap((id) => {
    const heading = document.getElementById(id);
    return heading ? [{ id, heading }] : [];
  });
  const textEnd = headings.at(-1)?.heading.parentElement?.getBoundingClientRect().bottom ?? 0;
  const spans = headings.map(({ id, heading }) => {
    const { top, bottom } = heading.getBoundingClientRect();
    return { id, heading: { top, bottom } };
  });
  return spans.map((span, index) => ({
    ...span,
    top: span.heading.top,
    bottom: spans[index + 1]?.heading.top ?? Math.max(textEnd, span.heading.bottom),
  }));
}

/** Marks the entry of the section being read in the contents inside `container`, if any; returns what stops it. */
export function followContents(container: HTMLElement, { startScrollSpy, pauseMs }: SpyTools): () => void {
  const contents = container.querySelector<HTMLElement>(`.${CONTENTS_CLASS}`);
  if (!contents) return () => {};
  const links = [...contents.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
  // The attribute as written, not `hash`, which is percent-encoded: 'decisões' is an id as it is.
  const ids = links.map((link) => link.getAttribute('href')!.slice(1));
  const mark = (id: string) =>
    links.forEach((link, index) => {
      if (ids[index] === id) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    });
  const spy = startScrollSpy(ids, mark, sectionBoxes);
  spy.update();
  // The entry clicked is the one marked while the page goes to its section, as the header's links are.
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const index = link ? links.indexOf(link) : -1;
    if (index >= 0) spy.activate(ids[index], pauseMs);
  };
  contents.addEventListener('click', onClick);
  return () => {
    contents.removeEventListener('click', onClick);
    spy.disconnect();
  };
}
