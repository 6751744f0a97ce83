import { describe, expect, it } from 'vitest';
import type { ListBlock } from '../../../schemas/types/screen.ts';
import { appliedView, captureView, openingView } from './viewState.ts';

const block: ListBlock = {
  dataSource: { call: 'roles.list' },
  columns: [
    { attribute: 'name', labelKey: 'l.name', sortable: true },
    { attribute: 'level', labelKey: 'l.level', sortable: true, sortKey: 'roleLevel' },
    { attribute: 'description', labelKey: 'l.description' },
  ],
  sort: { by: 'name', order: 'ASC' },
  filters: [
    { param: 'categoryKeys', labelKey: 'l.categories', widget: 'picker', options: { tabs: ['category'], selection: 'multi' } },
    { param: 'status', labelKey: 'l.status', widget: 'select', options: { choices: [{ value: 'active', labelKey: 'l.active' }, { value: 'all', labelKey: 'l.all' }] }, default: 'all' },
  ],
};

describe('a list and its saved views', () => {
  it('records the search, the filled filters (items trimmed), the sort, the columns in order and the page size', () => {
    const view = captureView(block, ' Mine ', {
      search: ' adm ',
      sortBy: 'roleLevel',
      sortOrder: 'DESC',
      filters: { categoryKeys: [{ id: 'c1', displayName: 'IT', icon: 'x', extra: { a: 1 } }], status: '' },
      columns: ['level', 'name'],
      pageSize: 25,
    });
    expect(view).toEqual({ name: 'Mine', search: 'adm', filters: { categoryKeys: [{ id: 'c1', displayName: 'IT' }] }, sort: { by: 'roleLevel', order: 'DESC' }, columns: ['level', 'name'], pageSize: 25 });
    expect(captureView(block, 'Plain', { search: '', sortOrder: 'ASC', filters: {}, columns: [], pageSize: 10 })).toEqual({ name: 'Plain', pageSize: 10 });
  });

  it('applies a view: what it says over the defaults, and only what still fits the list', () => {
    expect(appliedView(block, { name: 'v', search: 'adm', filters: { status: 'active', gone: 'x' }, sort: { by: 'roleLevel', order: 'DESC' }, columns: ['description', 'gone', 'name'], pageSize: 25 }, [10, 25, 50])).toEqual({
      search: 'adm',
      sortBy: 'roleLevel',
      sortOrder: 'DESC',
      filters: { status: 'active' },
      columns: ['description', 'name'],
      pageSize: 25,
    });
    // A page size the list does not offer, a sort on a column that is not sortable and no known
    // column leave the list's own.
    expect(appliedView(block, { name: 'v', sort: { by: 'description', order: 'DESC' }, columns: ['gone'], pageSize: 7 }, [10, 25])).toEqual({
      search: '',
      sortBy: 'name',
      sortOrder: 'ASC',
      filters: { status: 'all' },
      columns: undefined,
      pageSize: undefined,
    });
  });

  it('opens with the default view only when the URL asks for nothing', () => {
    const views = [{ name: 'a' }, { name: 'b', isDefault: true }];
    expect(openingView(views, new URLSearchParams())?.name).toBe('b');
    expect(openingView(views, new URLSearchParams('status=pending'))).toBeUndefined();
    expect(openingView([{ name: 'a' }], new URLSearchParams())).toBeUndefined();
  });
});
