// The list's state in one hook: what a list drawn any way would read from it. The list loads the
// first page of its call once its preferences are read, a page change loads that page, and the
// selection answers the chosen rows of the page shown.
import { act, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { ListBlock } from '../../schemas/types/screen.ts';
import { allRegistries } from '../../screens/testing.ts';
import { ScreenEnvironmentContext } from '../../widgets/environment.tsx';
import { fakeCall, renderWithI18n } from '../../widgets/testing/renderWithI18n.tsx';
import { RegistryContext } from '../core/registries.ts';
import { useListController, type ListController } from './useListController.ts';

const block = {
  dataSource: { call: 'groups.list', itemsPath: 'groups', totalPath: 'totalCount' },
  rowKey: 'dn',
  columns: [{ attribute: 'name', labelKey: 'groups.column.name' }],
  paging: { defaultPageSize: 2 },
} as unknown as ListBlock;

const group = (n: number) => ({ dn: `cn=g${n},o=data`, name: `Group ${n}` });

function Probe({ onController }: { onController: (controller: ListController) => void }) {
  onController(useListController(block, undefined));
  return null;
}

describe('useListController', () => {
  it('loads the first page, a page asked for, and answers the selected rows of the page shown', async () => {
    const { call, fn } = fakeCall({
      'groups.list': (params: Record<string, unknown>) => (params.nextIndex === 3 ? { groups: [group(3)], totalCount: 3, nextIndex: 0 } : { groups: [group(1), group(2)], totalCount: 3, nextIndex: 3 }),
    });
    let controller: ListController | undefined;
    renderWithI18n(
      <MemoryRouter>
        <ScreenEnvironmentContext.Provider value={{ call, notify: vi.fn(), user: {}, settings: { optionsRowsPerPage: [2, 4] } }}>
          <RegistryContext.Provider value={allRegistries}>
            <Probe onController={(c) => (controller = c)} />
          </RegistryContext.Provider>
        </ScreenEnvironmentContext.Provider>
      </MemoryRouter>,
    );
    await waitFor(() => expect(controller!.page.rows).toEqual([group(1), group(2)]));
    expect(controller!.page.total).toBe(3);
    expect(controller!.declaredColumns.map((c) => [c.column, c.displayLabel])).toEqual([['name', 'Name']]);
    expect(fn).toHaveBeenCalledWith('groups.list', expect.objectContaining({ nextIndex: 1, size: 2 }), undefined, expect.anything());

    act(() => controller!.selection.setSelected(new Set(['cn=g2,o=data'])));
    expect(controller!.selection.selectedRows()).toEqual([group(2)]);

    act(() => controller!.query.goToPage(1));
    await waitFor(() => expect(controller!.page.rows).toEqual([group(3)]));
    expect(fn).toHaveBeenLastCalledWith('groups.list', expect.objectContaining({ nextIndex: 3, size: 2 }), undefined, expect.anything());
  });
});
