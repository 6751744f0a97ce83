import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { forbidden, unauthorized } from '../http/fault.ts';
import { DOMAIN_INFO, type Domain } from '../administrators/domains.ts';
import type { Db } from '../store/db.ts';
import { accessTokenProblem } from './grants.ts';
import type { TokenSigner } from './tokens.ts';
import { ANTI_FORGERY_COOKIE, ANTI_FORGERY_HEADER, SESSION_COOKIE } from './cookies.ts';

export const POWERS = ['domainAdmin', 'roleAdmin', 'resourceAdmin', 'sodAdmin', 'teamManager'] as const;
export type Power = (typeof POWERS)[number];

/** The signed-in user of a REST request. */
export interface Principal {
  dn: string;
  username: string;
  /** Looked up per request, so a granted or withdrawn power counts at once (not at token expiry). */
  powers: ReadonlySet<Power>;
  clientId: string;
  /** The access token's id (for revocation). */
  tokenId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authentication hook on every /IDMProv/rest request; null elsewhere. */
    principal: Principal | null;
  }
}

export const REST_PREFIX = '/IDMProv/rest';
const STATE_CHANGING = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

/**
 * Powers needed by whole areas of the REST API, checked before any route of the area runs.
 * /admin is the domain administrator's; /catalog (roles, resources, SoD) any catalog administrator's.
 * A user's powers are the seeded ones and those of their active administrator assignments.
 * Routes may ask for more with {@link requirePower}.
 */
const AREA_POWERS: ReadonlyArray<{ prefix: string; anyOf: readonly Power[]; what: string }> = [
  { prefix: `${REST_PREFIX}/admin/`, anyOf: ['domainAdmin'], what: 'the administration endpoints' },
  {
    prefix: `${REST_PREFIX}/catalog/`,
    anyOf: ['domainAdmin', 'roleAdmin', 'resourceAdmin', 'sodAdmin'],
    what: 'the catalog endpoints',
  },
];

/** Reads `Authorization: bearer <token>`; any case of the scheme. */
function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/**
 * The access token of the browser's HttpOnly session cookie (`<token_type>,<access_token>`), taken
 * only with the anti-forgery header equal to its cookie: another site can make a browser send the
 * cookie, but cannot read the anti-forgery cookie or set the header. The console's script never sees
 * this token; after a refresh it sends the new one as a bearer header, which wins over the cookie.
 */
function sessionCookieToken(request: FastifyRequest): string | undefined {
  const value = request.cookies[SESSION_COOKIE];
  if (!value || !antiForgeryHeld(request)) return undefined;
  const match = /^bearer,(\S+)$/i.exec(value);
  return match?.[1];
}

/** Whether the request carries the anti-forgery header equal to its cookie. */
function antiForgeryHeld(request: FastifyRequest): boolean {
  const cookie = request.cookies[ANTI_FORGERY_COOKIE];
  const header = request.headers[ANTI_FORGERY_HEADER];
  return Boolean(cookie) && typeof header === 'string' && header === cookie;
}

/** The request's access token: a bearer header, else the session cookie with the anti-forgery header. */
export function requestToken(request: FastifyRequest): string | undefined {
  return bearerToken(request) ?? sessionCookieToken(request);
}

/**
 * A team manager is whoever manages a team now (the teams store), never a stored flag: made
 * manager of a team, a user gets the team pages and the Teams menu entry at their next request;
 * taken off the last one, they lose them.
 */
async function managesATeam(db: Db, dn: string): Promise<boolean> {
  return (await db.get('SELECT 1 FROM team_managers WHERE user_dn = ? COLLATE NOCASE LIMIT 1', [dn])) !== undefined;
}

export async function loadPrincipalUser(
  db: Db,
  dn: string,
): Promise<{ dn: string; username: string; powers: Set<Power> } | undefined> {
  const user = await db.get<{ dn: string; username: string; disabled: number }>(
    'SELECT dn, username, disabled FROM users WHERE dn = ?',
    [dn],
  );
  if (!user || user.disabled) return undefined;
  const rows = await db.all<{ power: Power }>('SELECT power FROM user_powers WHERE user_dn = ?', [dn]);
  const powers = new Set<Power>(rows.map((row) => row.power).filter((power) => power !== 'teamManager'));
  if (await managesATeam(db, user.dn)) powers.add('teamManager');
  for (const domain of await activeAdminDomains(db, dn)) for (const power of DOMAIN_INFO[domain].powers) powers.add(power);
  return { dn: user.dn, username: user.username, powers };
}

/** The domains the user is an administrator of now by an assignment (effective, not expired). */
async function activeAdminDomains(db: Db, dn: string): Promise<Domain[]> {
  const now = Date.now();
  const rows = await db.all<{ domain: Domain }>(
    'SELECT domain FROM admin_assignments WHERE assignee_dn = ? AND effective_date <= ? AND (expiration_date IS NULL OR expiration_date > ?)',
    [dn, now, now],
  );
  return rows.map((row) => row.domain);
}

/** Verifies an access token and loads its user: the principal, or a 401 fault. */
export async function authenticate(db: Db, signer: TokenSigner, token: string | undefined): Promise<Principal> {
  if (!token) {
    throw unauthorized(
      'An access token is required: send the header "Authorization: bearer <access_token>", or the session cookie with the anti-forgery header',
    );
  }
  const check = await signer.verify(token);
  if (!check.ok) {
    throw unauthorized(check.reason === 'expired' ? 'The access token has expired' : 'The access token is not valid');
  }
  const problem = await accessTokenProblem(db, check.claims);
  if (problem) throw unauthorized(problem);
  const user = await loadPrincipalUser(db, check.claims.sub);
  if (!user) throw unauthorized('The user of the access token no longer exists or is disabled');
  return { ...user, clientId: check.claims.clientId, tokenId: check.claims.jti };
}

/**
 * The anti-forgery rule: a state-changing request that carries the browser's session cookie must
 * also carry the header netiq_idm_rbpm_acsrf equal to the netiq_idm_rbpm_acsrf cookie. A request with
 * only a bearer token (an API client such as curl) cannot be forged by another site and needs none.
 */
function checkAntiForgery(request: FastifyRequest): void {
  if (!STATE_CHANGING.has(request.method)) return;
  if (request.cookies[SESSION_COOKIE] === undefined) return;
  if (!antiForgeryHeld(request)) {
    throw forbidden(
      'The anti-forgery header netiq_idm_rbpm_acsrf is missing or does not match its cookie; reload the console and try again',
    );
  }
}

/**
 * The path that decides which rules apply: the matched route's pattern, never the raw URL, which
 * may percent-encode characters ('/IDMProv/%72est/%61dmin/...') that the router decodes.
 */
function routePath(request: FastifyRequest): string {
  if (request.routeOptions.url) return request.routeOptions.url;
  const raw = request.url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The reads inside those areas that every signed-in user may make, each with why. Writes are
 * never open: saving a display setting stays the domain administrator's.
 */
const OPEN_READS: ReadonlySet<string> = new Set([
  // Anyone may ask which delegated-administrator rights they hold themselves.
  `${REST_PREFIX}/admin/permission/rights`,
  // The general display settings size every list of the console, read for every user at start.
  `${REST_PREFIX}/admin/display/settings/general`,
  // The task and request display settings open the task list and the request history of every user.
  `${REST_PREFIX}/admin/display/settings/task`,
  `${REST_PREFIX}/admin/display/settings/request`,
]);

function checkAreaPowers(method: string, path: string, principal: Principal): void {
  if (method === 'GET' && OPEN_READS.has(path)) return;
  for (const area of AREA_POWERS) {
    if (path.startsWith(area.prefix) && !area.anyOf.some((power) => principal.powers.has(power))) {
      throw forbidden(`User ${principal.username} is not authorized for ${area.what}`);
    }
  }
}

/** Installs the authentication hook for /IDMProv/rest/*: sets request.principal or answers 401/403. */
export function installAuthentication(app: FastifyInstance, db: Db, signer: TokenSigner): void {
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    const path = routePath(request);
    if (!path.startsWith(`${REST_PREFIX}/`)) return;
    const principal = await authenticate(db, signer, requestToken(request));
    checkAntiForgery(request);
    checkAreaPowers(request.method, path, principal);
    request.principal = principal;
  });
}

/** The principal of a REST request (the hook guarantees one under /IDMProv/rest). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized('Sign in first: this operation needs an access token');
  return request.principal;
}

/**
 * A preHandler that answers 403 unless the signed-in user has at least one of the powers.
 * Usage: `app.post('/access/users', { preHandler: requirePower('domainAdmin') }, handler)`.
 */
export function requirePower(...anyOf: Power[]): preHandlerAsyncHookHandler {
  return async (request) => {
    const principal = principalOf(request);
    if (!anyOf.some((power) => principal.powers.has(power))) {
      throw forbidden(`User ${principal.username} does not have the right for this operation (needs ${anyOf.join(' or ')})`);
    }
  };
}
