// Input limits over real HTTP: the requests that used to answer 500, store junk or hold the
// server now answer 400 (or 413) with a Fault naming the field, and change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFault } from './contract.ts';
import { passwordGrant, rest, startTestServer, type TestServer } from './harness.ts';
import { storeDigest } from './store-digest.ts';

let server: TestServer;
const token: Record<string, string> = {};
/** The store after signing in: every refusal below must leave it so. */
let untouched: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['uaadmin', 'roleadmin', 'enduser']) token[name] = (await passwordGrant(server, name)).access_token;
  untouched = storeDigest(server.dataDir);
}, 60_000);
afterAll(async () => {
  await server.close();
});

const call = (who: string, method: string, path: string, body?: unknown) => rest(server, token[who]!, method, path, body);

/** Sends a request that must be refused with `status` and a Fault matching `text`. */
async function refused(who: string, method: string, path: string, body: unknown, text: RegExp, status = 400): Promise<void> {
  const answer = await call(who, method, path, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(expectFault(answer.body)).toMatch(text);
}

describe('query parameters', () => {
  it('refuses a number out of range instead of failing in SQL', async () => {
    await refused('uaadmin', 'GET', '/access/users/list?nextIndex=99999999999999999999', undefined, /query\.nextIndex must be a whole number/);
  });

  it('refuses a parameter given twice where the contract expects one value', async () => {
    await refused('uaadmin', 'GET', '/access/users/list?sortOrder=asc&sortOrder=desc', undefined, /query\.sortOrder must be given once/);
    await refused('enduser', 'GET', '/access/preference?attribute=a&attribute=b', undefined, /query\.attribute must be given once/);
  });

  it('refuses NUL and overlong texts', async () => {
    await refused('uaadmin', 'GET', '/access/users/list?q=a%00b', undefined, /query\.q must not contain NUL/);
    await refused('uaadmin', 'GET', `/access/users/list?q=${'x'.repeat(1025)}`, undefined, /query\.q must NOT have more than 1024 characters/);
  });
});

describe('paths', () => {
  it('refuses a path part that is not UTF-8, or too long, with a Fault rather than the router\'s own answer', async () => {
    await refused('uaadmin', 'GET', '/access/config/clients/%ED%A0%80', undefined, /a part of the path is not valid percent-encoded UTF-8/);
    await refused('uaadmin', 'POST', '/access/config/restoreSettings/%F0%9F', {}, /a part of the path is not valid percent-encoded UTF-8/);
    await refused('enduser', 'GET', `/access/codeMap/${'x'.repeat(3000)}/values`, undefined, /a part of the path is longer than the server accepts/);
  });
});

describe('bodies', () => {
  it('refuses deep nesting before walking it', async () => {
    const deep = `{"groupID":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    await refused('uaadmin', 'POST', '/admin/cache/configuration', deep, /nested deeper than 32 levels/);
  });

  it('refuses more ids than one request may carry (SQL never meets its variable limit)', async () => {
    const roles = Array.from({ length: 40_000 }, (_, index) => ({ id: `r${index}` }));
    await refused('roleadmin', 'DELETE', '/catalog/roles/role', { roles }, /body\.roles must NOT have more than 1000 items/);
  });

  it('refuses a blank or non-text SoD id with a Fault', async () => {
    await refused('uaadmin', 'PUT', '/catalog/sods/sod', { id: 123, name: 'x' }, /body\.id must be string/);
    const blank = await call('uaadmin', 'PUT', '/catalog/sods/sod', { id: ' ', name: 'x' });
    expect([400, 404]).toContain(blank.status);
    expectFault(blank.body);
  });

  it('refuses wrong JSON types instead of turning them into text', async () => {
    for (const name of [123, true, ['x'], { a: 1 }]) {
      await refused('roleadmin', 'POST', '/catalog/roles', { name, roleLevel: { level: 10 } }, /body\.name must be string/);
    }
  });

  it('refuses NUL and unpaired surrogates in stored texts', async () => {
    await refused('roleadmin', 'POST', '/catalog/roles', { name: 'Null\u0000Role', roleLevel: { level: 10 } }, /body\.name must not contain NUL/);
    await refused('roleadmin', 'POST', '/catalog/roles', { name: 'Half \ud800 surrogate', roleLevel: { level: 10 } }, /unpaired surrogates/);
    await refused('roleadmin', 'POST', '/catalog/roles', { name: 'Key', roleLevel: { level: 10 }, localizedNames: { 'a\u0000': 'x' } }, /a key must not contain NUL/);
  });

  it('caps text lengths: 4,000 for a description, 1,024 for a name', async () => {
    await refused('roleadmin', 'POST', '/catalog/roles', { name: 'Long', roleLevel: { level: 10 }, description: 'd'.repeat(4001) }, /body\.description must NOT have more than 4000 characters/);
    await refused('roleadmin', 'POST', '/catalog/roles', { name: 'n'.repeat(1025), roleLevel: { level: 10 } }, /body\.name must NOT have more than 1024 characters/);
  });

  it('answers 413 to a body over the limit, quickly, for any user', async () => {
    const started = performance.now();
    const huge = JSON.stringify({ navPageRights: Array.from({ length: 250_000 }, () => ({ key: 'page.key' })) });
    expect(huge.length).toBeGreaterThan(4_000_000);
    await refused('enduser', 'POST', '/access/info/user/navigationrights', huge, /Request body is too large/, 413);
    await refused('roleadmin', 'POST', '/catalog/roles', { name: 'Big', roleLevel: { level: 10 }, description: 'd'.repeat(4_900_000) }, /too large/, 413);
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});

describe('after all the refusals above', () => {
  it('the store is unchanged', () => {
    expect(storeDigest(server.dataDir)).toEqual(untouched);
  });
});

describe('PUT /access/user', () => {
  it('refuses any change of the CN rather than answering 204 and changing nothing', async () => {
    const dn = ((await call('uaadmin', 'GET', '/access/users/list?q=enduser')).body as { usersList: { dn: string }[] }).usersList[0]!.dn;
    const cnChanges = [
      { key: 'CN', values: ['renamed'], action: 'replace' },
      { key: 'cn', values: ['renamed'] },
      { key: 'CN', values: ['EndUser'], action: 'update' },
      { key: 'CN', values: ['enduser', 'second'], action: 'add' },
      { key: 'CN', values: ['enduser'], action: 'remove' },
      { key: 'CN', values: [], action: 'update' },
    ];
    for (const change of cnChanges) {
      await refused('uaadmin', 'PUT', '/access/user', { dn, attributes: [change] }, /CN: the user ID "enduser" names the user and cannot be changed/);
    }
    // A second CN entry behind an unchanged one is not overlooked.
    await refused('uaadmin', 'PUT', '/access/user', { dn, attributes: [{ key: 'CN', values: ['enduser'] }, { key: 'CN', values: ['other'] }] }, /cannot be changed/);
    const details = await call('uaadmin', 'GET', `/access/users/details?userDn=${encodeURIComponent(dn)}`);
    expect(JSON.stringify(details.body)).toMatch(/"key":"CN"[^\]]*"attributeValues":\[\{"\$":"enduser"/);

    // The unchanged CN, as the console sends it with every attribute, is fine.
    const same = await call('uaadmin', 'PUT', '/access/user', { dn, attributes: [{ key: 'CN', values: ['enduser'], action: 'update' }, { key: 'TelephoneNumber', values: ['555-0100'], action: 'update' }] });
    expect(same.status).toBe(204);
  });
});
