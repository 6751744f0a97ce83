// The layer rules of layers.jsonc, typed, and the check of one import against them. The same file
// feeds eslint.config.js; docs/architecture.md explains the rules.
import { readFileSync } from 'node:fs';
import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser';
import type { ImportEdge } from './importGraph.ts';

export interface LayerRule {
  id: string;
  files: string[];
  home?: string;
  forbid?: string[];
  only?: string[];
  packages?: string[];
  typeImportsAllowed?: boolean;
  why: string;
  fix: string;
}

export interface AllowlistEntry {
  file: string;
  target: string;
  rule: string;
  why: string;
}

export interface Layers {
  rules: LayerRule[];
  allowlist: AllowlistEntry[];
}

export const LAYERS_FILE = new URL('./layers.jsonc', import.meta.url);

export function readLayers(): Layers {
  const errors: ParseError[] = [];
  const layers = parse(readFileSync(LAYERS_FILE, 'utf8'), errors) as Layers;
  if (errors.length) throw new Error(`layers.jsonc: ${errors.map((error) => `${printParseErrorCode(error.error)} at ${error.offset}`).join(', ')}`);
  return layers;
}

/** The part of `path` that `prefix` ('*' = one segment) matches, e.g. 'screens/users/' for 'screens/*\/'; undefined if none. */
export function matchPrefix(prefix: string, path: string): string | undefined {
  const wanted = prefix.split('/');
  const actual = path.split('/');
  const last = wanted.length - 1;
  // 'domain/' splits into ['domain', '']: the trailing '' means "a folder", matching anything below it.
  const segments = wanted[last] === '' ? last : wanted.length;
  if (actual.length < segments + (wanted[last] === '' ? 1 : 0)) return undefined;
  for (let i = 0; i < segments; i += 1) {
    if (wanted[i] !== '*' && wanted[i] !== actual[i]) return undefined;
  }
  return actual.slice(0, segments).join('/') + (wanted[last] === '' ? '/' : '');
}

export function isTestFile(file: string): boolean {
  return /\.test\.tsx?$/.test(file);
}

/** Package name of a bare specifier: 'react-dom/client' → 'react-dom', '@mui/material/Button' → '@mui/material'. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

function packageMatches(pattern: string, name: string): boolean {
  const regex = new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\/-]/g, '\\$&')).join('[^/]*')}$`);
  return regex.test(name);
}

export interface Violation {
  rule: LayerRule;
  edge: ImportEdge;
}

/** The rules one import breaks (none for test files and allowlisted imports). */
export function violationsOf(edge: ImportEdge, layers: Layers): Violation[] {
  if (isTestFile(edge.from)) return [];
  const broken: Violation[] = [];
  for (const rule of layers.rules) {
    const governed = rule.files.map((files) => matchPrefix(files, edge.from)).find(Boolean);
    if (!governed) continue;
    if (edge.typeOnly && rule.typeImportsAllowed) continue;
    if (breaks(rule, edge, rule.home ? matchPrefix(rule.home, edge.from) ?? governed : governed)) {
      const allowed = layers.allowlist.some((entry) => entry.file === edge.from && entry.target === edge.to && entry.rule === rule.id);
      if (!allowed) broken.push({ rule, edge });
    }
  }
  return broken;
}

function breaks(rule: LayerRule, edge: ImportEdge, home: string): boolean {
  if (!edge.to) {
    // A package or node: built-in (a relative path that resolves nowhere is left to the compiler).
    if (edge.specifier.startsWith('.')) return false;
    const name = packageName(edge.specifier);
    return (rule.packages ?? []).some((pattern) => packageMatches(pattern, name));
  }
  if (edge.to.startsWith(home)) return false;
  if (rule.only) return !rule.only.some((prefix) => matchPrefix(prefix, edge.to!));
  return (rule.forbid ?? []).some((prefix) => matchPrefix(prefix, edge.to!));
}

export function describeViolation({ rule, edge }: Violation): string {
  const kind = edge.typeOnly ? 'type import' : 'import';
  const what = edge.to ? `'${edge.specifier}' (${edge.to})` : `package '${edge.specifier}'`;
  return `${edge.from}:${edge.line}: ${kind} of ${what} breaks the rule ${rule.id}: ${rule.why}. Fix: ${rule.fix}.`;
}
