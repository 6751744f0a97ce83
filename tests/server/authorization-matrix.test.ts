// The authorization matrix: every REST operation the sandbox implements, called by each demo
// account with a minimal request (no query, `{}` as the body of a write, `x` for a path
// parameter), must answer as authorization-matrix.json says:
//   allow  2xx: the account may, and the minimal request was enough;
//   deny   403: the account may not;
//   input  400, 404, 409 or 413: the minimal request was refused as input before the account's
//          rights were asked (or named nothing); no 401, no 5xx.
// An operation the server implements without a row, a row without an operation, and any answer
// of another class fail the test. After a deliberate change, regenerate the file with
// UPDATE_AUTHORIZATION_MATRIX=1 and review its diff: every changed cell is a change of rights.
import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/seed/index.ts';
import { registeredRestRoutes, type RestRoute } from '../../server/http/input/validation.ts';
import { passwordGrant, rest, startTestServer, type TestServer } from './harness.ts';

type Outcome = 'allow' | 'deny' | 'input';
type Matrix = Record<string, Record<string, Outcome>>;

const MATRIX_FILE = new URL('./authorization-matrix.json', import.meta.url);
const ACCOUNTS = DEMO_ACCOUNTS.map((account) => account.username);

let server: TestServer;
const token: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  for (const name of ACCOUNTS) token[name] = (await passwordGrant(server, name)).access_token;
}, 120_000);
afterAll(async () => {
  await server.close();
});

const rowOf = (route: RestRoute) => `${route.method} ${route.path}`;

function outcomeOf(status: number): Outcome | `unexpected ${number}` {
  if (status >= 200 && status < 300) return 'allow';
  if (status === 403) return 'deny';
  if ([400, 404, 409, 413].includes(status)) return 'input';
  return `unexpected ${status}`;
}

/** Reads (a deletion or a write does nothing harmful with `{}`) go first, deletions last. */
const ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
function routesInOrder(): RestRoute[] {
  return registeredRestRoutes().sort((a, b) => ORDER.indexOf(a.method) - ORDER.indexOf(b.method) || a.path.localeCompare(b.path));
}

describe('authorization matrix', () => {
  it('covers every implemented operation, and each account gets its expected class of answer', async () => {
    const routes = routesInOrder();
    expect(routes.length).toBeGreaterThan(200);
    const found: Matrix = {};
    for (const account of ACCOUNTS) {
      for (const route of routes) {
        const path = route.path.replace(/:[A-Za-z0-9_]+/g, 'x');
        const body = route.method === 'GET' ? undefined : {};
        const answer = await rest(server, token[account]!, route.method, path, body);
        (found[rowOf(route)] ??= {})[account] = outcomeOf(answer.status) as Outcome;
      }
    }
    if (process.env.UPDATE_AUTHORIZATION_MATRIX) writeFileSync(MATRIX_FILE, `${JSON.stringify(found, null, 1)}\n`);
    const expected = JSON.parse(readFileSync(MATRIX_FILE, 'utf8')) as Matrix;
    expect(Object.keys(found).sort(), 'operations implemented vs rows of authorization-matrix.json').toEqual(Object.keys(expected).sort());
    expect(found).toEqual(expected);
  }, 240_000);

  it('every implemented operation is an operation of the contract (or a listed sandbox one)', () => {
    const unknown = registeredRestRoutes().filter((route) => !route.operation).map(rowOf);
    expect(unknown).toEqual([]);
  });
});
