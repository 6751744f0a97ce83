import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AxiosError, AxiosHeaders } from 'axios';
import { fakeCall, renderWithI18n } from '../../widgets/testing/renderWithI18n.tsx';
import { ScreenEnvironmentContext, type ScreenEnvironment, type ScreenFeedback } from '../../widgets/environment.tsx';
import type { ListBlock } from '../../schemas/types/screen.ts';
import usersList from '../../screens/users/list.json';
import { ListView } from './ListView.tsx';
import { RegistryContext } from '../core/registries.ts';
import { allRegistries } from '../../screens/testing.ts';

const block = usersList as unknown as ListBlock;
const person = (i: number) => ({ dn: `cn=u${i},o=data`, fullName: `User ${i}`, primaryAttributes: [{ key: 'Email', attributeValues: [{ $: `u${i}@x.org`, value: `u${i}@x.org` }] }] });
const page = (params: Record<string, unknown>) => {
  const start = Number(params.nextIndex) - 1;
  const size = Number(params.size);
  return { usersList: Array.from({ length: Math.min(size, 23 - start) }, (_, i) => person(start + i)), totalSize: 23, nextIndex: start + size < 23 ? start + size + 1 : 0 };
};

function setup(answers: Record<string, unknown>, settings: ScreenEnvironment['settings'] = { defaultRowsPerPage: 10 }) {
  const { call, fn } = fakeCall(answers);
  const notify = vi.fn<(f: ScreenFeedback) => void>();
  renderWithI18n(
    <MemoryRouter>
      <ScreenEnvironmentContext.Provider value={{ call, notify, user: { clientId: '1' }, settings }}>
        <RegistryContext.Provider value={allRegistries}>
          <ListView block={block} />
        </RegistryContext.Provider>
      </ScreenEnvironmentContext.Provider>
    </MemoryRouter>,
  );
  const listCalls = () => fn.mock.calls.filter(([name]) => name === 'users.list').map(([, params]) => params as Record<string, unknown>);
  return { fn, notify, listCalls };
}

const noPreference = { isPreferenceAvailable: 'false', columns: [] };

describe('ListView (users list)', () => {
  it('loads page 1 with the sort and search defaults, and the next page as nextIndex 11', async () => {
    const { listCalls } = setup({ 'users.list': page, 'preferences.get': noPreference });
    expect(await screen.findByText('Showing 1 to 10 of 23 entries')).toBeTruthy();
    expect(listCalls()[0]).toMatchObject({ clientId: '1', nextIndex: 1, size: 10, q: '*', searchAttr: 'FirstName,LastName,Email,TelephoneNumber', sortBy: 'FirstName', sortOrder: 'ASC' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 11 to 20 of 23 entries')).toBeTruthy();
    expect(listCalls().at(-1)).toMatchObject({ nextIndex: 11, size: 10 });
  });

  it('accepts a saved page size only when it is among the options', async () => {
    const { listCalls } = setup({
      'users.list': page,
      'preferences.get': (params: Record<string, unknown>) => (String(params.attribute).includes('pageSize') ? { isPreferenceAvailable: 'true', columns: ['7'] } : noPreference),
    });
    await screen.findByText('Showing 1 to 10 of 23 entries');
    expect(listCalls().every((p) => p.size === 10)).toBe(true);
  });

  describe('with the global display settings 20 among 20, 40', () => {
    const global = { defaultRowsPerPage: 20, optionsRowsPerPage: [20, 40] };
    const sized = (size: string) => (params: Record<string, unknown>) => (String(params.attribute).includes('pageSize') ? { isPreferenceAvailable: 'true', columns: [size] } : noPreference);

    it('loads pages of 20', async () => {
      const { listCalls } = setup({ 'users.list': page, 'preferences.get': noPreference }, global);
      expect(await screen.findByText('Showing 1 to 20 of 23 entries')).toBeTruthy();
      expect(listCalls().every((p) => p.size === 20)).toBe(true);
    });

    it('ignores a saved page size of 50, which is not offered', async () => {
      const { listCalls } = setup({ 'users.list': page, 'preferences.get': sized('50') }, global);
      await screen.findByText('Showing 1 to 20 of 23 entries');
      expect(listCalls().every((p) => p.size === 20)).toBe(true);
    });

    it('keeps a saved page size of 40', async () => {
      const { listCalls } = setup({ 'users.list': page, 'preferences.get': sized('40') }, global);
      await screen.findByText('Showing 1 to 23 of 23 entries');
      expect(listCalls().every((p) => p.size === 40)).toBe(true);
    });
  });

  it('shows the saved columns and saves a change', async () => {
    const { fn } = setup({
      'users.list': page,
      'preferences.get': (params: Record<string, unknown>) => (String(params.attribute).includes('columns') ? { isPreferenceAvailable: 'true', columns: ['fullName', 'primaryAttributes.Email'] } : noPreference),
      'preferences.save': {},
    });
    expect(await screen.findByRole('link', { name: 'u0@x.org' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    fireEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Email' }));
    await waitFor(() => expect(fn.mock.calls.find(([name]) => name === 'preferences.save')?.slice(1, 3)).toEqual([{ attribute: 'com.netiq.idm.admin.userList-columns.preference' }, { columns: ['fullName'] }]));
  });

  it("resets the columns to the list's defaults by deleting the stored preference", async () => {
    const { fn } = setup({
      'users.list': page,
      'preferences.get': (params: Record<string, unknown>) => (String(params.attribute).includes('columns') ? { isPreferenceAvailable: 'true', columns: ['fullName'] } : noPreference),
      'preferences.delete': {},
    });
    await screen.findByText('User 0');
    expect(screen.queryByRole('columnheader', { name: /Email/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Reset columns' }));
    await waitFor(() => expect(fn.mock.calls.find(([name]) => name === 'preferences.delete')?.slice(1, 2)).toEqual([{ attribute: 'com.netiq.idm.admin.userList-columns.preference' }]));
    expect(await screen.findByRole('columnheader', { name: /Email/ })).toBeTruthy();
    expect(fn.mock.calls.some(([name]) => name === 'preferences.save')).toBe(false);
  });

  it('sorts by a header and returns to page 1', async () => {
    const { listCalls } = setup({ 'users.list': page, 'preferences.get': noPreference });
    await screen.findByText('Showing 1 to 10 of 23 entries');
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ sortBy: 'FirstName', sortOrder: 'DESC', nextIndex: 1 }));
  });

  it('searches by the advanced attributes', async () => {
    const { listCalls } = setup({ 'users.list': page, 'preferences.get': noPreference });
    await screen.findByText('Showing 1 to 10 of 23 entries');
    fireEvent.click(screen.getByRole('button', { name: 'Advanced search' }));
    const form = screen.getByRole('search', { name: 'Advanced search' });
    fireEvent.change(within(form).getByLabelText('Last Name'), { target: { value: 'Smith' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ advSearch: 'LastName:Smith', nextIndex: 1 }));
  });

  it("deletes the selected users after confirmation, and words failures 'User(s) failed to delete' / 'We are unable to delete'", async () => {
    const fault = new AxiosError('Bad Request', 'ERR_BAD_REQUEST', undefined, undefined, {
      status: 400, statusText: 'Bad Request', headers: {}, config: { headers: new AxiosHeaders() }, data: { Fault: { Reason: { Text: 'you cannot delete your own account' } } },
    });
    const answers = [undefined, fault, new AxiosError('Network Error', 'ERR_NETWORK')];
    const { fn, notify } = setup({ 'users.list': page, 'preferences.get': noPreference, 'users.delete': () => answers.shift() ?? {} });
    await screen.findByText('Showing 1 to 10 of 23 entries');
    const deleteSelected = async () => {
      await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
      // A failed delete keeps the selection, so that the user may try again.
      const box = screen.getAllByRole('checkbox', { name: 'Select row' })[0] as HTMLInputElement;
      if (!box.checked) fireEvent.click(box);
      fireEvent.click(await within(screen.getByRole('toolbar')).findByRole('button', { name: 'Delete' }));
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    };
    await deleteSelected();
    await waitFor(() => expect(notify).toHaveBeenLastCalledWith({ status: 200, message: 'deleted successfully' }));
    expect(fn.mock.calls.find(([name]) => name === 'users.delete')?.[2]).toEqual({ members: [{ dn: 'cn=u0,o=data' }] });

    await deleteSelected();
    await waitFor(() => expect(notify).toHaveBeenLastCalledWith({ status: 400, message: 'User(s) failed to delete: you cannot delete your own account' }));
    await deleteSelected();
    await waitFor(() => expect(notify).toHaveBeenLastCalledWith({ status: -1, message: 'We are unable to delete' }));
  }, 20_000);
});

describe('ListView focus', () => {
  it('gives the focus to the table after a confirmed delete disabled the selection bar, not to <body>', async () => {
    const { notify } = setup({ 'users.list': page, 'preferences.get': noPreference, 'users.delete': {} });
    await screen.findByText('Showing 1 to 10 of 23 entries');
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Select row' })[0]!);
    const remove = await within(screen.getByRole('toolbar')).findByRole('button', { name: 'Delete' });
    remove.focus();
    fireEvent.click(remove);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notify).toHaveBeenLastCalledWith({ status: 200, message: 'deleted successfully' }));
    await waitFor(() => expect((within(screen.getByRole('toolbar')).getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(true));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('table')));
  }, 20_000);
});

describe('ListView data body', () => {
  it('sends the dataSource body template with the route parameter read in', async () => {
    const { call, fn } = fakeCall({ 'roles.childRoles': { roles: [{ id: 'cn=child,o=data', name: 'Child' }], totalSize: 1 } });
    const childRoles = {
      dataSource: { call: 'roles.childRoles', itemsPath: 'roles', body: { id: { from: 'route', name: 'dn' }, missing: { from: 'route', name: 'nothere' } } },
      rowKey: 'id',
      columns: [{ attribute: 'name', labelKey: 'renderer.list.rows' }],
    } as unknown as ListBlock;
    renderWithI18n(
      <MemoryRouter initialEntries={['/role/cn=parent,o=data']}>
        <ScreenEnvironmentContext.Provider value={{ call, notify: vi.fn(), user: {}, settings: {} }}>
          <RegistryContext.Provider value={allRegistries}>
            <Routes>
              <Route path="/role/:dn" element={<ListView block={childRoles} />} />
            </Routes>
          </RegistryContext.Provider>
        </ScreenEnvironmentContext.Provider>
      </MemoryRouter>,
    );
    expect(await screen.findByText('Child')).toBeTruthy();
    expect(fn.mock.calls[0]?.[2]).toEqual({ id: 'cn=parent,o=data' });
  });
});
