// A list's defaults from a call: the administrator's sort and default columns replace the
// declared ones, a setting naming no column of the list is ignored, and "users may not choose"
// drops the column chooser and the columns a user saved.
import { describe, expect, it } from 'vitest';
import type { ListBlock } from '../../schemas/types/screen.ts';
import { withListDefaults } from './listDefaults.ts';

const block = {
  dataSource: { call: 'tasks.list', itemsPath: 'tasks', paging: 'fromIndex' },
  rowKey: 'taskId',
  columns: [
    { attribute: 'processName', labelKey: 'a', sortable: true },
    { attribute: 'recipientName', labelKey: 'b', sortable: true },
    { attribute: 'createTime', labelKey: 'c', sortable: true, sortKey: 'created' },
    { attribute: 'assignStatus', labelKey: 'd' },
  ],
  sort: { by: 'created', order: 'DESC' },
  preferences: { columns: 'taskList-columns', pageSize: 'taskList-pageSize' },
} as ListBlock;

const from = { call: 'displaySettings.task', sortBy: 'taskListSort', sortDescending: 'taskListSortDesc', columns: 'defaultColumns', userMayChooseColumns: 'taskListColumnsOverride' };

describe('withListDefaults', () => {
  it("sorts by the setting's column and order and shows its columns", () => {
    const opened = withListDefaults(block, from, {
      taskListSort: 'recipientName',
      taskListSortDesc: false,
      defaultColumns: [{ key: 'recipientName', value: 'Recipient' }, { key: 'createTime', value: 'Assigned on' }],
      taskListColumnsOverride: true,
    });
    expect(opened.sort).toEqual({ by: 'recipientName', order: 'ASC' });
    expect(opened.defaultColumns).toEqual(['recipientName', 'createTime']);
    expect(opened.preferences).toEqual(block.preferences);
  });

  it('keeps an alwaysShown column in its declared place though the setting does not name it', () => {
    const marked = { ...block, columns: [block.columns[0]!, { attribute: 'addressee', labelKey: 'e', alwaysShown: true }, ...block.columns.slice(1)] } as ListBlock;
    expect(withListDefaults(marked, from, { defaultColumns: [{ key: 'processName' }, { key: 'createTime' }] }).defaultColumns).toEqual(['processName', 'addressee', 'createTime']);
    expect(withListDefaults(marked, from, { defaultColumns: [{ key: 'createTime' }] }).defaultColumns).toEqual(['addressee', 'createTime']);
  });

  it('names a column by its sort key too, and keeps the declared order when the setting has none', () => {
    expect(withListDefaults(block, from, { taskListSort: 'created' }).sort).toEqual({ by: 'created', order: 'DESC' });
    expect(withListDefaults(block, from, { taskListSort: 'createTime', taskListSortDesc: true }).sort).toEqual({ by: 'created', order: 'DESC' });
  });

  it('ignores what names no sortable column of the list, and an empty column list', () => {
    const opened = withListDefaults(block, from, { taskListSort: 'assignStatus', defaultColumns: [{ key: 'salary' }] });
    expect(opened.sort).toEqual(block.sort);
    expect(opened.defaultColumns).toBeUndefined();
    expect(withListDefaults(block, from, 'not an object')).toEqual(block);
  });

  it('takes the column chooser and the saved columns away when users may not choose, keeping the page size preference', () => {
    const opened = withListDefaults(block, from, { taskListColumnsOverride: false });
    expect(opened.preferences).toEqual({ columns: undefined, pageSize: 'taskList-pageSize' });
  });
});
