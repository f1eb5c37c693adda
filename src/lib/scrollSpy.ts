/**
 * The scroll-spy: which section of the page the visitor is reading, measured as they scroll (the rule
 * itself is scrollSpyRule.ts), for the header's highlight, the document title and `section_read`.
 */
import { chooseActiveSection, type SectionBox } from './scrollSpyRule';
import { headerOffset, isScrolledToBottom, warnMissingSection } from './scroll';

/** After a click on a section link, scrolling does not change the active section for this long. */
export const HIGHLIGHT_PAUSE_MS = 1000;

export interface ScrollSpy {
  /** Measures now and reports the active section if it changed. */
  update: () => void;
  /** Makes `id` active at once and ignores scrolling for `pauseMs` (a scroll to it is under way). */
  activate: (id: string, pauseMs: number) => void;
  disconnect: () => void;
}

function measure(ids: readonly string[]): SectionBox[] {
  const boxes: SectionBox[] = [];
  for (const id of ids) {
    const section = document.getElementById(id);
    if (!section) continue;
    const { top, bottom } = section.getBoundingClientRect();
    const heading = section.querySelector('h1, h2')?.getBoundingClientRect() ?? { top, bottom };
    boxes.push({ id, top, bottom, heading: { top: heading.top, bottom: heading.bottom } });
  }
  return boxes;
}

/**
 * Follows the active section of the page (see chooseActiveSection): measured at most once a frame
 * while the page scrolls or resizes, and reported through `onChange` when it changes. A section is the
 * element with its id unless `measureSections` says otherwise (an article's: a heading and what follows it).
 */
export function startScrollSpy(
  ids: readonly string[],
  onChange: (id: string) => void,
  measureSections: (ids: readonly string[]) => SectionBox[] = measure,
): ScrollSpy {
  const missing = ids.filter((id) => !document.getElementById(id));
  missing.forEach(warnMissingSection);
  if (missing.length === ids.length) console.warn('Nenhuma seção encontrada para observar');

  let active: string | null = null;
  let pausedUntil = 0;
  let resumeTimer: ReturnType<typeof setTimeout> | undefined;
  let frame = 0;

  const report = (id: string | null) => {
    if (id === null || id === active) return;
    active = id;
    onChange(id);
  };
  const update = () => {
    if (Date.now() < pausedUntil) return;
    const view = { height: window.innerHeight, headerOffset: headerOffset(), atBottom: isScrolledToBottom() };
    report(chooseActiveSection(measureSections(ids), view, active));
  };
  const onScroll = () => {
    frame ||= window.requestAnimationFrame(() => {
      frame = 0;
      update();
    });
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('resize', onScroll, { passive: true });

  return {
    update,
    activate(id, pauseMs) {
      pausedUntil = Date.now() + pauseMs;
      clearTimeout(resumeTimer);
      resumeTimer = setTimeout(update, pauseMs);
      report(id);
    },
    disconnect() {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      window.cancelAnimationFrame(frame);
      clearTimeout(resumeTimer);
    },
  };
}
