// Actions that require an administrator right: the rights are asked once per screen for the
// object types the definition names, and an action is offered only when its right is granted
// (not while the answer is pending, nor when it failed), in the toolbar and for selected rows.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fakeCall, renderWithI18n } from '../../widgets/testing/renderWithI18n.tsx';
import { ScreenEnvironmentContext } from '../../widgets/environment.tsx';
import type { ScreenDefinition } from '../../schemas/types/screen.ts';
import { ScreenRenderer } from '../ScreenRenderer.tsx';
import { allRegistries } from '../../screens/testing.ts';
import { requiredObjectTypes } from './rights.tsx';
import { grantedRights, RIGHTS_CALL } from './grantedRights.ts';

const list = {
  kind: 'list',
  titleKey: 'renderer.confirm.title',
  dataSource: { call: 'items.list', itemsPath: 'items', paging: 'none' },
  rowKey: 'id',
  columns: [{ attribute: 'name', labelKey: 'renderer.list.rows' }],
  actions: [
    { id: 'create', labelKey: 'renderer.save', selection: 'none', requires: { objectType: 'role', right: 'create' }, route: { route: '/x' } },
    { id: 'sync', labelKey: 'renderer.list.searchButton', selection: 'none', requires: { objectType: 'resource', right: 'modify' }, route: { route: '/x' } },
    { id: 'export', labelKey: 'renderer.list.clear', selection: 'none', route: { route: '/x' } },
    { id: 'edit', labelKey: 'renderer.detail.edit', selection: 'multi', requires: { objectType: 'role', right: 'modify' }, call: 'items.edit' },
  ],
} as unknown as ScreenDefinition;

const access = (rights: Record<string, boolean>) => Object.entries(rights).map(([key, value]) => ({ key, value: String(value) }));

function setup(rightsAnswer: unknown) {
  const { call, fn } = fakeCall({ 'items.list': { items: [{ id: 'a', name: 'Ann' }] }, [RIGHTS_CALL]: rightsAnswer });
  renderWithI18n(
    <MemoryRouter>
      <ScreenEnvironmentContext.Provider value={{ call, notify: vi.fn(), user: {}, settings: {} }}>
        <ScreenRenderer definition={list} registries={allRegistries} />
      </ScreenEnvironmentContext.Provider>
    </MemoryRouter>,
  );
  return fn;
}

describe('requiredObjectTypes and grantedRights', () => {
  it('collects each object type named anywhere in a definition once', () => {
    expect(requiredObjectTypes(list)).toEqual(['role', 'resource']);
    expect(requiredObjectTypes({ tabs: [{ sections: [{ list: { actions: [{ requires: { objectType: 'sod', right: 'delete' } }] } }] }] })).toEqual(['sod']);
    expect(requiredObjectTypes({ kind: 'form' })).toEqual([]);
  });

  it('reads the answer entries in the order the types were asked; only "true" grants', () => {
    const answer = { opertionPermissionMap: [{ operationAccessMap: access({ create: true, delete: false }) }, { operationAccessMap: access({ modify: true }) }] };
    const granted = grantedRights(['role', 'resource'], answer);
    expect([...granted.get('role')!]).toEqual(['create']);
    expect([...granted.get('resource')!]).toEqual(['modify']);
    expect(grantedRights(['role'], {}).get('role')!.size).toBe(0);
  });
});

describe('actions that require a right', () => {
  it('asks the rights once for the types named and offers only the granted actions', async () => {
    const fn = setup({ opertionPermissionMap: [{ operationAccessMap: access({ create: false, modify: true }) }, { operationAccessMap: access({ create: true, modify: true }) }] });
    expect(await screen.findByRole('button', { name: 'Search' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    const asked = fn.mock.calls.filter(([name]) => name === RIGHTS_CALL);
    expect(asked).toHaveLength(1);
    expect(asked[0]![2]).toEqual({ permissions: [{ entityType: 'role' }, { entityType: 'resource' }] });
    // A row action whose right is granted is offered for the selected rows (once the list, which
    // reads its saved views first, has its row).
    await screen.findByText('Ann');
    fireEvent.click(screen.getAllByRole('checkbox').at(-1)!);
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('offers an action whose right is granted', async () => {
    setup({ opertionPermissionMap: [{ operationAccessMap: access({ create: true }) }, { operationAccessMap: [] }] });
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();
    // Nor is a row action without its right: the list, left with no row action, has no selection boxes.
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('offers none of them while the rights are pending or when they cannot be read', async () => {
    setup(new Promise(() => undefined));
    expect(await screen.findByRole('button', { name: 'Clear' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('offers none of them when the rights call fails', async () => {
    const fn = setup(new Error('403'));
    await waitFor(() => expect(fn.mock.calls.some(([name]) => name === RIGHTS_CALL)).toBe(true));
    expect(await screen.findByRole('button', { name: 'Clear' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();
  });
});
