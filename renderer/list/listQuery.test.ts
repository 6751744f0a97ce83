import { describe, expect, it } from 'vitest';
import type { ListBlock } from '../../schemas/types/screen.ts';
import { advancedAttributes, advSearchOf, listQueryParams, nextSort } from './listQuery.ts';

const block: ListBlock = {
  dataSource: { call: 'users.list', paging: 'nextIndex' },
  columns: [{ attribute: 'fullName', labelKey: 'x' }],
  search: { advanced: {} },
};

describe('listQueryParams', () => {
  it('sends the page as a 1-based nextIndex with size, * for an empty search, and the sort', () => {
    expect(listQueryParams(block, { clientId: '1' }, { page: 2, pageSize: 25, q: ' ', sortBy: 'FirstName', sortOrder: 'DESC', advanced: {} })).toEqual({
      clientId: '1',
      nextIndex: 51,
      size: 25,
      q: '*',
      searchAttr: 'FirstName,LastName,Email,TelephoneNumber',
      sortBy: 'FirstName',
      sortOrder: 'DESC',
    });
  });
  it('sends the page as a 0-based startIndex with size when the call pages so', () => {
    const monitoring: ListBlock = { dataSource: { call: 'monitoring.processList', paging: 'startIndex' }, columns: [{ attribute: 'name', labelKey: 'x' }] };
    expect(listQueryParams(monitoring, {}, { page: 0, pageSize: 10, q: '', sortOrder: 'ASC', advanced: {} })).toEqual({ startIndex: 0, size: 10 });
    expect(listQueryParams(monitoring, {}, { page: 3, pageSize: 25, q: '', sortOrder: 'ASC', advanced: {} })).toEqual({ startIndex: 75, size: 25 });
  });
  it('sends the sort column under the parameter the sort names (sortColumn)', () => {
    const assignments: ListBlock = { dataSource: { call: 'adminAssignments.list', paging: 'nextIndex' }, columns: [{ attribute: 'assignee', labelKey: 'x' }], sort: { by: 'assignee', param: 'sortColumn' } };
    const params = listQueryParams(assignments, {}, { page: 0, pageSize: 10, q: '', sortBy: 'domain', sortOrder: 'DESC', advanced: {} });
    expect(params).toEqual({ nextIndex: 1, size: 10, sortColumn: 'domain', sortOrder: 'DESC' });
  });
  it('adds the advanced search of the filled attributes', () => {
    const params = listQueryParams(block, {}, { page: 0, pageSize: 10, q: 'jo', sortOrder: 'ASC', advanced: { FirstName: 'Jo', Email: '' } });
    expect(params).toMatchObject({ nextIndex: 1, q: 'jo', advSearch: 'FirstName:Jo' });
    expect(advSearchOf({ FirstName: ' ' })).toBeUndefined();
  });
});

describe('nextSort', () => {
  it('flips the order of the same column and starts another ascending', () => {
    expect(nextSort({ sortBy: 'Email', sortOrder: 'ASC' }, 'Email')).toEqual({ sortBy: 'Email', sortOrder: 'DESC' });
    expect(nextSort({ sortBy: 'Email', sortOrder: 'DESC' }, 'Title')).toEqual({ sortBy: 'Title', sortOrder: 'ASC' });
  });
});

describe('advancedAttributes', () => {
  const users = { search: { advanced: {} } } as unknown as ListBlock;
  it("offers the client's searchLookup unless the list names its own, else the four defaults", () => {
    expect(advancedAttributes(users, ['FirstName', 'Department'])).toEqual(['FirstName', 'Department']);
    expect(advancedAttributes(users, [])).toEqual(['FirstName', 'LastName', 'Email', 'TelephoneNumber']);
    expect(advancedAttributes({ search: { advanced: { attributes: ['Title'] } } } as unknown as ListBlock, ['FirstName'])).toEqual(['Title']);
    expect(advancedAttributes({ search: {} } as unknown as ListBlock, ['FirstName'])).toEqual([]);
  });

  it('are the searchAttr of the call', () => {
    const block = { dataSource: { call: 'users.list' }, search: { advanced: {} } } as unknown as ListBlock;
    expect(listQueryParams(block, {}, { page: 0, pageSize: 10, q: '', sortOrder: 'ASC', advanced: {} }, ['Email'])).toMatchObject({ searchAttr: 'Email' });
  });
});
