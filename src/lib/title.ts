export const TITLE_SEPARATOR = ' | ';

export function composeTitle(pageTitle: string, sectionLabel?: string | null): string {
  return sectionLabel ? `${pageTitle}${TITLE_SEPARATOR}${sectionLabel}` : pageTitle;
}

/**
 * Calls `onDwell(key)` once a key has stayed current for `delayMs`, at most once per key over the
 * tracker's life (one page view).
 */
export function createDwellTracker(delayMs: number, onDwell: (key: string) => void) {
  const reported = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    set(key: string | null) {
      clearTimeout(timer);
      if (key === null || reported.has(key)) return;
      timer = setTimeout(() => {
        reported.add(key);
        onDwell(key);
      }, delayMs);
    },
    stop() {
      clearTimeout(timer);
    },
  };
}
