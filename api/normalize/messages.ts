// Error and failure messages: the fault text (Fault.Reason.Text, else 'Error Something went wrong'),
// network and status-500 failures (an area's own rules, such as the users', build on them). Normalisers return a translation key (and
// params), plus the server's own text where it is shown as is (the Fault reason, a status text).
import { isAxiosError, isCancel } from 'axios';
import { isSessionEnded } from '../errors.ts';

/** Translation keys of the messages the client's normalisers give (English texts word for word from the spec). */
export const API_MESSAGE_KEYS = {
  /** 'Network Error' */
  network: 'api.error.network',
  /** 'Error Something went wrong' (the fault text's default) */
  generic: 'api.error.generic',
  /** 'Some error occured please try again' */
  tryAgain: 'api.error.tryAgain',
  /** 'An error has occurred while processing your request. Please contact the administrator, or click the refresh button and try again' */
  status500: 'api.error.status500',
  /** 'Error fetching items...' */
  fetchItems: 'api.error.fetchItems',
  /** 'User(s) failed to delete' */
  usersDeleteFailed: 'api.error.usersDeleteFailed',
  /** 'We are unable to delete' */
  unableToDelete: 'api.error.unableToDelete',
  /** 'Server error' (the context-load failure's default) */
  contextLoad: 'api.error.contextLoad',
} as const;

/**
 * A message for the user: show `text` when present (the server's own words), otherwise the
 * translation of `key` with `params`.
 */
export interface ApiMessage {
  key: string;
  params?: Record<string, string | number>;
  text?: string;
}

/** What t() of i18next looks like, as far as messageText needs it. */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

export function messageText(message: ApiMessage, t: Translate): string {
  return message.text ?? t(message.key, message.params);
}

/** The HTTP status of a failed request, or -1 when there was no answer (the error feedback kind). */
export const NO_RESPONSE_STATUS = -1;

function responseOf(error: unknown): { status: number; statusText: string; data: unknown } | undefined {
  if (isAxiosError(error)) return error.response ?? undefined;
  return undefined;
}

function nonBlank(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * The server's fault text, from `Fault.Reason.Text` of an answer body, of an axios error's answer,
 * or of an object that carries the body as `error`.
 */
export function faultText(source: unknown): string | undefined {
  const body = responseOf(source)?.data ?? (source as { error?: unknown } | undefined)?.error ?? source;
  const fault = (body as { Fault?: { Reason?: { Text?: unknown } } } | null | undefined)?.Fault;
  return nonBlank(fault?.Reason?.Text);
}

/** The fault text, defaulting to 'Error Something went wrong'. */
export function faultMessage(error: unknown): ApiMessage {
  const text = faultText(error);
  return text ? { key: API_MESSAGE_KEYS.generic, text } : { key: API_MESSAGE_KEYS.generic };
}

/**
 * The second handler: an HTTP error as status plus text. No answer is -1 with 'Network Error';
 * 500 is the status-500 text; otherwise the fault text or its default.
 */
export function httpErrorMessage(error: unknown): { status: number; message: ApiMessage } {
  const response = responseOf(error);
  if (!response || !response.status) return { status: NO_RESPONSE_STATUS, message: { key: API_MESSAGE_KEYS.network } };
  if (response.status === 500) return { status: 500, message: { key: API_MESSAGE_KEYS.status500 } };
  return { status: response.status, message: faultMessage(error) };
}

/**
 * The form field a refusal names: a 4xx Fault text that starts with one of `fields` (compared
 * without case) followed by ':' or a space, as the server words a bad attribute
 * ('TelephoneNumber: "abc" is not a telephone number ...', 'Email is required ...').
 */
export function faultField(error: unknown, fields: readonly string[]): string | undefined {
  const status = responseOf(error)?.status ?? 0;
  if (status < 400 || status >= 500) return undefined;
  const lead = faultText(error)?.match(/^\s*([^\s:]+)(?::|\s)/)?.[1]?.toLowerCase();
  return lead === undefined ? undefined : fields.find((field) => field.toLowerCase() === lead);
}

/** Context-load failure: the error's text, or 'Server error'. */
export function contextLoadFailure(error: unknown): ApiMessage {
  const response = responseOf(error);
  const text = faultText(error) ?? nonBlank(response?.statusText);
  return text ? { key: API_MESSAGE_KEYS.contextLoad, text } : { key: API_MESSAGE_KEYS.contextLoad };
}

/**
 * Failures nobody should see: a superseded search that was aborted, or a request refused because
 * the session has ended and the browser is leaving.
 */
export function isSilentFailure(error: unknown): boolean {
  return isCancel(error) || isSessionEnded(error) || (error instanceof DOMException && error.name === 'AbortError');
}
