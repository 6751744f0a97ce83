// The headers of every answer and the Content-Security-Policy of the HTML pages: the console's
// index.html admits styles by a nonce fresh on every load (stamped on its <style> tags and handed to
// the console in a meta tag), the sign-in pages by the hash of their one style; no page may be
// framed, scripts come only from the origin and none is evaluated from a string.
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRestRoutes } from '../../server/http/input/validation.ts';
import { makeDataDir, passwordGrant, postForm, rest, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  const dataDir = await makeDataDir();
  const consoleDir = path.join(dataDir, 'console');
  await mkdir(consoleDir, { recursive: true });
  await writeFile(
    path.join(consoleDir, 'index.html'),
    '<!doctype html><html><head><meta name="csp-nonce" content="" /><style>body { margin: 0 }</style></head><body><script type="module" src="/idmdash/assets/main.js"></script></body></html>',
  );
  server = await startTestServer({ dataDir, consoleDir });
});
afterAll(async () => {
  await server.close();
});

const directives = (policy: string | null) => new Map((policy ?? '').split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));

describe('the console page', () => {
  it('admits scripts from the origin only and styles by a nonce fresh on every load, which the page carries', async () => {
    const nonces: string[] = [];
    for (const url of [`${server.url}/idmdash/`, `${server.url}/idmdash/index.html`]) {
      const response = await fetch(url);
      const html = await response.text();
      const policy = directives(response.headers.get('content-security-policy'));
      // No inline script and no eval (the forms' validator interprets schemas: docs/security.md).
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(response.headers.get('content-security-policy')).not.toContain("'unsafe-eval'");
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      const nonce = /<meta name="csp-nonce" content="([^"]+)"/.exec(html)?.[1];
      expect(nonce).toBeDefined();
      expect(policy.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
      expect(html).toContain(`<style nonce="${nonce}">`);
      nonces.push(nonce!);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });
});

describe('every answer', () => {
  it('sends no referrer, may not be framed, and grants no device features', async () => {
    for (const url of [`${server.url}/idmdash/`, `${server.url}/IDMProv/rest/access/info/version`]) {
      const response = await fetch(url);
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
      // Plain HTTP: no Strict-Transport-Security (it would pin a loopback name to TLS).
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('gives the sign-in pages a policy that admits their one style by its hash', async () => {
    const context = (await (await fetch(`${server.url}/IDMProv/context/LoadContextConfigServlet`)).json()) as { Authorize: string };
    const response = await fetch(context.Authorize);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1];
    expect(style).toBeDefined();
    const policy = directives(response.headers.get('content-security-policy'));
    expect(policy.get('style-src')).toEqual([`'sha256-${createHash('sha256').update(style!, 'utf8').digest('base64')}'`]);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('Cache-Control', () => {
  it('every REST answer, success or failure, and the token endpoint say no-store; the console files may be cached', async () => {
    const token = (await passwordGrant(server, 'uaadmin')).access_token;
    const uncached: string[] = [];
    const check = (what: string, response: Response) => {
      if (response.headers.get('cache-control') !== 'no-store') uncached.push(`${what}: ${response.headers.get('cache-control')}`);
    };
    // Every implemented operation (a minimal request: answers 2xx, 4xx), as the administrator and without a token.
    for (const route of registeredRestRoutes()) {
      const url = `${server.url}/IDMProv/rest${route.path.replace(/:[A-Za-z0-9_]+/g, 'x')}`;
      const body = route.method === 'GET' ? undefined : '{}';
      for (const authorization of [`bearer ${token}`, undefined]) {
        check(`${route.method} ${route.path}`, await fetch(url, { method: route.method, body, headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(authorization ? { authorization } : {}) } }));
      }
    }
    check('an unknown REST path', await fetch(`${server.url}/IDMProv/rest/no/such/thing`));
    check('a body over the limit', await fetch(`${server.url}/IDMProv/rest/access/user`, { method: 'PUT', body: 'x'.repeat(2 * 1024 * 1024), headers: { authorization: `bearer ${token}`, 'content-type': 'application/json' } }));
    check('the token endpoint', await postForm(`${server.url}/osp/a/idm/auth/oauth2/token`, { grant_type: 'password', username: 'enduser', password: 'Passw0rd!' }));
    check('the live-events ticket', await fetch(`${server.url}/IDMProv/sandbox/events/ticket`, { method: 'POST', headers: { authorization: `bearer ${token}` } }));
    expect(uncached).toEqual([]);
    expect((await rest(server, token, 'GET', '/access/info/version')).status).toBe(200);
    expect((await fetch(`${server.url}/idmdash/`)).headers.get('cache-control')).not.toBe('no-store');
  }, 120_000);
});
