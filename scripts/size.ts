// npm run size: builds the console, then prints the gzip size of each built chunk and of the shell,
// i.e. everything index.html loads before the first screen (the entry and its static imports).
// With --json, one JSON object per figure: {"name","value","unit","baseline","ratio"}; the baseline
// of the shell is its budget. Exits 1 when the shell is over budget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

export const SHELL_BUDGET_KB = 165;
const DIST = 'dist';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export function gzipKb(file: string): number {
  return gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length / 1000;
}

/** The files index.html loads before any screen: the entry chunk, its static imports (transitively) and their CSS. */
export function shellFiles(manifest: Manifest): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    chunk.imports?.forEach(visit);
  };
  Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .forEach(([key]) => visit(key));
  return [...files];
}

/** A chunk's name without its content hash ("assets/index-B1x_9aQz.js" → "assets/index.js"), stable across builds. */
export function chunkName(file: string): string {
  return file.replace(/-[A-Za-z0-9_-]{8}(\.[a-z]+)$/, '$1');
}

async function main() {
  const json = process.argv.includes('--json');
  await build({ logLevel: 'warn' });
  const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
  const allFiles = [...new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]))].sort();
  const shell = shellFiles(manifest);
  const shellKb = shell.reduce((sum, file) => sum + gzipKb(file), 0);
  const round = (kb: number) => Math.round(kb * 100) / 100;

  for (const file of allFiles) {
    const kb = round(gzipKb(file));
    if (json) console.log(JSON.stringify({ name: `chunk ${chunkName(file)}`, value: kb, unit: 'KB gzip', baseline: null, ratio: null }));
    else console.log(`${file.padEnd(56)} ${kb.toFixed(2).padStart(8)} KB gzip${shell.includes(file) ? '  (shell)' : ''}`);
  }
  const ratio = Math.round((shellKb / SHELL_BUDGET_KB) * 1000) / 1000;
  if (json) {
    console.log(JSON.stringify({ name: 'shell (before the first screen)', value: round(shellKb), unit: 'KB gzip', baseline: SHELL_BUDGET_KB, ratio }));
  } else {
    console.log(`\nshell (everything before the first screen, ${shell.length} files): ${round(shellKb).toFixed(2)} KB gzip of a ${SHELL_BUDGET_KB} KB budget (${Math.round(ratio * 100)}%)`);
  }
  if (shellKb > SHELL_BUDGET_KB) {
    console.error(`The shell is over its budget of ${SHELL_BUDGET_KB} KB gzip.`);
    process.exitCode = 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
