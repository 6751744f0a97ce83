// The checks of visibleWhen and enabledWhen conditions that the schema cannot make: a comparison
// reads one value (a form field by `field`, or a binding by `from` and `name`) with exactly one
// operator, and a `field` names a field of the same form or dialog. An action has no form values of
// its own, so its conditions read bindings only; the page's object (`"from": "page"`) exists only
// on a detail page.
import { didYouMean } from './suggest.ts';

const OPERATORS = ['equals', 'notEquals', 'in', 'exists', 'gt', 'lt'];
const CONDITION_KEYS = ['visibleWhen', 'enabledWhen'];

type Report = (pointer: string, message: string) => void;
const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * Checks one condition. `fields`: the names a `field` may take (undefined: any, on a form built on
 * the server's attribute schema; null: none, on an action).
 */
export function checkCondition(condition: unknown, pointer: string, fields: readonly string[] | null | undefined, report: Report, onDetailPage = true): void {
  if (!isObject(condition)) return;
  if (Array.isArray(condition.and) || Array.isArray(condition.or)) {
    const key = Array.isArray(condition.and) ? 'and' : 'or';
    (condition[key] as unknown[]).forEach((part, i) => checkCondition(part, `${pointer}/${key}/${i}`, fields, report, onDetailPage));
    return;
  }
  if (isObject(condition.not)) return checkCondition(condition.not, `${pointer}/not`, fields, report, onDetailPage);
  if (condition.from === 'page' && !onDetailPage) report(`${pointer}/from`, `only a detail page has a page's object; read the row or object with "from": "item"`);
  const operators = OPERATORS.filter((o) => o in condition);
  if (operators.length !== 1) {
    const found = operators.length === 0 ? 'no operator' : `${operators.length} operators (${operators.join(', ')})`;
    report(pointer, `a comparison takes exactly one operator of ${OPERATORS.join(', ')}, found ${found}; combine several with { "and": [...] }`);
  }
  const byField = typeof condition.field === 'string';
  const byBinding = typeof condition.from === 'string' || typeof condition.name === 'string';
  if (byField === byBinding || (byBinding && (typeof condition.from !== 'string' || typeof condition.name !== 'string'))) {
    report(pointer, 'a comparison reads either a form field ("field": "...") or a binding ("from" and "name"); give one of the two, whole');
    return;
  }
  if (!byField || fields === undefined) return;
  const name = condition.field as string;
  if (fields === null) report(`${pointer}/field`, `an action's condition has no form values to read; read the page's object with { "from": "item", "name": "${name}" }`);
  else if (!fields.includes(name)) report(`${pointer}/field`, `unknown field '${name}' in the condition${didYouMean(name, fields) || '; name a field of the same form or dialog'}`);
}

/**
 * Finds every condition in a screen and checks it: a field's against the fields of its list (the
 * screen's fields, a dialog's, or a section's declared in place), an action's against none.
 */
export function checkScreenConditions(screen: unknown, report: Report): void {
  if (!isObject(screen)) return;
  const walk = (node: unknown, pointer: string, fields: readonly string[] | null | undefined) => {
    if (Array.isArray(node)) return node.forEach((item, i) => walk(item, `${pointer}/${i}`, fields));
    if (!isObject(node)) return;
    // An action has an id and a label; a field has a name, a tab sections.
    const isAction = typeof node.id === 'string' && typeof node.labelKey === 'string' && !('name' in node) && !('sections' in node);
    const own = isAction ? null : fields;
    for (const key of CONDITION_KEYS) if (key in node) checkCondition(node[key], `${pointer}/${key}`, own, report, screen.kind === 'detail');
    for (const [key, value] of Object.entries(node)) {
      if (CONDITION_KEYS.includes(key)) continue;
      // A dialog's fields see only the dialog; a section's fields declared in place join the screen's.
      const inner = key === 'form' && isObject(value) ? fieldNames(value.fields) : key === 'fields' && Array.isArray(value) && fields ? [...fields, ...fieldNames(value)] : fields;
      walk(value, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, inner);
    }
  };
  // On a form built on the server's attribute schema any attribute key may be compared.
  walk(screen, '', screen.attributeSchema !== undefined ? undefined : fieldNames(screen.fields));
}

function fieldNames(fields: unknown): string[] {
  return Array.isArray(fields) ? fields.map((f) => (typeof f === 'string' ? f : isObject(f) ? f.name : undefined)).filter((n): n is string => typeof n === 'string') : [];
}
