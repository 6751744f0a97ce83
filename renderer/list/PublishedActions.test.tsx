// A list publishes the actions it offers now to the environment's action board: those needing no
// selection, and the row actions the selection allows; a published action runs as its button would;
// leaving the page withdraws them.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fakeCall, renderWithI18n } from '../../widgets/testing/renderWithI18n.tsx';
import { ScreenEnvironmentContext, type PageAction, type PageActionBoard } from '../../widgets/environment.tsx';
import type { ListBlock } from '../../schemas/types/screen.ts';
import { ListView } from './ListView.tsx';
import { RegistryContext } from '../core/registries.ts';
import { allRegistries } from '../../screens/testing.ts';

const block = {
  dataSource: { call: 'items.list', itemsPath: 'items', paging: 'none' },
  rowKey: 'id',
  tableNameKey: 'renderer.list.rows',
  columns: [{ attribute: 'name', labelKey: 'renderer.list.rows' }],
  actions: [
    { id: 'create', labelKey: 'renderer.save', selection: 'none', route: { route: '/create' } },
    { id: 'remove', labelKey: 'renderer.list.searchButton', selection: 'multi', call: 'items.remove', confirm: { titleKey: 'renderer.confirm.title', messageKey: 'renderer.confirm.title' } },
    { id: 'open', labelKey: 'renderer.attribute.FirstName', selection: 'single', call: 'items.open' },
  ],
} as unknown as ListBlock;

function boardSpy(): PageActionBoard & { ids(): string[] } {
  const byOwner = new Map<object, readonly PageAction[]>();
  return {
    publish: (owner, actions) => (actions.length ? byOwner.set(owner, actions) : byOwner.delete(owner)) && undefined,
    actions: () => [...byOwner.values()].flat(),
    ids: () => [...byOwner.values()].flat().map((a) => a.id),
  };
}

describe('the actions a list publishes', () => {
  it('follow the selection, run as their buttons, and are withdrawn when the list goes', async () => {
    const board = boardSpy();
    const { call } = fakeCall({ 'items.list': { items: [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bob' }] } });
    const { unmount } = renderWithI18n(
      <MemoryRouter>
        <ScreenEnvironmentContext.Provider value={{ call, notify: () => undefined, user: {}, settings: {}, pageActions: board }}>
          <RegistryContext.Provider value={allRegistries}>
            <ListView block={block} />
          </RegistryContext.Provider>
        </ScreenEnvironmentContext.Provider>
      </MemoryRouter>,
    );
    await screen.findByText('Ann');
    await waitFor(() => expect(board.ids()).toEqual(['create']));
    // Labelled in the user's language, with the list's name as what it applies to.
    expect(board.actions()[0]).toMatchObject({ label: 'Save', context: 'records' });

    const boxes = screen.getAllByRole('checkbox', { name: 'Select row' });
    fireEvent.click(boxes[0]!);
    await waitFor(() => expect(board.ids()).toEqual(['create', 'remove', 'open']));
    fireEvent.click(boxes[1]!);
    // A single-row action is not offered for two rows.
    await waitFor(() => expect(board.ids()).toEqual(['create', 'remove']));

    // Run from outside the page: its confirmation opens, as with the button.
    board.actions().find((a) => a.id === 'remove')!.run();
    expect(await screen.findByRole('dialog')).toBeTruthy();

    unmount();
    expect(board.ids()).toEqual([]);
  });
});
