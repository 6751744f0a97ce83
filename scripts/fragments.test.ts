import { describe, expect, it } from 'vitest';
import { expandFragments, parseReference } from './fragments.ts';

const files: Record<string, unknown> = {
  catalog: {
    fields: { texts: [{ name: 'name' }, { name: 'description' }], withNote: [{ $fragment: 'catalog#/fields/texts' }, { name: 'note' }] },
    tabs: { general: [{ id: 'general', labelKey: 'a.b', sections: [{ id: 's', fields: ['name'] }] }] },
  },
  loop: { fields: { a: [{ $fragment: 'loop#/fields/b' }], b: [{ $fragment: 'loop#/fields/a' }] } },
};
const read = (name: string) => files[name];

describe('fragments', () => {
  it('parses a reference', () => {
    expect(parseReference('catalog#/fields/texts')).toEqual({ file: 'catalog', kind: 'fields', name: 'texts' });
    expect(parseReference('catalog/fields/texts')).toBeUndefined();
  });

  it('splices a fragment into the array it stands in, in place, and a fragment may use another', () => {
    const screen = { kind: 'form', fields: [{ name: 'first' }, { $fragment: 'catalog#/fields/withNote' }, { name: 'last' }] };
    const { value, problems, used } = expandFragments(screen, read);
    expect(problems).toEqual([]);
    expect(value).toEqual({ kind: 'form', fields: [{ name: 'first' }, { name: 'name' }, { name: 'description' }, { name: 'note' }, { name: 'last' }] });
    expect([...used]).toEqual(['catalog']);
  });

  it('expands deep inside (a tab in tabs) and leaves objects with more keys alone', () => {
    const screen = { tabs: [{ $fragment: 'catalog#/tabs/general' }], body: { $fragment: 'catalog#/fields/texts', extra: 1 } };
    expect(expandFragments(screen, read).value).toEqual({ tabs: [{ id: 'general', labelKey: 'a.b', sections: [{ id: 's', fields: ['name'] }] }], body: { $fragment: 'catalog#/fields/texts', extra: 1 } });
  });

  it('reports an unknown file or fragment, a wrong kind, a malformed reference and a cycle at the reference, leaving it out', () => {
    const screen = {
      fields: [{ $fragment: 'nofile#/fields/x' }, { $fragment: 'catalog#/fields/text' }, { $fragment: 'catalog#/tabs/general' }, { $fragment: 'catalog' }, { $fragment: 'loop#/fields/a' }, { name: 'kept' }],
    };
    const { value, problems } = expandFragments(screen, read);
    expect(value).toEqual({ fields: [{ name: 'kept' }] });
    expect(problems).toEqual([
      { pointer: '/fields/0/$fragment', message: "no fragment file 'nofile'; create screens/fragments/nofile.json" },
      { pointer: '/fields/1/$fragment', message: "fragment file 'catalog' has no fields 'text'; did you mean 'texts'?" },
      { pointer: '/fields/2/$fragment', message: "fragment 'catalog#/tabs/general' is a list of tabs; here fields are expected (use a \"fields\" fragment)" },
      { pointer: '/fields/3/$fragment', message: '\'catalog\' is not a fragment reference; write "<file>#/<kind>/<name>", e.g. "catalog#/fields/texts"' },
      { pointer: '/fields/4/$fragment', message: "fragment 'loop#/fields/a' includes itself (loop#/fields/a → loop#/fields/b → loop#/fields/a); break the cycle" },
    ]);
  });

  it('maps a pointer into the expanded value back to the file: own entries shift, a fragment’s entries point at the reference', () => {
    const screen = { fields: [{ $fragment: 'catalog#/fields/withNote' }, { name: 'own', widget: 'x' }], tabs: [{ $fragment: 'catalog#/tabs/general' }] };
    const { sourcePointer } = expandFragments(screen, read);
    expect(sourcePointer('/fields/3/widget')).toEqual({ pointer: '/fields/1/widget' });
    expect(sourcePointer('/fields/1/name')).toEqual({ pointer: '/fields/0/$fragment', fragment: 'catalog#/fields/withNote' });
    expect(sourcePointer('/tabs/0/sections/0/fields/0')).toEqual({ pointer: '/tabs/0/$fragment', fragment: 'catalog#/tabs/general' });
    expect(sourcePointer('/kind')).toEqual({ pointer: '/kind' });
  });
});
