// A list with defaultsFrom opens by the settings its call answers: sorted by the administrator's
// column and order, showing the administrator's columns, with no column chooser when users may
// not choose; the list is not loaded before the settings are read.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fakeCall, renderWithI18n } from '../../widgets/testing/renderWithI18n.tsx';
import { ScreenEnvironmentContext } from '../../widgets/environment.tsx';
import type { ListBlock } from '../../schemas/types/screen.ts';
import { ListView } from './ListView.tsx';
import { RegistryContext } from '../core/registries.ts';
import { allRegistries } from '../../screens/testing.ts';

const block = {
  dataSource: { call: 'items.list', itemsPath: 'items', paging: 'nextIndex' },
  rowKey: 'id',
  columns: [
    { attribute: 'name', labelKey: 'renderer.attribute.FirstName', sortable: true },
    { attribute: 'mail', labelKey: 'renderer.attribute.Email', sortable: true },
    { attribute: 'phone', labelKey: 'renderer.attribute.TelephoneNumber' },
  ],
  sort: { by: 'name', order: 'ASC' },
  preferences: { columns: 'items-columns' },
  defaultsFrom: { call: 'settings.items', sortBy: 'sort', sortDescending: 'descending', columns: 'shown', userMayChooseColumns: 'choose' },
} as unknown as ListBlock;

describe('a list with defaults from a call', () => {
  it('opens sorted and with the columns the settings name, without the column chooser', async () => {
    const { call, fn } = fakeCall({
      'settings.items': { sort: 'mail', descending: true, shown: [{ key: 'mail' }, { key: 'phone' }], choose: false },
      'items.list': { items: [{ id: '1', name: 'Ann', mail: 'ann@example.com', phone: '1234' }], nextIndex: -1 },
    });
    renderWithI18n(
      <MemoryRouter>
        <ScreenEnvironmentContext.Provider value={{ call, notify: vi.fn(), user: {}, settings: {} }}>
          <RegistryContext.Provider value={allRegistries}>
            <ListView block={block} />
          </RegistryContext.Provider>
        </ScreenEnvironmentContext.Provider>
      </MemoryRouter>,
    );
    expect(await screen.findByText('ann@example.com')).toBeTruthy();
    const calls = fn.mock.calls.map(([name, params]) => [name, params] as const);
    expect(calls[0]![0]).toBe('settings.items');
    expect(calls.filter(([name]) => name === 'items.list')).toEqual([['items.list', expect.objectContaining({ sortBy: 'mail', sortOrder: 'DESC' })]]);
    expect(screen.queryByText('Ann')).toBeNull();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(expect.arrayContaining(['Email', 'Telephone Number']));
    // No preference is read for columns a user may not choose.
    await waitFor(() => expect(fn.mock.calls.some(([name]) => name === 'preferences.get')).toBe(false));
    expect(screen.queryByRole('button', { name: /columns/i })).toBeNull();
  });
});
