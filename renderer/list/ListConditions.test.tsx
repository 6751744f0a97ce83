// A list's toolbar actions follow their conditions: hidden while visibleWhen fails, disabled while
// enabledWhen fails (they read the route, the user and the settings).
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fakeCall, renderWithI18n } from '../../widgets/testing/renderWithI18n.tsx';
import { ScreenEnvironmentContext } from '../../widgets/environment.tsx';
import type { ListBlock } from '../../schemas/types/screen.ts';
import { ListView } from './ListView.tsx';
import { RegistryContext } from '../core/registries.ts';
import { allRegistries } from '../../screens/testing.ts';

vi.setConfig({ testTimeout: 30_000 });

const block: ListBlock = {
  dataSource: { call: 'items.list', itemsPath: 'items', paging: 'none' },
  rowKey: 'id',
  columns: [{ attribute: 'name', labelKey: 'renderer.list.rows' }],
  actions: [
    { id: 'admin', labelKey: 'renderer.save', selection: 'none', call: 'items.add', visibleWhen: { from: 'user', name: 'isAdmin', equals: true } },
    { id: 'mine', labelKey: 'renderer.reset', selection: 'none', call: 'items.add', enabledWhen: { from: 'route', name: 'dn', equals: 'cn=me' } },
    { id: 'always', labelKey: 'renderer.cancel', selection: 'none', call: 'items.add', enabledWhen: { not: { from: 'settings', name: 'readOnly', equals: true } } },
  ],
};

describe('list toolbar conditions', () => {
  it('hides and disables toolbar actions by their conditions', async () => {
    const { call } = fakeCall({ 'items.list': { items: [{ id: 'a', name: 'Ann' }] } });
    renderWithI18n(
      <MemoryRouter initialEntries={['/parent/cn=other']}>
        <ScreenEnvironmentContext.Provider value={{ call, notify: vi.fn(), user: { isAdmin: false } as never, settings: {} }}>
          <RegistryContext.Provider value={allRegistries}>
            <Routes>
              <Route path="/parent/:dn" element={<ListView block={block} />} />
            </Routes>
          </RegistryContext.Provider>
        </ScreenEnvironmentContext.Provider>
      </MemoryRouter>,
    );
    await screen.findByText('Ann');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Reset' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('list row action conditions', () => {
  const rows: ListBlock = {
    dataSource: { call: 'items.list', itemsPath: 'items', paging: 'none' },
    rowKey: 'id',
    columns: [{ attribute: 'name', labelKey: 'renderer.list.rows' }],
    actions: [{ id: 'drop', labelKey: 'renderer.reset', selection: 'multi', call: 'items.drop', enabledWhen: { from: 'item', name: 'open', equals: true } }],
  };

  it('enables a row action only while its enabledWhen holds for every selected row', async () => {
    const { call } = fakeCall({ 'items.list': { items: [{ id: 'a', name: 'Ann', open: true }, { id: 'b', name: 'Bob', open: false }] } });
    renderWithI18n(
      <MemoryRouter>
        <ScreenEnvironmentContext.Provider value={{ call, notify: vi.fn(), user: {} as never, settings: {} }}>
          <RegistryContext.Provider value={allRegistries}>
            <ListView block={rows} />
          </RegistryContext.Provider>
        </ScreenEnvironmentContext.Provider>
      </MemoryRouter>,
    );
    await screen.findByText('Ann');
    const [, ann, bob] = screen.getAllByRole('checkbox');
    fireEvent.click(ann!);
    expect((screen.getByRole('button', { name: 'Reset' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(bob!);
    expect((screen.getByRole('button', { name: 'Reset' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe("a list action that reads the list's answer", () => {
  const create: ListBlock = {
    dataSource: { call: 'items.list', itemsPath: 'items', paging: 'none' },
    rowKey: 'id',
    columns: [{ attribute: 'name', labelKey: 'renderer.list.rows' }],
    actions: [{ id: 'create', labelKey: 'renderer.save', selection: 'none', route: { route: '/new' }, visibleWhen: { from: 'list', name: 'configureProxy', equals: true } }],
  };

  it('is offered only where the answer says the user may use it (proxy assignments: configureProxy)', async () => {
    for (const configureProxy of [true, false]) {
      const { call } = fakeCall({ 'items.list': { configureProxy, items: [{ id: 'a', name: `Ann ${configureProxy}` }] } });
      const { unmount } = renderWithI18n(
        <MemoryRouter>
          <ScreenEnvironmentContext.Provider value={{ call, notify: vi.fn(), user: {} as never, settings: {} }}>
            <RegistryContext.Provider value={allRegistries}>
              <ListView block={create} />
            </RegistryContext.Provider>
          </ScreenEnvironmentContext.Provider>
        </MemoryRouter>,
      );
      await screen.findByText(`Ann ${configureProxy}`);
      expect(screen.queryAllByRole('button', { name: 'Save' }).length).toBe(configureProxy ? 1 : 0);
      unmount();
    }
  });
});
