// The users area's failure rules (registered as userCreate and userUpdate in ./index.ts): what a
// refused user create or update tells the user. Node-safe.
import { faultMessage, httpErrorMessage, type ApiMessage } from '../../../api/normalize/messages.ts';

/**
 * User create failure: status 500 gives the server-error text, an empty response the network-error
 * text, otherwise the server's Fault text, else 'Error Something went wrong'. The status text
 * ('Bad Request', 'Conflict') is never the reason: it says nothing of what to correct.
 */
export function userCreateFailure(error: unknown): ApiMessage {
  return httpErrorMessage(error).message;
}

/**
 * User and profile update failure: the server's Fault text; 'Network Error' when nothing answered;
 * else 'Error Something went wrong' (never the bare status text, a 500 included).
 */
export function userUpdateFailure(error: unknown): ApiMessage {
  const { status, message } = httpErrorMessage(error);
  return status === 500 ? faultMessage(error) : message;
}
