// Runs an action's call on the selected rows (or the page's object): params and body (a template,
// or the encoder's result), the call, then the banner.
// A feedback answer that lists failures or SoD conflicts gives a warning banner naming them.
// Failures the server answered: the action's failure message with the fault text; no answer or
// status 500: the action's error message (or 'Network Error' / the status-500 text).
import { faultText, httpErrorMessage, messageText } from '../../api/index.ts';
import type { Encoder } from '../../api/encoders/codec.ts';
import type { Action } from '../../schemas/types/screen.ts';
import type { DynamicCall, ScreenFeedback } from '../../widgets/environment.tsx';
import { encoderOf } from './registries.ts';
import { resolveBody, resolveParam, resolveParams, type BindingSources } from './bindings.ts';
import { feedbackWarning, readFeedback } from './feedback.ts';
import { downloadRequest, downloadText, saveFile, type SaveFile } from './saveFile.ts';

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** What an action applies to: the selected rows of a list, or the object of a detail page. */
export interface ActionTarget {
  rows: Record<string, unknown>[];
  object?: unknown;
}

export interface ActionContext {
  call: DynamicCall;
  notify(feedback: ScreenFeedback): void;
  t: Translate;
  /** route, user and settings; item and form are added here. */
  sources: BindingSources;
  /** The values of the action's dialog form. */
  form?: Record<string, unknown>;
  /** The encoders the screen is rendered with (its registries). */
  encoders: Readonly<Record<string, Encoder>>;
  /** Saves a download action's answer (default: the browser's download). */
  saveFile?: SaveFile;
}

export interface ActionResult {
  /** success: all done; partial: the call went through but the answer lists failures or conflicts; failed: the call failed. */
  outcome: 'success' | 'partial' | 'failed';
  /** Ids of the items the answer says failed (they stay selected). */
  failedIds: string[];
}

/** The row (or object) that bindings with from 'item' read. */
export const actionItem = (target: ActionTarget): unknown => target.object ?? target.rows[0];

/** The request body: the encoder's result, or the action's body template with its bindings read (and its maps over the rows or a dialog field). */
export function actionBody(action: Action, target: ActionTarget, sources: BindingSources, form?: Record<string, unknown>, encoders: Readonly<Record<string, Encoder>> = {}): unknown {
  if (action.encoder) {
    const data = target.object !== undefined ? [target.object] : target.rows;
    return encoderOf(encoders, action.encoder)(data, { route: sources.route, form, object: target.object });
  }
  const rows = target.object !== undefined ? [target.object] : target.rows;
  return action.body === undefined ? undefined : resolveBody(action.body, { ...sources, item: actionItem(target), form, rows });
}

export async function runAction(action: Action, target: ActionTarget, context: ActionContext): Promise<ActionResult> {
  if (!action.call) return { outcome: 'success', failedIds: [] };
  if (action.eachRow && target.object === undefined && target.rows.length > 1) return runForEachRow(action, target.rows, context);
  const sources: BindingSources = { ...context.sources, item: actionItem(target), form: context.form };
  try {
    const body = actionBody(action, target, context.sources, context.form, context.encoders);
    const download = action.download && downloadRequest(action.download);
    const params = resolveParams(action.params, sources);
    const answer = await (download ? context.call(action.call, params, body, { responseType: download.responseType }) : context.call(action.call, params, body));
    if (action.download && download) {
      const name = String(resolveParam(action.download.name, sources) ?? 'download');
      (context.saveFile ?? saveFile)(downloadText(answer, download.mediaType), `${name}.${action.download.extension}`, download.mediaType);
    }
    const feedback = readFeedback(answer);
    if (feedback?.partial) {
      const failure = action.failureMessageKey ? context.t(action.failureMessageKey) : undefined;
      context.notify({ status: 'warning', message: feedbackWarning(feedback, context.t, failure) });
      return { outcome: 'partial', failedIds: feedback.failed.map((f) => f.id).filter((id) => id !== '') };
    }
    if (action.successMessageKey) context.notify({ status: 200, message: context.t(action.successMessageKey) });
    return { outcome: 'success', failedIds: [] };
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
    return { outcome: 'failed', failedIds: [] };
  }
}

/**
 * An eachRow action on several rows: one call per row (item = that row), one after another, every
 * row tried; one banner at the end, the success message or the first failure's.
 */
async function runForEachRow(action: Action, rows: Record<string, unknown>[], context: ActionContext): Promise<ActionResult> {
  const failures: ScreenFeedback[] = [];
  let partial = false;
  const quiet: ActionContext = { ...context, notify: (feedback) => failures.push(feedback) };
  const single: Action = { ...action, eachRow: false, successMessageKey: undefined };
  for (const row of rows) {
    const result = await runAction(single, { rows: [row] }, quiet);
    partial ||= result.outcome !== 'success';
  }
  const first = failures[0];
  if (first) {
    context.notify(first);
    return { outcome: partial && failures.length < rows.length ? 'partial' : 'failed', failedIds: [] };
  }
  if (action.successMessageKey) context.notify({ status: 200, message: context.t(action.successMessageKey) });
  return { outcome: 'success', failedIds: [] };
}
