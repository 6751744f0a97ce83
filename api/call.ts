// call(name, params, body, options): the one way screens, widgets and the shell reach the server.
// The catalogue entry says method, path, query parameters (with defaults), body kind and paging style.
import type { AxiosRequestConfig, ResponseType } from 'axios';
import type { CallDefinition, CallName, CatalogueEntry } from './calls/index.ts';
import { callDefinition } from './calls/lookup.ts';
import type { pathParams } from './calls/pathParams.ts';
import type { ContextConfig } from './context.ts';
import { CallDefinitionError } from './errors.ts';
import { normalizePagingFields, type PagingStyle } from './normalize/paging.ts';
import type { ApiRuntime } from './runtimeTypes.ts';
import { createSharedReads, type Send, type SharedReads } from './sharedReads.ts';

type QueryNames<N extends CallName> = CatalogueEntry<N> extends { query: infer Q } ? keyof Q & string : never;
type PathNames<N extends CallName> = N extends keyof typeof pathParams ? (typeof pathParams)[N][number] : never;

export type ParamValue = string | number | boolean | readonly (string | number | boolean)[] | null | undefined;

/** The parameters a call accepts: its query parameters and path segments. Any other name fails tsc. */
export type CallParams<N extends CallName> = [QueryNames<N> | PathNames<N>] extends [never]
  ? Record<string, never>
  : { [K in QueryNames<N> | PathNames<N>]?: ParamValue };

/**
 * Answer types of calls, by name. Extend it where an answer's shape is known:
 * `declare module '../api/call.ts' { interface CallResponses { 'users.list': UsersPage } }`.
 */
export interface CallResponses {
  'context.load': ContextConfig;
  'session.refresh': { token_type: string; access_token: string };
  'session.extend': string;
}

export type CallResponse<N extends CallName> = N extends keyof CallResponses ? CallResponses[N] : unknown;

export interface CallOptions {
  /** Aborts the request (a superseded search, a closed screen). */
  signal?: AbortSignal;
  responseType?: ResponseType;
  withCredentials?: boolean;
  timeoutMs?: number;
}

export type CallFunction = <N extends CallName>(
  name: N,
  params?: CallParams<N>,
  body?: unknown,
  options?: CallOptions,
) => Promise<CallResponse<N>>;

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

function isMissing(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;
}

/** Query string with arrays repeated once per value (?type=ROLE&type=RESOURCE). */
export function serializeQuery(values: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`);
    }
  }
  return parts.join('&');
}

/**
 * The axios request of a named call from its catalogue definition (undefined: an unknown name);
 * throws CallDefinitionError before anything is sent.
 */
export function buildCallRequest(name: string, definition: CallDefinition | undefined, params: Record<string, unknown> = {}, body?: unknown, options: CallOptions = {}): AxiosRequestConfig {
  if (!definition) throw new CallDefinitionError(`Unknown call '${name}'`);
  const given: Record<string, unknown> = { ...params };

  const path = definition.path.replace(/\{([^}]+)\}/g, (_match, key: string) => {
    const value = given[key];
    if (isMissing(value)) throw new CallDefinitionError(`Call '${name}' needs the path parameter '${key}'`);
    delete given[key];
    return encodeURIComponent(String(value));
  });

  const declared = definition.query ?? {};
  // A list sends its page size as `size`; a call that names it `pageSize` (logging) gets it so.
  if ('size' in given && !('size' in declared) && 'pageSize' in declared) {
    given.pageSize = given.size;
    delete given.size;
  }
  for (const key of Object.keys(given)) {
    if (!(key in declared)) throw new CallDefinitionError(`Call '${name}' has no parameter '${key}'`);
  }
  const paging = (definition.paging ?? 'none') as PagingStyle;
  const values: Record<string, unknown> = {};
  for (const [key, parameter] of Object.entries(declared)) {
    const value = given[key] !== undefined ? given[key] : parameter.default;
    if (parameter.required && isMissing(value)) throw new CallDefinitionError(`Call '${name}' needs the parameter '${key}'`);
    if (value !== undefined && value !== null) values[key] = value;
  }
  const query = serializeQuery(normalizePagingFields(values, paging));

  const request: AxiosRequestConfig = {
    method: definition.method,
    url: query ? `${path}?${query}` : path,
    signal: options.signal,
    responseType: options.responseType,
    withCredentials: options.withCredentials,
    timeout: options.timeoutMs,
  };

  const bodyKind = definition.body ?? (definition.method === 'GET' ? 'none' : 'json');
  if (bodyKind === 'none') {
    if (body !== undefined) throw new CallDefinitionError(`Call '${name}' takes no body`);
  } else if (bodyKind === 'text') {
    request.data = String(body ?? '');
    request.headers = { 'Content-Type': 'text/plain' };
  } else if (bodyKind === 'form') {
    request.data = new URLSearchParams(Object.entries(isPlainObject(body) ? body : {}).map(([k, v]) => [k, String(v)]));
    request.headers = { 'Content-Type': 'application/x-www-form-urlencoded' };
  } else if (body !== undefined) {
    request.data = isPlainObject(body) ? normalizePagingFields(body, paging) : body;
  } else if (BODY_METHODS.has(definition.method)) {
    // "An empty body" is an empty JSON object: servers refuse a JSON content type with no body.
    request.data = {};
  }
  return request;
}

/** Sends a built request through the client (its interceptors) with the given signal. */
const sendWith = (runtime: ApiRuntime): Send => async (request, signal) => (await runtime.http.request({ ...request, signal })).data;

/** A call() bound to one API client; the same GET asked while it is in flight shares its answer (sharedReads.ts). */
export function createCall(runtime: ApiRuntime, shared: SharedReads = createSharedReads()): CallFunction {
  const send = sendWith(runtime);
  return async (name, params, body, options) => {
    const definition = await callDefinition(name);
    return shared.run(buildCallRequest(name, definition, params as Record<string, unknown> | undefined, body, options), options?.signal, send) as never;
  };
}

/** Starts a read now (a GET, or a POST that only reads) and keeps its answer for the first call() that asks the same. */
export type PrefetchFunction = <N extends CallName>(name: N, params?: CallParams<N>, body?: unknown) => void;

/** prefetch() for the calls of createCall(runtime, shared). */
export function createPrefetch(runtime: ApiRuntime, shared: SharedReads): PrefetchFunction {
  const send = sendWith(runtime);
  return (name, params, body) => {
    void callDefinition(name).then(
      (definition) => shared.prefetch(buildCallRequest(name, definition, params as Record<string, unknown> | undefined, body), send),
      () => undefined,
    );
  };
}
