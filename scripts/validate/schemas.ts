// Loads schemas/ into one Ajv instance. Two custom keywords mark, inside the schemas, the strings
// that a schema alone cannot check: "x-registry": "<registry>" (the name of a call, widget, cell
// renderer, validator, encoder, transform, check or route) and "x-translation-key": true. While Ajv
// validates a file they record each such string and its JSON pointer, so the project checks know
// exactly which strings to look up, without a second walk that would duplicate the schemas.
import fs from 'node:fs';
import path from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';

export type RegistryKind = 'calls' | 'widgets' | 'customScreens' | 'dashboardCards' | 'memberDialogs' | 'cellRenderers' | 'validators' | 'encoders' | 'transforms' | 'checks' | 'routes' | 'icons';

export interface Reference {
  kind: RegistryKind | 'translationKey';
  value: string;
  pointer: string;
}

export interface SchemaSet {
  ajv: Ajv;
  screen: ValidateFunction;
  /** An area manifest (screens/<area>/area.json). */
  area: ValidateFunction;
  catalogue: ValidateFunction;
  /** A fragment file (screens/fragments/*.json). */
  fragment: ValidateFunction;
  /** Options schema of each widget, by widget name (file schemas/widgets/<name>.schema.json). */
  widgets: Map<string, ValidateFunction>;
  /** Runs a validation and returns the references it met. */
  collect<T>(run: () => T): { result: T; references: Reference[] };
}

/**
 * The compiled schemas of a folder, kept while its files are unchanged: compiling them is most of a
 * validation's time, and one process validates many times (the fixture tests, the studio as its
 * user types).
 */
const compiled = new Map<string, { signature: string; schemas: SchemaSet }>();

/** What changes when a schema file does: each file's name, size and modification time. */
function signatureOf(schemasDir: string): string {
  const files = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.schema.json')).sort().map((f) => path.join(dir, f)) : []);
  return [...files(schemasDir), ...files(path.join(schemasDir, 'widgets'))]
    .map((file) => {
      const stat = fs.statSync(file);
      return `${file}:${stat.size}:${stat.mtimeMs}`;
    })
    .join('|');
}

export function loadSchemas(schemasDir: string): SchemaSet {
  const signature = signatureOf(schemasDir);
  const kept = compiled.get(schemasDir);
  if (kept?.signature === signature) return kept.schemas;
  const schemas = compileSchemas(schemasDir);
  compiled.set(schemasDir, { signature, schemas });
  return schemas;
}

/** Forgets the compiled schemas (a benchmark of a cold validation). */
export function forgetCompiledSchemas(): void {
  compiled.clear();
}

function compileSchemas(schemasDir: string): SchemaSet {
  let sink: Reference[] | undefined;
  const record = (reference: Reference) => sink?.push(reference);
  const ajv = new Ajv({ allErrors: true, verbose: true, discriminator: true, strict: true, strictRequired: false, allowUnionTypes: true });
  // tsType names the TypeScript type json-schema-to-typescript emits (e.g. WidgetName); Ajv ignores it.
  ajv.addKeyword({ keyword: 'tsType', schemaType: 'string' });
  ajv.addKeyword({
    keyword: 'x-registry',
    schemaType: 'string',
    validate: (kind: RegistryKind, data: unknown, _parent?: unknown, cxt?: { instancePath: string }) => {
      if (typeof data === 'string' && cxt) record({ kind, value: data, pointer: cxt.instancePath });
      return true;
    },
  });
  ajv.addKeyword({
    keyword: 'x-translation-key',
    schemaType: 'boolean',
    validate: (_flag: boolean, data: unknown, _parent?: unknown, cxt?: { instancePath: string }) => {
      if (typeof data === 'string' && cxt) record({ kind: 'translationKey', value: data, pointer: cxt.instancePath });
      return true;
    },
  });
  const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as { $id: string };
  const widgetDir = path.join(schemasDir, 'widgets');
  const widgetFiles = fs.existsSync(widgetDir) ? fs.readdirSync(widgetDir).filter((f) => f.endsWith('.schema.json')).sort() : [];
  for (const file of ['screen.schema.json', 'area.schema.json', 'call-catalogue.schema.json', 'fragment.schema.json']) ajv.addSchema(read(path.join(schemasDir, file)));
  for (const file of widgetFiles) ajv.addSchema(read(path.join(widgetDir, file)));
  const get = (id: string) => {
    const validate = ajv.getSchema(id);
    if (!validate) throw new Error(`schema ${id} not found under ${schemasDir}`);
    return validate;
  };
  return {
    ajv,
    screen: get('screen.schema.json'),
    area: get('area.schema.json'),
    catalogue: get('call-catalogue.schema.json'),
    fragment: get('fragment.schema.json'),
    widgets: new Map(widgetFiles.map((f) => [f.replace(/\.schema\.json$/, ''), get(`widgets/${f}`)])),
    collect(run) {
      const references: Reference[] = [];
      sink = references;
      try {
        return { result: run(), references };
      } finally {
        sink = undefined;
      }
    },
  };
}
