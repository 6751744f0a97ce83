// The load side of `npm run bench:server`, run as a SECOND process so that the client's own work
// does not share the server's event loop. Sends GET requests to one URL with a fixed concurrency,
// bounded by a request count and a time limit, and prints one JSON line of latency figures.
//
// Usage: node --import tsx scripts/bench-server-load.ts <url> <token> <requests> <seconds> <concurrency> <warmup>
export {};

interface LoadResult {
  requests: number;
  failures: number;
  seconds: number;
  p50: number;
  p95: number;
  max: number;
  requestsPerSecond: number;
  bytes: number;
}

const [url, token, requestsArg, secondsArg, concurrencyArg, warmupArg] = process.argv.slice(2);
if (!url || !token) {
  console.error('usage: bench-server-load.ts <url> <token> <requests> <seconds> <concurrency> <warmup>');
  process.exit(2);
}
const maxRequests = Number(requestsArg ?? 500);
const maxSeconds = Number(secondsArg ?? 20);
const concurrency = Number(concurrencyArg ?? 1);
const warmup = Number(warmupArg ?? 20);

async function once(): Promise<{ ms: number; ok: boolean; bytes: number }> {
  const started = performance.now();
  const response = await fetch(url!, { headers: { Authorization: `bearer ${token}` } });
  const body = await response.arrayBuffer();
  return { ms: performance.now() - started, ok: response.status === 200, bytes: body.byteLength };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

for (let i = 0; i < warmup; i += 1) await once();

const latencies: number[] = [];
let failures = 0;
let bytes = 0;
let sent = 0;
const started = performance.now();
const deadline = started + maxSeconds * 1000;
async function worker(): Promise<void> {
  while (sent < maxRequests && performance.now() < deadline) {
    sent += 1;
    const result = await once();
    latencies.push(result.ms);
    bytes = result.bytes;
    if (!result.ok) failures += 1;
  }
}
await Promise.all(Array.from({ length: concurrency }, worker));
const seconds = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const result: LoadResult = {
  requests: latencies.length,
  failures,
  seconds,
  p50: percentile(latencies, 50),
  p95: percentile(latencies, 95),
  max: latencies[latencies.length - 1] ?? NaN,
  requestsPerSecond: latencies.length / seconds,
  bytes,
};
console.log(JSON.stringify(result));
