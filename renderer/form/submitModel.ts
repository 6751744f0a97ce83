// What Save sends and where it goes next (pure): the request body of a submit (its encoder, its
// body template, or the values as they are), the next route filled from the values and the call's
// answer, and the problems of server checks as @rjsf errors under their fields.
import type { ErrorSchema } from '@rjsf/utils';
import type { Encoder, EncoderContext } from '../../api/encoders/codec.ts';
import type { CheckProblem } from '../checks/index.ts';
import { resolveBody, type BindingSources } from '../core/bindings.ts';
import { encoderOf } from '../core/registries.ts';
import { fillRoute } from '../../api/normalize/paths.ts';
import type { RouteLink, Submit } from '../../schemas/types/screen.ts';

/** What an encoder is told besides the values: the attribute descriptions, the route, the loaded object. */
export interface SubmitEncoderContext extends EncoderContext {
  route?: Record<string, string | undefined>;
  object?: unknown;
}

/**
 * The body of the submit call: the encoder's result for the values sent, else the body template
 * (bindings read the sources; 'form' defaults to the values sent), else the values sent.
 */
export function submitBody(
  submit: Pick<Submit, 'encoder' | 'body'>,
  sendable: Record<string, unknown>,
  sources: BindingSources,
  context: SubmitEncoderContext,
  encoders: Readonly<Record<string, Encoder>>,
): unknown {
  if (submit.encoder) return encoderOf(encoders, submit.encoder)(sendable, context);
  if (submit.body) return resolveBody(submit.body, { form: sendable, ...sources });
  return sendable;
}

/** The route opened after success: its params are dot paths into the values and, under 'answer', the call's answer. */
export function nextPath(next: RouteLink, values: Record<string, unknown>, answer: unknown, current: Record<string, string | undefined> = {}): string {
  return fillRoute(next.route, next.params, { ...values, answer }, current);
}

/** Check problems as an @rjsf error schema: each message under its field. */
export function problemErrors(problems: readonly CheckProblem[], t: (key: string, values?: Record<string, string | number>) => string): ErrorSchema {
  const errors: Record<string, { __errors: string[] }> = {};
  for (const problem of problems) (errors[problem.field] ??= { __errors: [] }).__errors.push(t(problem.messageKey, problem.values));
  return errors as ErrorSchema;
}
