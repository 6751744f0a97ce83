// The filter bar of a list: the saved filters are read before the first load, Apply loads page 1
// with the filters' parameters and saves them as the preference, Clear removes them.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fakeCall, renderWithI18n } from '../../widgets/testing/renderWithI18n.tsx';
import { ScreenEnvironmentContext } from '../../widgets/environment.tsx';
import type { ListBlock } from '../../schemas/types/screen.ts';
import { ListView } from './ListView.tsx';
import { RegistryContext } from '../core/registries.ts';
import { allRegistries } from '../../screens/testing.ts';

const block = {
  dataSource: { call: 'items.list', itemsPath: 'items' },
  rowKey: 'id',
  columns: [{ attribute: 'name', labelKey: 'renderer.list.rows' }],
  filters: [
    { param: 'state', labelKey: 'renderer.attribute.Email', widget: 'select', options: { choices: [{ value: 'running', labelKey: 'widgets.processState.0' }, { value: 'done', labelKey: 'widgets.processState.3' }] } },
    { param: 'name', labelKey: 'renderer.attribute.LastName', widget: 'text' },
  ],
  preferences: { filters: 'itemList-filters' },
} as unknown as ListBlock;

const items = (params: Record<string, unknown>) => ({ items: Array.from({ length: 12 }, (_, i) => ({ id: `i${i}`, name: `Item ${i} ${String(params.name ?? '')}` })).slice(Number(params.nextIndex) - 1, Number(params.nextIndex) + 9), totalSize: 12 });

function setup(saved: string | undefined) {
  const { call, fn } = fakeCall({
    'items.list': items,
    'preferences.get': saved === undefined ? { isPreferenceAvailable: 'false', columns: [] } : { isPreferenceAvailable: 'true', columns: [saved] },
    'preferences.save': {},
  });
  renderWithI18n(
    <MemoryRouter>
      <ScreenEnvironmentContext.Provider value={{ call, notify: vi.fn(), user: {}, settings: { defaultRowsPerPage: 10 } }}>
        <RegistryContext.Provider value={allRegistries}>
          <ListView block={block} />
        </RegistryContext.Provider>
      </ScreenEnvironmentContext.Provider>
    </MemoryRouter>,
  );
  const listCalls = () => fn.mock.calls.filter(([name]) => name === 'items.list').map(([, params]) => params as Record<string, unknown>);
  const saves = () => fn.mock.calls.filter(([name]) => name === 'preferences.save').map(([, params, body]) => [params, body]);
  return { fn, listCalls, saves };
}

describe('list filters', () => {
  it('restores the saved filters before the first load and shows how many are active', async () => {
    const { fn, listCalls } = setup('{"name":"adm"}');
    expect(await screen.findByText('Item 0 adm')).toBeTruthy();
    expect(fn.mock.calls[0]?.slice(0, 2)).toEqual(['preferences.get', { attribute: 'itemList-filters' }]);
    expect(listCalls()).toHaveLength(1);
    expect(listCalls()[0]).toMatchObject({ name: 'adm', nextIndex: 1 });
    expect(screen.getByRole('button', { name: 'Filter (1 active)' })).toBeTruthy();
  });

  it('applies the chosen filters from page 1, saves them as the preference, and clears them', async () => {
    const { listCalls, saves } = setup(undefined);
    await screen.findByText('Showing 1 to 10 of 12 entries');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ nextIndex: 11 }));

    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const bar = await screen.findByRole('search', { name: 'Filters' });
    fireEvent.mouseDown(within(bar).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Completed' }));
    fireEvent.change(within(bar).getByLabelText('Last Name'), { target: { value: ' smith ' } });
    fireEvent.click(within(bar).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ state: 'done', name: 'smith', nextIndex: 1 }));
    expect(saves().at(-1)).toEqual([{ attribute: 'itemList-filters' }, { columns: ['{"state":"done","name":" smith "}'] }]);
    expect(screen.getByRole('button', { name: 'Filter (2 active)' })).toBeTruthy();

    fireEvent.click(within(screen.getByRole('search', { name: 'Filters' })).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(listCalls().at(-1)).not.toHaveProperty('state'));
    expect(listCalls().at(-1)).not.toHaveProperty('name');
    expect(saves().at(-1)).toEqual([{ attribute: 'itemList-filters' }, { columns: ['{}'] }]);
  }, 20_000);
});
