import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findUserForLogin } from './accounts.ts';
import { authenticateClient, findClient, type OAuthClient } from './clients.ts';
import {
  ANTI_FORGERY_COOKIE,
  REFRESH_COOKIE,
  REFRESH_COOKIE_PATH,
  SESSION_COOKIE,
  SSO_COOKIE,
  SSO_COOKIE_PATH,
} from './cookies.ts';
import {
  consumeAuthorizationCode,
  createAuthorizationCode,
  createSsoSession,
  findRefreshToken,
  findSsoSession,
  issueTokens,
  revokeAccessToken,
  revokeRefreshToken,
  revokeSsoSession,
} from './grants.ts';
import { escapeHtml, page, sendPage } from './html.ts';
import { loginPage, type AuthorizationRequest } from './login-page.ts';
import { loadPrincipalUser } from './principal.ts';
import { requestOrigin, safeConsoleTarget } from './origin.ts';
import { secretHash } from './tokens.ts';

// The OAuth2 authorization server in the place of OSP: /osp/a/idm/auth/oauth2/{auth,token,
// introspect,revoke,userinfo} and the logout page /osp/a/idm/auth/app/logout. Its errors follow
// RFC 6749 ({error, error_description}), which is what OAuth clients (curl scripts, libraries) read.

const OAUTH = '/osp/a/idm/auth/oauth2';
export const LOGOUT_PATH = '/osp/a/idm/auth/app/logout';

type Fields = Record<string, unknown>;

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

/** Reads and checks an authorization request (from the query or the login form). */
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
  };
  const client = value.client_id ? await findClient(request.server.platform.db, value.client_id) : undefined;
  if (!client) return { ok: false, problem: `Unknown client "${value.client_id}".` };
  let redirect: URL | undefined;
  try {
    redirect = new URL(value.redirect_uri);
  } catch {
    redirect = undefined;
  }
  // Never redirect anywhere but to a registered callback on this very server.
  if (!redirect || redirect.origin !== requestOrigin(request) || !client.config.redirectPaths.includes(redirect.pathname)) {
    return { ok: false, problem: 'The redirect_uri is not registered for this client.' };
  }
  if (value.response_type !== 'code') return { ok: false, problem: 'Only response_type=code is supported.' };
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
  );
  const target = new URL(auth.redirect_uri);
  target.searchParams.set('code', code);
  if (auth.state) target.searchParams.set('state', auth.state);
  return reply.header('Cache-Control', 'no-store').redirect(target.toString(), 303);
}

export async function authServerRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.platform;

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
    const user = await findUserForLogin(db, username, field(request.body, 'password'));
    if (!user) {
      return sendPage(
        reply,
        401,
        loginPage(auth.value, { username, error: 'The user name or password is incorrect. Please try again.', acceptLanguage: request.headers['accept-language'] }),
      );
    }
    const ssoSecret = await createSsoSession(db, user.dn);
    reply.setCookie(SSO_COOKIE, ssoSecret, { path: SSO_COOKIE_PATH, httpOnly: true, sameSite: 'lax' });
    return redirectWithCode(request, reply, auth.value, user.dn, ssoSecret);
  });

  app.post(`${OAUTH}/token`, async (request, reply) => {
    const client = await clientOf(request);
    if (!client) return oauthError(reply, 401, 'invalid_client', 'Client authentication failed: send the client id and secret as HTTP Basic auth');
    const grantType = field(request.body, 'grant_type');
    const scope = field(request.body, 'scope');
    let answer;
    if (grantType === 'password') {
      const user = await findUserForLogin(db, field(request.body, 'username'), field(request.body, 'password'));
      if (!user) return oauthError(reply, 400, 'invalid_grant', 'The user name or password is incorrect');
      answer = await issueTokens(app.platform, { userDn: user.dn, clientId: client.id, scope, sessionHash: null });
    } else if (grantType === 'authorization_code') {
      const grant = await consumeAuthorizationCode(db, field(request.body, 'code'), client.id, field(request.body, 'redirect_uri'));
      if (!grant) return oauthError(reply, 400, 'invalid_grant', 'The authorization code is invalid, expired, already used or issued for another redirect_uri');
      answer = await issueTokens(app.platform, grant);
    } else if (grantType === 'refresh_token') {
      const refreshToken = field(request.body, 'refresh_token');
      const grant = await findRefreshToken(db, refreshToken);
      if (!grant || grant.clientId !== client.id) return oauthError(reply, 400, 'invalid_grant', 'The refresh token is invalid, expired or revoked');
      answer = await issueTokens(app.platform, grant, refreshToken);
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
      const revoked = await db.get('SELECT 1 FROM revoked_access_tokens WHERE jti = ?', [check.claims.jti]);
      const user = await loadPrincipalUser(db, check.claims.sub);
      if (revoked || !user) return { active: false };
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
    const revoked = check?.ok ? await db.get('SELECT 1 FROM revoked_access_tokens WHERE jti = ?', [check.claims.jti]) : undefined;
    const user = check?.ok && !revoked
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
    if (ssoSecret) await revokeSsoSession(db, ssoSecret);
    // Sent only when the browser considers the path to match; revoke it too when it comes.
    const refreshToken = request.cookies[REFRESH_COOKIE];
    if (refreshToken) await revokeRefreshToken(db, refreshToken);
    reply
      .clearCookie(SSO_COOKIE, { path: SSO_COOKIE_PATH })
      .clearCookie(REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH })
      .clearCookie(SESSION_COOKIE, { path: '/' })
      .clearCookie(ANTI_FORGERY_COOKIE, { path: '/' });
    return reply.header('Cache-Control', 'no-store').redirect(safeConsoleTarget(request, field(request.query, 'target')), 302);
  });
}
