// What a value widget knows about the whole value it edits, asked by the field's widget name (pure
// and node-safe): what is wrong with it (an approval without approvers, a parameter without id), as
// translation keys, so that a form refuses to save it (renderer/form/validation.ts); and the value
// a new object starts with, so that a create form sends one even when the user leaves the widget
// alone (renderer/form/attributeSchema.ts).
import { approvalProblems, initialApproval, type ApprovalEntity, type ApprovalMode, type ApprovalValue } from '../domain/approval.ts';
import type { WidgetName } from './names.ts';
import { parameterProblems } from '../domain/parameters.ts';

function approvalValueProblems(value: unknown): string[] {
  if (!value || typeof value !== 'object' || typeof (value as ApprovalValue).type !== 'string') return [];
  const approval = value as ApprovalValue;
  return approvalProblems({ ...approval, approvers: Array.isArray(approval.approvers) ? approval.approvers : [] });
}

const checks: Partial<Record<WidgetName, (value: unknown) => string[]>> = {
  approvalEditor: approvalValueProblems,
  parameterList: parameterProblems,
};

/** Whether the widget checks its value itself (and shows each problem where it lies). */
export function checksItsValue(widget: string | undefined): boolean {
  return widget !== undefined && checks[widget as WidgetName] !== undefined;
}

/** The first problem of a widget's value (a translation key), or undefined. */
export function valueProblem(widget: string | undefined, value: unknown): string | undefined {
  return widget ? checks[widget as WidgetName]?.(value)[0] : undefined;
}

const initialValues: Partial<Record<WidgetName, (options: Record<string, unknown>) => unknown>> = {
  approvalEditor: (options) => initialApproval(options.mode as ApprovalMode | undefined, (options.entityType as ApprovalEntity | undefined) ?? 'role'),
};

/** The value a widget's field starts with on a new object, or undefined (none). */
export function initialValue(widget: string | undefined, options: Record<string, unknown> | undefined): unknown {
  return widget ? initialValues[widget as WidgetName]?.(options ?? {}) : undefined;
}
