import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendFault } from '../http/fault.ts';
import { CALLBACK_PATH, DEFAULT_CLIENT_ID } from './clients.ts';
import {
  ANTI_FORGERY_COOKIE,
  REFRESH_COOKIE,
  REFRESH_COOKIE_PATH,
  SESSION_COOKIE,
} from './cookies.ts';
import { exchangeAuthorizationCode, findRefreshToken, rotateRefreshToken, type TokenAnswer } from './grants.ts';
import { escapeHtml, page, sendPage } from './html.ts';
import { AUTHORIZE_PATH, LOGOUT_PATH } from './oauth-routes.ts';
import { absoluteUrl, publicOrigin, safeConsoleTarget } from './origin.ts';
import { authenticate } from './principal.ts';
import { startFlow, takeFlow } from './sign-in-flow.ts';
import { pkceChallenge, randomSecret } from './tokens.ts';
import { randomBytes } from 'node:crypto';

// The Identity Applications side of a browser session: the context servlet, the OAuth callback that
// turns a code into the session cookies, the refresh servlet and the extend-session check.
// The sign-in starts at the client's start point (sign-in-flow.ts), which holds state and PKCE verifier.

/** The target with which the console's re-authentication popup (Extend session) signs in. */
const EXTEND_STATE = 'extend';

/** Seconds during which a just-rotated refresh cookie still refreshes (tabs refreshing at once). */
const CONCURRENT_REFRESH_GRACE = 10;

/** Cookie values are written as they are: `bearer,<jwt>` is what the console parses. */
const raw = (value: string) => value;

/**
 * The access token's cookie is HttpOnly: no script of the page (an injected one included) can read
 * the token. The console's requests carry it with the anti-forgery header (principal.ts); after a
 * refresh the console holds the new token in memory only.
 */
function setSessionCookie(reply: FastifyReply, answer: TokenAnswer): void {
  reply.setCookie(SESSION_COOKIE, `${answer.token_type},${answer.access_token}`, {
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
    encode: raw,
  });
}

function setRefreshCookie(reply: FastifyReply, refreshToken: string): void {
  reply.setCookie(REFRESH_COOKIE, refreshToken, { path: REFRESH_COOKIE_PATH, httpOnly: true, sameSite: 'lax' });
}

function extendedPage(nonce: string): string {
  return page(
    'Session extended',
    `<h1>Session extended</h1><p>You can close this window.</p>
<script nonce="${nonce}">
if (window.opener) { window.opener.postMessage({ type: 'idm-session-extended' }, location.origin); }
window.close();
</script>`,
  );
}

export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.platform;

  app.get('/IDMProv/context/LoadContextConfigServlet', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    // The provisioning root is the top of the seeded tree.
    const root = await db.get<{ dn: string }>('SELECT dn FROM containers WHERE parent_dn IS NULL ORDER BY dn LIMIT 1');
    return {
      context: 'IDMProv',
      Authorize: absoluteUrl(request, AUTHORIZE_PATH),
      Logout: absoluteUrl(request, LOGOUT_PATH),
      RRAClientID: DEFAULT_CLIENT_ID,
      RRARedirectUrl: absoluteUrl(request, CALLBACK_PATH),
      ProvisionRoot: root?.dn ?? '',
      SSPRRedirectUrl: absoluteUrl(request, '/sspr/private/changepassword'),
      sessionTimeOut: app.platform.sessionTimeout,
      extendSession: absoluteUrl(request, '/IDMProv/extendSession'),
      applicationDomain: new URL(publicOrigin(request)).hostname,
    };
  });

  // The console starts every sign-in here: ?target=<console path>|extend[&prompt=login].
  app.get(`${CALLBACK_PATH}/start`, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const flow = startFlow(reply, typeof query.target === 'string' ? query.target : '');
    const authorize = new URL(absoluteUrl(request, AUTHORIZE_PATH));
    authorize.search = new URLSearchParams({
      client_id: DEFAULT_CLIENT_ID,
      redirect_uri: absoluteUrl(request, CALLBACK_PATH),
      response_type: 'code',
      state: flow.state,
      code_challenge: pkceChallenge(flow.codeVerifier),
      code_challenge_method: 'S256',
      ...(query.prompt === 'login' ? { prompt: 'login' } : {}),
    }).toString();
    return reply.header('Cache-Control', 'no-store').redirect(authorize.toString(), 302);
  });

  app.get(CALLBACK_PATH, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const code = typeof query.code === 'string' ? query.code : '';
    const flow = takeFlow(request, reply, typeof query.state === 'string' ? query.state : '');
    const answer = flow && code
      ? await exchangeAuthorizationCode(db, app.platform.signer, {
          code,
          clientId: DEFAULT_CLIENT_ID,
          redirectUri: absoluteUrl(request, CALLBACK_PATH),
          codeVerifier: flow.codeVerifier,
        })
      : undefined;
    if (!flow || !answer?.refresh_token) {
      const problem = flow
        ? 'The sign-in code is missing, expired or already used.'
        : 'This sign-in was not started in this browser, or it took too long.';
      return sendPage(
        reply,
        400,
        page(
          'Sign-in failed',
          `<h1>Sign-in failed</h1><p class="error" role="alert">${escapeHtml(problem)}</p>
<p><a href="${escapeHtml(safeConsoleTarget(request, flow?.target ?? ''))}">Back to the console</a></p>`,
        ),
      );
    }
    setSessionCookie(reply, answer);
    setRefreshCookie(reply, answer.refresh_token);
    reply.setCookie(ANTI_FORGERY_COOKIE, randomSecret(), { path: '/', sameSite: 'lax', httpOnly: false });
    if (flow.target === EXTEND_STATE) {
      const nonce = randomBytes(16).toString('base64');
      return sendPage(reply, 200, extendedPage(nonce), nonce);
    }
    return reply.header('Cache-Control', 'no-store').redirect(safeConsoleTarget(request, flow.target), 302);
  });

  app.get('/IDMProv/RefreshTokenServlet', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    // Rotation: the refresh cookie is replaced by a new one at every use. Tabs share the cookie,
    // so a refresh racing another one of the same browser gets an access token only.
    const answer = await rotateRefreshToken(db, app.platform.signer, request.cookies[REFRESH_COOKIE], {
      concurrentGraceSeconds: CONCURRENT_REFRESH_GRACE,
    });
    if (!answer) {
      // 489: the console's signal to start a new login.
      return sendFault(reply, 489, 'The session has ended; start a new login');
    }
    setSessionCookie(reply, answer);
    if (answer.refresh_token) setRefreshCookie(reply, answer.refresh_token);
    return { token_type: answer.token_type, access_token: answer.access_token };
  });

  app.get('/IDMProv/extendSession', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    // The user of the latest sign-in: the cookies that the callback set win over a bearer header,
    // because the console asks after a re-authentication popup in which someone else may have
    // signed in, while its own header still holds the earlier user's token.
    const cookieToken = request.cookies[SESSION_COOKIE]?.split(',')[1];
    const headerToken = /^bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    for (const token of [cookieToken, headerToken]) {
      if (!token) continue;
      try {
        const principal = await authenticate(db, app.platform.signer, token);
        return reply.type('text/plain; charset=utf-8').send(principal.username);
      } catch {
        // Expired or invalid: try the next credential.
      }
    }
    const grant = await findRefreshToken(db, request.cookies[REFRESH_COOKIE]);
    const user = grant
      ? await db.get<{ username: string }>('SELECT username FROM users WHERE dn = ? AND disabled = 0', [grant.userDn])
      : undefined;
    if (!user) return sendFault(reply, 401, 'No session to extend: sign in again');
    return reply.type('text/plain; charset=utf-8').send(user.username);
  });
}
