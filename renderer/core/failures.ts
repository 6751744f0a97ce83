// The message of a failed call, translated. A definition may name a failure rule (Submit.failure)
// where an area words a call's failures its own way; the rules reach the renderer through its
// registries, and the fault rule is the default.
import { httpErrorMessage, messageText, type ApiMessage } from '../../api/index.ts';
import type { FailureRule } from './registries.ts';

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Network Error / the status-500 text / the fault text, defaulting to 'Error Something went wrong'. */
export const faultRule = (error: unknown): ApiMessage => httpErrorMessage(error).message;

export function failureText(error: unknown, t: Translate, rule: FailureRule = faultRule): string {
  return messageText(rule(error), t);
}
