/** Reading Chromium traces (browser.startTracing) of one page load. */

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: {
    beginData?: { dirtyObjects?: number; totalObjects?: number };
    data?: { documentLoaderURL?: string; navigationId?: string };
  };
}

export interface PageLoad {
  navigation: TraceEvent;
  /** The page's own first paint: the page before it may report its own paint later still. */
  firstPaint: TraceEvent;
  firstContentfulPaint: TraceEvent;
}

/** The navigation to `url` in the trace and the first paints of the document it loaded. */
export function pageLoad(events: readonly TraceEvent[], url: string): PageLoad {
  // Recorded in the renderer: one that started recording after the navigation began would lack it.
  const navigation = events.find((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL === url);
  if (!navigation) throw new Error(`the trace has no navigation to ${url}`);
  const id = navigation.args?.data?.navigationId;
  // Without an id every paint lacking one would match, the page before's included.
  if (!id) throw new Error(`the navigation to ${url} has no navigationId to match its paints by`);
  const paint = (name: string) => {
    const event = events.find((candidate) => candidate.name === name && candidate.args?.data?.navigationId === id);
    if (!event) throw new Error(`the trace has no ${name} of ${url}`);
    return event;
  };
  return { navigation, firstPaint: paint('firstPaint'), firstContentfulPaint: paint('firstContentfulPaint') };
}
