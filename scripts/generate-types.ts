// npm run typegen: TypeScript types of every definition schema, generated with
// json-schema-to-typescript into schemas/types/. `npm run typegen -- --check` regenerates in
// memory and fails when a committed file differs or is missing or left over (stale types), so
// schema and types never drift.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compile, type JSONSchema } from 'json-schema-to-typescript';

// Registry names (WidgetName, ValidatorName ...) are string unions declared in code; the schemas
// point at them with tsType: "import('../../domain/registryNames.ts').WidgetName", relative to
// schemas/types/ (the types may import nothing but the ground floor, domain/: tests/architecture).
const BANNER = `/* eslint-disable */
// generated, do not edit: run \`npm run typegen\` after changing schemas/.`;

export const TYPES_DIR = 'schemas/types';

/** schemas/x.schema.json gives schemas/types/x.ts; schemas/widgets/y.schema.json gives schemas/types/widgets/y.ts. */
function targets(root: string): { schemaFile: string; outFile: string }[] {
  const schemasDir = path.join(root, 'schemas');
  const outDir = path.join(root, TYPES_DIR);
  const inDir = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.schema.json')) : []);
  return [
    ...inDir(schemasDir).map((f) => ({ schemaFile: path.join(schemasDir, f), outFile: path.join(outDir, f.replace('.schema.json', '.ts')) })),
    ...inDir(path.join(schemasDir, 'widgets')).map((f) => ({
      schemaFile: path.join(schemasDir, 'widgets', f),
      outFile: path.join(outDir, 'widgets', f.replace('.schema.json', '.ts')),
    })),
  ];
}

async function generate(schemaFile: string): Promise<string> {
  const schema = JSON.parse(fs.readFileSync(schemaFile, 'utf8')) as JSONSchema;
  const body = await compile(schema, String(schema.title), {
    bannerComment: '',
    cwd: path.dirname(schemaFile),
    unreachableDefinitions: true,
    additionalProperties: false,
    strictIndexSignatures: true,
    style: { singleQuote: true, printWidth: 120 },
  });
  return [BANNER, '', body.trim(), ''].join('\n');
}

function existingTypeFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? existingTypeFiles(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));
}

export interface TypegenResult {
  /** Files (relative to root) that differ from what the schemas generate, are missing, or have no schema. */
  stale: string[];
  total: number;
}

/** Generates every type file; with write, brings schemas/types up to date, else only compares. */
export async function typegen(root: string, write: boolean): Promise<TypegenResult> {
  const stale: string[] = [];
  const expected = new Set<string>();
  for (const { schemaFile, outFile } of targets(root)) {
    const text = await generate(schemaFile);
    expected.add(outFile);
    const current = fs.existsSync(outFile) ? fs.readFileSync(outFile, 'utf8') : undefined;
    if (current === text) continue;
    stale.push(path.relative(root, outFile));
    if (write) {
      fs.mkdirSync(path.dirname(outFile), { recursive: true });
      fs.writeFileSync(outFile, text);
    }
  }
  for (const file of existingTypeFiles(path.join(root, TYPES_DIR)).filter((f) => !expected.has(f))) {
    stale.push(path.relative(root, file));
    if (write) fs.rmSync(file);
  }
  return { stale: stale.sort(), total: expected.size };
}

async function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const check = process.argv.includes('--check');
  const { stale, total } = await typegen(root, !check);
  if (check && stale.length) {
    console.error(`generated types are stale; run \`npm run typegen\` and commit:\n  ${stale.join('\n  ')}`);
    process.exitCode = 1;
  } else if (check) {
    console.log(`generated types are up to date (${total} files)`);
  } else {
    console.log(stale.length ? `updated ${stale.join(', ')}` : `generated types were up to date (${total} files)`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
