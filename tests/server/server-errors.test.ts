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
  it('a delete of the most ids one request may carry runs in chunks that let concurrent reads in', async () => {
    const roleDn = (index: number) => `cn=Bulk${index},cn=Level10,cn=RoleDefs,cn=RoleConfig,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system`;
    // 1,000 roles straight into the store (creating them over REST would be most of the test's time).
    const db = new Database(path.join(server.dataDir, DB_FILE));
    const insert = db.prepare('INSERT INTO roles (dn, name, level) VALUES (?, ?, 10)');
    db.transaction(() => {
      for (let index = 0; index < 1000; index += 1) insert.run(roleDn(index), `Bulk ${index}`);
    })();
    db.close();
    const count = async () => {
      const answer = await rest(server, admin, 'GET', '/catalog/roles/listV2?q=Bulk&size=1');
      expect(answer.status).toBe(200);
      return (answer.body as { total: number }).total;
    };
    expect(await count()).toBe(1000);

    let finished = false;
    const deleting = rest(server, admin, 'DELETE', '/catalog/roles/role', { roles: Array.from({ length: 1000 }, (_, index) => ({ id: roleDn(index) })) });
    void deleting.finally(() => (finished = true));
    // Three readers, so that a read is always on its way whatever turn a chunk ends on.
    const seen: number[] = [];
    const reader = async () => {
      while (!finished) seen.push(await count());
    };
    await Promise.all([reader(), reader(), reader()]);
    const deleted = await deleting;
    expect(deleted.status).toBe(204);
    expect(await count()).toBe(0);
    // Held for the whole delete, every read would find all 1,000 roles or none: reads served
    // between its chunks find some of them gone. (Order, not time: it holds on a loaded machine.)
    expect(seen.some((total) => total > 0 && total < 1000), `roles found by the reads during the delete: ${seen.join(', ')}`).toBe(true);
  });

  it('a delete of 150,000 ids is refused by its size before it is parsed', async () => {
    const roles = Array.from({ length: 150_000 }, (_, index) => ({ id: `r${index}` }));
    const answer = await rest(server, admin, 'DELETE', '/catalog/roles/role', { roles });
    expect(answer.status).toBe(413);
    expectFault(answer.body);
  });
});
