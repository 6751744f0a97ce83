// What a widget knows to be wrong with the whole value it edits (an approval without approvers),
// as translation keys, so that a form refuses to save it. Pure and node-safe: the form's
// validation (renderer/form/validation.ts) asks here by the field's widget name.
import { approvalProblems, type ApprovalValue } from './approvalEditor/approvalModel.ts';
import type { WidgetName } from './names.ts';

function approvalValueProblems(value: unknown): string[] {
  if (!value || typeof value !== 'object' || typeof (value as ApprovalValue).type !== 'string') return [];
  const approval = value as ApprovalValue;
  return approvalProblems({ ...approval, approvers: Array.isArray(approval.approvers) ? approval.approvers : [] });
}

const checks: Partial<Record<WidgetName, (value: unknown) => string[]>> = {
  approvalEditor: approvalValueProblems,
};

/** The first problem of a widget's value (a translation key), or undefined. */
export function valueProblem(widget: string | undefined, value: unknown): string | undefined {
  return widget ? checks[widget as WidgetName]?.(value)[0] : undefined;
}
