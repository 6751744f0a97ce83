// The application context as the context servlet describes it, and the URLs built from it.

/** The answer of GET /IDMProv/context/LoadContextConfigServlet. */
export interface ContextConfig {
  /** The application context, e.g. "IDMProv": the base of every REST path. */
  context: string;
  /** Absolute URL of the authorization server's /oauth2/auth endpoint. */
  Authorize: string;
  /** Absolute URL of the authorization server's logout page. */
  Logout: string;
  RRAClientID: string;
  /** Absolute URL of the code-flow callback (/IDMProv/oauth). */
  RRARedirectUrl: string;
  ProvisionRoot?: string;
  SSPRRedirectUrl?: string;
  /** Session timeout in seconds. */
  sessionTimeOut: number;
  /** Absolute URL of /IDMProv/extendSession. */
  extendSession?: string;
  applicationDomain?: string;
}

/** Used until the context servlet has answered, and to reach the servlet itself. */
export const DEFAULT_CONTEXT_NAME = 'IDMProv';
export const DEFAULT_SESSION_TIMEOUT_SECONDS = 1800;

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Checks the servlet's answer and types it. Authorize and Logout must be absolute http(s) URLs:
 * the console sends the browser there, so nothing else may slip in.
 */
export function parseContextConfig(raw: unknown): ContextConfig {
  if (!raw || typeof raw !== 'object') throw new Error('The context servlet answered no object');
  const data = raw as Record<string, unknown>;
  for (const key of ['Authorize', 'Logout', 'RRARedirectUrl'] as const) {
    if (!isHttpUrl(data[key])) throw new Error(`The context servlet answered no valid ${key} URL`);
  }
  const timeout = Number(data.sessionTimeOut);
  const optionalString = (key: string) => (typeof data[key] === 'string' ? data[key] : undefined);
  return {
    context: typeof data.context === 'string' && data.context.trim() ? data.context.trim().replace(/^\/+|\/+$/g, '') : DEFAULT_CONTEXT_NAME,
    Authorize: data.Authorize as string,
    Logout: data.Logout as string,
    RRAClientID: typeof data.RRAClientID === 'string' ? data.RRAClientID : 'rbpmrest',
    RRARedirectUrl: data.RRARedirectUrl as string,
    ProvisionRoot: optionalString('ProvisionRoot'),
    SSPRRedirectUrl: optionalString('SSPRRedirectUrl'),
    sessionTimeOut: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_SESSION_TIMEOUT_SECONDS,
    extendSession: optionalString('extendSession'),
    applicationDomain: optionalString('applicationDomain'),
  };
}

/**
 * Where the browser goes to sign in: the start point beside the OAuth callback (RRARedirectUrl),
 * which makes the flow's state and PKCE verifier, keeps them in an HttpOnly cookie of this browser
 * and goes on to the authorization server; the sign-in comes back to `returnPath` (a console path
 * such as "/idmdash/#/tasks"). `prompt: 'login'` forces re-authentication (Extend session popup,
 * with returnPath "extend").
 */
export function buildAuthorizeUrl(context: ContextConfig, returnPath: string, options: { prompt?: 'login' } = {}): string {
  const enc = encodeURIComponent;
  const prompt = options.prompt ? `&prompt=${enc(options.prompt)}` : '';
  return `${context.RRARedirectUrl}/start?target=${enc(returnPath)}${prompt}`;
}

/** Where the browser goes to sign out; the logout page comes back to `target` (the console URL). */
export function buildLogoutUrl(context: ContextConfig, target: string): string {
  return `${context.Logout}?target=${encodeURIComponent(target)}`;
}
