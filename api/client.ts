// The console's one API client. The shell calls loadContext() at start, then configureApi() with
// its own session behaviours if it wants to replace the browser defaults.
import { createCall, createPrefetch, type CallFunction, type PrefetchFunction } from './call.ts';
import { shellCallDefinition } from './calls/lookup.ts';
import { DEFAULT_CONTEXT_NAME, parseContextConfig, type ContextConfig } from './context.ts';
import { createApiRuntime } from './runtime.ts';
import type { ApiOptions, ApiRuntime } from './runtimeTypes.ts';
import { createSharedReads } from './sharedReads.ts';

export const apiRuntime: ApiRuntime = createApiRuntime();

/** Sets the context, the session behaviours (onSignOut, onLoginRequired, showPasswordChange), and in tests the origin and cookie store. */
export function configureApi(options: Partial<ApiOptions>): void {
  apiRuntime.configure(options);
}

const sharedReads = createSharedReads();

/** Calls a named call of the catalogue; resolves with the answer's data. */
export const call: CallFunction = createCall(apiRuntime, sharedReads);

/** Asks a read ahead of time (the shell's start); the first call() of the same read takes its answer. */
export const prefetch: PrefetchFunction = createPrefetch(apiRuntime, sharedReads);

/**
 * Reads the context servlet (under the default context IDMProv), checks the answer and makes its
 * context the client's base. Rejects with the request's error when the servlet fails.
 */
export async function loadContext(runtime: ApiRuntime = apiRuntime): Promise<ContextConfig> {
  const response = await runtime.http.request({
    method: 'GET',
    baseURL: `${runtime.options.origin}/${DEFAULT_CONTEXT_NAME}`,
    url: shellCallDefinition('context.load').path,
    idmSession: { bypassSession: true },
  });
  const context = parseContextConfig(response.data);
  runtime.configure({ context });
  return context;
}

/**
 * After re-authentication (Extend session): the signed-in user's name as the server sees it now.
 * The shell compares it with the name it had; a different user means remove the session cookie and reload.
 */
export async function extendSession(callFn: CallFunction = call): Promise<string> {
  const name = await callFn('session.extend', {}, undefined, { responseType: 'text', withCredentials: true });
  return String(name).trim();
}
