// Conditions of a definition (a field's visibleWhen and enabledWhen, an action's): comparisons of
// one value (a form field, or a binding: route, settings, user, item, page, form) combined with and / or
// / not. One pure evaluator, so that the renderer and the tests agree on what a condition means.
import type { Condition, ConditionComparison } from '../../schemas/types/screen.ts';
import { getPath } from '../../api/normalize/paths.ts';
import type { BindingSources } from './bindings.ts';

/** The comparison operators; a comparison names exactly one. */
export const COMPARISON_OPERATORS = ['equals', 'notEquals', 'in', 'exists', 'gt', 'lt'] as const;

/** The value a comparison reads: a form field by `field`, or a binding by `from` and `name`. */
export function comparedValue(comparison: ConditionComparison, sources: BindingSources): unknown {
  if (comparison.field !== undefined) return getPath(sources.form, comparison.field);
  if (!comparison.from || comparison.name === undefined) return undefined;
  return getPath(sources[comparison.from], comparison.name);
}

// Values compare as JSON, an absent value as null: { "equals": false } does not hold for a value
// never set, { "equals": null } does.
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const isPresent = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
const asNumber = (value: unknown) => (typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN);

function compare(comparison: ConditionComparison, value: unknown): boolean {
  if ('equals' in comparison) return same(value, comparison.equals);
  if ('notEquals' in comparison) return !same(value, comparison.notEquals);
  if (comparison.in !== undefined) return comparison.in.some((candidate) => same(value, candidate));
  if (comparison.exists !== undefined) return isPresent(value) === comparison.exists;
  // gt and lt hold only for numbers (or numeric strings): a blank never counts as 0.
  const number = asNumber(value);
  if (comparison.gt !== undefined) return number > comparison.gt;
  if (comparison.lt !== undefined) return number < comparison.lt;
  return false;
}

/** Whether the condition holds; no condition always holds. */
export function holds(condition: Condition | undefined, sources: BindingSources): boolean {
  if (!condition) return true;
  if ('and' in condition) return condition.and.every((part) => holds(part, sources));
  if ('or' in condition) return condition.or.some((part) => holds(part, sources));
  if ('not' in condition) return !holds(condition.not, sources);
  return compare(condition, comparedValue(condition, sources));
}
