// The import graph of the repository's own TypeScript, read with the TypeScript parser (no type
// checking, so it is fast): every static import and re-export, every dynamic import(), each marked
// as run-time or type-only, with the relative specifiers resolved to repository paths.
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface ImportEdge {
  /** The importing file, relative to the repository root with '/' separators. */
  from: string;
  /** The specifier as written, e.g. '../../renderer/core/environment.tsx' or 'react'. */
  specifier: string;
  /** The imported file relative to the root, or undefined for a package (or a path that does not exist). */
  to: string | undefined;
  /** 1-based line of the import, for messages. */
  line: number;
  /**
   * `import type` / `export type`, and `import('x').T` in a type: erased when compiled. An
   * `import { type A }` is NOT type-only: under verbatimModuleSyntax it still loads the module.
   */
  typeOnly: boolean;
}

const SOURCE = /\.(ts|tsx|mts)$/;
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist', 'coverage', '.data', '.tmp', '.git', 'test-results', 'public']);

/** Every .ts/.tsx file under the given top-level folders (and the root's own config files). */
export function sourceFiles(root: string, folders: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (relative: string): void => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRECTORIES.has(entry.name)) walk(child);
      } else if (SOURCE.test(entry.name)) found.push(child);
    }
  };
  for (const folder of folders) if (existsSync(path.join(root, folder))) walk(folder);
  return found.sort();
}

const CANDIDATE_SUFFIXES = ['', '.ts', '.tsx', '.d.ts', '/index.ts', '/index.tsx'];

/** A relative specifier to a repository path; undefined for packages and for paths that do not exist. */
function resolve(root: string, from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const bare = specifier.replace(/\?.*$/, ''); // Vite's ?raw, ?url ...
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(from), bare));
  for (const suffix of CANDIDATE_SUFFIXES) {
    const candidate = target + suffix;
    const absolute = path.join(root, candidate);
    if (existsSync(absolute) && statSync(absolute).isFile()) return candidate;
  }
  return undefined;
}

function isTypeOnlyImport(node: ts.ImportDeclaration): boolean {
  return node.importClause?.isTypeOnly === true;
}

/** The imports of one file. */
export function importsOf(root: string, file: string): ImportEdge[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const edges: ImportEdge[] = [];
  const add = (literal: ts.Node, typeOnly: boolean): void => {
    if (!ts.isStringLiteralLike(literal)) return;
    const specifier = literal.text;
    const line = source.getLineAndCharacterOfPosition(literal.getStart(source)).line + 1;
    edges.push({ from: file, specifier, to: resolve(root, file, specifier), line, typeOnly });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) add(node.moduleSpecifier, isTypeOnlyImport(node));
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier) add(node.moduleSpecifier, node.isTypeOnly);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node.moduleReference.expression, node.isTypeOnly);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0]) {
      add(node.arguments[0], false);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edges;
}

export interface ImportCycle {
  /** A shortest cycle through the set's first file: a → b → … → a. */
  path: string[];
  /** Every file of the strongly connected set (files that all reach each other), sorted. */
  members: string[];
}

/** One cycle per set of files that import each other, directly or through others. */
export function importCycles(edges: readonly ImportEdge[]): ImportCycle[] {
  const next = new Map<string, string[]>();
  for (const edge of edges) {
    if (!edge.to || edge.to === edge.from) continue;
    const targets = next.get(edge.from) ?? [];
    if (!targets.includes(edge.to)) targets.push(edge.to);
    next.set(edge.from, targets);
  }
  // Tarjan's strongly connected components, iteratively (deep graphs would overflow the stack).
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let counter = 0;
  for (const start of [...next.keys()].sort()) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; child: number }> = [{ node: start, child: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1]!;
      const children = next.get(frame.node) ?? [];
      if (frame.child < children.length) {
        const child = children[frame.child++]!;
        if (!index.has(child)) {
          index.set(child, counter);
          low.set(child, counter++);
          stack.push(child);
          onStack.add(child);
          work.push({ node: child, child: 0 });
        } else if (onStack.has(child)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(child)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1) components.push(component);
      }
    }
  }
  return components.map((component) => ({ path: cyclePath(component, next), members: [...component].sort() }));
}

/** A shortest cycle through the component's first file (breadth-first inside the component). */
function cyclePath(component: string[], next: Map<string, string[]>): string[] {
  const members = new Set(component);
  const start = [...component].sort()[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift()!;
    for (const child of next.get(node) ?? []) {
      if (!members.has(child)) continue;
      if (child === start) {
        const path = [start];
        for (let at: string | undefined = node; at && at !== start; at = cameFrom.get(at)) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!cameFrom.has(child)) {
        cameFrom.set(child, node);
        queue.push(child);
      }
    }
  }
  return [start, start];
}
