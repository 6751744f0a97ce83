import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fakeCall, renderWithI18n } from '../../../widgets/testing/renderWithI18n.tsx';
import { ScreenEnvironmentContext, type ScreenFeedback } from '../../../widgets/environment.tsx';
import type { DetailScreen, ListBlock } from '../../../schemas/types/screen.ts';
import DetailView from '../../detail/DetailView.tsx';
import usersList from '../../../screens/users/list.json';
import { RegistryContext } from '../../core/registries.ts';
import { allRegistries } from '../../../screens/testing.ts';
import { ListView } from '../ListView.tsx';

const block = usersList as unknown as ListBlock;
const VIEWS = 'console.views.users.list';
const person = (i: number) => ({ dn: `cn=u${i},o=data`, fullName: `User ${i}`, primaryAttributes: [{ key: 'Email', attributeValues: [{ $: `u${i}@x.org`, value: `u${i}@x.org` }] }] });
// Three rows whatever the page size: the summary says which size was asked for.
const page = () => ({ usersList: [0, 1, 2].map(person), totalSize: 3, nextIndex: 0 });
const none = { isPreferenceAvailable: 'false', columns: [] };
const stored = (...views: unknown[]) => (params: Record<string, unknown>) => (params.attribute === VIEWS ? { isPreferenceAvailable: 'true', columns: views.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))) } : none);
const mine = { name: 'Mine', isDefault: true, search: 'ann', sort: { by: 'Email', order: 'DESC' }, columns: ['primaryAttributes.Email', 'fullName'], pageSize: 25 };

function setup(answers: Record<string, unknown>, url = '/users') {
  const { call, fn } = fakeCall({ 'users.list': page, 'preferences.save': {}, ...answers });
  const notify = vi.fn<(f: ScreenFeedback) => void>();
  renderWithI18n(
    <MemoryRouter initialEntries={[url]}>
      <ScreenEnvironmentContext.Provider value={{ call, notify, user: { clientId: '1' }, settings: { defaultRowsPerPage: 10 } }}>
        <RegistryContext.Provider value={allRegistries}>
          <ListView block={block} viewsId="users.list" />
        </RegistryContext.Provider>
      </ScreenEnvironmentContext.Provider>
    </MemoryRouter>,
  );
  const listCalls = () => fn.mock.calls.filter(([name]) => name === 'users.list').map(([, params]) => params as Record<string, unknown>);
  const saves = () => fn.mock.calls.filter(([name, params]) => name === 'preferences.save' && (params as { attribute: string }).attribute === VIEWS).map(([, , body]) => (body as { columns: string[] }).columns.map((text) => JSON.parse(text) as unknown));
  return { listCalls, saves, notify };
}

const openMenu = async (name: RegExp | string = 'Views') => {
  fireEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('menu', { name: 'Saved views' });
};

// Menus and dialogs over a whole list are slow in jsdom on a busy machine.
describe('saved views of a list', { timeout: 45_000 }, () => {
  it('opens with the default view: its first load already asks for its search, sort and page size, with its columns in order', async () => {
    const { listCalls } = setup({ 'preferences.get': stored(mine, { name: 'Other' }) });
    expect(await screen.findByRole('button', { name: 'View: Mine' })).toBeTruthy();
    await screen.findByText('User 0');
    expect(listCalls()).toHaveLength(1);
    expect(listCalls()[0]).toMatchObject({ q: 'ann', sortBy: 'Email', sortOrder: 'DESC', size: 25 });
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('ann');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent).filter(Boolean)).toEqual(['Email', 'Name']);
  });

  it('does not apply the default view when the URL asks for something', async () => {
    const { listCalls } = setup({ 'preferences.get': stored(mine) }, '/users?status=x');
    await screen.findByText('User 0');
    expect(listCalls()[0]).toMatchObject({ q: '*', sortBy: 'FirstName', size: 10 });
    expect(screen.getByRole('button', { name: 'Views' })).toBeTruthy();
  });

  it('keeps the good views of damaged stored data and applies the one chosen', async () => {
    const { listCalls } = setup({ 'preferences.get': stored('not json', { name: 'Bad', colour: 'red' }, { name: 'Email first', columns: ['primaryAttributes.Email'], search: 'bob' }) });
    await screen.findByText('User 0');
    const menu = await openMenu();
    expect(within(menu).getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual(['Email first']);
    fireEvent.click(within(menu).getByRole('menuitemradio', { name: 'Email first' }));
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ q: 'bob', nextIndex: 1 }));
    expect(screen.getByRole('button', { name: 'View: Email first' })).toBeTruthy();
  });

  it('saves the list as it is under a name, as the default', async () => {
    const { saves } = setup({ 'preferences.get': none });
    await screen.findByText('User 0');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'ann' } });
    fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Search' }), { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    const menu = await openMenu();
    expect(within(menu).getByText('No saved views yet')).toBeTruthy();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Save current view…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: ' Mine ' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Open the list with this view' }));
    fireEvent.click(save);
    await waitFor(() => expect(saves()).toEqual([[{ name: 'Mine', isDefault: true, search: 'ann', sort: { by: 'FirstName', order: 'DESC' }, columns: ['fullName', 'otherAttributes.CN', 'primaryAttributes.Email', 'secondaryAttributes.Department'], pageSize: 10 }]]));
    expect(await screen.findByRole('button', { name: 'View: Mine' })).toBeTruthy();
  });

  it('keeps the dialog and the typed name when the server refuses the save', async () => {
    const refuse = () => Promise.reject(new Error('400'));
    setup({ 'preferences.get': none, 'preferences.save': refuse });
    await screen.findByText('User 0');
    fireEvent.click((await openMenu()).querySelector('li:last-child')!);
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Mine' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The views could not be saved. Please try again.')).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Mine');
  });

  it('renames the view in use, not to another view\'s name', async () => {
    const { saves } = setup({ 'preferences.get': stored(mine, { name: 'Other' }) });
    await screen.findByText('User 0');
    fireEvent.click(within(await openMenu('View: Mine')).getByRole('menuitem', { name: 'Rename “Mine”…' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename view' });
    fireEvent.change(within(rename).getByRole('textbox', { name: 'Name' }), { target: { value: 'other' } });
    expect(within(rename).getByText('Another view has this name')).toBeTruthy();
    fireEvent.change(within(rename).getByRole('textbox', { name: 'Name' }), { target: { value: 'Ours' } });
    fireEvent.click(within(rename).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves().at(-1)).toEqual([{ ...mine, name: 'Ours' }, { name: 'Other' }]));
    expect(await screen.findByRole('button', { name: 'View: Ours' })).toBeTruthy();
  });

  it('deletes the view in use only after confirmation', async () => {
    const { saves } = setup({ 'preferences.get': stored({ ...mine, name: 'Ours' }, { name: 'Other' }) });
    await screen.findByText('User 0');
    fireEvent.click(within(await openMenu('View: Ours')).getByRole('menuitem', { name: 'Delete “Ours”…' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete view' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(saves()).toHaveLength(0);
    fireEvent.click(within(await openMenu('View: Ours')).getByRole('menuitem', { name: 'Delete “Ours”…' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete view' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(saves().at(-1)).toEqual([{ name: 'Other' }]));
    expect(await screen.findByRole('button', { name: 'Views' })).toBeTruthy();
  });
});

describe('saved views of a list inside a detail page', { timeout: 45_000 }, () => {
  // A group's members tab: the list's call reads the route's group. A call of the test's own
  // (not the catalogue's groups.members, which takes the group in its body and sorts by nothing).
  const detail = {
    kind: 'detail',
    titleKey: 'renderer.confirm.title',
    dataSource: { call: 'groups.get', params: { id: { from: 'route', name: 'dn' } } },
    header: { titleAttribute: 'name' },
    tabs: [{ id: 'members', labelKey: 'renderer.detail.edit', sections: [{ id: 'members', list: { ...block, dataSource: { ...block.dataSource, call: 'fixture.groupMembers', params: { group: { from: 'route', name: 'dn' } } } } }] }],
  } as unknown as DetailScreen;

  it('has a Views menu of its own, kept under its data call, and opens with its default view', async () => {
    const { call, fn } = fakeCall({
      'groups.get': { id: 'cn=g,o=data', name: 'Group G' },
      'fixture.groupMembers': page,
      'preferences.get': (params: Record<string, unknown>) => (params.attribute === 'console.views.fixture.groupMembers' ? { isPreferenceAvailable: 'true', columns: [JSON.stringify(mine)] } : none),
    });
    renderWithI18n(
      <MemoryRouter initialEntries={['/groups/cn=g,o=data']}>
        <ScreenEnvironmentContext.Provider value={{ call, notify: vi.fn(), user: { clientId: '1' }, settings: { defaultRowsPerPage: 10 } }}>
          <RegistryContext.Provider value={allRegistries}>
            <Routes>
              <Route path="/groups/:dn" element={<DetailView screen={detail} />} />
            </Routes>
          </RegistryContext.Provider>
        </ScreenEnvironmentContext.Provider>
      </MemoryRouter>,
    );
    await screen.findByText('User 0');
    expect(await screen.findByRole('button', { name: 'View: Mine' })).toBeTruthy();
    const memberCalls = fn.mock.calls.filter(([name]) => name === 'fixture.groupMembers').map(([, params]) => params as Record<string, unknown>);
    expect(memberCalls).toHaveLength(1);
    expect(memberCalls[0]).toMatchObject({ group: 'cn=g,o=data', q: 'ann', sortBy: 'Email', sortOrder: 'DESC', size: 25 });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent).filter(Boolean)).toEqual(['Email', 'Name']);
  });
});
