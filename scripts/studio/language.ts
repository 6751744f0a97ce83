// The studio editor's knowledge of the screen language, as pure functions over schemas/: hover help
// (a property's description from screen.schema.json or the widget's options schema; for a value,
// the call's description and route, the translation key's English text, the icon, the widget, the
// enum) and completion (the properties an object may have here, the values a string may take:
// call names, translation keys, icons, widgets, enum values). The place in the text is found with
// jsonc-parser; the schema is walked along that JSON path, following $ref, allOf/oneOf/anyOf (a
// oneOf branch whose constant property, e.g. "kind", disagrees with the text is left out) and, under
// "options", the schema of the sibling "widget".
import fs from 'node:fs';
import path from 'node:path';
import { findNodeAtLocation, getLocation, getNodeValue, parseTree, type JSONPath, type Node } from 'jsonc-parser';
import { ICON_NAMES } from '../../domain/registryNames.ts';

type Schema = {
  $ref?: string;
  description?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  'x-registry'?: string;
  'x-translation-key'?: boolean;
  definitions?: Record<string, Schema>;
};

interface Call {
  description?: string;
  method?: string;
  path?: string;
  contract?: string;
}

export interface Language {
  screen: Schema;
  widgets: Record<string, Schema>;
  calls: Record<string, Call>;
  /** English texts (public/locales/en.json). */
  english: Record<string, string>;
  icons: readonly string[];
}

export interface CompletionItem {
  label: string;
  /** 'property' for a key, else the kind of value ('call', 'key', 'icon', 'widget', 'enum'). */
  type: string;
  detail?: string;
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

/** The schemas, the call catalogue and the English texts of a checkout. */
export function loadLanguage(root: string): Language {
  const widgetDir = path.join(root, 'schemas', 'widgets');
  const widgets = Object.fromEntries(fs.readdirSync(widgetDir).filter((n) => n.endsWith('.schema.json')).map((n) => [n.replace('.schema.json', ''), readJson<Schema>(path.join(widgetDir, n))]));
  const callDir = path.join(root, 'api', 'calls');
  const calls = Object.assign({}, ...fs.readdirSync(callDir).filter((n) => n.endsWith('.json')).map((n) => readJson<{ calls?: Record<string, Call> }>(path.join(callDir, n)).calls ?? {})) as Record<string, Call>;
  return { screen: readJson<Schema>(path.join(root, 'schemas', 'screen.schema.json')), widgets, calls, english: readJson(path.join(root, 'public', 'locales', 'en.json')), icons: ICON_NAMES };
}

/** The alternatives a schema stands for: $ref followed, allOf/oneOf/anyOf spread; `value` drops oneOf branches whose constants disagree with it. */
function alternatives(schema: Schema | undefined, root: Schema, value?: unknown, depth = 0): Schema[] {
  if (!schema || depth > 20) return [];
  if (schema.$ref) {
    const { $ref, ...rest } = schema;
    return [rest, ...alternatives(root.definitions?.[$ref.replace('#/definitions/', '')], root, value, depth + 1)];
  }
  const branches = [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])].flatMap((b) => [alternatives(b, root, value, depth + 1)]).filter((group) => group.every((s) => agrees(s, value)));
  return [schema, ...(schema.allOf ?? []).flatMap((s) => alternatives(s, root, value, depth + 1)), ...branches.flat()];
}

/** False when the schema fixes a property (const or a one-value enum) that the value has otherwise. */
function agrees(schema: Schema, value: unknown): boolean {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return true;
  return Object.entries(schema.properties ?? {}).every(([name, p]) => {
    const fixed = p.const !== undefined ? [p.const] : p.enum?.length === 1 ? p.enum : undefined;
    const actual = (value as Record<string, unknown>)[name];
    return !fixed || actual === undefined || fixed.includes(actual);
  });
}

/** The schemas (alternatives, first the most specific) at a JSON path of a screen, with the root schema they belong to. */
function schemasAt(language: Language, doc: unknown, jsonPath: JSONPath): { schemas: Schema[]; root: Schema } {
  let root = language.screen;
  let schemas = alternatives(root, root, doc);
  let value: unknown = doc;
  for (const step of jsonPath) {
    const parent = value as Record<string, unknown> | undefined;
    value = parent && typeof parent === 'object' ? (parent as Record<string | number, unknown>)[step] : undefined;
    const widget = typeof parent?.widget === 'string' ? language.widgets[parent.widget] : undefined;
    if (step === 'options' && widget) {
      root = widget;
      schemas = alternatives(widget, widget, value);
      continue;
    }
    const next = schemas.flatMap((s) =>
      typeof step === 'number' ? (s.items ? [s.items] : []) : s.properties?.[step] ? [s.properties[step]] : typeof s.additionalProperties === 'object' ? [s.additionalProperties] : [],
    );
    schemas = next.flatMap((s) => alternatives(s, root, value));
  }
  return { schemas, root };
}

const describe = (schemas: Schema[]) => schemas.find((s) => s.description)?.description;
const registry = (schemas: Schema[]) => schemas.find((s) => s['x-registry'])?.['x-registry'] ?? (schemas.some((s) => s['x-translation-key']) ? 'keys' : undefined);

function parse(text: string): { tree: Node | undefined; doc: unknown } {
  // The tolerant parser's value, so that a text being typed still tells its kind and widgets.
  const tree = parseTree(text);
  return { tree, doc: tree ? getNodeValue(tree) : undefined };
}

/** What a value names: the call, the translation key's English text, the icon, the widget. */
function valueHelp(language: Language, kind: string | undefined, value: string, propertyName: string | number | undefined): string | undefined {
  if (kind === 'calls') {
    const call = language.calls[value];
    return call ? `Call ${value}: ${call.method ?? ''} ${call.path ?? ''}${call.contract ? ` (contract: ${call.contract})` : ''}. ${call.description ?? ''}`.trim() : `No call ${value} in api/calls/.`;
  }
  if (kind === 'keys' || (kind === undefined && typeof propertyName === 'string' && /Key$/.test(propertyName))) {
    return value in language.english ? `${value} (English): “${language.english[value]}”` : `No translation key ${value} in public/locales/en.json.`;
  }
  if (kind === 'icons') return language.icons.includes(value) ? `Icon ${value} (widgets/icons.tsx).` : `No icon ${value}; the icons: ${language.icons.join(', ')}.`;
  if (kind === 'widgets') {
    const widget = language.widgets[value];
    return widget ? `Widget ${value}: ${widget.description ?? ''} Options: ${Object.keys(widget.properties ?? {}).join(', ') || 'none'}.` : `No widget ${value}.`;
  }
  return undefined;
}

/** Hover help at an offset of a screen's text, or undefined. */
export function hoverAt(language: Language, text: string, offset: number): string | undefined {
  const { tree, doc } = parse(text);
  const location = getLocation(text, offset);
  const node = location.previousNode;
  if (!tree || !node) return undefined;
  const { schemas } = schemasAt(language, doc, location.path);
  const propertyName = location.path[location.path.length - 1];
  const description = describe(schemas);
  if (location.isAtPropertyKey) return description ? `${String(propertyName)}: ${description}` : `${String(propertyName)}: not a property the schema knows here.`;
  if (node.type === 'string') {
    const help = valueHelp(language, registry(schemas), node.value as string, propertyName);
    if (help) return help;
    const choices = schemas.find((s) => s.enum)?.enum;
    if (choices) return `${description ?? ''} One of ${choices.map((c) => JSON.stringify(c)).join(', ')}.`.trim();
  }
  return description;
}

/** Completions at an offset: property names inside an object's key, values inside a string value. */
export function completeAt(language: Language, text: string, offset: number): CompletionItem[] {
  const { doc } = parse(text);
  const location = getLocation(text, offset);
  if (location.isAtPropertyKey || (location.previousNode === undefined && location.path.length && text[offset - 1] !== ':')) {
    const parentPath = location.path.slice(0, -1);
    const { schemas, root } = schemasAt(language, doc, parentPath);
    const tree = parseTree(text);
    const present = new Set((tree && findNodeAtLocation(tree, parentPath)?.children?.map((c) => c.children?.[0]?.value as string)) ?? []);
    const seen = new Map<string, CompletionItem>();
    for (const s of schemas) for (const [name, p] of Object.entries(s.properties ?? {})) if (!present.has(name) && !seen.has(name)) seen.set(name, { label: name, type: 'property', detail: describe(alternatives(p, root)) });
    return [...seen.values()];
  }
  const { schemas } = schemasAt(language, doc, location.path);
  const propertyName = location.path[location.path.length - 1];
  const kind = registry(schemas) ?? (typeof propertyName === 'string' && /Key$/.test(propertyName) ? 'keys' : undefined);
  if (kind === 'calls') return Object.entries(language.calls).map(([label, call]) => ({ label, type: 'call', detail: call.description }));
  if (kind === 'keys') return Object.entries(language.english).map(([label, english]) => ({ label, type: 'key', detail: english }));
  if (kind === 'icons') return language.icons.map((label) => ({ label, type: 'icon' }));
  if (kind === 'widgets') return Object.entries(language.widgets).map(([label, s]) => ({ label, type: 'widget', detail: s.description }));
  const choices = schemas.find((s) => s.enum)?.enum ?? [];
  return choices.filter((c): c is string => typeof c === 'string').map((label) => ({ label, type: 'enum', detail: describe(schemas) }));
}
