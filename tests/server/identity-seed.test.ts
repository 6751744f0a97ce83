// The seed: deterministic, the documented demo accounts and powers, a realistic organisation.
import Database from 'better-sqlite3';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_FILE } from '../../server/app.ts';
import { generateCatalog } from '../../server/seed/catalog.ts';
import { RESOURCE_REQUEST_STATES, ROLE_REQUEST_STATES } from '../../server/seed/catalog/requests.ts';
import { generateIdentities, LARGE_TEAM, USERS_DN } from '../../server/seed/organisation.ts';
import { startTestServer, type TestServer } from './harness.ts';

/** Every table's rows in a stable order, without the values that are random by design. */
function dump(dataDir: string): Record<string, unknown[]> {
  const db = new Database(path.join(dataDir, DB_FILE), { readonly: true });
  try {
    const tables = ['containers', 'users', 'groups', 'group_members', 'user_powers', 'proxy_definitions', 'proxy_targets', 'roles', 'role_links',
      'role_assignments', 'resources', 'entitlement_values', 'sod_policies', 'team_members', 'tasks', 'requests', 'delegation_assignments', 'delegation_parties', 'delegation_scope', 'availability'];
    return Object.fromEntries(tables.map((table) => {
      const rows = db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).all() as Record<string, unknown>[];
      // Password hashes are salted at random (scrypt); everything else must be identical.
      return [table, rows.map(({ password_hash: _hash, ...rest }) => rest)];
    }));
  } finally {
    db.close();
  }
}

let first: TestServer;
let second: TestServer;
beforeAll(async () => {
  [first, second] = await Promise.all([startTestServer(), startTestServer()]);
});
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
});

describe('seed', () => {
  it('gives the same data on every run', () => {
    const a = dump(first.dataDir);
    const b = dump(second.dataDir);
    expect(a.users!.length).toBeGreaterThan(2000);
    expect(b).toEqual(a);
    expect(generateIdentities('default')).toEqual(generateIdentities('default'));
  });

  it('has the five demo accounts in ou=users with their powers, all with the password Passw0rd!', () => {
    const db = new Database(path.join(first.dataDir, DB_FILE), { readonly: true });
    try {
      const powers = (username: string) => (db.prepare(
        'SELECT p.power FROM user_powers p JOIN users u ON u.dn = p.user_dn WHERE u.username = ? ORDER BY p.power').all(username) as { power: string }[]).map((r) => r.power);
      expect(powers('uaadmin')).toEqual(['domainAdmin', 'resourceAdmin', 'roleAdmin', 'sodAdmin']);
      expect(powers('roleadmin')).toEqual(['resourceAdmin', 'roleAdmin', 'sodAdmin']);
      // The manager's right to the team pages comes from managing teams, not from a stored power.
      expect(powers('manager')).toEqual([]);
      expect(db.prepare("SELECT count(*) AS n FROM team_managers WHERE user_dn = 'cn=manager,ou=users,o=data'").get()).toEqual({ n: 2 });
      expect(powers('enduser')).toEqual([]);
      expect(powers('proxyuser')).toEqual([]);
      for (const name of ['uaadmin', 'roleadmin', 'manager', 'enduser', 'proxyuser']) {
        expect(db.prepare('SELECT container_dn FROM users WHERE username = ?').get(name)).toEqual({ container_dn: USERS_DN });
      }
      const reports = db.prepare("SELECT count(*) AS n FROM users WHERE manager_dn = 'cn=manager,ou=users,o=data'").get() as { n: number };
      expect(reports.n).toBeGreaterThanOrEqual(5);
      expect(db.prepare('SELECT d.proxy_dn, t.dn AS for_dn FROM proxy_definitions d JOIN proxy_targets t ON t.definition_id = d.id').all()).toEqual([
        { proxy_dn: 'cn=proxyuser,ou=users,o=data', for_dn: 'cn=manager,ou=users,o=data' },
      ]);
      // Photos are real JPEGs under the console's 59 kb limit, and only some users have one.
      const photos = db.prepare('SELECT photo FROM users WHERE photo IS NOT NULL').all() as { photo: Buffer }[];
      expect(photos.length).toBeGreaterThan(100);
      expect(photos.length).toBeLessThan(1500);
      for (const { photo } of photos.slice(0, 20)) {
        expect(photo.subarray(0, 2).toString('hex')).toBe('ffd8');
        expect(photo.length).toBeLessThan(59 * 1024);
      }
    } finally {
      db.close();
    }
  });

  it('gives every generated user a manager, and the role levels 10/20/30 in Level10/20/30 containers', () => {
    const identities = generateIdentities('default');
    const dns = new Set(identities.users.map((u) => u.dn));
    const withoutManager = identities.users.filter((u) => u.managerDn === null).map((u) => u.username);
    expect(withoutManager).toEqual(['cchief']);
    expect(identities.users.every((u) => u.managerDn === null || dns.has(u.managerDn))).toBe(true);
    expect(new Set(identities.users.map((u) => u.username)).size).toBe(identities.users.length);

    const catalog = generateCatalog(identities);
    expect(catalog.roleLevels.map((l) => [l.level, l.name, l.containerDn.split(',')[0]])).toEqual([
      [10, 'Permission Role', 'cn=Level10'], [20, 'IT Role', 'cn=Level20'], [30, 'Business Role', 'cn=Level30'],
    ]);
    // Every status of the spec's role and resource request catalogues is in the history.
    for (const [kind, states] of [['role', ROLE_REQUEST_STATES], ['resource', RESOURCE_REQUEST_STATES]] as const) {
      const seen = new Set(catalog.requests.filter((r) => r.kind === kind).map((r) => r.statusCode));
      expect([...Object.keys(states).map(Number)].filter((code) => !seen.has(code))).toEqual([]);
    }
    expect(catalog.sods.every((s) => s.role1Dn !== s.role2Dn)).toBe(true);
    expect(catalog.resources.filter((r) => r.entitlementDn !== '').length).toBeGreaterThan(10);
  });

  it('generates the large organisation (100,000 users) deterministically and fast', () => {
    const started = performance.now();
    const large = generateIdentities('large');
    // Generation is a small part of seeding, which must stay well under a minute (about 0.5 s here).
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(large.users.length).toBe(100_005);
    expect(large.users[4242]).toEqual(generateIdentities('large').users[4242]);
    // One manager has the wide team the org chart pages.
    const reports = new Map<string, number>();
    for (const user of large.users) if (user.managerDn) reports.set(user.managerDn, (reports.get(user.managerDn) ?? 0) + 1);
    expect(Math.max(...reports.values())).toBeGreaterThanOrEqual(LARGE_TEAM);
  });
});
