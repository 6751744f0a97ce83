// The OAuth2 authorization server as a plain client (curl) uses it: password grant with HTTP Basic
// client authentication, refresh, introspect, revoke, userinfo.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordGrant, postForm, rest, startTestServer, type TestServer } from './harness.ts';

const OAUTH = '/osp/a/idm/auth/oauth2';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const token = (fields: Record<string, string>, authorization?: string | null) =>
  postForm(`${server.url}${OAUTH}/token`, fields, authorization);
const introspect = async (value: string) =>
  (await (await postForm(`${server.url}${OAUTH}/introspect`, { token: value })).json()) as Record<string, unknown>;

describe('token endpoint', () => {
  it('issues a bearer token and a refresh token for the password grant with Basic client auth', async () => {
    const response = await token({ grant_type: 'password', username: 'uaadmin', password: 'Passw0rd!' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const answer = (await response.json()) as Record<string, unknown>;
    expect(answer).toMatchObject({ token_type: 'bearer', expires_in: 300 });
    expect(answer.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(answer.refresh_token).toEqual(expect.any(String));
    const call = await rest(server, answer.access_token as string, 'GET', '/access/info/version');
    expect(call).toEqual({ status: 200, body: { version: '4.8.6' } });
  });

  it('accepts user names in any case, as the directory does', async () => {
    const answer = await passwordGrant(server, 'UAAdmin');
    expect((await introspect(answer.access_token)).username).toBe('uaadmin');
  });

  it('refuses a wrong client secret, a missing client and a wrong password', async () => {
    const wrongSecret = `Basic ${Buffer.from('rbpmrest:nope').toString('base64')}`;
    const badClient = await token({ grant_type: 'password', username: 'uaadmin', password: 'Passw0rd!' }, wrongSecret);
    expect(badClient.status).toBe(401);
    expect(badClient.headers.get('www-authenticate')).toMatch(/^Basic/);
    expect(await badClient.json()).toMatchObject({ error: 'invalid_client' });

    const noClient = await token({ grant_type: 'password', username: 'uaadmin', password: 'Passw0rd!' }, null);
    expect(noClient.status).toBe(401);

    const badPassword = await token({ grant_type: 'password', username: 'uaadmin', password: 'wrong' });
    expect(badPassword.status).toBe(400);
    expect(await badPassword.json()).toEqual({ error: 'invalid_grant', error_description: 'The user name or password is incorrect' });

    const unknownUser = await token({ grant_type: 'password', username: 'nobody', password: 'Passw0rd!' });
    expect(unknownUser.status).toBe(400);
  });

  it('also accepts the client credentials as form fields', async () => {
    const response = await token(
      { grant_type: 'password', username: 'enduser', password: 'Passw0rd!', client_id: 'rbpmrest', client_secret: 'rbpmrest-secret' },
      null,
    );
    expect(response.status).toBe(200);
  });

  it('refuses an unknown grant type', async () => {
    const response = await token({ grant_type: 'client_credentials' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'unsupported_grant_type' });
  });

  it('refreshes: a new working access token and a new refresh token (rotation) for the same user', async () => {
    const first = await passwordGrant(server, 'manager');
    const response = await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(response.status).toBe(200);
    const second = (await response.json()) as Record<string, string>;
    expect(second.access_token).not.toBe(first.access_token);
    expect(second.refresh_token).toEqual(expect.any(String));
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await introspect(second.access_token!)).username).toBe('manager');
    expect((await rest(server, second.access_token!, 'GET', '/access/info/version')).status).toBe(200);
  });

  it('refuses a made-up refresh token', async () => {
    const response = await token({ grant_type: 'refresh_token', refresh_token: 'made-up' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_grant' });
  });
});

describe('introspect', () => {
  it('describes live access and refresh tokens and calls anything else inactive', async () => {
    const answer = await passwordGrant(server, 'roleadmin');
    const access = await introspect(answer.access_token);
    expect(access).toMatchObject({
      active: true,
      token_type: 'bearer',
      client_id: 'rbpmrest',
      username: 'roleadmin',
      sub: 'cn=roleadmin,ou=users,o=data',
    });
    expect(access.exp as number).toBeGreaterThan(Date.now() / 1000);
    expect(await introspect(answer.refresh_token)).toMatchObject({ active: true, token_type: 'refresh_token', username: 'roleadmin' });
    expect(await introspect('garbage')).toEqual({ active: false });
  });

  it('needs client authentication', async () => {
    const response = await postForm(`${server.url}${OAUTH}/introspect`, { token: 'x' }, null);
    expect(response.status).toBe(401);
  });
});

describe('revoke', () => {
  it('revokes a refresh token: refreshing then fails and introspection says inactive', async () => {
    const answer = await passwordGrant(server, 'enduser');
    const response = await postForm(`${server.url}${OAUTH}/revoke`, { token: answer.refresh_token });
    expect(response.status).toBe(200);
    const refresh = await token({ grant_type: 'refresh_token', refresh_token: answer.refresh_token });
    expect(refresh.status).toBe(400);
    expect(await refresh.json()).toMatchObject({ error: 'invalid_grant' });
    expect(await introspect(answer.refresh_token)).toEqual({ active: false });
  });

  it('revokes an access token: the REST API then answers 401', async () => {
    const answer = await passwordGrant(server, 'enduser');
    expect((await rest(server, answer.access_token, 'GET', '/access/info/version')).status).toBe(200);
    await postForm(`${server.url}${OAUTH}/revoke`, { token: answer.access_token });
    const call = await rest(server, answer.access_token, 'GET', '/access/info/version');
    expect(call).toEqual({ status: 401, body: { Fault: { Reason: { Text: 'The access token has been revoked' } } } });
    expect(await introspect(answer.access_token)).toEqual({ active: false });
  });

  it('answers 200 for an unknown token (RFC 7009)', async () => {
    expect((await postForm(`${server.url}${OAUTH}/revoke`, { token: 'unknown' })).status).toBe(200);
  });
});

describe('userinfo', () => {
  it('describes the user of a bearer token', async () => {
    const answer = await passwordGrant(server, 'manager');
    const response = await fetch(`${server.url}${OAUTH}/userinfo`, { headers: { Authorization: `Bearer ${answer.access_token}` } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      sub: 'cn=manager,ou=users,o=data',
      preferred_username: 'manager',
      name: expect.any(String),
      given_name: expect.any(String),
      family_name: expect.any(String),
      email: expect.stringContaining('@'),
    });
  });

  it('answers 401 with WWW-Authenticate without a valid token', async () => {
    const response = await fetch(`${server.url}${OAUTH}/userinfo`, { headers: { Authorization: 'Bearer nope' } });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toContain('invalid_token');
  });
});
