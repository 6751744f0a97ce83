// Which catalogue calls the console's TypeScript names: `call('tasks.list')`, `useCallData(...)`,
// `prefetch(...)`, `shellCallDefinition(...)`, a call name kept in a constant or as a map's value
// (shell/bootstrap/shellCalls.ts), one of two in a conditional. A name counts wherever it stands in
// quotes in the code, except in comments, as a translation key (`t('orgChart.levelUp')`) and as a
// property's name (an answer's shape declared in `interface CallResponses { 'users.list': UsersPage }`):
// those name the call without using it. Read with a small lexer (strings, template literals, comments,
// regular expressions), not the TypeScript parser: loading the compiler alone would double the
// start-up of `npm run validate`.
import type { ProjectFiles } from './files.ts';

/** The console's code: what the browser runs. Tests, test helpers and the catalogue's own files are not uses. */
export const CONSOLE_CODE_DIRS = ['api', 'shell', 'renderer', 'widgets', 'screens', 'domain'] as const;
const NOT_CONSOLE_CODE = /(\.test\.tsx?|\.e2e\.tsx?|\.stories\.tsx?|\.d\.ts)$|(^|\/)testing\.tsx?$|^api\/calls\//;
const QUOTED_NAME = /['"`]([A-Za-z][A-Za-z0-9]*\.[A-Za-z][A-Za-z0-9]*)['"`]/g;

/** The console's TypeScript files, relative to the root. */
export function consoleCodeFiles(files: ProjectFiles): string[] {
  return CONSOLE_CODE_DIRS.flatMap((dir) => [...files.list(dir, '.ts'), ...files.list(dir, '.tsx')]).filter((file) => !NOT_CONSOLE_CODE.test(file));
}

/** A '/' after one of these (or at the start) opens a regular expression; after a value it divides. */
const BEFORE_REGEX = /[(,=:[!&|?{};+\-*%<>~^]$|(^|[^\w$])(return|typeof|case|do|else|in|of|new|delete|void|throw|yield|await)$|^$/;

/** Every string literal of a TypeScript text outside comments (template literals without a substitution too), with where it starts and ends. */
export function stringLiterals(text: string): { value: string; start: number; end: number }[] {
  const found: { value: string; start: number; end: number }[] = [];
  const braces: number[] = []; // per open '{': 1 when it opened a template's ${ }
  let i = 0;
  const readQuoted = (quote: string): number => {
    let j = i + 1;
    while (j < text.length && text[j] !== quote && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
    return j;
  };
  // A template from i (the ` or the } closing a substitution): to its end, or into its next ${ }.
  const readTemplate = (from: number, opening: boolean): void => {
    let j = from + 1;
    while (j < text.length && text[j] !== '`' && !(text[j] === '$' && text[j + 1] === '{')) j += text[j] === '\\' ? 2 : 1;
    if (text[j] === '`') {
      if (opening) found.push({ value: text.slice(from + 1, j), start: from, end: j + 1 });
      i = j + 1;
    } else {
      braces.push(1);
      i = j + 2;
    }
  };
  let last = ''; // the code before i, trimmed, as far as regex detection needs it
  while (i < text.length) {
    const c = text[i]!;
    if (c === '/' && text[i + 1] === '/') {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 2;
    } else if (c === '\'' || c === '"') {
      const end = readQuoted(c);
      found.push({ value: text.slice(i + 1, end), start: i, end: end + 1 });
      i = end + 1;
      last = 'x';
    } else if (c === '`') {
      readTemplate(i, true);
      last = 'x';
    } else if (c === '{') {
      braces.push(0);
      i++;
      last = '{';
    } else if (c === '}') {
      if (braces.pop() === 1) readTemplate(i, false);
      else i++;
      last = '}';
    } else if (c === '/' && BEFORE_REGEX.test(last)) {
      let j = i + 1;
      let inClass = false;
      while (j < text.length && text[j] !== '\n' && (inClass || text[j] !== '/')) {
        if (text[j] === '\\') j++;
        else if (text[j] === '[') inClass = true;
        else if (text[j] === ']') inClass = false;
        j++;
      }
      i = j + 1;
      last = 'x';
    } else {
      if (!/\s/.test(c)) last = /[\w$]/.test(c) ? (/[\w$]$/.test(last) ? last + c : c).slice(-8) : c;
      i++;
    }
  }
  return found;
}

const TRANSLATION_CALL = /(^|[^\w$])t\(\s*$/;
const PROPERTY_NAME_AFTER = /^\s*\??:(?!:)/;
const PROPERTY_NAME_BEFORE = /[{,;]\s*$/;

/** A quoted name that names without using: a translation key, a property's name (in a type or an object). */
function namesOnly(text: string, literal: { start: number; end: number }): boolean {
  const before = text.slice(Math.max(0, literal.start - 200), literal.start);
  if (TRANSLATION_CALL.test(before)) return true;
  return PROPERTY_NAME_AFTER.test(text.slice(literal.end, literal.end + 4)) && PROPERTY_NAME_BEFORE.test(before.replace(/\/\/[^\n]*$/gm, ''));
}

/** The calls of `known` that the console's code uses, each with the first file that does. */
export function callsUsedByCode(files: ProjectFiles, known: ReadonlySet<string>): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of consoleCodeFiles(files)) {
    const text = files.read(file);
    // Most files name no call: read the strings only of those that hold a catalogue name in quotes.
    const candidates = new Set([...text.matchAll(QUOTED_NAME)].map((m) => m[1]!).filter((name) => known.has(name) && !used.has(name)));
    if (candidates.size === 0) continue;
    for (const literal of stringLiterals(text)) {
      if (candidates.has(literal.value) && !used.has(literal.value) && !namesOnly(text, literal)) used.set(literal.value, file);
    }
  }
  return used;
}
