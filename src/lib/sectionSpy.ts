import { isScrolledToBottom, warnMissingSection } from './scroll';

export const SECTION_THRESHOLD = 0.1;
export const TITLE_THRESHOLD = 0.3;
export const TITLE_ROOT_MARGIN = '-20% 0px -20% 0px';

/**
 * The active section: the last one at the bottom of the page (so a short last section still
 * activates), else the first visible one in document order, else the previous choice (no flicker
 * between sections), else the first section.
 */
export function chooseActiveSection(
  order: readonly string[],
  visible: ReadonlySet<string>,
  atBottom: boolean,
  previous: string | null,
): string | null {
  if (order.length === 0) return null;
  if (atBottom) return order[order.length - 1]!;
  return order.find((id) => visible.has(id)) ?? previous ?? order[0]!;
}

function findElements(ids: readonly string[], pick: (section: HTMLElement) => Element | null) {
  const found: [string, Element][] = [];
  for (const id of ids) {
    const section = document.getElementById(id);
    if (!section) {
      warnMissingSection(id);
      continue;
    }
    const element = pick(section);
    if (element) found.push([id, element]);
  }
  if (found.length === 0) console.warn('Nenhuma seção encontrada para observar');
  return found;
}

function canObserve(): boolean {
  return typeof window !== 'undefined' && typeof window.IntersectionObserver === 'function';
}

export interface SectionSpy {
  /** Makes `id` active at once and ignores scroll-based changes for `pauseMs`. */
  activate(id: string, pauseMs: number): void;
  disconnect(): void;
}

export function observeSections(
  ids: readonly string[],
  { topOffset, onChange }: { topOffset: number; onChange: (id: string | null) => void },
): SectionSpy {
  const found = findElements(ids, (section) => section);
  const order = found.map(([id]) => id);
  const idOf = new Map(found.map(([id, element]) => [element, id]));
  const visible = new Set<string>();
  let active: string | null = order[0] ?? null;
  let pausedUntil = 0;
  let resumeTimer: ReturnType<typeof setTimeout> | undefined;
  let frame = 0;

  const update = () => {
    if (Date.now() < pausedUntil) return;
    const next = chooseActiveSection(order, visible, isScrolledToBottom(), active);
    if (next === active) return;
    active = next;
    onChange(next);
  };

  const observer = canObserve()
    ? new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            const id = idOf.get(entry.target)!;
            if (entry.isIntersecting && entry.intersectionRatio >= SECTION_THRESHOLD) visible.add(id);
            else visible.delete(id);
          }
          update();
        },
        { threshold: SECTION_THRESHOLD, rootMargin: `-${Math.round(topOffset)}px 0px 0px 0px` },
      )
    : null;
  found.forEach(([, element]) => observer?.observe(element));

  // Reaching the bottom changes no intersection when the last section is short: watch the scroll too.
  const onScroll = () => {
    if (frame) return;
    frame = window.requestAnimationFrame(() => {
      frame = 0;
      update();
    });
  };
  window.addEventListener('scroll', onScroll, { passive: true });

  return {
    activate(id, pauseMs) {
      pausedUntil = Date.now() + pauseMs;
      clearTimeout(resumeTimer);
      resumeTimer = setTimeout(update, pauseMs);
      if (id === active) return;
      active = id;
      onChange(id);
    },
    disconnect() {
      observer?.disconnect();
      window.removeEventListener('scroll', onScroll);
      window.cancelAnimationFrame(frame);
      clearTimeout(resumeTimer);
    },
  };
}

/**
 * Watches each section's first heading in the middle band of the viewport; reports the first
 * heading in the band, or null when the band holds none.
 */
export function observeSectionTitles(ids: readonly string[], onChange: (id: string | null) => void): () => void {
  if (!canObserve()) return () => {};
  const found = findElements(ids, (section) => section.querySelector('h1, h2'));
  const order = found.map(([id]) => id);
  const idOf = new Map(found.map(([id, element]) => [element, id]));
  const inBand = new Set<string>();
  let current: string | null = null;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const id = idOf.get(entry.target)!;
        if (entry.isIntersecting && entry.intersectionRatio >= TITLE_THRESHOLD) inBand.add(id);
        else inBand.delete(id);
      }
      const next = order.find((id) => inBand.has(id)) ?? null;
      if (next !== current) {
        current = next;
        onChange(next);
      }
    },
    { threshold: TITLE_THRESHOLD, rootMargin: TITLE_ROOT_MARGIN },
  );
  found.forEach(([, element]) => observer.observe(element));
  return () => observer.disconnect();
}
