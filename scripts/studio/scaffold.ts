// "Start from the contract": the operations of contract/*.swagger.json, and a first list or form
// screen for one of them (columns from the answer's rows, fields from the body), its labels as
// translation keys. The call is the catalogue's call with that contract operation when there is one;
// else a new call, its entry made from the operation (method, path, query parameters, paging), which
// the studio adds to the area's catalogue file (addCallToCatalogue) so that the draft validates.
import fs from 'node:fs';
import path from 'node:path';

type Schema = { $ref?: string; type?: string; properties?: Record<string, Schema>; items?: Schema; allOf?: Schema[] };
interface ContractParameter {
  in: string;
  name?: string;
  type?: string;
  default?: unknown;
  required?: boolean;
  schema?: Schema;
}
interface Swagger {
  paths: Record<string, Record<string, { operationId?: string; summary?: string; description?: string; parameters?: ContractParameter[]; responses?: Record<string, { schema?: Schema }> }>>;
  definitions?: Record<string, Schema>;
}

/** A call the catalogue lacks, to be added to api/calls/<file>. */
export interface NewCall {
  name: string;
  /** The catalogue file, relative to the root (api/calls/<area>.json). */
  file: string;
  entry: Record<string, unknown>;
}

export interface Operation {
  /** 'GET /access/groups' (path relative to the contract's basePath), as the catalogue's "contract". */
  id: string;
  summary: string;
  kind: 'list' | 'form';
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

function readContract(root: string): Swagger {
  const dir = path.join(root, 'contract');
  const file = fs.readdirSync(dir).find((name) => name.endsWith('.swagger.json'));
  if (!file) throw new Error('no contract/*.swagger.json');
  return JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Swagger;
}

export function listOperations(root: string): Operation[] {
  const contract = readContract(root);
  return Object.entries(contract.paths).flatMap(([route, methods]) =>
    METHODS.filter((m) => methods[m]).map((m) => ({ id: `${m.toUpperCase()} ${route}`, summary: methods[m]!.summary ?? '', kind: m === 'get' ? ('list' as const) : ('form' as const) })),
  );
}

/** Every call of the catalogue (api/calls/*.json) by name. */
function catalogueCalls(root: string): Record<string, { contract?: string }> {
  const dir = path.join(root, 'api', 'calls');
  return Object.assign(
    {},
    ...fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((file) => (JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { calls?: Record<string, { contract?: string }> }).calls ?? {}),
  ) as Record<string, { contract?: string }>;
}

/** The catalogue's call for a contract operation, when it has one. */
function callFor(calls: Record<string, { contract?: string }>, operation: string): string | undefined {
  return Object.entries(calls).find(([, call]) => call.contract === operation)?.[0];
}

const WIRE_TYPES = new Set(['string', 'integer', 'boolean', 'array']);

/** The catalogue entry of a contract operation: method, path, query parameters and paging as the contract gives them. */
export function callEntryOf(contract: Swagger, operation: string): Record<string, unknown> {
  const [method, route] = operation.split(' ') as [string, string];
  const op = contract.paths[route]?.[method.toLowerCase()];
  if (!op) throw new Error(`no operation ${operation} in the contract`);
  const query = Object.fromEntries(
    (op.parameters ?? [])
      .filter((parameter) => parameter.in === 'query' && parameter.name)
      .map((parameter) => {
        const type = WIRE_TYPES.has(parameter.type ?? '') ? parameter.type! : 'string';
        const given = parameter.default === undefined || parameter.default === '' ? undefined : type === 'integer' ? Number(parameter.default) : parameter.default;
        return [parameter.name!, { type, ...(given !== undefined && !Number.isNaN(given) ? { default: given } : {}), ...(parameter.required ? { required: true } : {}) }];
      }),
  );
  const summary = (op.summary ?? op.description ?? '').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return {
    description: summary || operation,
    method,
    path: `/rest${route}`,
    ...(Object.keys(query).length ? { query } : {}),
    ...('nextIndex' in query ? { paging: 'nextIndex' } : {}),
    contract: operation,
  };
}

/** A free call name for a new screen: area.name in camelCase, numbered when taken. */
function newCallName(taken: Record<string, unknown>, area: string, name: string): string {
  const base = `${area}.${name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())}`;
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}${n}`;
    if (!(candidate in taken)) return candidate;
  }
}

/**
 * Adds a call to its catalogue file, after the file's last call, laid out as the catalogue's files
 * are (each entry's keys on their own lines, short values on one), so that git diff shows only it.
 */
export function addCallToCatalogue(root: string, call: NewCall): void {
  const file = path.join(root, call.file);
  const text = fs.readFileSync(file, 'utf8');
  const catalogue = JSON.parse(text) as { calls?: Record<string, unknown> };
  if (call.name in (catalogue.calls ?? {})) throw new Error(`${call.file} has a call ${call.name} already`);
  const end = text.lastIndexOf('\n  }\n}');
  if (end < 0) throw new Error(`${call.file} does not end as a catalogue file does ("calls" last)`);
  const entry = Object.entries(call.entry)
    .map(([key, value]) => `      ${JSON.stringify(key)}: ${inlineJson(value)}`)
    .join(',\n');
  const updated = `${text.slice(0, end)},\n    ${JSON.stringify(call.name)}: {\n${entry}\n    }${text.slice(end)}`;
  JSON.parse(updated);
  fs.writeFileSync(file, updated);
}

const SCALAR = new Set(['string', 'integer', 'number', 'boolean']);

/** A JSON value on one line, as the repository writes short ones: { "a": 1 }, [1, 2]. */
function inlineJson(v: unknown): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v);
  if (Array.isArray(v)) return `[${v.map(inlineJson).join(', ')}]`;
  const entries = Object.entries(v);
  return entries.length ? `{ ${entries.map(([key, item]) => `${JSON.stringify(key)}: ${inlineJson(item)}`).join(', ')} }` : '{}';
}

/** Formats JSON as the repository does: two-space indent, short objects and arrays on one line, a trailing newline. */
export function formatJson(value: unknown): string {
  const write = (v: unknown, indent: string): string => {
    const flat = JSON.stringify(v)
      .replace(/^\{(?=.)/, '{ ')
      .replace(/\}$/, ' }')
      .replace(/":/g, '": ')
      .replace(/,"/g, ', "');
    if (v === null || typeof v !== 'object' || (indent.length + flat.length <= 120 && !JSON.stringify(v).includes('[{'))) {
      return inlineJson(v);
    }
    const inner = `${indent}  `;
    if (Array.isArray(v)) return `[\n${v.map((item) => `${inner}${write(item, inner)}`).join(',\n')}\n${indent}]`;
    return `{\n${Object.entries(v).map(([key, item]) => `${inner}${JSON.stringify(key)}: ${write(item, inner)}`).join(',\n')}\n${indent}}`;
  };
  return `${write(value, '')}\n`;
}

/** A first screen for a contract operation, for the file screens/<area>/<name>.json. */
export function scaffoldScreen(root: string, operation: string, area: string, name: string): { definition: Record<string, unknown>; keys: string[]; newCall?: NewCall } {
  const contract = readContract(root);
  const [method, route] = operation.split(' ') as [string, string];
  const op = contract.paths[route]?.[method.toLowerCase()];
  if (!op) throw new Error(`no operation ${operation} in the contract`);
  const resolve = (schema: Schema | undefined): Schema | undefined => {
    let current = schema;
    for (let i = 0; current?.$ref && i < 10; i++) current = contract.definitions?.[current.$ref.replace('#/definitions/', '')];
    // allOf (a node extending another): its parts' properties, merged.
    if (current?.allOf) return { ...current, properties: Object.assign({}, ...current.allOf.map((part) => resolve(part)?.properties ?? {}), current.properties) as Record<string, Schema> };
    return current;
  };
  const calls = catalogueCalls(root);
  const known = callFor(calls, operation);
  const catalogueFile = `api/calls/${area}.json`;
  if (!known && !fs.existsSync(path.join(root, catalogueFile))) {
    throw new Error(`the catalogue has no call for ${operation} and there is no ${catalogueFile} to add one to: choose an area with a call file, or add the call by hand`);
  }
  const newCall: NewCall | undefined = known ? undefined : { name: newCallName(calls, area, name), file: catalogueFile, entry: callEntryOf(contract, operation) };
  const call = known ?? newCall!.name;
  const prefix = `${area}.${name}`;
  const keys = new Set<string>();
  const key = (k: string) => (keys.add(k), k);
  const scalars = (schema: Schema | undefined) => Object.entries(resolve(schema)?.properties ?? {}).filter(([, p]) => SCALAR.has(resolve(p)?.type ?? '')).map(([attribute]) => attribute);

  if (method === 'GET') {
    const answer = resolve(op.responses?.['200']?.schema);
    const props = answer?.properties ?? {};
    const rows = Object.entries(props).find(([, p]) => resolve(p)?.type === 'array' && resolve(resolve(p)?.items)?.properties);
    const rowSchema = rows ? resolve(resolve(rows[1])?.items) : answer;
    const attributes = scalars(rowSchema).slice(0, 6);
    const definition: Record<string, unknown> = {
      $schema: '../../schemas/screen.schema.json',
      kind: 'list',
      titleKey: key(`${prefix}.title`),
      dataSource: { call, ...(rows ? { itemsPath: rows[0] } : {}), ...('totalCount' in props ? { totalPath: 'totalCount' } : {}) },
      rowKey: attributes.find((a) => a === 'dn' || a === 'id') ?? attributes[0] ?? 'id',
      columns: attributes.map((attribute) => ({ attribute, labelKey: key(`${prefix}.column.${attribute}`) })),
      tableNameKey: key(`${prefix}.tableName`),
    };
    return { definition, keys: [...keys], ...(newCall ? { newCall } : {}) };
  }
  const body = resolve(op.parameters?.find((p) => p.in === 'body')?.schema);
  const definition: Record<string, unknown> = {
    $schema: '../../schemas/screen.schema.json',
    kind: 'form',
    titleKey: key(`${prefix}.title`),
    fields: scalars(body).map((attribute) => ({ name: attribute, type: resolve(body?.properties?.[attribute])?.type === 'boolean' ? 'boolean' : 'string', labelKey: key(`${prefix}.field.${attribute}`) })),
    submit: { call, labelKey: key(`${prefix}.submit`) },
  };
  return { definition, keys: [...keys], ...(newCall ? { newCall } : {}) };
}
