// Starts real sandbox servers on loopback (port 0, a fresh temp data folder) and talks to them
// over HTTP, as curl or the browser would.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, type ServerOptions } from '../../server/app.ts';
import { DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET } from '../../server/auth/clients.ts';

export const DEMO_PASSWORD = 'Passw0rd!';
export const BASIC_AUTH = `Basic ${Buffer.from(`${DEFAULT_CLIENT_ID}:${DEFAULT_CLIENT_SECRET}`).toString('base64')}`;

export interface TestServer {
  url: string;
  dataDir: string;
  close(): Promise<void>;
}

export async function makeDataDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'idm-server-test-'));
}

let seeded: Promise<string> | undefined;
/**
 * A data folder seeded once per test worker (the worker keeps this module across its files): each
 * server without a data folder of its own starts on a copy of it, not on a new seed.
 */
function seededTemplate(): Promise<string> {
  seeded ??= (async () => {
    const dataDir = await makeDataDir();
    process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
    const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, consoleDir: path.join(dataDir, 'no-console') });
    await server.close();
    return dataDir;
  })();
  return seeded;
}

/**
 * A server on a free loopback port with its own data folder (removed on close): a copy of the
 * seeded template, unless the options name a folder or another seed scale.
 */
export async function startTestServer(options: Partial<ServerOptions> = {}): Promise<TestServer> {
  let dataDir = options.dataDir;
  if (!dataDir) {
    dataDir = await makeDataDir();
    if (!options.seedScale || options.seedScale === 'default') await cp(await seededTemplate(), dataDir, { recursive: true });
  }
  const server = await startServer({ port: 0, host: '127.0.0.1', consoleDir: path.join(dataDir, 'no-console'), ...options, dataDir });
  return {
    url: server.url,
    dataDir,
    async close() {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TokenAnswer {
  access_token: string;
  token_type: string;
  expires_in: number;
  refresh_token: string;
  scope: string;
}

/** POSTs a form to the authorization server, with the client's Basic auth unless told otherwise. */
export function postForm(url: string, fields: Record<string, string>, authorization: string | null = BASIC_AUTH): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      ...(authorization ? { Authorization: authorization } : {}),
    },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/** Signs a demo user in with the password grant. */
export async function passwordGrant(server: TestServer, username: string, password = DEMO_PASSWORD): Promise<TokenAnswer> {
  const response = await postForm(`${server.url}/osp/a/idm/auth/oauth2/token`, { grant_type: 'password', username, password });
  if (response.status !== 200) throw new Error(`password grant for ${username}: ${response.status} ${await response.text()}`);
  return (await response.json()) as TokenAnswer;
}

/**
 * A test server (startTestServer) with access tokens of the domain administrator (uaadmin) and of
 * an end user (enduser): the start-up most server tests share.
 */
export async function startServerWithTokens(options: Partial<ServerOptions> = {}): Promise<{ server: TestServer; admin: string; enduser: string }> {
  const server = await startTestServer(options);
  const [admin, enduser] = await Promise.all([passwordGrant(server, 'uaadmin'), passwordGrant(server, 'enduser')]);
  return { server, admin: admin.access_token, enduser: enduser.access_token };
}

/** Calls the REST API (`path` after /IDMProv/rest) with a bearer token; answers status and parsed body. */
export async function rest(
  server: TestServer,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${server.url}/IDMProv/rest${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `bearer ${token}` } : {}),
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: parsed };
}

/**
 * Assigns `count` seeded resources that need no approval (so the assignment is stored at once) to
 * a user, with an administrator's token; answers their names. Fewer such resources fail.
 */
export async function assignResources(server: TestServer, adminToken: string, recipientDn: string, count: number): Promise<string[]> {
  const catalogue = await rest(server, adminToken, 'GET', '/catalog/resources/listV2?size=300');
  const names: string[] = [];
  for (const resource of (catalogue.body as { resources: { id: string; name: string }[] }).resources) {
    if (names.length === count) break;
    const answer = await rest(server, adminToken, 'POST', '/catalog/resources/resource/assignments/assign', {
      dn: resource.id, recipientDns: [recipientDn], dynamicParams: { dynamicParams: [{ key: 'EntitlementParamKey', value: 'Sales' }] },
    });
    const succeeded = (answer.body as { succeeded?: { reason?: string }[] }).succeeded ?? [];
    if (answer.status === 201 && succeeded[0]?.reason === 'Provisioned') names.push(resource.name);
  }
  if (names.length !== count) throw new Error(`only ${names.length} of ${count} resources could be assigned without approval`);
  return names;
}
