import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { allowedScope, authenticateClient, findClient, registeredRedirectUris, type OAuthClient } from './clients.ts';
import {
  ANTI_FORGERY_COOKIE,
  REFRESH_COOKIE,
  REFRESH_COOKIE_PATH,
  SESSION_COOKIE,
  SSO_COOKIE,
  SSO_COOKIE_PATH,
} from './cookies.ts';
import {
  accessTokenProblem,
  createAuthorizationCode,
  createSsoSession,
  exchangeAuthorizationCode,
  findRefreshToken,
  findSsoSession,
  issueNewGrant,
  revokeAccessToken,
  revokeRefreshToken,
  revokeSsoSession,
  revokeTokenFamily,
  rotateRefreshToken,
} from './grants.ts';
import { escapeHtml, page, sendPage } from './html.ts';
import { loginPage, type AuthorizationRequest } from './login-page.ts';
import { recordAuditEvent } from '../logging/audit-trail.ts';
import { loadPrincipalUser } from './principal.ts';
import type { SignInOutcome } from './sign-in-guard.ts';
import { safeConsoleTarget } from './origin.ts';
import { secretHash } from './tokens.ts';

// The OAuth2 authorization server in the place of OSP: /osp/a/idm/auth/oauth2/{auth,token,
// introspect,revoke,userinfo} and the logout page /osp/a/idm/auth/app/logout. Its errors follow
// RFC 6749 ({error, error_description}), which is what OAuth clients (curl scripts, libraries) read.

const OAUTH = '/osp/a/idm/auth/oauth2';
export const LOGOUT_PATH = '/osp/a/idm/auth/app/logout';
export const AUTHORIZE_PATH = `${OAUTH}/auth`;

type Fields = Record<string, unknown>;

type Refusal = 'incorrect' | 'locked' | 'rateLimited';

/**
 * What a refused sign-in is told. A locked name is told so whether or not the account exists (the
 * count is kept for any typed name), so neither text nor timing tells which accounts exist.
 */
const FORM_REFUSALS: Record<Refusal, string> = {
  incorrect: 'The user name or password is incorrect. Please try again.',
  locked: 'Too many failed sign-ins with this user name. Try again later, or ask an administrator to unlock it.',
  rateLimited: 'Too many failed sign-ins from your address. Try again in a minute.',
};
const GRANT_REFUSALS: Record<Refusal, string> = {
  incorrect: 'The user name or password is incorrect',
  locked: 'Too many failed sign-ins with this user name; try again later',
  rateLimited: 'Too many failed sign-ins from this address; try again in a minute',
};

/** A single text field of a query or form (first value when repeated). */
function field(source: unknown, name: string): string {
  const value = (source as Fields | undefined)?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : '';
}

function oauthError(reply: FastifyReply, status: number, error: string, description: string): FastifyReply {
  if (status === 401) reply.header('WWW-Authenticate', 'Basic realm="osp"');
  return reply.code(status).header('Cache-Control', 'no-store').send({ error, error_description: description });
}

/** Client authentication: HTTP Basic (id:secret, each form-encoded), or client_id/client_secret fields. */
async function clientOf(request: FastifyRequest): Promise<OAuthClient | undefined> {
  const header = request.headers.authorization;
  const basic = header ? /^basic\s+(\S+)$/i.exec(header) : null;
  let id = field(request.body, 'client_id');
  let secret = field(request.body, 'client_secret');
  if (basic?.[1]) {
    const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return undefined;
    const decode = (text: string) => {
      try {
        return decodeURIComponent(text.replaceAll('+', ' '));
      } catch {
        return text;
      }
    };
    id = decode(decoded.slice(0, colon));
    secret = decode(decoded.slice(colon + 1));
  }
  if (!id || !secret) return undefined;
  return authenticateClient(request.server.platform.db, id, secret);
}

/** A PKCE S256 challenge: base64url of a SHA-256 digest (43 characters). */
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Reads and checks an authorization request (from the query or the login form). The redirect_uri
 * must be one of the client's registered URIs exactly, and the request must carry a PKCE S256
 * challenge: a code is then worthless to whoever intercepts it without the verifier.
 */
async function authorizationRequest(
  request: FastifyRequest,
  source: unknown,
): Promise<{ ok: true; value: AuthorizationRequest } | { ok: false; problem: string }> {
  const value: AuthorizationRequest = {
    client_id: field(source, 'client_id'),
    redirect_uri: field(source, 'redirect_uri'),
    response_type: field(source, 'response_type'),
    state: field(source, 'state'),
    scope: field(source, 'scope'),
    code_challenge: field(source, 'code_challenge'),
    code_challenge_method: field(source, 'code_challenge_method'),
  };
  const client = value.client_id ? await findClient(request.server.platform.db, value.client_id) : undefined;
  if (!client) return { ok: false, problem: `Unknown client "${value.client_id}".` };
  value.scope = allowedScope(client, value.scope);
  if (!registeredRedirectUris(client, request.server.platform.origins).includes(value.redirect_uri)) {
    return { ok: false, problem: 'The redirect_uri is not registered for this client.' };
  }
  if (value.response_type !== 'code') return { ok: false, problem: 'Only response_type=code is supported.' };
  if (value.code_challenge_method !== 'S256' || !S256_CHALLENGE.test(value.code_challenge)) {
    return { ok: false, problem: 'A PKCE code_challenge with code_challenge_method=S256 is required.' };
  }
  return { ok: true, value };
}

function authorizationProblemPage(reply: FastifyReply, problem: string): FastifyReply {
  return sendPage(
    reply,
    400,
    page('Sign-in request refused', `<h1>Sign-in request refused</h1><p class="error" role="alert">${escapeHtml(problem)}</p>`),
  );
}

async function redirectWithCode(
  request: FastifyRequest,
  reply: FastifyReply,
  auth: AuthorizationRequest,
  userDn: string,
  ssoSecret: string,
): Promise<FastifyReply> {
  const { db } = request.server.platform;
  const code = await createAuthorizationCode(
    db,
    {
      userDn,
      clientId: auth.client_id,
      scope: auth.scope,
      sessionHash: secretHash(ssoSecret),
    },
    auth.redirect_uri,
    auth.code_challenge,
  );
  const target = new URL(auth.redirect_uri);
  target.searchParams.set('code', code);
  if (auth.state) target.searchParams.set('state', auth.state);
  return reply.header('Cache-Control', 'no-store').redirect(target.toString(), 303);
}

export async function authServerRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.platform;

  /** Every sign-in with a password goes into the audit trail, refused or not. */
  const auditSignIn = (request: FastifyRequest, typedName: string, outcome: SignInOutcome, operation: string) =>
    recordAuditEvent(
      db,
      {
        kind: outcome.ok ? 'signIn' : 'signInFailed',
        actor: outcome.ok ? outcome.user.username : typedName.trim().slice(0, 256),
        operation: outcome.ok ? operation : `${operation} (${outcome.reason})`,
        outcome: outcome.ok,
        address: request.ip,
      },
      (error) => request.log.warn({ err: error }, 'audit: the CEF destination did not take an event'),
    );

  app.get(`${OAUTH}/auth`, async (request, reply) => {
    const auth = await authorizationRequest(request, request.query);
    if (!auth.ok) return authorizationProblemPage(reply, auth.problem);
    // Single sign-on: a live session at the authorization server skips the form, unless the
    // client asks to see the user sign in again (prompt=login, the console's Extend session).
    const ssoSecret = request.cookies[SSO_COOKIE];
    const ssoUser = await findSsoSession(db, ssoSecret);
    if (ssoUser && ssoSecret && field(request.query, 'prompt') !== 'login') {
      return redirectWithCode(request, reply, auth.value, ssoUser, ssoSecret);
    }
    return sendPage(reply, 200, loginPage(auth.value, { acceptLanguage: request.headers['accept-language'] }));
  });

  app.post(`${OAUTH}/auth`, async (request, reply) => {
    const auth = await authorizationRequest(request, request.body);
    if (!auth.ok) return authorizationProblemPage(reply, auth.problem);
    const username = field(request.body, 'username').trim();
    const outcome = await app.platform.signInGuard.signIn(username, field(request.body, 'password'), request.ip);
    await auditSignIn(request, username, outcome, 'signIn');
    if (!outcome.ok) {
      if (outcome.retryAfterSeconds) reply.header('Retry-After', String(outcome.retryAfterSeconds));
      const status = outcome.reason === 'rateLimited' ? 429 : 401;
      return sendPage(reply, status, loginPage(auth.value, { username, error: FORM_REFUSALS[outcome.reason], acceptLanguage: request.headers['accept-language'] }));
    }
    const { user } = outcome;
    const ssoSecret = await createSsoSession(db, user.dn);
    reply.setCookie(SSO_COOKIE, ssoSecret, { path: SSO_COOKIE_PATH, httpOnly: true, sameSite: 'lax' });
    return redirectWithCode(request, reply, auth.value, user.dn, ssoSecret);
  });

  app.post(`${OAUTH}/token`, async (request, reply) => {
    const client = await clientOf(request);
    if (!client) return oauthError(reply, 401, 'invalid_client', 'Client authentication failed: send the client id and secret as HTTP Basic auth');
    const grantType = field(request.body, 'grant_type');
    const scope = allowedScope(client, field(request.body, 'scope'));
    let answer;
    if (grantType === 'password') {
      const username = field(request.body, 'username');
      const outcome = await app.platform.signInGuard.signIn(username, field(request.body, 'password'), request.ip);
      await auditSignIn(request, username, outcome, 'passwordGrant');
      if (!outcome.ok) {
        if (outcome.retryAfterSeconds) reply.header('Retry-After', String(outcome.retryAfterSeconds));
        return oauthError(reply, outcome.reason === 'rateLimited' ? 429 : 400, 'invalid_grant', GRANT_REFUSALS[outcome.reason]);
      }
      answer = await issueNewGrant(db, app.platform.signer, { userDn: outcome.user.dn, clientId: client.id, scope, sessionHash: null });
    } else if (grantType === 'authorization_code') {
      answer = await exchangeAuthorizationCode(db, app.platform.signer, {
        code: field(request.body, 'code'),
        clientId: client.id,
        redirectUri: field(request.body, 'redirect_uri'),
        codeVerifier: field(request.body, 'code_verifier'),
      });
      if (!answer) {
        return oauthError(reply, 400, 'invalid_grant', 'The authorization code is invalid, expired, already used, issued for another redirect_uri or sent without its code_verifier');
      }
    } else if (grantType === 'refresh_token') {
      answer = await rotateRefreshToken(db, app.platform.signer, field(request.body, 'refresh_token'), { clientId: client.id });
      if (!answer) return oauthError(reply, 400, 'invalid_grant', 'The refresh token is invalid, expired, revoked or already used');
    } else {
      return oauthError(reply, 400, 'unsupported_grant_type', 'grant_type must be authorization_code, password or refresh_token');
    }
    if (!answer) return oauthError(reply, 400, 'invalid_grant', 'The user no longer exists or is disabled');
    return reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache').send(answer);
  });

  app.post(`${OAUTH}/introspect`, async (request, reply) => {
    const client = await clientOf(request);
    if (!client) return oauthError(reply, 401, 'invalid_client', 'Client authentication failed');
    const token = field(request.body, 'token');
    reply.header('Cache-Control', 'no-store');
    const check = token ? await app.platform.signer.verify(token) : undefined;
    if (check?.ok) {
      const user = (await accessTokenProblem(db, check.claims)) ? undefined : await loadPrincipalUser(db, check.claims.sub);
      if (!user) return { active: false };
      return {
        active: true,
        token_type: 'bearer',
        client_id: check.claims.clientId,
        username: check.claims.username,
        sub: check.claims.sub,
        scope: check.claims.scope,
        exp: check.claims.exp,
        iat: check.claims.iat,
      };
    }
    const refresh = await findRefreshToken(db, token);
    if (!refresh || refresh.clientId !== client.id) return { active: false };
    const user = await loadPrincipalUser(db, refresh.userDn);
    if (!user) return { active: false };
    return {
      active: true,
      token_type: 'refresh_token',
      client_id: refresh.clientId,
      username: user.username,
      sub: user.dn,
      scope: refresh.scope,
      exp: Math.floor(Date.parse(refresh.expiresAt) / 1000),
      iat: Math.floor(Date.parse(refresh.createdAt) / 1000),
    };
  });

  app.post(`${OAUTH}/revoke`, async (request, reply) => {
    const client = await clientOf(request);
    if (!client) return oauthError(reply, 401, 'invalid_client', 'Client authentication failed');
    const token = field(request.body, 'token');
    if (!token) return oauthError(reply, 400, 'invalid_request', 'The token to revoke is missing');
    // RFC 7009: the answer is 200 whether or not the token was known.
    if (!(await revokeRefreshToken(db, token, client.id))) {
      const check = await app.platform.signer.verify(token);
      if (check.ok && check.claims.clientId === client.id) await revokeAccessToken(db, check.claims.jti, check.claims.exp);
    }
    return reply.code(200).header('Cache-Control', 'no-store').send({});
  });

  const userinfo = async (request: FastifyRequest, reply: FastifyReply) => {
    const match = /^bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    const check = match?.[1] ? await app.platform.signer.verify(match[1]) : undefined;
    const refused = check?.ok ? await accessTokenProblem(db, check.claims) : undefined;
    const user = check?.ok && !refused
      ? await db.get<{ dn: string; username: string; first_name: string | null; last_name: string | null; full_name: string; email: string | null; locale: string | null; disabled: number }>(
          'SELECT dn, username, first_name, last_name, full_name, email, locale, disabled FROM users WHERE dn = ?',
          [check.claims.sub],
        )
      : undefined;
    if (!user || user.disabled) {
      return reply
        .code(401)
        .header('WWW-Authenticate', 'Bearer error="invalid_token"')
        .send({ error: 'invalid_token', error_description: check && !check.ok && check.reason === 'expired' ? 'The access token has expired' : 'The access token is not valid' });
    }
    return reply.header('Cache-Control', 'no-store').send({
      sub: user.dn,
      preferred_username: user.username,
      name: user.full_name,
      given_name: user.first_name ?? undefined,
      family_name: user.last_name ?? undefined,
      email: user.email ?? undefined,
      locale: user.locale ?? undefined,
    });
  };
  app.get(`${OAUTH}/userinfo`, userinfo);
  app.post(`${OAUTH}/userinfo`, userinfo);

  app.get(LOGOUT_PATH, async (request, reply) => {
    const ssoSecret = request.cookies[SSO_COOKIE];
    const ssoUser = await findSsoSession(db, ssoSecret);
    const username = ssoUser ? (await db.get<{ username: string }>('SELECT username FROM users WHERE dn = ?', [ssoUser]))?.username : undefined;
    if (username) await recordAuditEvent(db, { kind: 'signOut', actor: username, operation: 'signOut', outcome: true, address: request.ip });
    if (ssoSecret) await revokeSsoSession(db, ssoSecret);
    // Sent only when the browser considers the path to match; revoke it too when it comes.
    const refreshToken = request.cookies[REFRESH_COOKIE];
    if (refreshToken) await revokeRefreshToken(db, refreshToken);
    // The access token of the session cookie ends too, with everything of its grant.
    const sessionToken = request.cookies[SESSION_COOKIE]?.split(',')[1];
    const check = sessionToken ? await app.platform.signer.verify(sessionToken) : undefined;
    if (check?.ok) await revokeTokenFamily(db, check.claims.fam, 'signed out');
    reply
      .clearCookie(SSO_COOKIE, { path: SSO_COOKIE_PATH })
      .clearCookie(REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH })
      .clearCookie(SESSION_COOKIE, { path: '/' })
      .clearCookie(ANTI_FORGERY_COOKIE, { path: '/' });
    return reply.header('Cache-Control', 'no-store').redirect(safeConsoleTarget(request, field(request.query, 'target')), 302);
  });
}
