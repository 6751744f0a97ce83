// The message of a failed call, translated. A definition may name a failure rule (Submit.failure)
// where the spec words a call's failures its own way (user create and update).
import { httpErrorMessage, messageText, userCreateFailure, userUpdateFailure, type ApiMessage } from '../../api/index.ts';

export type Translate = (key: string, values?: Record<string, string | number>) => string;

export const failureRules = {
  /** Network Error / the status-500 text / the fault text, defaulting to 'Error Something went wrong'. */
  fault: (error: unknown): ApiMessage => httpErrorMessage(error).message,
  /** console-data.md section 8, user create. */
  userCreate: userCreateFailure,
  /** console-data.md section 8, user and profile update. */
  userUpdate: userUpdateFailure,
} satisfies Record<string, (error: unknown) => ApiMessage>;

export type FailureRuleName = keyof typeof failureRules;

export function failureText(error: unknown, t: Translate, rule: FailureRuleName = 'fault'): string {
  return messageText(failureRules[rule](error), t);
}
