// A list's row detail: a clickable cell opens the row's item (loaded by the detail's call, bound to
// the row) beside the list, with its values, a timeline over its own call and its actions; an
// action with a dialog sends the item and the form and loads list and detail again; an action that
// closes the detail closes it; Escape closes it. Row actions follow enabledWhen for every selected row.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fakeCall, renderWithI18n } from '../../widgets/testing/renderWithI18n.tsx';
import { ScreenEnvironmentContext, type ScreenFeedback } from '../../widgets/environment.tsx';
import type { ListBlock } from '../../schemas/types/screen.ts';
import { ListView } from './ListView.tsx';
import { RegistryContext } from '../core/registries.ts';
import { allRegistries } from '../../screens/testing.ts';

vi.setConfig({ testTimeout: 30_000 });

const rows = [
  { id: 't1', name: 'Ann', bulk: true },
  { id: 't2', name: 'Bob', bulk: false },
];

const block = {
  dataSource: { call: 'items.list', itemsPath: 'items', paging: 'none' },
  rowKey: 'id',
  columns: [{ attribute: 'name', labelKey: 'renderer.list.rows', clickable: true }],
  actions: [{ id: 'bulk', labelKey: 'renderer.list.searchButton', selection: 'multi', call: 'items.act', enabledWhen: { from: 'item', name: 'bulk', equals: true } }],
  rowDetail: {
    titleKey: 'renderer.confirm.title',
    titleAttribute: 'name',
    dataSource: { call: 'items.item', body: { id: { from: 'item', name: 'id' } } },
    sections: [
      { id: 'about', titleKey: 'renderer.detail.edit', values: [{ attribute: 'email', labelKey: 'renderer.attribute.Email' }, { attribute: 'missing', labelKey: 'renderer.attribute.FirstName' }] },
      {
        id: 'steps',
        widget: 'timeline',
        bind: 'steps',
        dataSource: { call: 'items.steps', params: { of: { from: 'item', name: 'id' } } },
        options: { who: 'who', title: 'what', when: 'at' },
      },
    ],
    actions: [
      {
        id: 'comment',
        labelKey: 'renderer.save',
        call: 'items.act',
        body: { id: { from: 'item', name: 'id' }, action: 'comment', comment: { from: 'form', name: 'comment' } },
        form: { titleKey: 'renderer.reset', fields: [{ name: 'comment', labelKey: 'renderer.attribute.FirstName', type: 'string', widget: 'text', required: true }] },
      },
      { id: 'done', labelKey: 'renderer.cancel', call: 'items.act', body: { id: { from: 'item', name: 'id' }, action: 'approve' }, closesDetail: true, visibleWhen: { from: 'item', name: 'open', equals: true } },
    ],
  },
} as unknown as ListBlock;

function setup(item: Record<string, unknown> = { id: 't1', name: 'Ann (loaded)', email: 'ann@example.com', open: true }) {
  const { call, fn } = fakeCall({
    'items.list': { items: rows },
    'items.item': item,
    'items.steps': { steps: [{ who: 'uaadmin', what: 'Second', at: 2000 }, { who: 'manager', what: 'First', at: 1000 }] },
    'items.act': { success: 'true' },
  });
  const notify = vi.fn<(f: ScreenFeedback) => void>();
  renderWithI18n(
    <MemoryRouter>
      <ScreenEnvironmentContext.Provider value={{ call, notify, user: {}, settings: {} }}>
        <RegistryContext.Provider value={allRegistries}>
          <ListView block={block} />
        </RegistryContext.Provider>
      </ScreenEnvironmentContext.Provider>
    </MemoryRouter>,
  );
  const callsOf = (name: string) => fn.mock.calls.filter(([n]) => n === name);
  return { callsOf };
}

const openAnn = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Ann' }));
  return screen.findByRole('dialog', { name: 'Ann (loaded)' });
};

describe('row detail', () => {
  it('opens the row by its clickable cell: the item loaded for the row, its values and a timeline in time order', async () => {
    const { callsOf } = setup();
    const panel = await openAnn();
    expect(callsOf('items.item')[0]?.[2]).toEqual({ id: 't1' });
    expect(within(panel).getByText('ann@example.com')).toBeTruthy();
    expect(within(panel).queryByText('First Name')).toBeNull();
    const entries = await within(panel).findAllByTestId('timeline-entry');
    expect(entries.map((e) => e.textContent?.slice(0, 5))).toEqual(['First', 'Secon']);
    expect(callsOf('items.steps')[0]?.[1]).toEqual({ of: 't1' });
  });

  it('runs an action with its dialog on the item, then loads the list, the item and its timeline again', async () => {
    const { callsOf } = setup();
    const panel = await openAnn();
    await within(panel).findAllByTestId('timeline-entry');
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset' });
    fireEvent.change(within(dialog).getByLabelText(/First Name/), { target: { value: 'Looks fine' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(callsOf('items.act')).toHaveLength(1));
    expect(callsOf('items.act')[0]?.[2]).toEqual({ id: 't1', action: 'comment', comment: 'Looks fine' });
    await waitFor(() => expect(callsOf('items.item').length).toBe(2));
    await waitFor(() => expect(callsOf('items.list').length).toBe(2));
    await waitFor(() => expect(callsOf('items.steps').length).toBe(2));
    expect(screen.getByRole('dialog', { name: 'Ann (loaded)' })).toBeTruthy();
  });

  it('closes after an action that closes the detail, and on Escape', async () => {
    const { callsOf } = setup();
    const panel = await openAnn();
    fireEvent.click(within(panel).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ann (loaded)' })).toBeNull());
    expect(callsOf('items.list').length).toBe(2);

    const again = await openAnn();
    fireEvent.keyDown(again, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ann (loaded)' })).toBeNull());
  });

  it('hides an action whose visibleWhen fails for the item', async () => {
    setup({ id: 't1', name: 'Ann (loaded)', open: false });
    const panel = await openAnn();
    expect(within(panel).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('enables a row action only while every selected row meets its enabledWhen', async () => {
    setup();
    await screen.findByRole('button', { name: 'Ann' });
    const [ann, bob] = screen.getAllByRole('checkbox', { name: 'Select row' });
    fireEvent.click(ann!);
    expect((screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(bob!);
    expect((screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
