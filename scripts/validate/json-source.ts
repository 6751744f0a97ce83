// A JSON file parsed with positions: every diagnostic names file, line, column and JSON pointer.
import { findNodeAtLocation, getNodeValue, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';

export interface Position {
  line: number;
  column: number;
}

export interface JsonSource {
  /** Path relative to the project root, with forward slashes. */
  file: string;
  text: string;
  /** The parsed value, or undefined when the text is not valid JSON. */
  value: unknown;
  tree: Node | undefined;
  syntaxErrors: { message: string; position: Position }[];
  /** Position of the value at a JSON pointer, or of its nearest existing ancestor. */
  locate(pointer: string): Position;
  /**
   * For a definition whose fragments were expanded (value is then the expanded one): the pointer in
   * the file of a pointer into the value, and the fragment that brought the value, if one did.
   */
  sourcePointer?(pointer: string): { pointer: string; fragment?: string };
}

export function pointerSegments(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export function toPointer(segments: (string | number)[]): string {
  return segments.map((s) => '/' + String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

/**
 * Parsed files by name and text: a process that validates many times (the fixture tests, the
 * studio) parses a file again only when its text changed. The values are frozen, so a check that
 * tried to change a shared one would fail at once. A few texts per file name (the fixture tests
 * validate several projects), compared as strings: the same string (files.ts keeps a file's text
 * while it is unchanged) compares at once, where a key made of name and text was built and hashed
 * again on each look-up (about 30 ms for the locale files on each studio check). Bounded for a
 * long-running studio.
 */
const parsed = new Map<string, JsonSource[]>();
const PARSED_LIMIT = 5000;
const TEXTS_PER_FILE = 4;

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

export function parseJsonSource(file: string, text: string): JsonSource {
  const kept = parsed.get(file) ?? [];
  const found = kept.find((source) => source.text === text);
  if (found) return found;
  const source = parseUncached(file, text);
  deepFreeze(source.value);
  if (parsed.size >= PARSED_LIMIT) parsed.clear();
  parsed.set(file, [source, ...kept.slice(0, TEXTS_PER_FILE - 1)]);
  return source;
}

/** Forgets the parsed files (a benchmark of a cold validation). */
export function forgetParsedSources(): void {
  parsed.clear();
}

function parseUncached(file: string, text: string): JsonSource {
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  let starts: number[] | undefined;
  const positionAt = (offset: number): Position => {
    starts ??= lineStarts(text);
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - starts[low]! + 1 };
  };
  const locate = (pointer: string): Position => {
    if (!tree) return { line: 1, column: 1 };
    const path: (string | number)[] = [];
    let best: Node = tree;
    for (const segment of pointerSegments(pointer)) {
      const parent = findNodeAtLocation(tree, path);
      path.push(parent?.type === 'array' ? Number(segment) : segment);
      const node = findNodeAtLocation(tree, path);
      if (!node) break;
      best = node;
    }
    // A property's value is reported at its key, where the eye looks for it.
    const target = best.parent?.type === 'property' && best.parent.children?.[0] ? best.parent.children[0] : best;
    return positionAt(target.offset);
  };
  return {
    file,
    text,
    value: errors.length === 0 && tree ? getNodeValue(tree) : undefined,
    tree,
    syntaxErrors: errors.map((e) => ({ message: `invalid JSON: ${printParseErrorCode(e.error)}`, position: positionAt(e.offset) })),
    locate,
  };
}
