// npm run bench:startup [-- --json] [--runs 3] [--user uaadmin] [--verbose] [--no-build] [--console-dir DIR]
//
// Start-up of the console in Chromium (playwright-core) against a sandbox it starts on a fresh data
// folder: from pressing Enter on the sign-in form to the first screen (the dashboard) settled, i.e.
// its heading drawn and the network idle (no request in flight for 500 ms; the live-events stream,
// which stays open, does not count). Then a route change (dashboard → request history), made 3 s
// after the start settled: from the address's change to the page's heading drawn. Per run it
// counts the requests made in the start (JavaScript chunks included), the API URLs asked more than once (method and URL), and the API waves: a request's
// wave is one more than the highest wave of the API requests that had finished before it started,
// so calls made side by side share a wave and a chain of calls made one after another counts each.
// Figures are medians over the runs (3 by default). With --json one line per figure
// {"name","value","unit","baseline","ratio"}, the baseline being the issue's target. --console-dir
// serves another build of the console (an older commit's dist/, to compare in the same conditions).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page, type Request } from 'playwright-core';
import { startServer } from '../server/app.ts';
import { buildConsoleForProduction, consoleBuildState, ROOT } from './console-build.ts';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1]! : fallback;
}
const json = process.argv.includes('--json');
const verbose = process.argv.includes('--verbose');
const runs = Math.max(1, Number(option('runs', '3')) || 3);
const user = option('user', 'uaadmin');
const log = (line: string) => {
  if (!json) console.log(line);
};

/** A request seen during the start: when it began and ended (ms after Enter), and whether it is an API call. */
interface Seen { method: string; url: string; api: boolean; start: number; end?: number; wave?: number }
interface Run { ms: number; requests: number; apiRequests: number; waves: number; duplicates: string[]; routeChangeMs: number }

/** REST calls and the context servlet: what the console asks the server (not files of the console). */
const isApi = (url: string) => /\/IDMProv\/(rest|context)\//.test(url);
/** The live-events stream stays open for as long as the page: it is no start-up request. */
const isLongLived = (request: Request) => request.resourceType() === 'eventsource' || /\/events\/stream/.test(request.url());
const QUIET_MS = 500;
/** How long after the settled start the route change is made. */
const ROUTE_CHANGE_AFTER_MS = 3000;

/** Gives each API request its wave (see the header) and returns the number of waves. */
function assignWaves(requests: Seen[]): number {
  const api = requests.filter((r) => r.api).sort((a, b) => a.start - b.start);
  let waves = 0;
  for (const request of api) {
    const before = api.filter((other) => other !== request && other.end !== undefined && other.end <= request.start);
    request.wave = 1 + Math.max(0, ...before.map((other) => other.wave ?? 0));
    waves = Math.max(waves, request.wave);
  }
  return waves;
}

/** Watches a page's requests from now on; settle() waits until none is in flight for QUIET_MS. */
function watchNetwork(page: Page, t0: () => number) {
  const seen = new Map<Request, Seen>();
  let lastChange = performance.now();
  const onRequest = (request: Request) => {
    if (isLongLived(request)) return;
    seen.set(request, { method: request.method(), url: request.url(), api: isApi(request.url()), start: performance.now() - t0() });
    lastChange = performance.now();
  };
  const onDone = (request: Request) => {
    const entry = seen.get(request);
    if (!entry || entry.end !== undefined) return;
    entry.end = performance.now() - t0();
    lastChange = performance.now();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  return {
    seen: () => [...seen.values()],
    /** Resolves with the time (ms after t0) the last request ended, once nothing has been in flight for QUIET_MS. */
    async settle(): Promise<number> {
      for (;;) {
        const inFlight = [...seen.values()].some((entry) => entry.end === undefined);
        if (!inFlight && performance.now() - lastChange >= QUIET_MS) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return Math.max(0, ...[...seen.values()].map((entry) => entry.end ?? 0));
    },
    stop() {
      page.off('request', onRequest);
      page.off('requestfinished', onDone);
      page.off('requestfailed', onDone);
    },
  };
}

/** The route's heading is drawn: its h1 in the main region, with no screen still loading. */
async function headingDrawn(page: Page, route: string): Promise<void> {
  await page.waitForFunction(
    (hash) => window.location.hash.startsWith(hash) && !document.querySelector('main [role=progressbar]') && !!document.querySelector('main h1'),
    `#${route}`,
    { timeout: 60_000, polling: 'raf' },
  );
}

async function oneRun(consoleUrl: string, browser: Awaited<ReturnType<typeof chromium.launch>>): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(consoleUrl);
    await page.waitForSelector('#username');
    await page.fill('#username', user);
    await page.fill('#password', 'Passw0rd!');
    let started = 0;
    const network = watchNetwork(page, () => started);
    started = performance.now();
    await page.press('#password', 'Enter');
    await headingDrawn(page, '/dashboard');
    const drawn = performance.now() - started;
    const lastEnd = await network.settle();
    network.stop();
    const requests = network.seen().filter((entry) => entry.start <= lastEnd);
    const waves = assignWaves(requests);
    const api = requests.filter((entry) => entry.api);
    const counts = new Map<string, number>();
    for (const entry of api) counts.set(`${entry.method} ${entry.url}`, (counts.get(`${entry.method} ${entry.url}`) ?? 0) + 1);
    const duplicates = [...counts].filter(([, count]) => count > 1).map(([key, count]) => `${key.replace(/^(\S+) https?:\/\/[^/]+/, '$1 ')} ×${count}`);
    if (verbose) {
      for (const entry of requests.sort((a, b) => a.start - b.start)) {
        log(`  ${String(Math.round(entry.start)).padStart(5)}–${String(Math.round(entry.end ?? -1)).padStart(5)} ms ${entry.wave ? `w${entry.wave}` : '  '} ${entry.method} ${entry.url.replace(/^https?:\/\/[^/]+/, '')}`);
      }
    }

    // A route change a few seconds after the start, as a user who read the dashboard would make it
    // (the menu's pages load their chunks when the browser is idle after the start): the request
    // history, once the network is quiet again.
    await new Promise((resolve) => setTimeout(resolve, ROUTE_CHANGE_AFTER_MS));
    const later = watchNetwork(page, () => started);
    await later.settle();
    later.stop();
    const before = performance.now();
    const change = watchNetwork(page, () => before);
    await page.evaluate(() => {
      window.location.hash = '#/history';
    });
    await headingDrawn(page, '/history');
    const routeChangeMs = performance.now() - before;
    change.stop();
    if (verbose) for (const entry of change.seen()) log(`  route change: ${Math.round(entry.start)}–${Math.round(entry.end ?? -1)} ms ${entry.method} ${entry.url.replace(/^https?:\/\/[^/]+/, '')}`);
    return { ms: Math.max(drawn, lastEnd), requests: requests.length, apiRequests: api.length, waves, duplicates, routeChangeMs };
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const consoleDir = path.resolve(option('console-dir', path.join(ROOT, 'dist')));
if (!process.argv.includes('--no-build') && !process.argv.includes('--console-dir') && consoleBuildState() !== 'fresh') buildConsoleForProduction();
const dataDir = mkdtempSync(path.join(tmpdir(), 'idm-bench-startup-'));
const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, consoleDir });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  const consoleUrl = `${server.url}/idmdash/`;
  // One start first, not counted: the sandbox's and the browser's own first-time costs.
  await oneRun(consoleUrl, browser);
  const results: Run[] = [];
  for (let i = 0; i < runs; i++) {
    const run = await oneRun(consoleUrl, browser);
    results.push(run);
    log(`run ${i + 1}: ${Math.round(run.ms)} ms to the settled dashboard, ${run.requests} requests (${run.apiRequests} API), ${run.waves} waves, ${run.duplicates.length} duplicate API URLs${run.duplicates.length ? ` (${run.duplicates.join(', ')})` : ''}; route change ${Math.round(run.routeChangeMs)} ms`);
  }
  const figures = [
    { name: 'startup.signin-to-settled', value: Math.round(median(results.map((r) => r.ms))), unit: 'ms', baseline: 1300 },
    { name: 'startup.requests', value: median(results.map((r) => r.requests)), unit: 'requests', baseline: 50 },
    { name: 'startup.api-waves', value: median(results.map((r) => r.waves)), unit: 'waves', baseline: 3 },
    { name: 'startup.duplicate-api-urls', value: median(results.map((r) => r.duplicates.length)), unit: 'urls', baseline: 0 },
    { name: 'startup.route-change', value: Math.round(median(results.map((r) => r.routeChangeMs))), unit: 'ms', baseline: 300 },
  ];
  log(`median of ${runs}: ${figures.map((f) => `${f.name} ${f.value} ${f.unit} (target ${f.baseline})`).join('; ')}`);
  if (json) {
    for (const figure of figures) {
      console.log(JSON.stringify({ ...figure, ratio: figure.baseline ? Math.round((figure.value / figure.baseline) * 100) / 100 : figure.value }));
    }
  }
} finally {
  await browser.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
