// npm run bench:server [-- --json] [--q ma] [--filter Key,Key] [--requests 400] [--seconds 20] [--concurrency 1] [--data-dir DIR]
//
// Starts the sandbox server with the large seed (100,000 users) in a data folder kept between runs
// (default: <tmp>/idm-bench-large; seeded on the first run), signs in uaadmin with the password
// grant, then a second process (scripts/bench-server-load.ts) measures over loopback:
//   - users/list with size 300, sorted by LastName, with a query: p50, p95, requests per second
//     by default as the console's users list asks it (columnCustomization=true and the filter of
//     screens/users/list.json: only the attributes the list can show), with --filter Key,Key
//     those attributes, with --filter none the full answer (every attribute and the photos);
//   - the baseline GET /access/info/version under the same load, so a ratio can be printed.
// Human lines by default; with --json one line per figure {"name","value","unit","baseline","ratio"}.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, type RunningServer } from '../server/app.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LARGE_USERS = 100_000;

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1]! : fallback;
}
const json = process.argv.includes('--json');
const q = option('q', 'ma');
const requests = Number(option('requests', '400'));
const seconds = Number(option('seconds', '20'));
const concurrency = Number(option('concurrency', '1'));
const usersList = JSON.parse(readFileSync(path.join(ROOT, 'screens/users/list.json'), 'utf8')) as { dataSource: { params: { filter: string } } };
const filterOption = option('filter', usersList.dataSource.params.filter);
const filter = filterOption === 'none' ? '' : filterOption;
/** The target: p95 of the users list under 100 ms with 8 concurrent clients, 50 ms with fewer. */
const TARGET_P95_MS = concurrency >= 8 ? 100 : 50;
const dataDir = option('data-dir', path.join(tmpdir(), 'idm-bench-large'));
const log = (line: string) => {
  if (!json) console.log(line);
};

interface LoadResult { requests: number; failures: number; seconds: number; p50: number; p95: number; max: number; requestsPerSecond: number; bytes: number }

async function userCount(url: string, token: string): Promise<number> {
  const response = await fetch(`${url}/IDMProv/rest/access/counts?users=true`, { headers: { Authorization: `bearer ${token}` } });
  return ((await response.json()) as { users: number }).users;
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/osp/a/idm/auth/oauth2/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: `Basic ${Buffer.from('rbpmrest:rbpmrest-secret').toString('base64')}` },
    body: new URLSearchParams({ grant_type: 'password', username: 'uaadmin', password: 'Passw0rd!' }).toString(),
  });
  if (response.status !== 200) throw new Error(`password grant failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Starts the server on the large seed; re-seeds a folder that holds a smaller organisation. */
async function start(): Promise<{ server: RunningServer; token: string }> {
  const started = performance.now();
  let server = await startServer({ port: 0, dataDir, seedScale: 'large', tokenTtl: 3600, consoleDir: path.join(dataDir, 'no-console') });
  let token = await signIn(server.url);
  if ((await userCount(server.url, token)) < LARGE_USERS) {
    log(`${dataDir} holds a smaller organisation: seeding the large one again`);
    await server.close();
    server = await startServer({ port: 0, dataDir, seedScale: 'large', tokenTtl: 3600, reset: true, consoleDir: path.join(dataDir, 'no-console') });
    token = await signIn(server.url);
  }
  log(`server ready in ${((performance.now() - started) / 1000).toFixed(1)} s (${dataDir}, ${await userCount(server.url, token)} users)`);
  return { server, token };
}

function load(url: string, token: string): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', 'bench-server-load.ts'), url, token, String(requests), String(seconds), String(concurrency), '20'], {
      cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(output.trim().split('\n').pop()!) as LoadResult) : reject(new Error(`load process exited with ${code}`))));
  });
}

const { server, token } = await start();
try {
  const only = filter === '' ? '' : `&columnCustomization=true&filter=${encodeURIComponent(filter)}`;
  const listPath = `/IDMProv/rest/access/users/list?q=${encodeURIComponent(q)}&size=300&sortBy=LastName&sortOrder=asc&nextIndex=1${only}`;
  const baseline = await load(`${server.url}/IDMProv/rest/access/info/version`, token);
  const list = await load(`${server.url}${listPath}`, token);
  if (list.failures > 0 || baseline.failures > 0) throw new Error(`failed requests: list ${list.failures}, baseline ${baseline.failures}`);
  const round = (value: number) => Math.round(value * 100) / 100;
  const figures = [
    { name: 'server.users-list.p50', value: round(list.p50), unit: 'ms', baseline: round(baseline.p50) },
    { name: 'server.users-list.p95', value: round(list.p95), unit: 'ms', baseline: round(baseline.p95) },
    { name: 'server.users-list.p95-to-target', value: round(list.p95), unit: 'ms', baseline: TARGET_P95_MS },
    { name: 'server.users-list.rps', value: round(list.requestsPerSecond), unit: 'req/s', baseline: round(baseline.requestsPerSecond) },
  ].map((f) => ({ ...f, ratio: round(f.value / f.baseline) }));
  if (json) {
    for (const figure of figures) console.log(JSON.stringify(figure));
  } else {
    log(`users/list q=${q} size=300 sortBy=LastName${filter ? ` filter=${filter}` : ' (every attribute)'}, ${concurrency} concurrent, ${list.requests} requests in ${list.seconds.toFixed(1)} s (${(list.bytes / 1024).toFixed(0)} KiB per answer)`);
    log(`  p50 ${figures[0]!.value} ms, p95 ${figures[1]!.value} ms (target < ${TARGET_P95_MS} ms), max ${round(list.max)} ms, ${figures[3]!.value} req/s`);
    log(`baseline GET /access/info/version: p50 ${round(baseline.p50)} ms, p95 ${round(baseline.p95)} ms, ${round(baseline.requestsPerSecond)} req/s`);
    log(`ratio list/baseline: p50 x${figures[0]!.ratio}, p95 x${figures[1]!.ratio}, throughput x${figures[3]!.ratio}`);
    log(list.p95 < TARGET_P95_MS ? 'p95 target met' : `p95 target MISSED (${round(list.p95)} ms >= ${TARGET_P95_MS} ms)`);
  }
} finally {
  await server.close();
}
