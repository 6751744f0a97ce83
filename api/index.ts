// The public surface of the API client. Screens, widgets and the shell import from here only.
export { call, configureApi, extendSession, loadContext, apiRuntime, prefetch } from './client.ts';
export { createCall, createPrefetch, type CallFunction, type PrefetchFunction, type CallOptions, type CallParams, type CallResponse, type CallResponses, type ParamValue } from './call.ts';
export type { CallName, CallDefinition } from './calls/index.ts';
export { buildAuthorizeUrl, buildLogoutUrl, DEFAULT_CONTEXT_NAME, type ContextConfig } from './context.ts';
export {
  SESSION_COOKIE,
  ANTI_FORGERY_COOKIE,
  browserCookieStore,
  clearSessionCookies,
  getCookie,
  readSessionToken,
  type CookieStore,
} from './cookies.ts';
export { SessionEndedError, isSessionEnded, CallDefinitionError } from './errors.ts';
export { createApiRuntime } from './runtime.ts';
export type { ApiOptions, ApiRuntime, SessionHooks } from './runtimeTypes.ts';
export * from './normalize/paging.ts';
export * from './normalize/messages.ts';
export * from './normalize/booleans.ts';
export * from './normalize/locale.ts';
export { createLatestSearch, SEARCH_DEBOUNCE_MS, REQUEST_LIST_DEBOUNCE_MS, type LatestSearch, type LatestSearchOptions } from './search.ts';
