import { createHash } from 'node:crypto';
import type { Db } from '../store/db.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

/** The console's (and curl's) OAuth client in the sandbox. */
export const DEFAULT_CLIENT_ID = 'rbpmrest';
export const DEFAULT_CLIENT_SECRET = 'rbpmrest-secret';
/** Where the authorization code flow may send the browser back to (paths on this server). */
export const CALLBACK_PATH = '/IDMProv/oauth';

export interface ClientConfig {
  /** scrypt hash of the client secret. */
  secretHash: string;
  /** Allowed redirect_uri paths, on the server's own origin. */
  redirectPaths: string[];
  /** The scopes the client may be granted; a requested scope outside them is left out. None by default. */
  scopes?: string[];
}

export interface OAuthClient {
  id: string;
  name: string | null;
  config: ClientConfig;
}

/** Registers the rbpmrest client when the store does not have it yet. */
export async function ensureDefaultClient(db: Db): Promise<void> {
  const existing = await db.get('SELECT 1 FROM clients WHERE id = ?', [DEFAULT_CLIENT_ID]);
  if (existing) return;
  const config: ClientConfig = {
    secretHash: await hashPassword(DEFAULT_CLIENT_SECRET),
    redirectPaths: [CALLBACK_PATH],
  };
  await db.run('INSERT INTO clients (id, name, config) VALUES (?, ?, ?)', [
    DEFAULT_CLIENT_ID,
    'Identity Applications REST client',
    JSON.stringify(config),
  ]);
}

export async function findClient(db: Db, id: string): Promise<OAuthClient | undefined> {
  const row = await db.get<{ id: string; name: string | null; config: string }>(
    'SELECT id, name, config FROM clients WHERE id = ?',
    [id],
  );
  if (!row) return undefined;
  const config = JSON.parse(row.config) as Partial<ClientConfig>;
  return {
    id: row.id,
    name: row.name,
    config: { secretHash: config.secretHash ?? '', redirectPaths: config.redirectPaths ?? [], scopes: Array.isArray(config.scopes) ? config.scopes.filter((scope) => typeof scope === 'string') : [] },
  };
}

/** The requested scopes (space-separated) the client may have, in the order asked; the rest are dropped, never granted verbatim. */
export function allowedScope(client: OAuthClient, requested: string): string {
  const allowed = new Set(client.config.scopes ?? []);
  return [...new Set(requested.split(/\s+/).filter((scope) => allowed.has(scope)))].join(' ');
}

/** The client's registered redirect URIs: each registered path on each origin of the server. */
export function registeredRedirectUris(client: OAuthClient, origins: readonly string[]): string[] {
  return origins.flatMap((origin) => client.config.redirectPaths.map((path) => `${origin}${path}`));
}

/**
 * Secrets already checked against a stored scrypt hash, so that each token request does not pay
 * for scrypt (~100 ms) again: key = client id + stored hash, value = SHA-256 of the secret.
 */
const verifiedSecrets = new Map<string, string>();
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The client when id and secret match, else undefined. */
export async function authenticateClient(db: Db, id: string, secret: string): Promise<OAuthClient | undefined> {
  const client = await findClient(db, id);
  if (!client || !client.config.secretHash) return undefined;
  const key = `${client.id}\n${client.config.secretHash}`;
  const known = verifiedSecrets.get(key);
  if (known !== undefined) return known === sha256(secret) ? client : undefined;
  if (!(await verifyPassword(secret, client.config.secretHash))) return undefined;
  verifiedSecrets.set(key, sha256(secret));
  return client;
}
