import { timingSafeEqual } from 'node:crypto';
import { AUTHORIZATION_CODE_LIFETIME, REFRESH_TOKEN_LIFETIME } from '../settings.ts';
import type { Db } from '../store/db.ts';
import { pkceChallenge, randomSecret, secretHash, type AccessTokenClaims, type TokenSigner } from './tokens.ts';

// The authorization server's stored grants: SSO sessions, authorization codes, token families and
// refresh tokens. Each secret handed to a client is an opaque random value stored only as its
// SHA-256 hash.
//
// Everything issued from one grant (one code exchange, one password grant) is a token family: its
// access tokens carry the family id, and its refresh token is replaced at every use (rotation).
// Revoking the family ends all of them at once; this happens when a used code or a rotated refresh
// token comes back (someone holds a copy), at sign-out, and at revocation.

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

/** Ends an SSO session (by its hash) and every token family that came from it. */
async function revokeSessionByHash(tx: Db, hash: string, reason: string): Promise<void> {
  const at = now();
  await tx.run('UPDATE sso_sessions SET revoked_at = ? WHERE id_hash = ? AND revoked_at IS NULL', [at, hash]);
  await tx.run('UPDATE refresh_tokens SET revoked_at = ? WHERE session_hash = ? AND revoked_at IS NULL', [at, hash]);
  await tx.run(
    'UPDATE token_families SET revoked_at = ?, revoked_reason = ? WHERE session_hash = ? AND revoked_at IS NULL',
    [at, reason, hash],
  );
}

/** Sign-out: ends an SSO session and every token (access and refresh) that came from it. */
export async function revokeSsoSession(db: Db, secret: string): Promise<void> {
  await db.transaction((tx) => revokeSessionByHash(tx, secretHash(secret), 'signed out'));
}

// --- token families ---

/** The user's token id, made on the user's first token; gone with the user (see migration 047). */
export async function userTokenId(db: Db, userDn: string): Promise<string> {
  const row = await db.get<{ uid: string }>('SELECT uid FROM user_token_ids WHERE user_dn = ?', [userDn]);
  if (row) return row.uid;
  const uid = randomSecret();
  await db.run('INSERT INTO user_token_ids (user_dn, uid) VALUES (?, ?)', [userDn, uid]);
  return uid;
}

async function createFamily(tx: Db, subject: GrantSubject): Promise<string> {
  const id = randomSecret();
  await tx.run(
    'INSERT INTO token_families (id, client_id, user_dn, session_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
    [id, subject.clientId, subject.userDn, subject.sessionHash, now(), inSeconds(REFRESH_TOKEN_LIFETIME)],
  );
  return id;
}

/** Ends a family: its access tokens are refused from now on, its refresh token too. */
async function revokeFamily(tx: Db, familyId: string, reason: string): Promise<void> {
  const at = now();
  await tx.run('UPDATE token_families SET revoked_at = ?, revoked_reason = ? WHERE id = ? AND revoked_at IS NULL', [
    at,
    reason,
    familyId,
  ]);
  await tx.run('UPDATE refresh_tokens SET revoked_at = ? WHERE family_id = ? AND revoked_at IS NULL', [at, familyId]);
}

/** Why an access token (correctly signed and unexpired) may no longer be used, or undefined. */
export async function accessTokenProblem(db: Db, claims: AccessTokenClaims): Promise<string | undefined> {
  if (await db.get('SELECT 1 FROM revoked_access_tokens WHERE jti = ?', [claims.jti])) return 'The access token has been revoked';
  const family = await db.get<{ revoked_at: string | null }>('SELECT revoked_at FROM token_families WHERE id = ?', [claims.fam]);
  if (!family || family.revoked_at) return 'The access token has been revoked';
  const user = await db.get<{ uid: string }>('SELECT uid FROM user_token_ids WHERE user_dn = ?', [claims.sub]);
  if (!user || user.uid !== claims.uid) return 'The user of the access token no longer exists or is disabled';
  return undefined;
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
 * An access token and (unless `withRefresh` is false) a new refresh token of a family. Undefined
 * when the user is gone or disabled.
 */
async function issueTokens(
  tx: Db,
  signer: TokenSigner,
  subject: GrantSubject,
  familyId: string,
  withRefresh = true,
): Promise<TokenAnswer | undefined> {
  const user = await tx.get<{ dn: string; username: string; disabled: number }>(
    'SELECT dn, username, disabled FROM users WHERE dn = ?',
    [subject.userDn],
  );
  if (!user || user.disabled) return undefined;
  const uid = await userTokenId(tx, user.dn);
  const accessToken = await signer.issue({ dn: user.dn, username: user.username, uid, family: familyId }, subject.clientId, subject.scope);
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: signer.ttlSeconds,
    ...(withRefresh ? { refresh_token: await createRefreshToken(tx, subject, familyId) } : {}),
    scope: subject.scope,
  };
}

/** A new grant (password grant): a new family and its first tokens. */
export async function issueNewGrant(db: Db, signer: TokenSigner, subject: GrantSubject): Promise<TokenAnswer | undefined> {
  return db.transaction(async (tx) => issueTokens(tx, signer, subject, await createFamily(tx, subject)));
}

// --- authorization codes ---

export async function createAuthorizationCode(
  db: Db,
  subject: GrantSubject,
  redirectUri: string,
  codeChallenge: string,
): Promise<string> {
  const code = randomSecret();
  await db.run(
    `INSERT INTO authorization_codes (code_hash, client_id, user_dn, session_hash, redirect_uri, scope, expires_at, code_challenge)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      secretHash(code),
      subject.clientId,
      subject.userDn,
      subject.sessionHash,
      redirectUri,
      subject.scope,
      inSeconds(AUTHORIZATION_CODE_LIFETIME),
      codeChallenge,
    ],
  );
  return code;
}

/** Compares two texts in a time that does not depend on where they differ. */
function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface CodeExchange {
  code: string;
  clientId: string;
  redirectUri: string;
  /** The PKCE code verifier; a code is never exchanged without the one its challenge was made from. */
  codeVerifier: string;
}

/**
 * Exchanges a code once: it must exist, be unused and unexpired, belong to the client and redirect
 * URI that asked for it, and come with the verifier of its PKCE challenge. Any attempt uses the
 * code up. A code presented again revokes the tokens its first exchange issued: a copy is loose.
 */
export async function exchangeAuthorizationCode(db: Db, signer: TokenSigner, exchange: CodeExchange): Promise<TokenAnswer | undefined> {
  return db.transaction(async (tx) => {
    const hash = secretHash(exchange.code);
    const row = await tx.get<{
      user_dn: string;
      session_hash: string | null;
      scope: string;
      redirect_uri: string;
      expires_at: string;
      used_at: string | null;
      code_challenge: string | null;
      family_id: string | null;
    }>(
      `SELECT user_dn, session_hash, scope, redirect_uri, expires_at, used_at, code_challenge, family_id
       FROM authorization_codes WHERE code_hash = ? AND client_id = ?`,
      [hash, exchange.clientId],
    );
    if (!row) return undefined;
    if (row.used_at) {
      if (row.family_id) await revokeFamily(tx, row.family_id, 'authorization code replayed');
      return undefined;
    }
    await tx.run('UPDATE authorization_codes SET used_at = ? WHERE code_hash = ?', [now(), hash]);
    if (row.expires_at <= now() || row.redirect_uri !== exchange.redirectUri) return undefined;
    if (!row.code_challenge || !exchange.codeVerifier || !sameText(pkceChallenge(exchange.codeVerifier), row.code_challenge)) {
      return undefined;
    }
    const subject: GrantSubject = { userDn: row.user_dn, clientId: exchange.clientId, scope: row.scope, sessionHash: row.session_hash };
    const familyId = await createFamily(tx, subject);
    await tx.run('UPDATE authorization_codes SET family_id = ? WHERE code_hash = ?', [familyId, hash]);
    return issueTokens(tx, signer, subject, familyId);
  });
}

// --- refresh tokens ---

async function createRefreshToken(tx: Db, subject: GrantSubject, familyId: string): Promise<string> {
  const token = randomSecret();
  await tx.run(
    `INSERT INTO refresh_tokens (token_hash, client_id, user_dn, session_hash, scope, created_at, expires_at, family_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      secretHash(token),
      subject.clientId,
      subject.userDn,
      subject.sessionHash,
      subject.scope,
      now(),
      inSeconds(REFRESH_TOKEN_LIFETIME),
      familyId,
    ],
  );
  return token;
}

export interface StoredRefreshToken extends GrantSubject {
  expiresAt: string;
  createdAt: string;
}

/** A live (current, unrevoked, unexpired) refresh token, or undefined. Does not use it up. */
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
     WHERE token_hash = ? AND revoked_at IS NULL AND rotated_at IS NULL AND expires_at > ?`,
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

export interface RotationOptions {
  /** Only this client's tokens. */
  clientId?: string;
  /**
   * Seconds after a rotation during which the spent token still gets an access token (and no new
   * refresh token): the tabs of one browser share the refresh cookie, and two of them may refresh at
   * the same moment. Later, a spent token counts as reused.
   */
  concurrentGraceSeconds?: number;
}

/**
 * Uses a refresh token: a new access token and a new refresh token of the same family; the one
 * presented is spent. A spent token presented again means two parties hold it: the whole family and
 * the sign-in session it came from are revoked, and nothing is issued.
 */
export async function rotateRefreshToken(
  db: Db,
  signer: TokenSigner,
  token: string | undefined,
  options: RotationOptions = {},
): Promise<TokenAnswer | undefined> {
  if (!token) return undefined;
  return db.transaction(async (tx) => {
    const hash = secretHash(token);
    const row = await tx.get<{
      client_id: string;
      user_dn: string;
      session_hash: string | null;
      scope: string;
      expires_at: string;
      revoked_at: string | null;
      rotated_at: string | null;
      family_id: string | null;
    }>(
      `SELECT client_id, user_dn, session_hash, scope, expires_at, revoked_at, rotated_at, family_id
       FROM refresh_tokens WHERE token_hash = ?`,
      [hash],
    );
    if (!row || (options.clientId !== undefined && row.client_id !== options.clientId)) return undefined;
    const subject: GrantSubject = { userDn: row.user_dn, clientId: row.client_id, scope: row.scope, sessionHash: row.session_hash };
    const family = row.family_id
      ? await tx.get<{ revoked_at: string | null }>('SELECT revoked_at FROM token_families WHERE id = ?', [row.family_id])
      : undefined;
    if (row.rotated_at) {
      const graceEnd = Date.parse(row.rotated_at) + (options.concurrentGraceSeconds ?? 0) * 1000;
      if (Date.now() < graceEnd && row.family_id && family && !family.revoked_at) {
        return issueTokens(tx, signer, subject, row.family_id, false);
      }
      if (row.family_id) await revokeFamily(tx, row.family_id, 'refresh token reused');
      if (row.session_hash) await revokeSessionByHash(tx, row.session_hash, 'refresh token reused');
      return undefined;
    }
    if (row.revoked_at || row.expires_at <= now() || family?.revoked_at) return undefined;
    // Tokens made before families existed start one now.
    const familyId = family && row.family_id ? row.family_id : await createFamily(tx, subject);
    await tx.run('UPDATE refresh_tokens SET rotated_at = ? WHERE token_hash = ?', [now(), hash]);
    return issueTokens(tx, signer, subject, familyId);
  });
}

/**
 * Revokes a refresh token (of one client, when given) and its whole family. True when a live
 * token was revoked.
 */
export async function revokeRefreshToken(db: Db, token: string, clientId?: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await tx.get<{ family_id: string | null }>(
      `SELECT family_id FROM refresh_tokens WHERE token_hash = ? AND revoked_at IS NULL AND rotated_at IS NULL${clientId ? ' AND client_id = ?' : ''}`,
      clientId ? [secretHash(token), clientId] : [secretHash(token)],
    );
    if (!row) return false;
    await tx.run('UPDATE refresh_tokens SET revoked_at = ? WHERE token_hash = ?', [now(), secretHash(token)]);
    if (row.family_id) await revokeFamily(tx, row.family_id, 'revoked');
    return true;
  });
}

/** Revokes the family of an access token (sign-out with the session cookie, revocation). */
export async function revokeTokenFamily(db: Db, familyId: string, reason: string): Promise<void> {
  await db.transaction((tx) => revokeFamily(tx, familyId, reason));
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

/** Drops codes, refresh tokens, families and SSO sessions that can no longer be used (run at start). */
export async function pruneExpiredGrants(db: Db): Promise<void> {
  const at = now();
  await db.transaction(async (tx) => {
    await tx.run('DELETE FROM authorization_codes WHERE expires_at < ?', [at]);
    await tx.run('DELETE FROM refresh_tokens WHERE expires_at < ?', [at]);
    await tx.run('DELETE FROM token_families WHERE expires_at < ?', [at]);
    await tx.run('DELETE FROM sso_sessions WHERE expires_at < ?', [at]);
    await tx.run('DELETE FROM revoked_access_tokens WHERE expires_at < ?', [at]);
  });
}
