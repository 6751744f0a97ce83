// The validator's building blocks: suggestions, JSON positions, readable schema errors, and the
// schemas themselves (a description on every property: it is the implementer's documentation).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseJsonSource } from './json-source.ts';
import { loadSchemas } from './schemas.ts';
import { readableErrors } from './messages.ts';
import { closest, editDistance } from './suggest.ts';
import { pluralCategories, splitPluralKeys, validateProject } from './index.ts';
import { codeRegistries } from './registries.ts';
import { ROOT, baseOverlay } from '../../tests/unit/fixture-project.ts';

describe('suggestions', () => {
  it('measures edit distance', () => {
    expect(editDistance('pickr', 'picker')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('suggests only close names', () => {
    expect(closest('pickr', ['picker', 'text', 'select'])).toBe('picker');
    expect(closest('Pagination', ['pagination'])).toBe('pagination');
    expect(closest('roleLevel', ['q', 'size', 'sortBy'])).toBeUndefined();
  });
});

describe('JSON positions', () => {
  const text = '{\n  "a": {\n    "b": [1, { "c": true }]\n  },\n  "d/e": 1\n}';
  const source = parseJsonSource('x.json', text);

  it('locates a property at its key, an array element at itself', () => {
    expect(source.locate('/a/b')).toEqual({ line: 3, column: 5 });
    expect(source.locate('/a/b/1')).toEqual({ line: 3, column: 14 });
    expect(source.locate('/a/b/1/c')).toEqual({ line: 3, column: 16 });
    expect(source.locate('/d~1e')).toEqual({ line: 5, column: 3 });
  });

  it('falls back to the nearest existing ancestor', () => {
    expect(source.locate('/a/missing')).toEqual({ line: 2, column: 3 });
  });

  it('reports syntax errors with their position', () => {
    const broken = parseJsonSource('y.json', '{\n  "a": 1,\n}');
    expect(broken.value).toBeUndefined();
    expect(broken.syntaxErrors[0]).toEqual({ message: 'invalid JSON: PropertyNameExpected', position: { line: 3, column: 1 } });
  });
});

describe('readable schema errors', () => {
  const schemas = loadSchemas(path.join(ROOT, 'schemas'));
  const errorsOf = (value: unknown) => {
    schemas.screen(value);
    return readableErrors(schemas.screen.errors);
  };
  const list = { kind: 'list', titleKey: 'a.b', dataSource: { call: 'users.list' }, columns: [{ attribute: 'x', labelKey: 'a.c' }] };

  it('names the branch of a union that fits the value', () => {
    const errors = errorsOf({ ...list, dataSource: { call: 'users.list', params: { dn: { from: 'rout', name: 'dn' } } } });
    expect(errors).toEqual([
      { pointer: '/dataSource/params/dn/from', message: "'rout' is not allowed here; use one of 'route', 'settings', 'user', 'item', 'form', 'answer'; did you mean 'route'?" },
    ]);
  });

  it('explains a malformed translation key', () => {
    expect(errorsOf({ ...list, titleKey: 'Users' })).toEqual([
      { pointer: '/titleKey', message: "'Users' is not a translation key; write a dot-namespaced key such as 'users.list.title'" },
    ]);
  });

  it('checks only the branch of the declared kind', () => {
    const errors = errorsOf({ kind: 'form', titleKey: 'a.b', submit: { call: 'x', successMessageKey: 'a.d' }, columns: [] });
    expect(errors).toEqual([{ pointer: '/columns', message: "unknown property 'columns'" }]);
  });
});

describe('the schemas document every property', () => {
  const files = ['screen', 'area', 'call-catalogue'].map((n) => `schemas/${n}.schema.json`);
  files.push(...fs.readdirSync(path.join(ROOT, 'schemas/widgets')).map((f) => `schemas/widgets/${f}`));
  const undocumented: string[] = [];
  type Property = { description?: string; $ref?: string };
  const walk = (node: unknown, where: string, definitions: Record<string, Property>) => {
    if (Array.isArray(node)) node.forEach((n, i) => walk(n, `${where}/${i}`, definitions));
    else if (node && typeof node === 'object') {
      const o = node as Record<string, unknown>;
      if (o.properties && typeof o.properties === 'object') {
        for (const [name, prop] of Object.entries(o.properties as Record<string, Property>)) {
          // A property that only points at a definition is documented by the definition (a
          // description beside the $ref would make the type generator inline a copy of the type).
          const referred = prop.$ref?.startsWith('#/definitions/') ? definitions[prop.$ref.slice('#/definitions/'.length)] : undefined;
          if (!prop.description && !referred?.description) undocumented.push(`${where}/properties/${name}`);
        }
      }
      for (const [k, v] of Object.entries(o)) walk(v, `${where}/${k}`, definitions);
    }
  };
  for (const file of files) {
    const schema = JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as { definitions?: Record<string, Property> };
    walk(schema, file, schema.definitions ?? {});
  }

  it('has a description on every property of every schema', () => {
    expect(undocumented).toEqual([]);
  });
});

describe('the widget registry', () => {
  it('reports a registered widget without an options schema, and a schema without a widget', () => {
    const registries = { ...codeRegistries, widgets: [...codeRegistries.widgets.filter((w) => w !== 'quickInfo'), 'familyTree'] };
    const messages = validateProject(ROOT, { overlay: baseOverlay(), registries }).map((d) => `${d.file}: ${d.message}`);
    expect(messages).toEqual([
      "widgets/names.ts: widget 'familyTree' has no options schema; add schemas/widgets/familyTree.schema.json",
      "schemas/widgets/quickInfo.schema.json: options schema of unregistered widget 'quickInfo'; add 'quickInfo' to widgets/names.ts or remove the file",
    ]);
  });
});

describe('plural translation keys', () => {
  /**
   * The project with fixture keys added to its locale files: the files named get the entries given; every
   * other locale file gets the English ones in each form its language has, so only the named files' faults
   * are reported however many languages ship.
   */
  const localeOverlay = (named: Record<string, Record<string, string>>) => {
    const overlay = baseOverlay();
    const english = named.en ?? {};
    const languages = fs.readdirSync(path.join(ROOT, 'public/locales')).filter((file) => file.endsWith('.json')).map((file) => path.basename(file, '.json'));
    for (const lang of languages) {
      const { plain, families } = splitPluralKeys(Object.keys(english));
      const entries = named[lang] ?? {
        ...Object.fromEntries(plain.map((key) => [key, english[key]!])),
        ...Object.fromEntries([...families.keys()].flatMap((base) => pluralCategories(lang).map((form) => [`${base}_${form}`, english[`${base}_other`]!]))),
      };
      const file = `public/locales/${lang}.json`;
      overlay[file] = JSON.stringify({ ...entries, ...(JSON.parse(overlay[file] ?? fs.readFileSync(path.join(ROOT, file), 'utf8')) as object) }, null, 2);
    }
    return overlay;
  };

  it('gathers x_one, x_other under x and leaves other keys alone', () => {
    const { plain, families } = splitPluralKeys(['a.b', 'list.count_one', 'list.count_other', 'not_a_form']);
    expect(plain).toEqual(['a.b', 'not_a_form']);
    expect([...families]).toEqual([['list.count', new Set(['one', 'other'])]]);
  });

  it("knows each language's forms: two in English and German, three in Hebrew, six in Arabic", () => {
    expect(pluralCategories('en')).toEqual(['one', 'other']);
    expect(pluralCategories('de')).toEqual(['one', 'other']);
    expect(pluralCategories('he')).toEqual(expect.arrayContaining(['one', 'two', 'other']));
    expect(pluralCategories('ar')).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
  });

  it('reports an Arabic text with only the English forms, and accepts the key by its base name', () => {
    const overlay = localeOverlay({
      en: { 'fixture.rows_one': '1 row', 'fixture.rows_other': '{{count}} rows' },
      de: { 'fixture.rows_one': '1 Zeile', 'fixture.rows_other': '{{count}} Zeilen' },
      ar: { 'fixture.rows_one': 'صف واحد', 'fixture.rows_other': '{{count}} صف' },
      he: { 'fixture.rows_one': 'שורה אחת', 'fixture.rows_two': 'שתי שורות', 'fixture.rows_other': '{{count}} שורות' },
    });
    const messages = validateProject(ROOT, { overlay }).map((d) => `${d.file} ${d.message}`);
    expect(messages).toEqual(["public/locales/ar.json plural key 'fixture.rows' lacks the forms fixture.rows_zero, fixture.rows_two, fixture.rows_few, fixture.rows_many that ar needs; add them"]);
  });

  it('reports a Hebrew text without its dual form, and a key the Hebrew file lacks', () => {
    const overlay = localeOverlay({
      en: { 'fixture.rows_one': '1 row', 'fixture.rows_other': '{{count}} rows', 'fixture.title': 'Rows' },
      de: { 'fixture.rows_one': '1 Zeile', 'fixture.rows_other': '{{count}} Zeilen', 'fixture.title': 'Zeilen' },
      ar: { 'fixture.rows_zero': 'لا صفوف', 'fixture.rows_one': 'صف واحد', 'fixture.rows_two': 'صفان', 'fixture.rows_few': '{{count}} صفوف', 'fixture.rows_many': '{{count}} صفًا', 'fixture.rows_other': '{{count}} صف', 'fixture.title': 'صفوف' },
      he: { 'fixture.rows_one': 'שורה אחת', 'fixture.rows_other': '{{count}} שורות' },
    });
    const messages = validateProject(ROOT, { overlay }).map((d) => `${d.file} ${d.message}`);
    expect(messages).toContain("public/locales/he.json plural key 'fixture.rows' lacks the form fixture.rows_two that he needs; add it");
    expect(messages).toContain("public/locales/en.json translation key 'fixture.title' is missing from he.json; add it there too");
  });
});
