// Runs an action's call on the selected rows (or the page's object): encoder, call, banner.
// Failures the server answered: the action's failure message with the fault text; no answer or
// status 500: the action's error message (or 'Network Error' / the status-500 text).
import { faultText, httpErrorMessage, messageText } from '../../api/index.ts';
import { encoders } from '../../api/encoders/index.ts';
import type { Action } from '../types/screen.ts';
import type { DynamicCall, RendererFeedback } from './environment.tsx';
import { resolveParams, type BindingSources } from './bindings.ts';

export type Translate = (key: string, values?: Record<string, string | number>) => string;

export async function runAction(
  action: Action,
  target: unknown,
  context: { call: DynamicCall; notify(feedback: RendererFeedback): void; t: Translate; sources: BindingSources },
): Promise<boolean> {
  if (!action.call) return true;
  const body = action.encoder ? encoders[action.encoder](target, {}) : undefined;
  try {
    await context.call(action.call, resolveParams(action.params, { ...context.sources, item: target }), body);
    if (action.successMessageKey) context.notify({ status: 200, message: context.t(action.successMessageKey) });
    return true;
  } catch (error) {
    const fault = faultText(error);
    const { status, message } = httpErrorMessage(error);
    const answered = status > 0 && status !== 500;
    const failure = action.failureMessageKey ? context.t(action.failureMessageKey) : undefined;
    let text: string;
    if (answered && fault) text = failure ? `${failure}: ${fault}` : fault;
    else if (answered && failure) text = failure;
    else text = action.errorMessageKey ? context.t(action.errorMessageKey) : messageText(message, context.t);
    context.notify({ status, message: text });
    return false;
  }
}
