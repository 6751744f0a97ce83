// npm run validate: checks every screen definition, the route table and the call catalogue.
// Prints one line per problem (file:line:column pointer message) and exits 1 on any.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatDiagnostic, validateProject } from './validate/index.ts';
import { AWAITING_FILE, readAwaiting } from './awaiting-translation.ts';

// --root <dir> checks another project folder (the benchmark's generated one); default this project.
const rootArg = process.argv.indexOf('--root');
const root = rootArg > 0 && process.argv[rootArg + 1] ? path.resolve(process.argv[rootArg + 1]!) : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = performance.now();
const diagnostics = validateProject(root);
const ms = Math.round(performance.now() - started);

for (const d of diagnostics) console.error(formatDiagnostic(d));
if (diagnostics.length > 0) {
  console.error(`\n${diagnostics.length} problem${diagnostics.length === 1 ? '' : 's'} in the screen definitions (${ms} ms)`);
  process.exitCode = 1;
} else {
  console.log(`screen definitions valid (${ms} ms)`);
}
// Not an error: the English text stands in those locales until a translator gives theirs.
const awaiting = readAwaiting(root);
if (awaiting.length > 0) console.log(`${awaiting.length} translation key${awaiting.length === 1 ? '' : 's'} awaiting translation (${AWAITING_FILE}): ${awaiting.join(', ')}`);
