import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SignJWT, errors, exportJWK, generateKeyPair, importJWK, jwtVerify, type CryptoKey, type JWK } from 'jose';

// Access tokens are JWTs (ES256) signed with a key made on the first start and kept in the data
// folder, so tokens stay valid across restarts. Refresh tokens, authorization codes and SSO sessions
// are opaque random values (see grants.ts).

const ALGORITHM = 'ES256';
export const SIGNING_KEY_FILE = 'signing-key.jwk.json';
export const ISSUER = 'idm-sandbox';

export interface AccessTokenClaims {
  /** The user's DN. */
  sub: string;
  /** The user's login name. */
  username: string;
  /** The user's token id (not the DN): a token dies with its user, even if the DN comes back. */
  uid: string;
  /** The token family (grant) the token belongs to: revoking the family ends the token. */
  fam: string;
  clientId: string;
  scope: string;
  jti: string;
  exp: number;
  iat: number;
}

export type TokenCheck =
  | { ok: true; claims: AccessTokenClaims }
  | { ok: false; reason: 'expired' | 'invalid' };

export interface TokenSubject {
  dn: string;
  username: string;
  uid: string;
  family: string;
}

export interface TokenSigner {
  readonly ttlSeconds: number;
  issue(subject: TokenSubject, clientId: string, scope: string): Promise<string>;
  verify(token: string): Promise<TokenCheck>;
}

async function loadOrCreateKey(dataDir: string): Promise<{ privateKey: CryptoKey; publicKey: CryptoKey }> {
  const file = path.join(dataDir, SIGNING_KEY_FILE);
  let jwk: JWK;
  try {
    jwk = JSON.parse(await readFile(file, 'utf8')) as JWK;
  } catch {
    const pair = await generateKeyPair(ALGORITHM, { extractable: true });
    jwk = await exportJWK(pair.privateKey);
    // Written aside and renamed, so a crash never leaves half a key behind.
    await writeFile(`${file}.tmp`, JSON.stringify(jwk), { mode: 0o600 });
    await rename(`${file}.tmp`, file);
  }
  const { d: _private, ...publicJwk } = jwk;
  return {
    privateKey: (await importJWK(jwk, ALGORITHM)) as CryptoKey,
    publicKey: (await importJWK(publicJwk, ALGORITHM)) as CryptoKey,
  };
}

export async function createTokenSigner(dataDir: string, ttlSeconds: number): Promise<TokenSigner> {
  const { privateKey, publicKey } = await loadOrCreateKey(dataDir);
  return {
    ttlSeconds,
    issue: (subject, clientId, scope) =>
      new SignJWT({ username: subject.username, uid: subject.uid, fam: subject.family, client_id: clientId, scope })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'at+jwt' })
        .setIssuer(ISSUER)
        .setSubject(subject.dn)
        .setJti(randomUUID())
        .setIssuedAt()
        // Rounded up: a token is valid for at least its full lifetime, even with whole-second claims.
        .setExpirationTime(Math.ceil(Date.now() / 1000) + ttlSeconds)
        .sign(privateKey),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, publicKey, { issuer: ISSUER, algorithms: [ALGORITHM] });
        if (
          typeof payload.sub !== 'string' ||
          typeof payload.username !== 'string' ||
          typeof payload.uid !== 'string' ||
          typeof payload.fam !== 'string' ||
          typeof payload.jti !== 'string' ||
          typeof payload.exp !== 'number'
        ) {
          return { ok: false, reason: 'invalid' };
        }
        return {
          ok: true,
          claims: {
            sub: payload.sub,
            username: payload.username,
            uid: payload.uid,
            fam: payload.fam,
            clientId: String(payload.client_id ?? ''),
            scope: String(payload.scope ?? ''),
            jti: payload.jti,
            exp: payload.exp,
            iat: payload.iat ?? 0,
          },
        };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}

/** A fresh opaque secret (code, refresh token, session id): 256 random bits. */
export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** The PKCE S256 challenge of a code verifier (RFC 7636): base64url(SHA-256(verifier)). */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** Opaque secrets are stored only as this hash. */
export function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
