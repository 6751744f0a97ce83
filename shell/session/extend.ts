import type { AppContext } from '../bootstrap/types.ts';

// Extend session: a re-authentication popup runs the authorization-code flow with prompt=login and
// state "extend"; the callback page posts {type: 'idm-session-extended'} to its opener and closes.
// Then the extend-session URL tells which user is now signed in.

export const EXTENDED_MESSAGE_TYPE = 'idm-session-extended';

export function reauthenticationUrl(context: AppContext, location: Location = window.location): string {
  const authorize = new URL(context.Authorize || '/osp/a/idm/auth/oauth2/auth', location.origin);
  authorize.searchParams.set('redirect_uri', context.RRARedirectUrl || `${location.origin}/IDMProv/oauth`);
  authorize.searchParams.set('client_id', context.RRAClientID || 'rbpmrest');
  authorize.searchParams.set('response_type', 'code');
  authorize.searchParams.set('state', 'extend');
  authorize.searchParams.set('prompt', 'login');
  return authorize.href;
}

export function openReauthenticationPopup(context: AppContext): Window | null {
  return window.open(reauthenticationUrl(context), 'idm-extend-session', 'width=600,height=700');
}

/** Whether a window message is the callback's "extended" notice from our own origin. */
export function isExtendedMessage(event: MessageEvent, origin: string = window.location.origin): boolean {
  return event.origin === origin && (event.data as { type?: unknown } | null)?.type === EXTENDED_MESSAGE_TYPE;
}

/** The signed-in user's name, from the extend-session URL (text, with credentials). */
export async function fetchSessionUserName(context: AppContext): Promise<string> {
  const url = context.extendSession || `${window.location.origin}/IDMProv/extendSession`;
  const response = await fetch(url, { credentials: 'include', cache: 'no-store' });
  if (!response.ok) throw new Error(`extendSession: HTTP ${response.status}`);
  return (await response.text()).trim();
}
