// Detail-page actions: drawn in the header, run on the page's object after a confirmation, then
// the action's route.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fakeCall, renderWithI18n } from '../../widgets/testing/renderWithI18n.tsx';
import { ScreenEnvironmentContext, type ScreenFeedback } from '../../widgets/environment.tsx';
import type { DetailScreen } from '../../schemas/types/screen.ts';
import DetailView from './DetailView.tsx';
import { RegistryContext } from '../core/registries.ts';
import { allRegistries } from '../../screens/testing.ts';

const detail = {
  kind: 'detail',
  titleKey: 'renderer.confirm.title',
  dataSource: { call: 'items.get', params: { id: { from: 'route', name: 'dn' } } },
  header: { titleAttribute: 'name' },
  tabs: [{ id: 'general', labelKey: 'renderer.detail.edit', sections: [{ id: 'main', fields: ['description'] }] }],
  actions: [
    {
      id: 'delete',
      labelKey: 'renderer.list.clear',
      icon: 'Delete',
      confirm: { messageKey: 'renderer.unsupportedKind' },
      call: 'items.delete',
      body: { ids: [{ from: 'item', name: 'id' }] },
      route: { route: '/items' },
      successMessageKey: 'renderer.save',
    },
  ],
} as unknown as DetailScreen;

function setup(screenDefinition: DetailScreen = detail) {
  const { call, fn } = fakeCall({ 'items.get': { id: 'cn=x,o=data', name: 'Item X', description: 'the first', status: 'locked' }, 'items.delete': { success: 'true' } });
  const notify = vi.fn<(f: ScreenFeedback) => void>();
  renderWithI18n(
    <MemoryRouter initialEntries={['/items/cn=x,o=data']}>
      <ScreenEnvironmentContext.Provider value={{ call, notify, user: {}, settings: {} }}>
        <RegistryContext.Provider value={allRegistries}>
          <Routes>
            <Route path="/items/:dn" element={<DetailView screen={screenDefinition} />} />
            <Route path="/items" element={<p>the list</p>} />
          </Routes>
        </RegistryContext.Provider>
      </ScreenEnvironmentContext.Provider>
    </MemoryRouter>,
  );
  return { fn, notify };
}

describe('detail-page actions', () => {
  it('deletes the object after confirmation (Cancel first changes nothing), then opens the list', async () => {
    const { fn, notify } = setup();
    const header = await screen.findByTestId('detail-header');
    expect(within(header).getByText('Item X')).toBeTruthy();
    expect(fn.mock.calls[0]?.slice(0, 2)).toEqual(['items.get', { id: 'cn=x,o=data' }]);

    fireEvent.click(within(header).getByRole('button', { name: 'Clear' }));
    const dialog = await screen.findByRole('dialog');
    // Cancel first: nothing is deleted.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fn.mock.calls.some(([name]) => name === 'items.delete')).toBe(false);

    fireEvent.click(within(header).getByRole('button', { name: 'Clear' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('the list')).toBeTruthy();
    expect(fn.mock.calls.find(([name]) => name === 'items.delete')?.[2]).toEqual({ ids: ['cn=x,o=data'] });
    expect(notify).toHaveBeenLastCalledWith({ status: 200, message: 'Save' });
  });

  it('shows an action only while its visibleWhen holds and enables it only while its enabledWhen does (over the object)', async () => {
    const base = detail.actions![0]!;
    setup({
      ...detail,
      actions: [
        { ...base, id: 'hidden', labelKey: 'renderer.list.search', visibleWhen: { from: 'item', name: 'status', equals: 'active' } },
        { ...base, id: 'disabled', labelKey: 'renderer.list.clear', enabledWhen: { not: { from: 'item', name: 'status', in: ['locked', 'gone'] } } },
        { ...base, id: 'enabled', labelKey: 'renderer.detail.edit', enabledWhen: { and: [{ from: 'route', name: 'dn', exists: true }, { from: 'item', name: 'name', notEquals: 'Item Y' }] } },
      ],
    });
    const header = await screen.findByTestId('detail-header');
    await within(header).findByText('Item X');
    expect(within(header).queryByRole('button', { name: 'Search' })).toBeNull();
    await waitFor(() => expect((within(header).getByRole('button', { name: 'Clear' }) as HTMLButtonElement).disabled).toBe(true));
    expect((within(header).getByRole('button', { name: 'Edit' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
