// npm run bench: the renderer's figures, measured in Chromium (playwright-core) on a bench page
// (tests/bench/) built with Vite and served from 127.0.0.1.
//   (a) a form of 100 server attributes drawn by our renderer and by plain @rjsf/mui in the same
//       page: first-render time of each and their ratio; per-keystroke time (median, p95).
//   (b) the users list with 300 rows: data arrival to rows painted, against the same 300 rows in a
//       plain MUI Table in the same page (render() to painted); the ratio's target is 0.6.
// Prints human lines; with --json one JSON object per figure: {name, value, unit, baseline, ratio}.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './chromium.ts';
import { build } from 'vite';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUNDS = 30;
const KEYSTROKES = 100;
const json = process.argv.includes('--json');

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const round = (n: number) => Math.round(n * 100) / 100;

interface Figure {
  name: string;
  value: number;
  unit: string;
  baseline: number | null;
  ratio: number | null;
}

function report(figure: Figure, target?: string) {
  if (json) console.log(JSON.stringify({ ...figure, value: round(figure.value), baseline: figure.baseline === null ? null : round(figure.baseline), ratio: figure.ratio === null ? null : round(figure.ratio) }));
  else {
    const against = figure.baseline === null ? '' : ` (baseline ${round(figure.baseline)} ${figure.unit}, ratio ${round(figure.ratio ?? 0)})`;
    console.log(`${figure.name}: ${round(figure.value)} ${figure.unit}${against}${target ? `  [target ${target}]` : ''}`);
  }
}

async function buildBenchPage(outDir: string) {
  await build({
    root: ROOT,
    configFile: path.join(ROOT, 'vite.config.ts'),
    base: '/',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: false, rollupOptions: { input: path.join(ROOT, 'tests/bench/index.html') } },
  });
}

function serve(dir: string): Promise<{ url: string; close(): void }> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml' };
  const server = createServer((request, response) => {
    const file = path.join(dir, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(dir)) return void response.writeHead(403).end();
    try {
      const body = readFileSync(file);
      response.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    const address = server.address() as { port: number };
    resolve({ url: `http://127.0.0.1:${address.port}`, close: () => server.close() });
  }));
}

async function main() {
  const outDir = mkdtempSync(path.join(tmpdir(), 'idm-bench-'));
  await buildBenchPage(outDir);
  const server = await serve(outDir);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await page.goto(`${server.url}/tests/bench/index.html`);
    await page.waitForFunction(() => 'bench' in window);

    // (a) First render, alternating so that both meet the same JIT and cache state; the first
    // round of each only warms up.
    // Ours draws about a screen of fields first and the rest in a deferred render: its time to every
    // field drawn is reported beside, against the same plain baseline.
    const ours: number[] = [];
    const oursAll: number[] = [];
    const plain: number[] = [];
    for (let i = 0; i <= ROUNDS; i++) {
      const a = await page.evaluate(() => window.bench.firstRender('ours'));
      const b = await page.evaluate(() => window.bench.firstRender('plain'));
      const c = await page.evaluate(() => window.bench.firstRender('ours', true));
      if (i > 0) {
        ours.push(a);
        plain.push(b);
        oursAll.push(c);
      }
    }
    const oursMedian = median(ours);
    const plainMedian = median(plain);
    const oursAllMedian = median(oursAll);
    report({ name: 'form of 100 attributes, first render (our renderer)', value: oursMedian, unit: 'ms', baseline: plainMedian, ratio: oursMedian / plainMedian }, 'ratio <= 0.8');
    report({ name: 'form of 100 attributes, every field drawn (our renderer)', value: oursAllMedian, unit: 'ms', baseline: plainMedian, ratio: oursAllMedian / plainMedian });
    report({ name: 'form of 100 attributes, first render (plain @rjsf/mui)', value: plainMedian, unit: 'ms', baseline: null, ratio: null });

    // Keystrokes: three runs of each, alternating; the first 5 keystrokes of a run warm up. The
    // p95 is the median of the runs' p95s, so that one stray pause of a shared machine does not
    // decide it.
    const warm: number[] = [];
    const plainWarm: number[] = [];
    const p95s: number[] = [];
    for (let run = 0; run < 3; run++) {
      const keys = (await page.evaluate((count) => window.bench.keystrokes('ours', count), KEYSTROKES)).slice(5);
      const plainKeys = (await page.evaluate((count) => window.bench.keystrokes('plain', count), KEYSTROKES)).slice(5);
      warm.push(...keys);
      plainWarm.push(...plainKeys);
      p95s.push(percentile(keys, 95));
    }
    report({ name: 'form of 100 attributes, keystroke median (our renderer)', value: median(warm), unit: 'ms', baseline: median(plainWarm), ratio: median(warm) / median(plainWarm) });
    report({ name: 'form of 100 attributes, keystroke p95 (our renderer)', value: median(p95s), unit: 'ms', baseline: 8, ratio: median(p95s) / 8 }, '< 8 ms');
    report({ name: 'form of 100 attributes, keystroke p95 (plain @rjsf/mui)', value: percentile(plainWarm, 95), unit: 'ms', baseline: null, ratio: null });

    // (b) The users list at 300 rows against a plain MUI Table of the same rows, alternating.
    const list: number[] = [];
    const table: number[] = [];
    for (let i = 0; i <= 15; i++) {
      const ms = await page.evaluate(() => window.bench.usersList());
      const plainMs = await page.evaluate(() => window.bench.plainTable());
      if (i > 0) {
        list.push(ms);
        table.push(plainMs);
      }
    }
    const listMedian = median(list);
    const tableMedian = median(table);
    report({ name: 'users list, 300 rows: data arrival to rows painted (median)', value: listMedian, unit: 'ms', baseline: tableMedian, ratio: listMedian / tableMedian }, 'ratio <= 0.6');
    report({ name: 'plain MUI Table, 300 rows: render to painted (median)', value: tableMedian, unit: 'ms', baseline: null, ratio: null });
  } finally {
    await browser.close();
    server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
