// Axios errors as the client meets them, for tests of the rules that word failures.
import { AxiosError, AxiosHeaders } from 'axios';

/** An answer with an error status; `data` is its body. */
export function httpError(status: number, data: unknown = '', statusText = ''): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, {}, { status, statusText, data, headers: {}, config });
}

/** No answer at all. */
export const networkError = () => new AxiosError('Network Error', 'ERR_NETWORK', { headers: new AxiosHeaders() }, {});

/** The server's Fault body with its text. */
export const fault = (text: string) => ({ Fault: { Reason: { Text: text } } });
