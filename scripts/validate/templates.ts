// The checks of body templates that the schema cannot make: which bindings are legal where. A
// 'row' binding reads the entry of a map, so it stands only inside a map's `to`; { "from": "rows" }
// (the rows an action applies to) only in an action's body; in an action's body a 'form' binding
// names a field of the action's dialog, which must have one; in a screen's submit, a field the
// screen declares (any attribute key when the form is built on the server's attribute schema).
import { didYouMean } from './suggest.ts';

type Report = (pointer: string, message: string) => void;
const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

interface Context {
  /** Inside a map's `to`. */
  inMap: boolean;
  /** Inside an action's body: the names of its dialog's fields (null: no dialog). */
  action?: string[] | null;
  /** Inside a screen's submit: the names of the screen's fields. */
  submit?: string[];
}

/** Checks every body template (and parameter) of a screen. */
export function checkScreenTemplates(screen: unknown, report: Report): void {
  const walk = (node: unknown, pointer: string, context: Context) => {
    if (Array.isArray(node)) return node.forEach((item, i) => walk(item, `${pointer}/${i}`, context));
    if (!isObject(node)) return;
    if (typeof node.from === 'string' && 'name' in node && !('map' in node)) return checkBinding(node, pointer, context, report);
    if (isObject(node.map) && 'to' in node) {
      checkSource(node.map, `${pointer}/map`, context, report);
      return walk(node.to, `${pointer}/to`, { ...context, inMap: true });
    }
    // An action (an id and a label, with a call): its body reads its dialog.
    const isAction = typeof node.id === 'string' && typeof node.labelKey === 'string' && !('name' in node) && !('sections' in node);
    for (const [key, value] of Object.entries(node)) {
      const inner = isAction && (key === 'body' || key === 'params') ? { inMap: false, action: isObject(node.form) ? fieldNames(node.form.fields) : null } : context;
      walk(value, `${pointer}/${escape(key)}`, inner);
    }
  };
  if (!isObject(screen)) return;
  for (const [key, value] of Object.entries(screen)) {
    const onSchema = screen.attributeSchema !== undefined;
    if (key === 'parts' && Array.isArray(value)) {
      // A part's submit reads the fields of its own sections.
      value.forEach((part, p) => isObject(part) && walk(part.submit, `/parts/${p}/submit`, { inMap: false, submit: sectionFieldNames(part.sections) }));
      continue;
    }
    const context = key === 'submit' && !onSchema ? { inMap: false, submit: fieldNames(screen.fields) } : { inMap: false };
    walk(value, `/${escape(key)}`, context);
  }
}

function sectionFieldNames(sections: unknown): string[] {
  if (!Array.isArray(sections)) return [];
  return sections.flatMap((section) => (isObject(section) && Array.isArray(section.fields) ? section.fields : [])).map((f) => (typeof f === 'string' ? f : isObject(f) ? f.name : undefined)).filter((n): n is string => typeof n === 'string');
}

function checkBinding(binding: Record<string, unknown>, pointer: string, context: Context, report: Report) {
  if (binding.from === 'row' && !context.inMap) {
    report(`${pointer}/from`, `a 'row' binding reads the entry of a map; use it inside { "map": ..., "to": ... }, or read the first selected row with "from": "item"`);
  }
  if (binding.from === 'form' && context.action !== undefined) checkDialogField(binding.name, `${pointer}/name`, context.action, report);
  if (binding.from === 'form' && context.submit) checkFormField(binding.name, `${pointer}/name`, context.submit, report);
}

function checkSource(source: Record<string, unknown>, pointer: string, context: Context, report: Report) {
  if (source.from === 'rows') {
    if (context.action === undefined) report(`${pointer}/from`, `{ "from": "rows" } maps the rows of an action; here there are none: map a list with { "from": ..., "name": ... }`);
    else if ('name' in source) report(`${pointer}/name`, `{ "from": "rows" } takes no name; remove it`);
    return;
  }
  // An unknown source is the schema's to report.
  if (!['form', 'item', 'route', 'user', 'settings'].includes(String(source.from))) return;
  if (typeof source.name !== 'string') {
    report(pointer, `a map of '${String(source.from)}' needs the name of the list there, e.g. { "from": "form", "name": "roles" }`);
    return;
  }
  if (source.from === 'form' && context.action !== undefined) checkDialogField(source.name, `${pointer}/name`, context.action, report);
  if (source.from === 'form' && context.submit) checkFormField(source.name, `${pointer}/name`, context.submit, report);
}

function checkFormField(name: unknown, pointer: string, fields: string[], report: Report) {
  if (typeof name !== 'string') return;
  const field = name.split('.')[0]!;
  if (!fields.includes(field)) report(pointer, `the form has no field '${field}'${didYouMean(field, fields) || "; declare it in the screen's fields"}`);
}

function checkDialogField(name: unknown, pointer: string, fields: string[] | null, report: Report) {
  if (typeof name !== 'string') return;
  const field = name.split('.')[0]!;
  if (fields === null) report(pointer, `the action has no dialog, so 'form' has no '${field}'; add a "form" with that field, or read the row with "from": "item"`);
  else if (!fields.includes(field)) report(pointer, `the action's dialog has no field '${field}'${didYouMean(field, fields) || '; add it to the dialog\'s fields'}`);
}

function fieldNames(fields: unknown): string[] {
  return Array.isArray(fields) ? fields.filter(isObject).map((f) => f.name).filter((n): n is string => typeof n === 'string') : [];
}
