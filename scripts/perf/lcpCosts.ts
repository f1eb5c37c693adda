/**
 * npm run perf:lcp: what each request costs a page's simulated LCP (Lighthouse mobile), and why.
 * Lighthouse's simulation (Lantern) replays on a slow phone's link the fast load it observed: every
 * request that ended before the observed LCP frame is in its graph, whether the paint needed it or
 * not (the display face, the favicons, the manifest, a picture raised to high priority), and the
 * simulated LCP is when the last of them would end (the mean of an optimistic and a pessimistic
 * replay), low-priority pictures aside: they only take bandwidth. For PERF_RUNS runs (5) of PERF_PATH
 * (`/`) on the production build, this prints the simulated LCP, then for each such request the runs it
 * was in the graph and the median of what the LCP would be without it; then the LCP without the data:
 * URLs (each counts as a request in flight and takes its share of the link in Lantern's model), with
 * the document alone, and with the document within TCP's first window. Each figure after the first is
 * Lantern again on the same runs with the graph changed, so the comparisons are exact for those runs
 * (docs/performance.md, 2026-11-28).
 */
import type { RunnerResult } from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { getComputationDataParams } from 'lighthouse/core/computed/metrics/lantern-metric.js';
import { lighthouseRun } from './lighthouseRun';
import { buildAndServe, median, spread } from './site';

const RUNS = Number(process.env.PERF_RUNS ?? 5);
const PATH = process.env.PERF_PATH ?? '/';
/** TCP's initial window in Lantern (10 segments of 1460 B): a response this size or less needs no second round trip. */
const FIRST_WINDOW = 14_600;

interface Request {
  url: string;
  priority: string;
  resourceType: string;
  transferSize: number;
}
interface GraphNode {
  type: string;
  request: Request;
  isMainDocument(): boolean;
  traverse(visit: (node: GraphNode) => void): void;
  cloneWithRelationships(keep: (node: GraphNode) => boolean): GraphNode;
}
interface Estimate {
  nodeTimings: Map<GraphNode, unknown>;
}
interface LanternResult {
  timing: number;
  pessimisticEstimate: Estimate;
}
interface Params {
  simulator: unknown;
  graph: GraphNode;
  processedNavigation: unknown;
}
const metrics = Lantern.Metrics as unknown as Record<
  'FirstContentfulPaint' | 'LargestContentfulPaint',
  { compute(data: Params, extras?: { fcpResult: LanternResult }): LanternResult }
>;

/** Lantern's graph and simulator for a run, as Lighthouse's LCP audit builds them. */
async function lanternParams(run: RunnerResult): Promise<Params> {
  const { artifacts } = run;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: run.lhr.configSettings,
    simulator: null,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps ?? [],
  };
  return (await getComputationDataParams(data, { computedCache: new Map() })) as unknown as Params;
}

/** The simulated LCP on `graph`. */
function simulatedLcp(params: Params, graph: GraphNode): LanternResult {
  const data = { ...params, graph };
  return metrics.LargestContentfulPaint.compute(data, { fcpResult: metrics.FirstContentfulPaint.compute(data) });
}

const pathOf = (url: string) => new URL(url).pathname;
const withoutRequests = (graph: GraphNode, drop: (request: Request) => boolean) =>
  graph.cloneWithRelationships((node) => node.type !== 'network' || node.isMainDocument() || !drop(node.request));

const server = await buildAndServe();
const asIs: number[] = [];
const withoutDataUrls: number[] = [];
const documentAlone: number[] = [];
const documentInOneWindow: number[] = [];
const withoutOne = new Map<string, { request: Request; lcps: number[]; gains: number[] }>();
try {
  for (let run = 1; run <= RUNS; run++) {
    const params = await lanternParams(await lighthouseRun(`${server.url}${PATH}`, 'mobile', 'simulate'));
    const lcp = simulatedLcp(params, params.graph);
    asIs.push(lcp.timing);
    console.log(`run ${run}: simulated LCP ${Math.round(lcp.timing)} ms`);
    const inGraph = [...lcp.pessimisticEstimate.nodeTimings.keys()].filter(
      (node) => node.type === 'network' && !node.isMainDocument() && !node.request.url.startsWith('data:'),
    );
    const lcpWithout = (drop: (request: Request) => boolean) => simulatedLcp(params, withoutRequests(params.graph, drop)).timing;
    for (const { request } of inGraph) {
      const without = lcpWithout((other) => other.url === request.url);
      const entry = withoutOne.get(pathOf(request.url)) ?? { request, lcps: [], gains: [] };
      entry.lcps.push(without);
      entry.gains.push(lcp.timing - without);
      withoutOne.set(pathOf(request.url), entry);
    }
    withoutDataUrls.push(lcpWithout((request) => request.url.startsWith('data:')));
    documentAlone.push(lcpWithout(() => true));
    let documentRequest: Request | undefined;
    params.graph.traverse((node) => {
      if (node.type === 'network' && node.isMainDocument()) documentRequest = node.request;
    });
    const size = documentRequest!.transferSize;
    documentRequest!.transferSize = Math.min(size, FIRST_WINDOW);
    documentInOneWindow.push(simulatedLcp(params, params.graph).timing);
    documentRequest!.transferSize = size;
  }
} finally {
  await server.close();
}

const ms = (values: number[]) => `${spread(values)} ms`;
console.log(`\n${PATH}, Lighthouse mobile, simulated: LCP ${ms(asIs)}, ${RUNS} runs.`);
console.log('Requests that ended before the observed LCP, so in the simulated one (low-priority pictures only take bandwidth):');
const rows = [...withoutOne.entries()].sort(([, a], [, b]) => median(b.gains) - median(a.gains));
for (const [path, { request, lcps, gains }] of rows)
  console.log(
    `  ${path} (${request.resourceType}, ${request.priority}, ${(request.transferSize / 1000).toFixed(1)} KB): in ${lcps.length} of ${RUNS} runs; without it ${ms(lcps)}, ${Math.round(median(gains))} ms less`,
  );
console.log(`Without the data: URLs: ${ms(withoutDataUrls)}`);
console.log(`Only the document and the main thread's work: ${ms(documentAlone)}`);
console.log(`The document within TCP's first window (${FIRST_WINDOW / 1000} KB with its headers): ${ms(documentInOneWindow)}`);
