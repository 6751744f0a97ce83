// Who may call what: 401 without a valid token (missing, malformed, expired), 403 without the power,
// and the anti-forgery rule for browser sessions.
import { createHmac } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFault } from './contract.ts';
import { passwordGrant, postForm, rest, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const LEVEL_CHANGE = { logConfigurations: [{ packageConfigured: { packageName: 'com.netiq.idm.rest' }, logLevel: 10000 }] };

describe('authentication', () => {
  it('answers 401 with a Fault without a token, with a malformed or forged one', async () => {
    const missing = await rest(server, null, 'GET', '/access/info/version');
    expect(missing.status).toBe(401);
    expect(expectFault(missing.body)).toContain('Authorization: bearer');

    const garbage = await rest(server, 'not-a-jwt', 'GET', '/access/info/version');
    expect(garbage.status).toBe(401);
    expect(expectFault(garbage.body)).toBe('The access token is not valid');

    const { access_token } = await passwordGrant(server, 'uaadmin');
    const [header, payload, signature] = access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, sub: 'cn=enduser,ou=users,o=data' })).toString('base64url');
    const forged = await rest(server, `${header}.${forgedPayload}.${signature}`, 'GET', '/access/info/version');
    expect(forged.status).toBe(401);
    // Unsigned ("alg": "none") and signed with a shared secret instead of the server's key.
    const unsigned = Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url');
    expect((await rest(server, `${unsigned}.${payload}.`, 'GET', '/access/info/version')).status).toBe(401);
    const hsHeader = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'at+jwt' })).toString('base64url');
    const hsSignature = createHmac('sha256', 'secret').update(`${hsHeader}.${payload}`).digest('base64url');
    expect((await rest(server, `${hsHeader}.${payload}.${hsSignature}`, 'GET', '/access/info/version')).status).toBe(401);
  });

  it('checks every REST path, also ones that do not exist', async () => {
    const call = await rest(server, null, 'GET', '/access/no/such/thing');
    expect(call.status).toBe(401);
  });

  it('answers 401 "The access token has expired" once IDM_TOKEN_TTL has passed', async () => {
    const shortLived = await startTestServer({ tokenTtl: 1 });
    try {
      const { access_token, expires_in, refresh_token } = await passwordGrant(shortLived, 'enduser');
      expect(expires_in).toBe(1);
      expect((await rest(shortLived, access_token, 'GET', '/access/info/version')).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const expired = await rest(shortLived, access_token, 'GET', '/access/info/version');
      expect(expired.status).toBe(401);
      expect(expectFault(expired.body)).toBe('The access token has expired');
      // The refresh token outlives it.
      const { access_token: fresh } = (await (
        await fetch(`${shortLived.url}/osp/a/idm/auth/oauth2/token`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            Authorization: `Basic ${Buffer.from('rbpmrest:rbpmrest-secret').toString('base64')}`,
          },
          body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token }).toString(),
        })
      ).json()) as { access_token: string };
      expect((await rest(shortLived, fresh, 'GET', '/access/info/version')).status).toBe(200);
    } finally {
      await shortLived.close();
    }
  });
});

describe('powers', () => {
  it('lets a domain administrator use the admin endpoints', async () => {
    const { access_token } = await passwordGrant(server, 'uaadmin');
    expect((await rest(server, access_token, 'GET', '/admin/logging/list')).status).toBe(200);
  });

  it('answers 403 with a Fault to users without the power, and changes nothing', async () => {
    for (const user of ['enduser', 'manager', 'roleadmin']) {
      const { access_token } = await passwordGrant(server, user);
      const read = await rest(server, access_token, 'GET', '/admin/logging/list');
      expect(read.status).toBe(403);
      expect(expectFault(read.body)).toBe(`User ${user} is not authorized for the administration endpoints`);
      const write = await rest(server, access_token, 'PUT', '/admin/logging', LEVEL_CHANGE);
      expect(write.status).toBe(403);
    }
    const { access_token } = await passwordGrant(server, 'uaadmin');
    const list = await rest(server, access_token, 'GET', '/admin/logging/list?q=com.netiq.idm.rest&pageSize=1');
    expect((list.body as { logConfigurations: Array<{ logLevel: number }> }).logConfigurations[0]!.logLevel).toBe(20000);
  });

  it('cannot be side-stepped by percent-encoding the path', async () => {
    const { access_token } = await passwordGrant(server, 'enduser');
    for (const path of ['/IDMProv/rest/%61dmin/logging/list', '/IDMProv/%72est/admin/logging/list', '/%49DMProv/rest/admin/logging/list']) {
      const withToken = await fetch(`${server.url}${path}`, { headers: { Authorization: `bearer ${access_token}` } });
      expect(withToken.status, path).toBe(403);
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(401);
    }
  });

  it('keeps the catalog to catalog administrators', async () => {
    const { access_token: enduser } = await passwordGrant(server, 'enduser');
    const call = await rest(server, enduser, 'GET', '/catalog/roles/listV2');
    expect(call.status).toBe(403);
    expect(expectFault(call.body)).toContain('catalog');
    const { access_token: roleadmin } = await passwordGrant(server, 'roleadmin');
    // Passes the power check (and then meets whatever the catalog area answers).
    expect((await rest(server, roleadmin, 'GET', '/catalog/roles/listV2')).status).not.toBe(403);
  });
});

describe('changes to the user count at once, not when the token expires', () => {
  /** Changes the store behind the running server's back, as another administrator's change would. */
  const changeStore = (sql: string, params: unknown[]) => {
    const db = new Database(path.join(server.dataDir, 'idm.sqlite'));
    try {
      db.prepare(sql).run(...params);
    } finally {
      db.close();
    }
  };

  it('a granted or withdrawn power applies to a token already issued', async () => {
    const { access_token } = await passwordGrant(server, 'proxyuser');
    const dn = (await (await postForm(`${server.url}/osp/a/idm/auth/oauth2/introspect`, { token: access_token })).json()) as { sub: string };
    expect((await rest(server, access_token, 'GET', '/admin/logging/list')).status).toBe(403);
    changeStore('INSERT INTO user_powers (user_dn, power) VALUES (?, ?)', [dn.sub, 'domainAdmin']);
    expect((await rest(server, access_token, 'GET', '/admin/logging/list')).status).toBe(200);
    changeStore('DELETE FROM user_powers WHERE user_dn = ? AND power = ?', [dn.sub, 'domainAdmin']);
    expect((await rest(server, access_token, 'GET', '/admin/logging/list')).status).toBe(403);
  });

  it('a disabled user loses the API, the refresh and the sign-in', async () => {
    const { access_token, refresh_token } = await passwordGrant(server, 'manager');
    const { sub } = (await (await postForm(`${server.url}/osp/a/idm/auth/oauth2/introspect`, { token: access_token })).json()) as { sub: string };
    changeStore('UPDATE users SET disabled = 1 WHERE dn = ?', [sub]);
    try {
      const call = await rest(server, access_token, 'GET', '/access/info/version');
      expect(call.status).toBe(401);
      expect(expectFault(call.body)).toBe('The user of the access token no longer exists or is disabled');
      const refresh = await postForm(`${server.url}/osp/a/idm/auth/oauth2/token`, { grant_type: 'refresh_token', refresh_token });
      expect(refresh.status).toBe(400);
      await expect(passwordGrant(server, 'manager')).rejects.toThrow(/400/);
    } finally {
      changeStore('UPDATE users SET disabled = 0 WHERE dn = ?', [sub]);
    }
  });
});

describe('anti-forgery', () => {
  const cookieHeaders = (token: string, csrfCookie: string) => ({
    Cookie: `MFSSO_Admin_Spiffy_Session=bearer,${token}; netiq_idm_rbpm_acsrf=${csrfCookie}`,
  });

  it('answers 403 to a state-changing request with the session cookie but without the matching header', async () => {
    const { access_token } = await passwordGrant(server, 'uaadmin');
    const withoutHeader = await rest(server, access_token, 'PUT', '/admin/logging', LEVEL_CHANGE, cookieHeaders(access_token, 'abc123'));
    expect(withoutHeader.status).toBe(403);
    expect(expectFault(withoutHeader.body)).toContain('netiq_idm_rbpm_acsrf');
    const wrongHeader = await rest(server, access_token, 'PUT', '/admin/logging', LEVEL_CHANGE, {
      ...cookieHeaders(access_token, 'abc123'),
      netiq_idm_rbpm_acsrf: 'other',
    });
    expect(wrongHeader.status).toBe(403);
    const noCsrfCookie = await rest(server, access_token, 'PUT', '/admin/logging', LEVEL_CHANGE, {
      Cookie: `MFSSO_Admin_Spiffy_Session=bearer,${access_token}`,
      netiq_idm_rbpm_acsrf: '',
    });
    expect(noCsrfCookie.status).toBe(403);
  });

  it('accepts the request when the header matches the cookie, and reads need no header', async () => {
    const { access_token } = await passwordGrant(server, 'uaadmin');
    const ok = await rest(server, access_token, 'PUT', '/admin/logging', LEVEL_CHANGE, {
      ...cookieHeaders(access_token, 'abc123'),
      netiq_idm_rbpm_acsrf: 'abc123',
    });
    expect(ok.status).toBe(204);
    const read = await rest(server, access_token, 'GET', '/admin/logging/list', undefined, cookieHeaders(access_token, 'abc123'));
    expect(read.status).toBe(200);
  });

  it('needs no anti-forgery header from a bearer-only API client', async () => {
    const { access_token } = await passwordGrant(server, 'uaadmin');
    expect((await rest(server, access_token, 'PUT', '/admin/logging', LEVEL_CHANGE)).status).toBe(204);
  });
});
