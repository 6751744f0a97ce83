import { buildAuthorizeUrl, type ContextConfig } from '../../api/index.ts';

// Extend session: a re-authentication popup runs the authorization-code flow with prompt=login and
// state "extend"; the callback page posts {type: 'idm-session-extended'} to its opener and closes.
// Then extendSession() (api/) tells which user is now signed in.

export const EXTENDED_MESSAGE_TYPE = 'idm-session-extended';
export const EXTEND_STATE = 'extend';

export function openReauthenticationPopup(context: ContextConfig): Window | null {
  return window.open(buildAuthorizeUrl(context, EXTEND_STATE, { prompt: 'login' }), 'idm-extend-session', 'width=600,height=700');
}

/** Whether a window message is the callback's "extended" notice from our own origin. */
export function isExtendedMessage(event: MessageEvent, origin: string = window.location.origin): boolean {
  return event.origin === origin && (event.data as { type?: unknown } | null)?.type === EXTENDED_MESSAGE_TYPE;
}
