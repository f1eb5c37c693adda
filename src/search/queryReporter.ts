/**
 * The `search` event: one per query, never its words. Results come as the visitor types, a letter at a
 * time; the event goes once they have paused this long, or once they leave the dialog or choose a
 * result, with the number of results of the query they had last.
 */
import type { TrackedEvent } from '../lib/analytics';

export const QUERY_PAUSE_MS = 1000;

export interface QueryReporter {
  /** The results of the query now in the box. */
  results(query: string, count: number): void;
  /** Sends the waiting query's event now (the dialog closes, a result is chosen). */
  flush(): void;
}

export function queryReporter(track: (...event: TrackedEvent) => void, pauseMs = QUERY_PAUSE_MS): QueryReporter {
  let waiting: { query: string; count: number } | null = null;
  let sent = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    // The same query again (closed, then opened on it) is not a new search.
    if (waiting && waiting.query !== sent) track('search', { result_count: waiting.count });
    if (waiting) sent = waiting.query;
    waiting = null;
  };
  return {
    results(query, count) {
      clearTimeout(timer);
      waiting = query ? { query, count } : null;
      if (waiting) timer = setTimeout(flush, pauseMs);
    },
    flush,
  };
}
