import { describe, expect, it } from 'vitest';
import type { SettingsScreen } from '../../schemas/types/screen.ts';
import { isDirty, partFieldNames, partValues, settingsParts, settingsSections } from './settingsModel.ts';

describe('settings page rules', () => {
  it('draws the sections, or every tab’s sections in order', () => {
    const a = { id: 'a' };
    const b = { id: 'b' };
    expect(settingsSections({ sections: [a] })).toEqual([a]);
    expect(settingsSections({ tabs: [{ id: 't1', labelKey: 'x.y', sections: [a] }, { id: 't2', labelKey: 'x.z', sections: [b] }] })).toEqual([a, b]);
    expect(settingsSections({})).toEqual([]);
  });

  it('makes one form of the page with its submit and restore, or one per part', () => {
    const page: SettingsScreen = { kind: 'settings', titleKey: 'x.t', load: { call: 'c.get' }, sections: [{ id: 'a' }], submit: { call: 'c.save', successMessageKey: 'x.s' }, restoreDefaults: { id: 'r', labelKey: 'x.r', call: 'c.restore' } };
    expect(settingsParts(page)).toEqual([{ id: 'settings', sections: [{ id: 'a' }], submit: { call: 'c.save', successMessageKey: 'x.s' }, restoreDefaults: page.restoreDefaults }]);
    const { submit: _submit, sections: _sections, ...rest } = page;
    const parts: SettingsScreen = { ...rest, parts: [{ id: 'p1', titleKey: 'x.p', sections: [{ id: 'a' }], submit: { call: 'c.one', successMessageKey: 'x.s' } }, { id: 'p2', sections: [{ id: 'b' }], submit: { call: 'c.two', successMessageKey: 'x.s' } }] };
    expect(settingsParts(parts)).toEqual([
      { id: 'p1', titleKey: 'x.p', sections: [{ id: 'a' }], submit: { call: 'c.one', successMessageKey: 'x.s' }, fieldNames: [] },
      { id: 'p2', sections: [{ id: 'b' }], submit: { call: 'c.two', successMessageKey: 'x.s' }, fieldNames: [] },
    ]);
  });

  it('shows a part the loaded values with only its own edits over them', () => {
    const names = partFieldNames({ sections: [{ id: 'a', fields: ['quorum', { name: 'approvers' }] }] });
    expect(names).toEqual(['quorum', 'approvers']);
    expect(partValues({ quorum: '50', timeout: 30 }, undefined, names)).toEqual({ quorum: '50', timeout: 30 });
    expect(partValues({ quorum: '50', timeout: 45 }, { quorum: '60', timeout: 30 }, names)).toEqual({ quorum: '60', timeout: 45 });
    // The page's one form: its edits are the values.
    expect(partValues({ quorum: '50' }, { quorum: '60', timeout: 30 }, undefined)).toEqual({ quorum: '60', timeout: 30 });
  });

  it('is dirty only when a value changed: key order and undefined values are no change', () => {
    expect(isDirty({ b: 1, a: [1, { y: 2, x: 1 }] }, { a: [1, { x: 1, y: 2 }], b: 1 })).toBe(false);
    expect(isDirty({ a: 1, gone: undefined }, { a: 1 })).toBe(false);
    expect(isDirty({ a: 2 }, { a: 1 })).toBe(true);
    expect(isDirty({ a: [1, 2] }, { a: [2, 1] })).toBe(true);
  });
});
