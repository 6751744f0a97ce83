import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendFault } from '../http/fault.ts';
import { CALLBACK_PATH, DEFAULT_CLIENT_ID } from './clients.ts';
import {
  ANTI_FORGERY_COOKIE,
  REFRESH_COOKIE,
  REFRESH_COOKIE_PATH,
  SESSION_COOKIE,
} from './cookies.ts';
import { consumeAuthorizationCode, findRefreshToken, issueTokens, type TokenAnswer } from './grants.ts';
import { escapeHtml, page, sendPage } from './html.ts';
import { LOGOUT_PATH } from './oauth-routes.ts';
import { absoluteUrl, safeConsoleTarget } from './origin.ts';
import { authenticate } from './principal.ts';
import { randomSecret } from './tokens.ts';
import { randomBytes } from 'node:crypto';

// The Identity Applications side of a browser session: the context servlet, the OAuth callback that
// turns a code into the session cookies, the refresh servlet and the extend-session check.

/** The state with which the console's re-authentication popup (Extend session) signs in. */
const EXTEND_STATE = 'extend';

/** Cookie values are written as they are: `bearer,<jwt>` is what the console parses. */
const raw = (value: string) => value;

function setSessionCookie(reply: FastifyReply, answer: TokenAnswer): void {
  reply.setCookie(SESSION_COOKIE, `${answer.token_type},${answer.access_token}`, {
    path: '/',
    sameSite: 'lax',
    httpOnly: false,
    encode: raw,
  });
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
      Authorize: absoluteUrl(request, '/osp/a/idm/auth/oauth2/auth'),
      Logout: absoluteUrl(request, LOGOUT_PATH),
      RRAClientID: DEFAULT_CLIENT_ID,
      RRARedirectUrl: absoluteUrl(request, CALLBACK_PATH),
      ProvisionRoot: root?.dn ?? '',
      SSPRRedirectUrl: absoluteUrl(request, '/sspr/private/changepassword'),
      sessionTimeOut: app.platform.sessionTimeout,
      extendSession: absoluteUrl(request, '/IDMProv/extendSession'),
      applicationDomain: request.hostname,
    };
  });

  app.get(CALLBACK_PATH, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const code = typeof query.code === 'string' ? query.code : '';
    const state = typeof query.state === 'string' ? query.state : '';
    const grant = code
      ? await consumeAuthorizationCode(db, code, DEFAULT_CLIENT_ID, absoluteUrl(request, CALLBACK_PATH))
      : undefined;
    const answer = grant ? await issueTokens(app.platform, grant) : undefined;
    if (!answer?.refresh_token) {
      return sendPage(
        reply,
        400,
        page(
          'Sign-in failed',
          `<h1>Sign-in failed</h1><p class="error" role="alert">The sign-in code is missing, expired or already used.</p>
<p><a href="${escapeHtml(safeConsoleTarget(request, state))}">Back to the console</a></p>`,
        ),
      );
    }
    setSessionCookie(reply, answer);
    reply.setCookie(REFRESH_COOKIE, answer.refresh_token, { path: REFRESH_COOKIE_PATH, httpOnly: true, sameSite: 'lax' });
    reply.setCookie(ANTI_FORGERY_COOKIE, randomSecret(), { path: '/', sameSite: 'lax', httpOnly: false });
    if (state === EXTEND_STATE) {
      const nonce = randomBytes(16).toString('base64');
      return sendPage(reply, 200, extendedPage(nonce), nonce);
    }
    return reply.header('Cache-Control', 'no-store').redirect(safeConsoleTarget(request, state), 302);
  });

  app.get('/IDMProv/RefreshTokenServlet', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const refreshToken = request.cookies[REFRESH_COOKIE];
    const grant = await findRefreshToken(db, refreshToken);
    const answer = grant ? await issueTokens(app.platform, grant, refreshToken) : undefined;
    if (!answer) {
      // 489: the console's signal to start a new login.
      return sendFault(reply, 489, 'The session has ended; start a new login');
    }
    setSessionCookie(reply, answer);
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
