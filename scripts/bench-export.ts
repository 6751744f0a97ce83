// npm run bench:export [-- --json] [--small-query Garcia] [--data-dir DIR] [--no-build]
//
// Exports the users list in Chromium (playwright-core) against the sandbox with the large seed
// (100,000 users, four columns shown; the data folder is kept between runs, default <tmp>/idm-bench-export, seeded on
// the first run): the whole list (every user) and a small list (a search of about a thousand
// users), each to a download (Blob parts) and to a file the page writes through the File System
// Access API (a file of the origin-private file system stands in for the file the user would pick).
// For each it prints rows per second and the peak JS heap of the page during the export, sampled
// every 100 ms (CDP Performance.getMetrics JSHeapUsedSize), above the heap before the export,
// and the ratio of the whole export's figures to the small one's: flat memory is a ratio near 1.
// With --json one line per figure {"name","value","unit","baseline","ratio"}.
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { launchChromium } from './chromium.ts';
import { build } from 'vite';
import { startServer, type RunningServer } from '../server/app.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LARGE_USERS = 100_000;

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1]! : fallback;
}
const json = process.argv.includes('--json');
const smallQuery = option('small-query', 'Garcia');
const dataDir = option('data-dir', path.join(tmpdir(), 'idm-bench-export'));
const log = (line: string) => {
  if (!json) console.log(line);
};

type Sink = 'download' | 'file';
interface Run { rows: number; seconds: number; rowsPerSecond: number; heapBeforeMB: number; heapPeakMB: number; heapGrowthMB: number; heapAfterGcMB: number; bytes: number }

async function startLarge(): Promise<RunningServer> {
  const consoleDir = path.join(ROOT, 'dist');
  let server = await startServer({ port: 0, dataDir, seedScale: 'large', tokenTtl: 3600, consoleDir });
  if ((await userTotal(server.url)) < LARGE_USERS) {
    log(`${dataDir} holds a smaller organisation: seeding the large one`);
    await server.close();
    server = await startServer({ port: 0, dataDir, seedScale: 'large', tokenTtl: 3600, reset: true, consoleDir });
  }
  return server;
}

async function userTotal(url: string): Promise<number> {
  const token = await fetch(`${url}/osp/a/idm/auth/oauth2/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: `Basic ${Buffer.from('rbpmrest:rbpmrest-secret').toString('base64')}` },
    body: new URLSearchParams({ grant_type: 'password', username: 'uaadmin', password: 'Passw0rd!' }).toString(),
  });
  const { access_token } = (await token.json()) as { access_token: string };
  const list = await fetch(`${url}/IDMProv/rest/access/users/list?size=1`, { headers: { Authorization: `bearer ${access_token}` } });
  return ((await list.json()) as { totalSize: number }).totalSize;
}

/** The users list, searched by `query` ('' for all), rows shown. */
async function openList(page: Page, query: string): Promise<void> {
  await page.reload();
  await page.locator('tbody tr[data-rowid]').first().waitFor({ timeout: 60_000 });
  if (query === '') return;
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill(query);
  await search.press('Enter');
  await page.waitForFunction((q) => [...document.querySelectorAll('tbody tr[data-rowid]')].every((row) => row.textContent?.includes(q)), query, { timeout: 60_000 });
}

async function exportOnce(page: Page, sink: Sink): Promise<Run> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const heap = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
  };
  await cdp.send('HeapProfiler.collectGarbage');
  const before = await heap();
  let peak = before;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await heap());
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();

  await page.getByRole('button', { name: 'Export' }).click();
  const dialog = page.getByRole('dialog');
  if (sink === 'file') await dialog.getByRole('checkbox').check();
  const started = performance.now();
  const download = sink === 'download' ? page.waitForEvent('download', { timeout: 600_000 }) : undefined;
  await dialog.getByRole('button', { name: 'Export' }).click();
  await dialog.waitFor({ state: 'detached', timeout: 600_000 });
  const seconds = (performance.now() - started) / 1000;
  sampling = false;
  await sampler;
  // What the export left behind: nothing should stay once the garbage is collected.
  await cdp.send('HeapProfiler.collectGarbage');
  const after = await heap();
  let text: string;
  if (download) {
    const file = await (await download).path();
    text = readFileSync(file, 'utf8');
  } else {
    text = await page.evaluate(async () => (await (await (await navigator.storage.getDirectory()).getFileHandle('export.csv')).getFile()).text());
  }
  const rows = text.split('\r\n').length - 2;
  const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
  await cdp.detach();
  return { rows, seconds, rowsPerSecond: Math.round(rows / seconds), heapBeforeMB: mb(before), heapPeakMB: mb(peak), heapGrowthMB: mb(peak - before), heapAfterGcMB: mb(after), bytes: Buffer.byteLength(text) };
}

if (!process.argv.includes('--no-build')) await build({ root: ROOT, logLevel: 'warn' });
const started = performance.now();
const server = await startLarge();
log(`server ready in ${((performance.now() - started) / 1000).toFixed(1)} s (${dataDir})`);
const browser = await launchChromium();
try {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, acceptDownloads: true });
  // The file the user would pick: a file of the origin-private file system (it has createWritable).
  await context.addInitScript(() => {
    (window as unknown as { showSaveFilePicker: () => Promise<FileSystemFileHandle> }).showSaveFilePicker = async () =>
      (await navigator.storage.getDirectory()).getFileHandle('export.csv', { create: true });
  });
  const page = await context.newPage();
  await page.goto(`${server.url}/idmdash/#/users`);
  await page.waitForSelector('#username');
  await page.fill('#username', 'uaadmin');
  await page.fill('#password', 'Passw0rd!');
  await page.click('button[type=submit]');
  await page.waitForSelector('header', { timeout: 60_000 });

  // Export four columns, not the list's one default column: Name, Email, Telephone Number, Title.
  await page.locator('tbody tr[data-rowid]').first().waitFor({ timeout: 60_000 });
  for (const column of ['Email', 'Telephone Number', 'Title']) {
    if ((await page.locator('thead th').allInnerTexts()).includes(column)) continue;
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('menuitem', { name: column }).click();
    await page.keyboard.press('Escape');
  }

  const figures: { name: string; value: number; unit: string; baseline: number; ratio: number }[] = [];
  for (const sink of ['download', 'file'] as const) {
    await openList(page, smallQuery);
    const small = await exportOnce(page, sink);
    await openList(page, '');
    const whole = await exportOnce(page, sink);
    for (const [label, run] of [['small', small], ['whole', whole]] as const) {
      log(`${sink}, ${label}: ${run.rows} rows in ${run.seconds.toFixed(1)} s = ${run.rowsPerSecond} rows/s; JS heap ${run.heapBeforeMB} MB before, peak ${run.heapPeakMB} MB (+${run.heapGrowthMB} MB), ${run.heapAfterGcMB} MB after GC; file ${(run.bytes / 1024 / 1024).toFixed(1)} MB`);
    }
    const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
    log(`${sink}: whole/small: rows x${ratio(whole.rows, small.rows)}, rows/s x${ratio(whole.rowsPerSecond, small.rowsPerSecond)}, peak heap x${ratio(whole.heapPeakMB, small.heapPeakMB)}`);
    figures.push(
      { name: `export.${sink}.rows-per-second`, value: whole.rowsPerSecond, unit: 'rows/s', baseline: small.rowsPerSecond, ratio: ratio(whole.rowsPerSecond, small.rowsPerSecond) },
      { name: `export.${sink}.peak-heap`, value: whole.heapPeakMB, unit: 'MB', baseline: small.heapPeakMB, ratio: ratio(whole.heapPeakMB, small.heapPeakMB) },
      { name: `export.${sink}.rows`, value: whole.rows, unit: 'rows', baseline: small.rows, ratio: ratio(whole.rows, small.rows) },
    );
  }
  if (json) for (const figure of figures) console.log(JSON.stringify(figure));
} finally {
  await browser.close();
  await server.close();
}
