import { describe, expect, it } from 'vitest';
import { clientSettingEntries, clientSettingValues, displayColumnKeys, displayColumnNodes, pageSizeList } from './index.ts';

const branding = [
  { key: 'title', sectionKey: 'branding', value: { en: 'Console', de: 'Konsole', link: 'https://example.com/' } },
  { key: 'enableFooter', sectionKey: 'branding', value: true },
  { key: 'footerLink', sectionKey: 'branding', value: [{ name: 'Privacy', link: 'https://example.com/p' }] },
];

describe('client settings entries', () => {
  it('spread an object value over one field per member', () => {
    expect(clientSettingValues(branding)).toEqual({
      title_en: 'Console', title_de: 'Konsole', title_link: 'https://example.com/', enableFooter: true, footerLink: [{ name: 'Privacy', link: 'https://example.com/p' }],
    });
  });

  it('fold the shown fields back into entries, members not shown kept, entries not shown left out', () => {
    expect(clientSettingEntries({ title_de: 'Neue Konsole', enableFooter: false }, { object: branding })).toEqual([
      { key: 'title', value: { en: 'Console', de: 'Neue Konsole', link: 'https://example.com/' } },
      { key: 'enableFooter', value: false },
    ]);
    expect(clientSettingEntries({}, { object: branding })).toEqual([]);
  });

  it('spread a list of key/value pairs over one field per key and fold it back whole', () => {
    const customization = [
      { key: 'messageTime', sectionKey: 'customization', value: 5000 },
      { key: 'viewPermission', sectionKey: 'customization', value: [{ key: 'role', value: true }, { key: 'resource', value: true }, { key: 'prd', value: true }] },
    ];
    expect(clientSettingValues(customization)).toEqual({ messageTime: 5000, viewPermission_role: true, viewPermission_resource: true, viewPermission_prd: true });
    expect(clientSettingEntries({ viewPermission_resource: false }, { object: customization })).toEqual([
      { key: 'viewPermission', value: [{ key: 'role', value: true }, { key: 'resource', value: false }, { key: 'prd', value: true }] },
    ]);
  });
});

describe('display column lists', () => {
  const task = { taskListSort: 'priority', defaultColumns: [{ key: 'priority', value: 'Priority' }, { key: 'createTime', value: 'Assigned on' }], columnsForUserOverride: [], allColumns: [{ key: 'priority', value: 'Priority' }] };

  it('are edited as column keys and sent as key nodes', () => {
    const values = displayColumnKeys(task);
    expect(values).toMatchObject({ taskListSort: 'priority', defaultColumns: ['priority', 'createTime'], columnsForUserOverride: [], allColumns: task.allColumns });
    expect(displayColumnNodes({ ...values, defaultColumns: ['createTime'] }, {})).toMatchObject({ defaultColumns: [{ key: 'createTime' }], columnsForUserOverride: [] });
  });
});

describe('pageSizeList', () => {
  it('takes distinct page sizes from 1 to 300 separated by commas', () => {
    expect(pageSizeList.validate('5, 10,25,300', {})).toBeNull();
    expect(pageSizeList.validate('', {})).toBeNull();
    for (const wrong of ['5,,10', '0,10', '10,301', '10,10', 'ten', '2.5']) expect(pageSizeList.validate(wrong, {}), wrong).toEqual({ messageKey: 'settings.validation.pageSizes' });
  });
});
