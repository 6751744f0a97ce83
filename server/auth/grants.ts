import type { Platform } from '../platform.ts';
import { AUTHORIZATION_CODE_LIFETIME, REFRESH_TOKEN_LIFETIME } from '../settings.ts';
import type { Db } from '../store/db.ts';
import { randomSecret, secretHash } from './tokens.ts';

// The authorization server's stored grants: SSO sessions, authorization codes and refresh tokens.
// Each is an opaque random secret handed to the client and stored only as its SHA-256 hash.

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const now = () => new Date().toISOString();

export interface GrantSubject {
  userDn: string;
  clientId: string;
  scope: string;
  /** Hash of the SSO session the grant came from (browser sign-ins), so logout can end it. */
  sessionHash: string | null;
}

// --- SSO sessions (the sign-in at the authorization server) ---

export async function createSsoSession(db: Db, userDn: string): Promise<string> {
  const secret = randomSecret();
  await db.run('INSERT INTO sso_sessions (id_hash, user_dn, created_at, expires_at) VALUES (?, ?, ?, ?)', [
    secretHash(secret),
    userDn,
    now(),
    inSeconds(REFRESH_TOKEN_LIFETIME),
  ]);
  return secret;
}

/** The user of a live SSO session, or undefined. */
export async function findSsoSession(db: Db, secret: string | undefined): Promise<string | undefined> {
  if (!secret) return undefined;
  const row = await db.get<{ user_dn: string }>(
    'SELECT user_dn FROM sso_sessions WHERE id_hash = ? AND revoked_at IS NULL AND expires_at > ?',
    [secretHash(secret), now()],
  );
  return row?.user_dn;
}

/** Ends an SSO session and every refresh token that came from it. */
export async function revokeSsoSession(db: Db, secret: string): Promise<void> {
  const hash = secretHash(secret);
  const at = now();
  await db.transaction(async (tx) => {
    await tx.run('UPDATE sso_sessions SET revoked_at = ? WHERE id_hash = ? AND revoked_at IS NULL', [at, hash]);
    await tx.run('UPDATE refresh_tokens SET revoked_at = ? WHERE session_hash = ? AND revoked_at IS NULL', [at, hash]);
  });
}

// --- authorization codes ---

export async function createAuthorizationCode(db: Db, subject: GrantSubject, redirectUri: string): Promise<string> {
  const code = randomSecret();
  await db.run(
    `INSERT INTO authorization_codes (code_hash, client_id, user_dn, session_hash, redirect_uri, scope, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    [
      secretHash(code),
      subject.clientId,
      subject.userDn,
      subject.sessionHash,
      redirectUri,
      subject.scope,
      inSeconds(AUTHORIZATION_CODE_LIFETIME),
    ],
  );
  return code;
}

/**
 * Exchanges a code once: it must exist, be unused and unexpired, and belong to the client and
 * redirect URI that asked for it.
 */
export async function consumeAuthorizationCode(
  db: Db,
  code: string,
  clientId: string,
  redirectUri: string,
): Promise<GrantSubject | undefined> {
  return db.transaction(async (tx) => {
    const row = await tx.get<{ user_dn: string; session_hash: string | null; scope: string; redirect_uri: string }>(
      `SELECT user_dn, session_hash, scope, redirect_uri FROM authorization_codes
       WHERE code_hash = ? AND client_id = ? AND used_at IS NULL AND expires_at > ?`,
      [secretHash(code), clientId, now()],
    );
    if (!row || row.redirect_uri !== redirectUri) return undefined;
    await tx.run('UPDATE authorization_codes SET used_at = ? WHERE code_hash = ?', [now(), secretHash(code)]);
    return { userDn: row.user_dn, clientId, scope: row.scope, sessionHash: row.session_hash };
  });
}

// --- refresh tokens ---

export async function createRefreshToken(db: Db, subject: GrantSubject): Promise<string> {
  const token = randomSecret();
  await db.run(
    `INSERT INTO refresh_tokens (token_hash, client_id, user_dn, session_hash, scope, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    [
      secretHash(token),
      subject.clientId,
      subject.userDn,
      subject.sessionHash,
      subject.scope,
      now(),
      inSeconds(REFRESH_TOKEN_LIFETIME),
    ],
  );
  return token;
}

export interface StoredRefreshToken extends GrantSubject {
  expiresAt: string;
  createdAt: string;
}

/** A live (unrevoked, unexpired) refresh token, or undefined. */
export async function findRefreshToken(db: Db, token: string | undefined): Promise<StoredRefreshToken | undefined> {
  if (!token) return undefined;
  const row = await db.get<{
    client_id: string;
    user_dn: string;
    session_hash: string | null;
    scope: string;
    created_at: string;
    expires_at: string;
  }>(
    `SELECT client_id, user_dn, session_hash, scope, created_at, expires_at FROM refresh_tokens
     WHERE token_hash = ? AND revoked_at IS NULL AND expires_at > ?`,
    [secretHash(token), now()],
  );
  return row
    ? {
        clientId: row.client_id,
        userDn: row.user_dn,
        sessionHash: row.session_hash,
        scope: row.scope,
        createdAt: row.created_at,
        expiresAt: row.expires_at,
      }
    : undefined;
}

/** Revokes a refresh token (of one client, when given). True when a live token was revoked. */
export async function revokeRefreshToken(db: Db, token: string, clientId?: string): Promise<boolean> {
  const result = await db.run(
    `UPDATE refresh_tokens SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL${clientId ? ' AND client_id = ?' : ''}`,
    clientId ? [now(), secretHash(token), clientId] : [now(), secretHash(token)],
  );
  return result.changes > 0;
}

export async function revokeAccessToken(db: Db, jti: string, exp: number): Promise<void> {
  const existing = await db.get('SELECT 1 FROM revoked_access_tokens WHERE jti = ?', [jti]);
  if (existing) return;
  // Expired rows are useless (the signature check already refuses them): drop them on the way.
  await db.run('DELETE FROM revoked_access_tokens WHERE expires_at < ?', [now()]);
  await db.run('INSERT INTO revoked_access_tokens (jti, expires_at) VALUES (?, ?)', [
    jti,
    new Date(exp * 1000).toISOString(),
  ]);
}

// --- the token answer ---

export interface TokenAnswer {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  refresh_token?: string;
  scope: string;
}

/**
 * Issues an access token for a grant's user; with `refreshToken` given, it is answered again (a
 * refresh does not rotate it), otherwise a new one is made. Undefined when the user is gone or disabled.
 */
export async function issueTokens(
  platform: Platform,
  subject: GrantSubject,
  refreshToken?: string,
): Promise<TokenAnswer | undefined> {
  const user = await platform.db.get<{ dn: string; username: string; disabled: number }>(
    'SELECT dn, username, disabled FROM users WHERE dn = ?',
    [subject.userDn],
  );
  if (!user || user.disabled) return undefined;
  const accessToken = await platform.signer.issue(user, subject.clientId, subject.scope);
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: platform.signer.ttlSeconds,
    refresh_token: refreshToken ?? (await createRefreshToken(platform.db, subject)),
    scope: subject.scope,
  };
}

/** Drops codes, refresh tokens and SSO sessions that can no longer be used (run at start). */
export async function pruneExpiredGrants(db: Db): Promise<void> {
  const at = now();
  await db.transaction(async (tx) => {
    await tx.run('DELETE FROM authorization_codes WHERE expires_at < ? OR used_at IS NOT NULL', [at]);
    await tx.run('DELETE FROM refresh_tokens WHERE expires_at < ?', [at]);
    await tx.run('DELETE FROM sso_sessions WHERE expires_at < ?', [at]);
    await tx.run('DELETE FROM revoked_access_tokens WHERE expires_at < ?', [at]);
  });
}
