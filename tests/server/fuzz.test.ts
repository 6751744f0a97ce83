// A contract-driven fuzz test: every implemented write gets a handful of malformed bodies, and
// every query parameter the contract declares for an implemented operation a handful of malformed
// values. Each must answer 400 (413 for the oversize one) with a Fault, and the store must be the
// same afterwards (a digest of every table).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_URL, operationKey } from '../../server/http/input/contract-schemas.ts';
import { MAX_ARRAY_ITEMS, MAX_DEPTH } from '../../server/http/input/limits.ts';
import { registeredRestRoutes, type RestRoute } from '../../server/http/input/validation.ts';
import { passwordGrant, rest, startTestServer, type TestServer } from './harness.ts';
import { storeDigest } from './store-digest.ts';

interface SwaggerParameter { in: string; name: string; type?: string }
const swagger = JSON.parse(readFileSync(CONTRACT_URL, 'utf8')) as { paths: Record<string, Record<string, { parameters?: SwaggerParameter[] }>> };

/** The contract's query parameters of each operation, by operationKey. */
const queryParameters = new Map<string, SwaggerParameter[]>();
for (const [path, methods] of Object.entries(swagger.paths)) {
  for (const [method, operation] of Object.entries(methods)) {
    queryParameters.set(operationKey(method, path), (operation.parameters ?? []).filter((p) => p.in === 'query'));
  }
}

const nested = (levels: number): unknown => (levels === 0 ? 'leaf' : { a: nested(levels - 1) });

/** Bodies every write must refuse, whatever its schema. */
const MALFORMED_BODIES: ReadonlyArray<readonly [string, unknown]> = [
  ['a NUL in a text', { name: 'a\u0000b', id: 'x\u0000' }],
  ['an unpaired surrogate in a key', { ['k\ud800']: 'v' }],
  [`nesting deeper than ${MAX_DEPTH}`, nested(MAX_DEPTH + 2)],
  [`an array of more than ${MAX_ARRAY_ITEMS} items`, { ids: Array.from({ length: MAX_ARRAY_ITEMS + 1 }, (_, i) => `id${i}`) }],
];

/** Malformed values of a query parameter (a number too large only where the contract says number). */
function malformedValues(parameter: SwaggerParameter): string[] {
  const name = encodeURIComponent(parameter.name);
  const values = [`${name}=a%00b`, `${name}=${'x'.repeat(5000)}`];
  if (parameter.type !== 'array') values.push(`${name}=a&${name}=b`);
  if (parameter.type === 'integer' || parameter.type === 'number') values.push(`${name}=99999999999999999999`);
  return values;
}

let server: TestServer;
const token: Record<string, string> = {};
let before: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['uaadmin', 'roleadmin']) token[name] = (await passwordGrant(server, name)).access_token;
  before = storeDigest(server.dataDir);
}, 120_000);
afterAll(async () => {
  await server.close();
});

/** The answer with the first account whose rights let the request reach input checks. */
async function call(route: RestRoute, query: string, body?: unknown) {
  const path = `${route.path.replace(/:[A-Za-z0-9_]+/g, 'x')}${query ? `?${query}` : ''}`;
  let answer = await rest(server, token.uaadmin!, route.method, path, body);
  if (answer.status === 403) answer = await rest(server, token.roleadmin!, route.method, path, body);
  return answer;
}

const problems: string[] = [];
function expectRefused(what: string, answer: { status: number; body: unknown }): void {
  const fault = (answer.body as { Fault?: { Reason?: { Text?: unknown } } } | undefined)?.Fault?.Reason?.Text;
  if (answer.status !== 400 || typeof fault !== 'string') problems.push(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
}

describe('fuzz: malformed input is refused with a Fault and changes nothing', () => {
  const routes = () => registeredRestRoutes();

  it('every write refuses malformed bodies', async () => {
    const writes = routes().filter((route) => route.method !== 'GET');
    expect(writes.length).toBeGreaterThan(100);
    for (const route of writes) {
      for (const [what, body] of MALFORMED_BODIES) expectRefused(`${route.method} ${route.path} with ${what}`, await call(route, '', body));
    }
  }, 120_000);

  it('every declared query parameter refuses malformed values', async () => {
    let count = 0;
    for (const route of routes()) {
      for (const parameter of queryParameters.get(operationKey(route.method, route.path)) ?? []) {
        for (const query of malformedValues(parameter)) {
          count += 1;
          const body = route.method === 'GET' ? undefined : {};
          expectRefused(`${route.method} ${route.path}?${query.slice(0, 60)}`, await call(route, query, body));
        }
      }
    }
    expect(count).toBeGreaterThan(300);
  }, 120_000);

  it('answered every case with 400 and a Fault, and the store is unchanged', () => {
    expect(problems).toEqual([]);
    expect(storeDigest(server.dataDir)).toEqual(before);
  });
});
