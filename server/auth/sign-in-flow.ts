import type { FastifyReply, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { CALLBACK_PATH } from './clients.ts';
import { randomSecret, secretHash } from './tokens.ts';

// The browser sign-in as the console's OAuth client runs it (authorization code with PKCE, RFC 7636
// and the OAuth Security BCP): the flow starts here, on the client's side, which makes a random
// `state` and a PKCE code verifier and keeps them in a short-lived HttpOnly cookie of this browser.
// The callback accepts only a `state` whose hash that cookie holds (another browser's code, pushed
// into this one, is refused: login CSRF) and exchanges the code with the verifier.

const FLOW_COOKIE_PREFIX = 'idm_oauth_flow_';
/** Seconds a started sign-in may take. */
export const FLOW_LIFETIME = 600;

export interface SignInFlow {
  state: string;
  codeVerifier: string;
  /** Where the console wants to be after the sign-in (a console path, or "extend" for the popup). */
  target: string;
}

/** One cookie per started flow (two tabs may sign in at once), named by the start of the state's hash. */
const cookieName = (stateHash: string) => `${FLOW_COOKIE_PREFIX}${stateHash.slice(0, 16)}`;
const cookieOptions = { path: CALLBACK_PATH, httpOnly: true, sameSite: 'lax' as const };

/** Starts a flow: remembers state hash, verifier and target in this browser. */
export function startFlow(reply: FastifyReply, target: string): SignInFlow {
  const flow = { state: randomSecret(), codeVerifier: randomSecret(), target };
  const stateHash = secretHash(flow.state);
  const value = [stateHash, flow.codeVerifier, Buffer.from(target).toString('base64url')].join('.');
  reply.setCookie(cookieName(stateHash), value, { ...cookieOptions, maxAge: FLOW_LIFETIME });
  return flow;
}

/** The flow that this browser started with `state`, or undefined; its cookie is cleared (used once). */
export function takeFlow(request: FastifyRequest, reply: FastifyReply, state: string): SignInFlow | undefined {
  if (!state) return undefined;
  const stateHash = secretHash(state);
  const name = cookieName(stateHash);
  const value = request.cookies[name];
  if (!value) return undefined;
  reply.clearCookie(name, cookieOptions);
  const [storedHash = '', codeVerifier = '', target = ''] = value.split('.');
  const same = storedHash.length === stateHash.length && timingSafeEqual(Buffer.from(storedHash), Buffer.from(stateHash));
  if (!same || !codeVerifier) return undefined;
  return { state, codeVerifier, target: Buffer.from(target, 'base64url').toString('utf8') };
}
