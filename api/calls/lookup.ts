// Where call() finds a call's definition at run time. The shell's own calls (shell.json) ship with
// the shell; the rest of the catalogue is one chunk, loaded on the first call that needs it (the
// first screen's). This keeps about 7 KB gzip of definitions out of the shell's first load.
// Node code (tests, the validator, scripts) may import ./index.ts directly: it has everything.
import type { CallDefinition } from './index.ts';
import shell from './shell.json';

const shellCalls: Readonly<Record<string, CallDefinition>> = shell.calls;
let everything: Promise<Readonly<Record<string, CallDefinition>>> | undefined;

/** A shell call's definition, without waiting (the refresh and context requests need it at once). */
export function shellCallDefinition(name: keyof typeof shell.calls): CallDefinition {
  return shellCalls[name]!;
}

/** The definition of any call, loading the rest of the catalogue once when needed. */
export async function callDefinition(name: string): Promise<CallDefinition | undefined> {
  const own = shellCalls[name];
  if (own) return own;
  everything ??= import('./index.ts').then((module) => module.catalogue as Readonly<Record<string, CallDefinition>>);
  return (await everything)[name];
}
