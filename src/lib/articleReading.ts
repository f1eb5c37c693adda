/**
 * What an article's page does once its script runs, beyond showing it: its contents follow the reading
 * (articleContents.ts) and its code blocks' buttons copy (codeCopy.ts). Loaded with import() only where a
 * page shows either (src/pages/PrerenderedPage.tsx), as a file of its own (LAZY_MODULES in
 * tools/projectPaths.ts). It imports nothing the app imports: what both need (the scroll-spy) it is given.
 */
import { followContents, type SpyTools } from './articleContents';
import { COPY_BUTTON_CLASS, startCodeCopy } from './codeCopy';

/**
 * Starts both on the page's markup in `container`, with the app's scroll-spy and its pause after a click
 * (src/lib/scrollSpy.ts); a copy button `pressed` before they were there is pressed again. Returns what
 * stops them, for the page that replaces this one.
 */
export function startReading(
  container: HTMLElement,
  startScrollSpy: SpyTools['startScrollSpy'],
  pauseMs: number,
  pressed: EventTarget | null = null,
): () => void {
  const stops = [followContents(container, { startScrollSpy, pauseMs }), startCodeCopy(container)];
  if (pressed instanceof Element) pressed.closest<HTMLElement>(`.${COPY_BUTTON_CLASS}`)?.click();
  return () => stops.forEach((stop) => stop());
}
