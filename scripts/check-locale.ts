// Checks a locale file of public/locales against en.json before it is wired into the console:
//   npx tsx scripts/check-locale.ts fa ja zh-CN zh-TW nl
// Valid JSON written as en.json is (flat, keys sorted, two-space indent, one key per line); the same
// keys as English, with exactly the plural forms the language has (Intl.PluralRules: Japanese and
// Chinese only `_other`, Dutch and Persian `_one` and `_other`); every {{placeholder}} of the
// English text kept; and no value equal to the English one but a reviewed word (names, formats).
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;

/** Values any language keeps as English writes them: protocols, formats, product names. */
const SAME = new Set(['TCP', 'UDP', 'IMAP', 'POP3', 'JSON', 'CSV', 'CPRS', 'DN', 'OK', 'ID', 'SoD', 'SoDs', 'Identity Governance', 'Identity Console', 'CEF', 'LDAP', 'SMTP', 'URL', 'Logo', 'QUORUM', '{{name}} ({{size}} KB)']);
/** Per language, the English words it writes the same way (reviewed). */
const SAME_IN: Record<string, readonly string[]> = {
  nl: [
    'Account', 'Cache', 'Cluster', 'Code', 'Container', 'Containers', 'Dashboard', 'Details', 'Driver', 'Engine', 'Filters', 'Help', 'Item', 'Object',
    'Product', 'Protocol', 'Provisioning', 'Proxy', 'Resource', 'Resources', 'Status', 'Team', 'Teams', 'Type', 'Workflow', 'Build', 'Parameter {{name}}',
    'Parallel', 'Clients', 'Logo', 'Quorum (%)', 'clients', 'containers', 'drivers', 'items', 'resources', 'teams',
  ],
  ja: [],
  'zh-CN': [],
  'zh-TW': [],
  fa: [],
};

const read = (locale: string) => readFileSync(path.join(ROOT, 'public/locales', `${locale}.json`), 'utf8');
const placeholders = (text: string): string[] => text.match(/\{\{[^}]*\}\}/g) ?? [];
const wordless = (value: string) => !/\p{L}{2,}/u.test(value.replace(/\{\{[^}]*\}\}/g, ''));

const english = JSON.parse(read('en')) as Record<string, string>;
const baseOf = (key: string) => PLURAL.exec(key)?.[1] ?? key;
const pluralBases = new Set(Object.keys(english).filter((key) => PLURAL.test(key)).map(baseOf));

let failures = 0;
for (const locale of process.argv.slice(2)) {
  const problems: string[] = [];
  const text = read(locale);
  let own: Record<string, string>;
  try {
    own = JSON.parse(text) as Record<string, string>;
  } catch (error) {
    console.log(`${locale}: not valid JSON: ${String(error)}`);
    failures++;
    continue;
  }
  const sorted = Object.fromEntries(Object.keys(own).sort().map((key) => [key, own[key]]));
  if (text !== `${JSON.stringify(sorted, null, 2)}\n`) problems.push('not written as en.json is (sorted keys, two-space indent, one key per line)');
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const expected = new Set<string>();
  for (const key of Object.keys(english)) {
    const base = baseOf(key);
    if (pluralBases.has(base)) for (const category of categories) expected.add(`${base}_${category}`);
    else expected.add(key);
  }
  for (const key of expected) if (!(key in own)) problems.push(`missing ${key}`);
  for (const key of Object.keys(own)) if (!expected.has(key)) problems.push(`extra ${key}`);
  const allowed = new Set([...SAME, ...(SAME_IN[locale] ?? [])]);
  for (const [key, value] of Object.entries(own)) {
    if (typeof value !== 'string' || !value.trim()) { problems.push(`${key}: empty`); continue; }
    const base = baseOf(key);
    const source = english[key] ?? english[`${base}_other`] ?? '';
    const have = placeholders(value);
    // A language's `one` form may write the number as a word, as English's "1 selected" does.
    const needed = placeholders(source).filter((name) => !(key.endsWith('_one') && /^\{\{count/.test(name)));
    for (const name of needed) if (!have.includes(name)) problems.push(`${key}: lacks ${name}`);
    for (const name of have) if (!placeholders(source).includes(name) && !placeholders(english[`${base}_other`] ?? '').includes(name)) problems.push(`${key}: unknown ${name}`);
    if (english[key] === value && !wordless(value) && !allowed.has(value)) problems.push(`${key}: English left: ${value}`);
    if ([...value].some((char) => char.charCodeAt(0) < 32)) problems.push(`${key}: control character`);
  }
  console.log(`${locale}: ${Object.keys(own).length} keys, ${problems.length} problem(s)`);
  for (const problem of problems) console.log(`  ${problem}`);
  failures += problems.length;
}
process.exitCode = failures ? 1 : 0;
