// "Start from the contract": the operations of contract/*.swagger.json, and a first list or form
// screen for one of them (columns from the answer's rows, fields from the body), its labels as
// translation keys. The call is the catalogue's call with that contract operation when there is one,
// else a suggested name that the implementer adds to api/calls/ (the validator then says so).
import fs from 'node:fs';
import path from 'node:path';

type Schema = { $ref?: string; type?: string; properties?: Record<string, Schema>; items?: Schema; allOf?: Schema[] };
interface Swagger {
  paths: Record<string, Record<string, { operationId?: string; summary?: string; parameters?: { in: string; schema?: Schema }[]; responses?: Record<string, { schema?: Schema }> }>>;
  definitions?: Record<string, Schema>;
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

/** The catalogue's call for a contract operation, when api/calls/ has one. */
function catalogueCall(root: string, operation: string): string | undefined {
  const dir = path.join(root, 'api', 'calls');
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const calls = (JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { calls?: Record<string, { contract?: string }> }).calls ?? {};
    const found = Object.entries(calls).find(([, call]) => call.contract === operation);
    if (found) return found[0];
  }
  return undefined;
}

const SCALAR = new Set(['string', 'integer', 'number', 'boolean']);

/** Formats JSON as the repository does: two-space indent, short objects and arrays on one line, a trailing newline. */
export function formatJson(value: unknown): string {
  const write = (v: unknown, indent: string): string => {
    const flat = JSON.stringify(v)
      .replace(/^\{(?=.)/, '{ ')
      .replace(/\}$/, ' }')
      .replace(/":/g, '": ')
      .replace(/,"/g, ', "');
    if (v === null || typeof v !== 'object' || (indent.length + flat.length <= 120 && !JSON.stringify(v).includes('[{'))) {
      return v !== null && typeof v === 'object' ? compact(v) : JSON.stringify(v);
    }
    const inner = `${indent}  `;
    if (Array.isArray(v)) return `[\n${v.map((item) => `${inner}${write(item, inner)}`).join(',\n')}\n${indent}]`;
    return `{\n${Object.entries(v).map(([key, item]) => `${inner}${JSON.stringify(key)}: ${write(item, inner)}`).join(',\n')}\n${indent}}`;
  };
  const compact = (v: unknown): string => {
    if (v === null || typeof v !== 'object') return JSON.stringify(v);
    if (Array.isArray(v)) return `[${v.map(compact).join(', ')}]`;
    const entries = Object.entries(v);
    return entries.length ? `{ ${entries.map(([key, item]) => `${JSON.stringify(key)}: ${compact(item)}`).join(', ')} }` : '{}';
  };
  return `${write(value, '')}\n`;
}

/** A first screen for a contract operation, for the file screens/<area>/<name>.json. */
export function scaffoldScreen(root: string, operation: string, area: string, name: string): { definition: Record<string, unknown>; keys: string[] } {
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
  const call = catalogueCall(root, operation) ?? `${area}.${name}`;
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
    return { definition, keys: [...keys] };
  }
  const body = resolve(op.parameters?.find((p) => p.in === 'body')?.schema);
  const definition: Record<string, unknown> = {
    $schema: '../../schemas/screen.schema.json',
    kind: 'form',
    titleKey: key(`${prefix}.title`),
    fields: scalars(body).map((attribute) => ({ name: attribute, type: resolve(body?.properties?.[attribute])?.type === 'boolean' ? 'boolean' : 'string', labelKey: key(`${prefix}.field.${attribute}`) })),
    submit: { call, labelKey: key(`${prefix}.submit`) },
  };
  return { definition, keys: [...keys] };
}
