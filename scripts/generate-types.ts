// npm run typegen: TypeScript types of every definition schema, generated with
// json-schema-to-typescript into renderer/types/. `npm run typegen -- --check` regenerates in
// memory and fails when a committed file differs (stale types), so schema and types never drift.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, type JSONSchema } from 'json-schema-to-typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const schemasDir = path.join(root, 'schemas');
const outDir = path.join(root, 'renderer', 'types');

// Registry names (WidgetName, ValidatorName ...) are string unions declared in code; the schemas
// point at them with tsType: "import('../../widgets/names.ts').WidgetName", relative to renderer/types/.
const BANNER = `/* eslint-disable */
// generated, do not edit: run \`npm run typegen\` after changing schemas/.`;

interface Target {
  schemaFile: string;
  outFile: string;
}

function targets(): Target[] {
  const top = fs.readdirSync(schemasDir).filter((f) => f.endsWith('.schema.json'));
  const widgets = fs.readdirSync(path.join(schemasDir, 'widgets')).filter((f) => f.endsWith('.schema.json'));
  return [
    ...top.map((f) => ({ schemaFile: path.join(schemasDir, f), outFile: path.join(outDir, f.replace('.schema.json', '.ts')) })),
    ...widgets.map((f) => ({ schemaFile: path.join(schemasDir, 'widgets', f), outFile: path.join(outDir, 'widgets', f.replace('.schema.json', '.ts')) })),
  ].sort((a, b) => a.outFile.localeCompare(b.outFile));
}

async function generate(target: Target): Promise<string> {
  const schema = JSON.parse(fs.readFileSync(target.schemaFile, 'utf8')) as JSONSchema;
  const body = await compile(schema, String(schema.title), {
    bannerComment: '',
    cwd: path.dirname(target.schemaFile),
    unreachableDefinitions: true,
    additionalProperties: false,
    strictIndexSignatures: true,
    style: { singleQuote: true, printWidth: 120 },
  });
  return [BANNER, '', body.trim(), ''].join('\n');
}

async function main() {
  const check = process.argv.includes('--check');
  const stale: string[] = [];
  const expected = new Set<string>();
  for (const target of targets()) {
    const text = await generate(target);
    expected.add(target.outFile);
    const current = fs.existsSync(target.outFile) ? fs.readFileSync(target.outFile, 'utf8') : undefined;
    if (current === text) continue;
    if (check) stale.push(path.relative(root, target.outFile));
    else {
      fs.mkdirSync(path.dirname(target.outFile), { recursive: true });
      fs.writeFileSync(target.outFile, text);
      console.log(`wrote ${path.relative(root, target.outFile)}`);
    }
  }
  // A type file whose schema was removed is stale too.
  const walk = (dir: string): string[] =>
    fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)])) : [];
  for (const file of walk(outDir).filter((f) => f.endsWith('.ts') && !expected.has(f))) {
    if (check) stale.push(path.relative(root, file));
    else {
      fs.rmSync(file);
      console.log(`removed ${path.relative(root, file)}`);
    }
  }
  if (check && stale.length) {
    console.error(`generated types are stale; run \`npm run typegen\` and commit:\n  ${stale.join('\n  ')}`);
    process.exitCode = 1;
  } else if (check) console.log(`generated types are up to date (${expected.size} files)`);
}

await main();
