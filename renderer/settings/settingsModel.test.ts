import { describe, expect, it } from 'vitest';
import { isDirty, settingsSections } from './settingsModel.ts';

describe('settings page rules', () => {
  it('draws the sections, or every tab’s sections in order', () => {
    const a = { id: 'a' };
    const b = { id: 'b' };
    expect(settingsSections({ sections: [a] })).toEqual([a]);
    expect(settingsSections({ tabs: [{ id: 't1', labelKey: 'x.y', sections: [a] }, { id: 't2', labelKey: 'x.z', sections: [b] }] })).toEqual([a, b]);
    expect(settingsSections({})).toEqual([]);
  });

  it('is dirty only when a value changed: key order and undefined values are no change', () => {
    expect(isDirty({ b: 1, a: [1, { y: 2, x: 1 }] }, { a: [1, { x: 1, y: 2 }], b: 1 })).toBe(false);
    expect(isDirty({ a: 1, gone: undefined }, { a: 1 })).toBe(false);
    expect(isDirty({ a: 2 }, { a: 1 })).toBe(true);
    expect(isDirty({ a: [1, 2] }, { a: [2, 1] })).toBe(true);
  });
});
