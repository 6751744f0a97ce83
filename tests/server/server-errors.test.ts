// Failures of the server: every 5xx is logged with a request id that its Fault carries, and a
// bulk request does not hold the others (its writes run in chunks that let them in).
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_FILE } from '../../server/app.ts';
import { optionsFromEnvironment } from '../../server/settings.ts';
import { expectFault } from './contract.ts';
import { passwordGrant, rest, startTestServer, type TestServer } from './harness.ts';

const lines: string[] = [];
let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer({ logLevel: 'warn', logStream: { write: (line: string) => void lines.push(line) } });
  admin = (await passwordGrant(server, 'uaadmin')).access_token;
}, 60_000);
afterAll(async () => {
  await server.close();
});

describe('5xx logging', () => {
  it('npm start logs at warn unless IDM_LOG_LEVEL says otherwise', () => {
    expect(optionsFromEnvironment({}).logLevel).toBe('warn');
    expect(optionsFromEnvironment({ IDM_LOG_LEVEL: 'info' }).logLevel).toBe('info');
    expect(() => optionsFromEnvironment({ IDM_LOG_LEVEL: 'loud' })).toThrow(/IDM_LOG_LEVEL/);
  });

  it('logs a failure with the request id the Fault names, and no request lines at warn', async () => {
    expect((await rest(server, admin, 'GET', '/admin/cache/holders')).status).toBe(200);
    // Break the store behind the server's back: the next read of the table fails in SQL.
    const db = new Database(path.join(server.dataDir, DB_FILE));
    db.exec('ALTER TABLE cache_holders RENAME TO cache_holders_gone');
    db.close();

    const answer = await rest(server, admin, 'GET', '/admin/cache/holders');
    expect(answer.status).toBe(500);
    const text = expectFault(answer.body);
    const id = /request ([0-9a-f-]{36})/.exec(text)?.[1];
    expect(id, text).toBeDefined();
    expect(text).not.toMatch(/cache_holders|SQLITE|at /);

    const logged = lines.map((line) => JSON.parse(line) as { level: number; reqId?: string; msg: string; err?: { message: string } });
    const failure = logged.find((entry) => entry.reqId === id);
    expect(failure).toMatchObject({ level: 50, msg: 'request failed' });
    expect(failure?.err?.message).toMatch(/cache_holders/);
    expect(logged.filter((entry) => entry.level < 40)).toEqual([]);
  });
});

describe('bulk requests do not hold the server', () => {
  /** Milliseconds of one GET /access/info/version. */
  async function versionTime(): Promise<number> {
    const started = performance.now();
    expect((await rest(server, admin, 'GET', '/access/info/version')).status).toBe(200);
    return performance.now() - started;
  }

  it('a delete of the most ids one request may carry leaves a concurrent read fast', async () => {
    const idle: number[] = [];
    for (let round = 0; round < 7; round += 1) idle.push(await versionTime());
    // The idle median, floored at the timer's and the loopback's own noise.
    const baseline = Math.max(2, idle.sort((a, b) => a - b)[3]!);

    const roles = Array.from({ length: 1000 }, (_, index) => ({ id: `cn=missing${index},cn=Level10,cn=RoleDefs,cn=RoleConfig,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system` }));
    const deleting = rest(server, admin, 'DELETE', '/catalog/roles/role', { roles });
    const started = performance.now();
    const during = await versionTime();
    const deleted = await deleting;
    const deleteTime = performance.now() - started;
    expect(deleted.status).toBe(200);
    expect((deleted.body as { failed: unknown[] }).failed).toHaveLength(1000);
    // With ids capped, the largest delete holds a concurrent read for a small multiple of its idle
    // time at most (that the chunks let a read in between is shown in server/store/chunks.test.ts).
    expect(during, `idle ${baseline.toFixed(1)} ms, during ${during.toFixed(1)} ms, delete ${deleteTime.toFixed(1)} ms`).toBeLessThan(baseline * 25);
  });

  it('a delete of 150,000 ids is refused by its size before it is parsed', async () => {
    const roles = Array.from({ length: 150_000 }, (_, index) => ({ id: `r${index}` }));
    const answer = await rest(server, admin, 'DELETE', '/catalog/roles/role', { roles });
    expect(answer.status).toBe(413);
    expectFault(answer.body);
  });
});
