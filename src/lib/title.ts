export const TITLE_SEPARATOR = ' | ';
/** A section title that stays this long is reported as read (`section_read`). */
export const TITLE_DWELL_MS = 3000;

export function composeTitle(pageTitle: string, sectionLabel?: string | null): string {
  return sectionLabel ? `${pageTitle}${TITLE_SEPARATOR}${sectionLabel}` : pageTitle;
}

/**
 * Calls `onDwell(item)` once an item has stayed current for `delayMs`, at most once per item id
 * over the tracker's life (one page view).
 */
export function createDwellTracker<T extends { id: string }>(delayMs: number, onDwell: (item: T) => void) {
  const reported = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    set(item: T | null) {
      clearTimeout(timer);
      if (item === null || reported.has(item.id)) return;
      timer = setTimeout(() => {
        reported.add(item.id);
        onDwell(item);
      }, delayMs);
    },
    stop() {
      clearTimeout(timer);
    },
  };
}
