// Password guessing: a name is throttled for the address that guessed it after five failures, with
// delays that grow (30 s, 60 s ... at most 15 minutes), whether or not the account exists, with the
// same answers for both; the owner at another address is not held; one address is limited however
// many names it tries; a domain administrator lifts the delays.
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_FILE } from '../../server/app.ts';
import { Browser, startSignIn, submitLogin } from './browser-flow.ts';
import { BASIC_AUTH, passwordGrant, postForm, rest, startTestServer, type TestServer } from './harness.ts';

const TOKEN = '/osp/a/idm/auth/oauth2/token';

describe('lockout', () => {
  let server: TestServer;
  beforeAll(async () => {
    // A high address limit: this run is about the per-name lock.
    server = await startTestServer({ signInLimits: { addressFailuresPerMinute: 10_000 } });
  });
  afterAll(async () => {
    await server.close();
  });

  const guess = async (username: string, password: string) => {
    const response = await postForm(`${server.url}${TOKEN}`, { grant_type: 'password', username, password });
    return { status: response.status, body: (await response.json()) as Record<string, string>, retryAfter: response.headers.get('retry-after') };
  };

  it('throttles a name after 5 of 200 guesses, answering an unknown name exactly alike', async () => {
    const runs: Record<string, string[]> = {};
    for (const username of ['manager', 'nosuchuser']) {
      const answers: string[] = [];
      for (let attempt = 0; attempt < 200; attempt++) {
        const answer = await guess(username, `guess-${attempt}`);
        answers.push(`${answer.status} ${answer.body.error} ${answer.body.error_description}`);
      }
      runs[username] = answers;
    }
    expect(runs.manager).toEqual(runs.nosuchuser);
    expect(new Set(runs.manager!.slice(0, 4))).toEqual(new Set(['400 invalid_grant The user name or password is incorrect']));
    expect(new Set(runs.manager!.slice(4))).toEqual(new Set(['400 invalid_grant Too many failed sign-ins with this user name; try again later']));

    // Throttled: even the right password is refused from this address, with a Retry-After of the delay.
    const right = await guess('manager', 'Passw0rd!');
    expect(right.status).toBe(400);
    expect(Number(right.retryAfter)).toBeGreaterThan(0);
    expect(Number(right.retryAfter)).toBeLessThanOrEqual(30);
    // Another name is not affected.
    expect((await guess('enduser', 'Passw0rd!')).status).toBe(200);
  }, 120_000);

  /** A password grant sent from another loopback address (127.0.0.2): another machine, to the server. */
  const grantFrom = (localAddress: string, username: string, password: string) =>
    new Promise<{ status: number; retryAfter: string | undefined }>((resolve, reject) => {
      const body = new URLSearchParams({ grant_type: 'password', username, password }).toString();
      const request = httpRequest(`${server.url}${TOKEN}`, {
        method: 'POST',
        localAddress,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: BASIC_AUTH, 'Content-Length': Buffer.byteLength(body) },
      }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'] as string | undefined }));
      });
      request.on('error', reject);
      request.end(body);
    });

  it('cannot be turned against the administrator: guesses from one address do not hold the owner at another', async () => {
    for (let attempt = 0; attempt < 12; attempt++) await grantFrom('127.0.0.2', 'uaadmin', `guess-${attempt}`);
    expect((await grantFrom('127.0.0.2', 'uaadmin', 'Passw0rd!')).status).toBe(400);
    // The administrator, at their own address, signs in at once.
    expect((await guess('uaadmin', 'Passw0rd!')).status).toBe(200);
  });

  it('makes each delay longer than the last: 30 s after the fifth failure, then twice as long', async () => {
    const store = new Database(path.join(server.dataDir, DB_FILE), { fileMustExist: true });
    try {
      for (let attempt = 0; attempt < 4; attempt++) expect((await grantFrom('127.0.0.3', 'teamlead', 'wrong')).status).toBe(400);
      const retryAfters: number[] = [];
      for (let round = 0; round < 3; round++) {
        retryAfters.push(Number((await grantFrom('127.0.0.3', 'teamlead', 'wrong')).retryAfter));
        // Let the delay run out (as if its time had passed) and fail once more.
        store.prepare("UPDATE sign_in_failures SET locked_until = '2000-01-01T00:00:00.000Z' WHERE username = 'teamlead'").run();
      }
      expect(retryAfters[0]).toBeGreaterThan(25);
      expect(retryAfters[0]).toBeLessThanOrEqual(30);
      expect(retryAfters[1]).toBeGreaterThan(55);
      expect(retryAfters[2]).toBeGreaterThan(115);
    } finally {
      store.close();
    }
  });

  it('locks the login form too, with one text for known and unknown names', async () => {
    const texts: string[][] = [];
    for (const username of ['roleadmin', 'nobody-here']) {
      const browser = new Browser(server.url);
      let form = await (await startSignIn(browser, '/idmdash/')).text();
      const seen: string[] = [];
      for (let attempt = 0; attempt < 7; attempt++) {
        const response = await submitLogin(browser, form, username, 'wrong');
        form = await response.text();
        seen.push(`${response.status} ${/role="alert" id="login-error">([^<]*)</.exec(form)?.[1] ?? ''}`);
      }
      texts.push(seen);
    }
    expect(texts[0]).toEqual(texts[1]);
    expect(texts[0]![0]).toBe('401 The user name or password is incorrect. Please try again.');
    expect(texts[0]![6]).toContain('401 Too many failed sign-ins with this user name.');
  });

  it('answers an unknown name in about the time of a wrong password', async () => {
    const time = async (username: string) => {
      const started = performance.now();
      await guess(username, 'wrong-once');
      return performance.now() - started;
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const known: number[] = [];
    const unknown: number[] = [];
    // Fresh names each time, so no delay skips the password check.
    for (let round = 0; round < 4; round++) {
      await rest(server, (await passwordGrant(server, 'uaadmin')).access_token, 'POST', '/sandbox/signin/unlock', { username: 'teamlead' });
      known.push(await time('teamlead'));
      unknown.push(await time(`ghost-${round}`));
    }
    const ratio = median(unknown) / median(known);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it('lets a domain administrator lift the delays of a name, and no one else', async () => {
    for (let attempt = 0; attempt < 5; attempt++) await guess('proxyuser', 'wrong');
    expect((await guess('proxyuser', 'Passw0rd!')).status).toBe(400);
    const enduser = (await passwordGrant(server, 'enduser')).access_token;
    expect((await rest(server, enduser, 'POST', '/sandbox/signin/unlock', { username: 'proxyuser' })).status).toBe(403);
    const admin = (await passwordGrant(server, 'uaadmin')).access_token;
    const unlock = await rest(server, admin, 'POST', '/sandbox/signin/unlock', { username: 'ProxyUser' });
    expect(unlock).toEqual({ status: 200, body: { username: 'ProxyUser', wasLocked: true } });
    expect((await guess('proxyuser', 'Passw0rd!')).status).toBe(200);
    expect((await rest(server, admin, 'POST', '/sandbox/signin/unlock', {})).status).toBe(400);
  });
});

describe('per-address limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ signInLimits: { addressFailuresPerMinute: 8 } });
  });
  afterAll(async () => {
    await server.close();
  });

  it('refuses every sign-in from an address after its failures of the minute, whatever the name', async () => {
    for (let attempt = 0; attempt < 8; attempt++) {
      const response = await postForm(`${server.url}${TOKEN}`, { grant_type: 'password', username: `name-${attempt}`, password: 'x' });
      expect(response.status).toBe(400);
    }
    const limited = await postForm(`${server.url}${TOKEN}`, { grant_type: 'password', username: 'enduser', password: 'Passw0rd!' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ error: 'invalid_grant' });
    // A forwarded-for header claiming another address changes nothing: the server trusts no proxy.
    const forwarded = await fetch(`${server.url}${TOKEN}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: BASIC_AUTH, 'X-Forwarded-For': '203.0.113.7', 'X-Real-IP': '203.0.113.7' },
      body: new URLSearchParams({ grant_type: 'password', username: 'enduser', password: 'Passw0rd!' }).toString(),
    });
    expect(forwarded.status).toBe(429);
    const browser = new Browser(server.url);
    const form = await (await startSignIn(browser, '/idmdash/')).text();
    expect((await submitLogin(browser, form, 'enduser', 'Passw0rd!')).status).toBe(429);
  });
});
