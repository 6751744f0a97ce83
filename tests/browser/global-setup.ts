// Builds the console once before the browser tests (vite build, about two seconds), so that they
// always run against the current sources.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

export default async function buildConsole(): Promise<void> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  await build({ root, logLevel: 'warn' });
}
