// List actions: a dialog form whose values and the route build the call's body; a feedback answer
// with failures and an SoD conflict giving the warning banner, the failed rows staying selected.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AxiosError, AxiosHeaders } from 'axios';
import { fakeCall, renderWithI18n } from '../../widgets/testing/renderWithI18n.tsx';
import { ScreenEnvironmentContext, type ScreenFeedback } from '../../widgets/environment.tsx';
import type { ListBlock } from '../../schemas/types/screen.ts';
import { ListView } from './ListView.tsx';
import { RegistryContext } from '../core/registries.ts';
import { allRegistries } from '../../screens/testing.ts';

const rows = [
  { id: 'cn=ann,o=data', name: 'Ann' },
  { id: 'cn=bob,o=data', name: 'Bob' },
];

const block = {
  dataSource: { call: 'items.list', itemsPath: 'items', paging: 'none' },
  rowKey: 'id',
  columns: [{ attribute: 'name', labelKey: 'renderer.list.rows' }],
  actions: [
    {
      id: 'add',
      labelKey: 'renderer.save',
      selection: 'none',
      call: 'items.add',
      body: { parent: { from: 'route', name: 'dn' }, reason: { from: 'form', name: 'reason' }, note: { from: 'form', name: 'note' }, level: { from: 'form', name: 'level' } },
      form: {
        titleKey: 'renderer.confirm.title',
        fields: [
          { name: 'reason', labelKey: 'renderer.attribute.Email', type: 'string', widget: 'text', required: true },
          { name: 'note', labelKey: 'renderer.attribute.LastName', type: 'string', widget: 'text' },
          { name: 'level', labelKey: 'renderer.attribute.FirstName', type: 'integer', widget: 'select', options: { choices: [{ value: 10, labelKey: 'widgets.roleLevel.10' }, { value: 30, labelKey: 'widgets.roleLevel.30' }] } },
        ],
      },
      successMessageKey: 'renderer.detail.edit',
    },
    { id: 'assign', labelKey: 'renderer.list.searchButton', selection: 'multi', call: 'items.assign', body: { first: { from: 'item', name: 'id' } } },
    { id: 'save', labelKey: 'renderer.attribute.FirstName', selection: 'single', call: 'items.file', params: { id: { from: 'item', name: 'id' } }, download: { name: { from: 'item', name: 'name' }, extension: 'txt' } },
    {
      id: 'pick',
      labelKey: 'renderer.attribute.TelephoneNumber',
      selection: 'none',
      call: 'items.pick',
      body: { members: { map: { from: 'form', name: 'users' }, to: { dn: { from: 'row', name: 'dn' } } } },
      form: { titleKey: 'renderer.filters.title', fields: [{ name: 'users', labelKey: 'renderer.attribute.FirstName', type: 'array', widget: 'picker', required: true, options: { tabs: ['user'], selection: 'multi' } }] },
    },
  ],
} as unknown as ListBlock;

function setup(answers: Record<string, unknown>) {
  const { call, fn } = fakeCall({ 'items.list': { items: rows }, ...answers });
  const notify = vi.fn<(f: ScreenFeedback) => void>();
  renderWithI18n(
    <MemoryRouter initialEntries={['/parent/cn=p,o=data']}>
      <ScreenEnvironmentContext.Provider value={{ call, notify, user: {}, settings: {} }}>
        <RegistryContext.Provider value={allRegistries}>
          <Routes>
            <Route path="/parent/:dn" element={<ListView block={block} />} />
          </Routes>
        </RegistryContext.Provider>
      </ScreenEnvironmentContext.Provider>
    </MemoryRouter>,
  );
  const callsOf = (name: string) => fn.mock.calls.filter(([n]) => n === name);
  return { fn, notify, callsOf };
}

const badRequest = (text: string) =>
  new AxiosError('Bad Request', 'ERR_BAD_REQUEST', undefined, undefined, { status: 400, statusText: 'Bad Request', headers: {}, config: { headers: new AxiosHeaders() }, data: { Fault: { Reason: { Text: text } } } });

afterEach(() => vi.restoreAllMocks());

describe('list actions', () => {
  it('a download saves the answer as a file named from the row and loads nothing again', async () => {
    const created: Blob[] = [];
    Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => (created.push(blob), 'blob:file')), revokeObjectURL: vi.fn() });
    let saved: { href: string; download: string } | undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved = { href: this.href, download: this.download };
    });
    const { callsOf } = setup({ 'items.file': 'menu.home=Home\n' });
    await screen.findByText('Ann');
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Select row' })[0]!);
    fireEvent.click(await within(screen.getByRole('toolbar')).findByRole('button', { name: 'First Name' }));
    await waitFor(() => expect(saved).toEqual({ href: 'blob:file', download: 'Ann.txt' }));
    expect(callsOf('items.file')[0]).toEqual(['items.file', { id: 'cn=ann,o=data' }, undefined, { responseType: 'text' }]);
    expect(created[0]).toMatchObject({ size: 'menu.home=Home\n'.length, type: 'text/plain;charset=utf-8' });
    // Once the action is over (the toolbar's button enabled again), the list was not loaded again.
    await waitFor(() => expect(within(screen.getByRole('toolbar')).getByRole('button', { name: 'First Name' }).hasAttribute('disabled')).toBe(false));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsOf('items.list')).toHaveLength(1);
  });

  it('opens the dialog, asks for required fields, sends the body built from the form and the route, keeps the values when the call fails', async () => {
    const answers: unknown[] = [badRequest('no such parent'), { success: 'true' }];
    const { notify, callsOf } = setup({ 'items.add': () => answers.shift() });
    expect(await screen.findByText('Ann')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    expect(callsOf('items.add')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Email/), { target: { value: 'project work' } });
    // A select of declared choices shows their translated names and keeps the value's type.
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Business Role' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(notify).toHaveBeenLastCalledWith({ status: 400, message: 'no such parent' }));
    // The optional field left blank is not sent.
    expect(callsOf('items.add')[0]?.[2]).toEqual({ parent: 'cn=p,o=data', reason: 'project work', level: 30 });
    expect((within(screen.getByRole('dialog')).getByLabelText(/Email/) as HTMLInputElement).value).toBe('project work');

    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(notify).toHaveBeenLastCalledWith({ status: 200, message: 'Edit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list loads again after the change.
    await waitFor(() => expect(callsOf('items.list')).toHaveLength(2));
  });

  it('a required picker list starts empty and says Required until something is chosen', async () => {
    const { callsOf } = setup({ 'items.pick': {} });
    await screen.findByText('Ann');
    fireEvent.click(screen.getByRole('button', { name: 'Telephone Number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    expect(await within(dialog).findByRole('combobox')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /^Remove/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    expect(callsOf('items.pick')).toHaveLength(0);
  });

  it('Cancel closes the dialog and calls nothing', async () => {
    const { callsOf } = setup({ 'items.add': {} });
    await screen.findByText('Ann');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf('items.add')).toHaveLength(0);
  });

  it('warns with each failed item and each SoD conflict, and keeps the failed rows selected', async () => {
    const { notify, callsOf } = setup({
      'items.assign': {
        success: 'true',
        succeeded: [{ id: 'cn=bob,o=data' }],
        failed: [{ id: 'cn=ann,o=data', name: 'Ann', reason: 'already assigned' }],
        sods: [{ sodName: 'Pay vs Approve', perm1Name: 'Payer', perm2Name: 'Approver' }],
      },
    });
    await screen.findByText('Ann');
    const boxes = screen.getAllByRole('checkbox', { name: 'Select row' });
    fireEvent.click(boxes[0]!);
    fireEvent.click(boxes[1]!);
    fireEvent.click(await within(screen.getByRole('toolbar')).findByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(notify).toHaveBeenLastCalledWith({ status: 'warning', message: 'Not done for: Ann: already assigned. Separation of duties conflicts: Pay vs Approve: Payer / Approver.' }),
    );
    expect(callsOf('items.assign')[0]?.[2]).toEqual({ first: 'cn=ann,o=data' });
    await waitFor(() => expect(callsOf('items.list')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    const after = screen.getAllByRole('checkbox', { name: 'Select row' }) as HTMLInputElement[];
    expect(after.map((box) => box.checked)).toEqual([true, false]);
  });
});
