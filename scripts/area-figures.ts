// npm run figures:areas: per area, the lines of TypeScript that serve only that area against the
// lines of its screen JSON, before and after the areas got their own code folders.
// With --json, one JSON object per figure: {"name","value","unit","baseline","ratio"}, where the
// baseline is the same figure on the tree before the move (BEFORE_COMMIT).
//
// What counts as an area's TypeScript:
//   after   every file under screens/<area>/code/ except tests, plus the shared catalogue codec
//           helpers (counted once, as the row "catalogue (shared)");
//   before  the files and top-level declarations listed in BEFORE_AREA_CODE, read from git at
//           BEFORE_COMMIT: the encoders, transforms, checks and cell renderers that served only
//           that area, wherever they lived. A declaration counts with its leading comment.
// Screen JSON: screens/<area>/*.json (the area manifest area.json is not a screen and is left out).
// TypeScript lines are lines of code (not blank, not only a comment, not an import); JSON lines
// are non-blank lines.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The last commit before the areas' code moved to screens/<area>/code/. */
export const BEFORE_COMMIT = 'dc78f47';

export const AREAS = ['users', 'roles', 'resources', 'sod'] as const;
type Area = (typeof AREAS)[number];
type Row = Area | 'catalogue (shared)' | 'fragments (shared)';

/** A whole file, or only the named top-level declarations of it (or properties of a top-level object). */
interface Piece {
  file: string;
  names?: string[];
}

/** What served only one area before the move (the catalogue helpers that all three used: shared). */
export const BEFORE_AREA_CODE: Record<Exclude<Row, 'fragments (shared)'>, Piece[]> = {
  users: [
    { file: 'api/encoders/index.ts', names: ['isEmptyValue', 'wireValue', 'wireValues', 'createUser', 'updateUser', 'userMembers'] },
    { file: 'widgets/dataTable/cells.tsx', names: ['UserQuickInfoCell', 'PASSWORD_SYNC_STATUS', 'PasswordSyncStatusCell'] },
    { file: 'renderer/core/failures.ts', names: ['userCreate', 'userUpdate'] },
    { file: 'renderer/form/attributeSchema.ts', names: ['USER_LOOKUP_ENTITY', 'USER_DN_PICKER_OPTIONS', 'isUserDn'] },
  ],
  roles: [
    { file: 'api/encoders/catalog.ts', names: ['levelOf', 'roleNode', 'roleIds', 'childRoles', 'parentRoles', 'mappedResources', 'roleAssignment'] },
    { file: 'api/transforms/catalog.ts', names: ['levelContainer', 'roleForm'] },
    { file: 'widgets/dataTable/cells.tsx', names: ['ROLE_LEVEL_KEYS', 'RoleLevelCell'] },
  ],
  resources: [
    {
      file: 'api/encoders/catalog.ts',
      names: ['ENTITLEMENT_PARAM_DEFAULTS', 'ENTITLEMENT_PARAM_PARENT_TYPE', 'entitlementParameter', 'resourceParameters', 'editedParameters', 'entitlementBinding', 'expirationSettings', 'resourceNode', 'resourceEntitlement', 'resourceIds', 'resourceAssignment'],
    },
    { file: 'api/transforms/catalog.ts', names: ['resourceForm', 'parameterRow'] },
    { file: 'renderer/checks/index.ts', names: ['ValidatedName', 'checks'] },
  ],
  sod: [
    { file: 'api/encoders/catalog.ts', names: ['sodNode', 'sodIds'] },
    { file: 'api/transforms/catalog.ts', names: ['sodApproval', 'sodForm'] },
  ],
  'catalogue (shared)': [
    {
      file: 'api/encoders/catalog.ts',
      names: ['CatalogContext', 'Row', 'asRecord', 'asList', 'text', 'idOf', 'ids', 'idNodes', 'localizedList', 'texts', 'OWNER_TYPES', 'ownerNodes', 'isApprovalValue', 'approverNodes', 'approvalOf', 'objectId', 'identifiedTexts', 'chosenOrSelected', 'wireDate', 'assignmentDates', 'RECIPIENT_FIELDS', 'recipients', 'assignment', 'revokeAssignments', 'catalogEncoders'],
    },
    { file: 'api/transforms/catalog.ts', names: ['Row', 'asRecord', 'asRows', 'str', 'nodeOf', 'item', 'OWNER_TYPES', 'categoryItems', 'ownerItems', 'localized', 'common', 'catalogTransforms'] },
  ],
};

/** The shared catalogue codec helpers after the move (every line of them counts). */
export const AFTER_SHARED = ['domain/catalogEncoding.ts', 'domain/catalogNodes.ts', 'api/encoders/catalog.ts'];

const nonBlank = (text: string) => text.split('\n').filter((line) => line.trim() !== '').length;
/**
 * Lines of TypeScript that hold code: not blank, not only a comment (a line starting with //, /* or
 * *), not an import (the declarations counted before the move never held their file's imports).
 */
export const codeLines = (text: string) => text.split('\n').filter((line) => /^\s*$|^\s*(\/\/|\/\*|\*)|^import /.test(line) === false).length;

function declaredNames(statement: ts.Statement): string[] {
  if (ts.isVariableStatement(statement)) return statement.declarationList.declarations.map((d) => d.name.getText());
  const named = statement as ts.Statement & { name?: ts.Identifier };
  return named.name ? [named.name.text] : [];
}

/** Code lines of the named top-level declarations of a source text (their comments do not count). */
export function declarationLines(file: string, source: string, names: readonly string[]): number {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const wanted = new Set(names);
  const found = new Set<string>();
  let lines = 0;
  for (const statement of sourceFile.statements) {
    const hit = declaredNames(statement).filter((n) => wanted.has(n));
    if (hit.length === 0) continue;
    hit.forEach((n) => found.add(n));
    lines += codeLines(source.slice(statement.getFullStart(), statement.getEnd()).replace(/^\s*\n/, ''));
  }
  // Names not declared at the top level may be properties of a top-level object (a registry).
  for (const statement of sourceFile.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      let init = declaration.initializer;
      while (init && (ts.isSatisfiesExpression(init) || ts.isAsExpression(init))) init = init.expression;
      if (!init || !ts.isObjectLiteralExpression(init)) continue;
      for (const property of init.properties) {
        const name = property.name && ts.isIdentifier(property.name) ? property.name.text : undefined;
        if (!name || !wanted.has(name) || found.has(name)) continue;
        found.add(name);
        lines += codeLines(source.slice(property.getFullStart(), property.getEnd()).replace(/^\s*\n/, ''));
      }
    }
  }
  const missing = names.filter((n) => !found.has(n));
  if (missing.length > 0) throw new Error(`${file}: no top-level declaration named ${missing.join(', ')}`);
  return lines;
}

const gitShow = (commit: string, file: string) => execFileSync('git', ['show', `${commit}:${file}`], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
const gitFiles = (commit: string, dir: string) => execFileSync('git', ['ls-tree', '--name-only', `${commit}:${dir}`], { encoding: 'utf8' }).split('\n').filter(Boolean);

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** Fragment files that only one area's screens use count as that area's JSON; the others are the catalogue's. */
const FRAGMENT_OWNERS: Readonly<Record<string, Area>> = { 'assignments.json': 'users' };

const isAreaSource = (file: string) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file);
const isScreen = (file: string) => file.endsWith('.json') && path.basename(file) !== 'area.json';

export interface AreaFigure {
  area: Row;
  typescript: number;
  screenJson: number;
}

export function beforeFigures(commit = BEFORE_COMMIT): AreaFigure[] {
  const figures = (Object.keys(BEFORE_AREA_CODE) as (keyof typeof BEFORE_AREA_CODE)[]).map((area): AreaFigure => ({
    area,
    typescript: BEFORE_AREA_CODE[area].reduce((sum, piece) => {
      const source = gitShow(commit, piece.file);
      return sum + (piece.names ? declarationLines(piece.file, source, piece.names) : codeLines(source));
    }, 0),
    screenJson: area === 'catalogue (shared)' ? 0 : gitFiles(commit, `screens/${area}`).filter(isScreen).reduce((sum, f) => sum + nonBlank(gitShow(commit, `screens/${area}/${f}`)), 0),
  }));
  // There were no fragments before: each screen held its own copy.
  return [...figures, { area: 'fragments (shared)', typescript: 0, screenJson: 0 }];
}

export function afterFigures(root = '.'): AreaFigure[] {
  const fragments = walk(path.join(root, 'screens', 'fragments')).filter((f) => f.endsWith('.json'));
  const lines = (files: string[], count = nonBlank) => files.reduce((sum, f) => sum + count(readFileSync(f, 'utf8')), 0);
  return [
    ...AREAS.map((area) => ({
      area,
      typescript: lines(walk(path.join(root, 'screens', area, 'code')).filter(isAreaSource), codeLines),
      screenJson: lines([...readdirSync(path.join(root, 'screens', area)).filter(isScreen).map((f) => path.join(root, 'screens', area, f)), ...fragments.filter((f) => FRAGMENT_OWNERS[path.basename(f)] === area)]),
    })),
    { area: 'catalogue (shared)' as const, typescript: lines(AFTER_SHARED.map((f) => path.join(root, f)).filter(existsSync), codeLines), screenJson: 0 },
    // The JSON the areas share (screens/fragments/): a field set or column set written once.
    { area: 'fragments (shared)' as const, typescript: 0, screenJson: lines(fragments.filter((f) => FRAGMENT_OWNERS[path.basename(f)] === undefined)) },
  ];
}

function main() {
  const before = beforeFigures();
  const after = afterFigures();
  const total = (figures: AreaFigure[], key: 'typescript' | 'screenJson') => figures.reduce((sum, f) => sum + f[key], 0);
  // The catalogue: roles, resources and SoD with what only they share (codec helpers, fragments).
  const catalogue = (figures: AreaFigure[]) => figures.filter((f) => f.area !== 'users');
  const sum = (area: string, figures: AreaFigure[]) => ({ area, typescript: total(figures, 'typescript'), screenJson: total(figures, 'screenJson') });
  const rows = [
    ...after.map((a) => ({ a, b: before.find((f) => f.area === a.area)! })),
    { a: sum('catalogue total', catalogue(after)), b: sum('catalogue total', catalogue(before)) },
    { a: sum('total', after), b: sum('total', before) },
  ];
  const ratio = (value: number, baseline: number) => (baseline === 0 ? null : Math.round((value / baseline) * 100) / 100);
  if (process.argv.includes('--json')) {
    for (const { a, b } of rows) {
      const slug = a.area.replace(/\W+/g, '-').replace(/-$/, '');
      console.log(JSON.stringify({ name: `area-ts-lines-${slug}`, value: a.typescript, unit: 'lines', baseline: b.typescript, ratio: ratio(a.typescript, b.typescript) }));
      console.log(JSON.stringify({ name: `area-json-lines-${slug}`, value: a.screenJson, unit: 'lines', baseline: b.screenJson, ratio: ratio(a.screenJson, b.screenJson) }));
    }
    return;
  }
  console.log(`Area TypeScript against screen JSON (TypeScript: code lines; JSON: non-blank lines); before = ${BEFORE_COMMIT}, after = working tree`);
  const perJson = (f: { typescript: number; screenJson: number }) => (f.screenJson === 0 ? '-' : (f.typescript / f.screenJson).toFixed(3));
  for (const { a, b } of rows) {
    console.log(`${a.area.padEnd(20)} TypeScript ${String(b.typescript).padStart(5)} -> ${String(a.typescript).padStart(5)}   screen JSON ${String(b.screenJson).padStart(5)} -> ${String(a.screenJson).padStart(5)}   TypeScript per JSON line ${perJson(b)} -> ${perJson(a)}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
