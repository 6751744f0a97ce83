import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { ensureDefaultClient } from './auth/clients.ts';
import { pruneExpiredGrants } from './auth/grants.ts';
import { listeningOrigins } from './auth/origin.ts';
import { SignInGuard, signInLimits } from './auth/sign-in-guard.ts';
import { installAuthentication, REST_PREFIX } from './auth/principal.ts';
import { createTokenSigner, SIGNING_KEY_FILE } from './auth/tokens.ts';
import { serveConsole } from './console-files.ts';
import { frameworkFault, installFaultHandlers } from './http/fault.ts';
import { installAuditTrail } from './logging/audit-hook.ts';
import { installInputValidation } from './http/input/validation.ts';
import { serverLogOptions } from './logging/server-log.ts';
import { REST_BODY_LIMIT } from './http/input/limits.ts';
import type { Platform } from './platform.ts';
import { areaRoutes } from './routes/index.ts';
import { seed } from './seed/index.ts';
import {
  DEFAULT_PORT,
  DEFAULT_SESSION_TIMEOUT,
  DEFAULT_TOKEN_TTL,
  type ServerOptions,
} from './settings.ts';
import { migrate } from './store/migrate.ts';
import { SqliteDb } from './store/sqlite.ts';
import { authServerRoutes } from './auth/oauth-routes.ts';
import { sessionRoutes } from './auth/session-routes.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { installUtf8Bodies } from './http/utf8-bodies.ts';
import { PAGE_STYLE_SOURCE } from './auth/html.ts';
import { liveEventsRoutes } from './live/events-routes.ts';

export type { ServerOptions } from './settings.ts';

export const DB_FILE = 'idm.sqlite';
/** Everything the server keeps in its data folder (removed by reset). */
const DATA_FILES = [DB_FILE, `${DB_FILE}-wal`, `${DB_FILE}-shm`, SIGNING_KEY_FILE];

export interface RunningServer {
  /** e.g. http://127.0.0.1:8180 */
  url: string;
  close(): Promise<void>;
}

/** Opens (and migrates, and on a fresh folder seeds) the store of a data folder. */
async function openStore(options: ServerOptions): Promise<SqliteDb> {
  if (options.reset) {
    // Only the server's own files: IDM_DATA_DIR might point at a folder that holds other things.
    for (const file of DATA_FILES) await rm(path.join(options.dataDir, file), { force: true });
  }
  await mkdir(options.dataDir, { recursive: true });
  const db = new SqliteDb(path.join(options.dataDir, DB_FILE));
  try {
    await migrate(db);
    // Seeds when there are no users yet, rather than "when migration 001 ran": a start that died
    // between migrating and the end of the (single-transaction) seed then seeds on the next start.
    if (!(await db.get('SELECT 1 FROM users LIMIT 1'))) await seed(db, options.seedScale ?? 'default');
    await ensureDefaultClient(db);
    await pruneExpiredGrants(db);
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** Builds the Fastify application on an opened store (no listening yet). */
export async function buildApp(platform: Platform, options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...serverLogOptions(options),
    // Loopback sandbox: trust nothing forwarded.
    trustProxy: false,
    bodyLimit: REST_BODY_LIMIT,
    // Paths the router refuses before any route runs answer with a Fault too.
    frameworkErrors: frameworkFault,
  });
  app.decorate('platform', platform);
  installSecurityHeaders(app, [PAGE_STYLE_SOURCE]);
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  installFaultHandlers(app);
  // A JSON or text body that is not valid UTF-8 is a 400 Fault, not U+FFFD stored.
  installUtf8Bodies(app);
  installAuthentication(app, platform.db, platform.signer);
  // The audit trail of every REST write (before/after of settings), after the answer is sent.
  installAuditTrail(app);
  // Input limits: every REST route registered below is checked against its contract operation.
  installInputValidation(app, REST_PREFIX);

  await app.register(authServerRoutes);
  await app.register(sessionRoutes);
  // Sandbox-only, beside the contract: the live-events stream (docs/server.md).
  await app.register(liveEventsRoutes);
  for (const area of areaRoutes) await app.register(area, { prefix: REST_PREFIX });
  await serveConsole(app, options.consoleDir ?? 'dist');
  return app;
}

/** Starts the sandbox server: the console, the REST API and the authorization server. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const db = await openStore(options);
  const platform: Platform = {
    db,
    signer: await createTokenSigner(options.dataDir, options.tokenTtl ?? DEFAULT_TOKEN_TTL),
    sessionTimeout: options.sessionTimeout ?? DEFAULT_SESSION_TIMEOUT,
    signInGuard: new SignInGuard(db, signInLimits(options.signInLimits)),
    origins: [],
  };
  const app = await buildApp(platform, options);
  const host = options.host ?? '127.0.0.1';
  try {
    await app.listen({ port: options.port ?? DEFAULT_PORT, host });
  } catch (error) {
    await app.close();
    await db.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  platform.origins.push(...listeningOrigins(url, options.publicOrigins));
  return {
    url,
    async close() {
      await app.close();
      await db.close();
    },
  };
}
