import { readdirSync, readFileSync } from 'node:fs';
import { URL } from 'node:url';
import js from '@eslint/js';
import { parse } from 'jsonc-parser';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

// The layer rules (who may import whom) live in tests/architecture/layers.jsonc, shared with
// tests/unit/architecture.test.ts; docs/architecture.md explains them. Here they become ESLint's own
// no-restricted-imports, one set of patterns per governed folder, so an editor flags a forbidden
// import as it is typed. The rule sees specifiers as written, so a folder is matched as a relative
// path climbing into it ('../../renderer/...'); a dynamic import('...') of a literal path is held to
// the same patterns (layers/no-restricted-dynamic-imports below). The test resolves every path
// exactly and finds cycles, which a per-file lint cannot.
const layers = parse(readFileSync(new URL('./tests/architecture/layers.jsonc', import.meta.url), 'utf8'));
const topFolders = readdirSync(new URL('.', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
  .map((entry) => entry.name);
const areas = readdirSync(new URL('./screens/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A bare specifier (never a relative one) naming a package of the pattern, or a file in it.
const packageRegex = (pattern) => `^(?!\\.)${pattern.split('*').map(escape).join('[^/]*')}(/|$)`;

/** The folder patterns a rule forbids for files in `home` (a folder, '*' already filled in). */
function forbiddenFolders(rule, home) {
  if (!rule.only) return rule.forbid;
  const own = `${home.split('/')[0]}/`;
  return topFolders.map((name) => `${name}/`).filter((folder) => folder !== own && !rule.only.includes(folder));
}

/**
 * A relative specifier climbing out of the importer into `folder`, e.g. ^(\.\./)+renderer/. Seen from
 * an area, 'screens/' means the other areas ('../../roles/...', '../../../screens/roles/...').
 */
function folderRegex(folder, home) {
  if (folder !== 'screens/' || !home.startsWith('screens/')) return `^(\\.\\./)+${escape(folder)}`;
  const others = areas.filter((area) => `screens/${area}/` !== home).map(escape);
  return others.length ? `^(\\.\\./)+(screens/)?(${others.join('|')})/` : undefined;
}

/** no-restricted-imports patterns of one rule for the files of `home`, except the `allowed` targets (allowlist). */
function patternsOf(rule, home, allowed) {
  const message = `${rule.id}: ${rule.why}. Fix: ${rule.fix}.`;
  const common = { message, caseSensitive: true, ...(rule.typeImportsAllowed ? { allowTypeImports: true } : {}) };
  const patterns = [];
  for (const folder of forbiddenFolders(rule, home)) {
    const regex = folderRegex(folder, home);
    const except = allowed.filter((path) => path.startsWith(folder)).map((path) => `(?!${escape(path.slice(folder.length))}$)`);
    if (regex) patterns.push({ regex: regex + except.join(''), ...common });
  }
  if (rule.packages?.length) patterns.push({ regex: rule.packages.map(packageRegex).join('|'), ...common });
  return patterns;
}

// no-restricted-imports sees static imports only; this rule holds a dynamic import('...') with a
// literal path to the same patterns (a computed path is left to tests/unit/architecture.test.ts).
const layersPlugin = {
  rules: {
    'no-restricted-dynamic-imports': {
      meta: { type: 'problem', schema: false },
      create(context) {
        const patterns = (context.options[0]?.patterns ?? []).map((pattern) => ({ regex: new RegExp(pattern.regex), message: pattern.message }));
        return {
          ImportExpression(node) {
            const source = node.source;
            const specifier = source.type === 'Literal' ? source.value : source.type === 'TemplateLiteral' && source.expressions.length === 0 ? source.quasis[0].value.cooked : undefined;
            if (typeof specifier !== 'string') return;
            const broken = patterns.find((pattern) => pattern.regex.test(specifier));
            if (broken) context.report({ node, message: `dynamic import('${specifier}') is restricted from being used by a pattern. ${broken.message}` });
          },
        };
      },
    },
  },
};

/**
 * One config entry per governed folder (and per allowlisted file), since a later entry replaces a
 * rule's options: a folder's entry carries the rules of every folder around it as well
 * (screens/users/code/ those of screens/ too), and entries go from the outer folder to the inner.
 */
function layerRuleConfigs() {
  const own = new Map();
  for (const rule of layers.rules) {
    for (const files of rule.files) {
      const expanded = files.includes('*') ? areas.map((area) => files.replace('*', area)) : [files];
      for (const folder of expanded) own.set(folder, [...(own.get(folder) ?? []), rule]);
    }
  }
  const folders = [...own.keys()].sort((a, b) => a.split('/').length - b.split('/').length || a.localeCompare(b));
  const homes = new Map(folders.map((folder) => [folder, folders.filter((outer) => folder.startsWith(outer)).flatMap((outer) => own.get(outer))]));
  const configs = [];
  for (const [folder, rules] of homes) {
    const home = (rule) => (rule.home ? rule.home.replace('*', folder.split('/')[1]) : folder);
    const entry = (files, allowedFor) => ({
      files,
      ignores: ['**/*.test.ts', '**/*.test.tsx'],
      rules: {
        'no-restricted-imports': ['error', { patterns: rules.flatMap((rule) => patternsOf(rule, home(rule), allowedFor(rule))) }],
        'layers/no-restricted-dynamic-imports': ['error', { patterns: rules.flatMap((rule) => patternsOf(rule, home(rule), allowedFor(rule))) }],
      },
    });
    configs.push(entry([`${folder}**/*.{ts,tsx}`], () => []));
    const allowlisted = layers.allowlist.filter((item) => item.file.startsWith(folder));
    for (const file of new Set(allowlisted.map((item) => item.file))) {
      configs.push(entry([file], (rule) => allowlisted.filter((item) => item.file === file && item.rule === rule.id).map((item) => item.target)));
    }
  }
  return configs;
}

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', 'coverage/**', '.tmp/**', 'schemas/types/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { layers: layersPlugin },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // `import { type A } from 'x'` still loads 'x' at run time (verbatimModuleSyntax keeps an empty
      // import); `import type` is the form that the layer rules' "type imports are fine" means.
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  // The hooks rules where React code is: the UI's folders and every .tsx file. They run the React
  // Compiler's analysis over each file they lint (about 70 % of lint's time); domain/ and api/ may not
  // import React (layers.jsonc), and the sandbox, the scripts and the schemas have no component.
  {
    files: ['{shell,renderer,widgets,screens}/**/*.{ts,tsx}', '**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  ...layerRuleConfigs(),
);
