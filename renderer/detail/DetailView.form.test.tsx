// A detail page with a `form` tab: the object loaded with a body, its fields as one form, Save
// through the page's submit (body read with item = the object, form = the values), then a reload,
// or the submit's next page when the save moved the object.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fakeCall, renderWithI18n } from '../../widgets/testing/renderWithI18n.tsx';
import { ScreenEnvironmentContext, type ScreenFeedback } from '../../widgets/environment.tsx';
import type { DetailScreen } from '../../schemas/types/screen.ts';
import DetailView from './DetailView.tsx';
import { RegistryContext } from '../core/registries.ts';
import { allRegistries } from '../../screens/testing.ts';

vi.setConfig({ testTimeout: 30_000 });

const detailScreen: DetailScreen = {
  kind: 'detail',
  titleKey: 'renderer.detail.edit',
  dataSource: { call: 'roles.details', body: { dn: { from: 'route', name: 'dn' } } },
  fields: [
    { name: 'name', labelKey: 'users.list.column.name', type: 'string', required: true },
    { name: 'description', labelKey: 'widgets.localizedText.descriptions', type: 'string' },
    { name: 'level', labelKey: 'renderer.list.rows', type: 'integer', readOnly: true },
  ],
  tabs: [
    { id: 'general', labelKey: 'renderer.save', form: true, sections: [{ id: 'general', fields: ['name', 'description', 'level'] }] },
    { id: 'more', labelKey: 'renderer.cancel', sections: [{ id: 'more', fields: ['name'] }] },
  ],
  submit: {
    call: 'roles.modify',
    body: { id: { from: 'item', name: 'id' }, name: { from: 'form', name: 'name' }, description: { from: 'form', name: 'description' } },
    successMessageKey: 'renderer.save',
  },
};

function setup(modify: unknown, page: DetailScreen = detailScreen) {
  const loads = [
    { id: 'cn=r,o=data', name: 'Admins', description: 'old', level: 30 },
    { id: 'cn=r,o=data', name: 'Admins (saved)', description: 'old', level: 30 },
  ];
  const { call, fn } = fakeCall({ 'roles.details': () => loads.shift() ?? loads[0], 'roles.modify': modify });
  const notify = vi.fn<(f: ScreenFeedback) => void>();
  renderWithI18n(
    <MemoryRouter initialEntries={[`/role/${encodeURIComponent('cn=r,o=data')}`]}>
      <ScreenEnvironmentContext.Provider value={{ call, notify, user: {}, settings: {} }}>
        <RegistryContext.Provider value={allRegistries}>
          <Routes>
            <Route path="/role/:dn" element={<DetailView screen={page} />} />
          </Routes>
        </RegistryContext.Provider>
      </ScreenEnvironmentContext.Provider>
    </MemoryRouter>,
  );
  return { fn, notify };
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const calls = (fn: ReturnType<typeof fakeCall>['fn'], name: string) => fn.mock.calls.filter(([called]) => called === name);

describe('DetailView with a form tab', () => {
  it('loads the object with its body, saves through submit and shows the reloaded object', async () => {
    const { fn, notify } = setup({ success: 'true' });
    await waitFor(() => expect(input(/^Name/).value).toBe('Admins'));
    expect(calls(fn, 'roles.details')[0]?.[2]).toEqual({ dn: 'cn=r,o=data' });
    // Read-only values are shown, not editable.
    expect(input(/^records/).value).toBe('30');
    expect(input(/^records/).disabled || input(/^records/).readOnly).toBe(true);

    fireEvent.change(input(/^Name/), { target: { value: 'Admins 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls(fn, 'roles.modify')).toHaveLength(1));
    expect(calls(fn, 'roles.modify')[0]?.[2]).toEqual({ id: 'cn=r,o=data', name: 'Admins 2', description: 'old' });
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ status: 200, message: 'Save' }));
    await waitFor(() => expect(input(/^Name/).value).toBe('Admins (saved)'));
    expect(calls(fn, 'roles.details')).toHaveLength(2);
  });

  it('shows the form tab read-only, with no Save, to a user without the right editing requires', async () => {
    setup({ success: 'true' }, { ...detailScreen, editRequires: { objectType: 'role', right: 'modify' } });
    expect(await screen.findByText('Admins')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByLabelText(/^Name/)).toBeNull();
  });

  it('keeps what the user typed when the save fails, and Reset returns to the loaded values', async () => {
    const { fn, notify } = setup(new Error('Role name in use'));
    await waitFor(() => expect(input(/^Name/).value).toBe('Admins'));
    fireEvent.change(input(/^Name/), { target: { value: 'Taken' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith(expect.objectContaining({ status: 'error' })));
    expect(input(/^Name/).value).toBe('Taken');
    expect(calls(fn, 'roles.details')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(input(/^Name/).value).toBe('Admins');
  });

  it("says 'Required' and does not save an empty required field", async () => {
    const { fn } = setup({});
    await waitFor(() => expect(input(/^Name/).value).toBe('Admins'));
    fireEvent.change(input(/^Name/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(calls(fn, 'roles.modify')).toHaveLength(0);
  });

  it("opens the submit's next page when the answer names another object", async () => {
    const moving: DetailScreen = { ...detailScreen, submit: { ...detailScreen.submit!, next: { route: '/role/:dn', params: { dn: 'answer.id' } } } };
    const { fn } = setup(() => ({ id: 'cn=renamed,o=data' }), moving);
    await waitFor(() => expect(input(/^Name/).value).toBe('Admins'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls(fn, 'roles.details')).toHaveLength(2));
    expect(calls(fn, 'roles.details')[1]?.[2]).toEqual({ dn: 'cn=renamed,o=data' });
  });

  it('stays on the page and reloads when the next page is the one shown', async () => {
    const staying: DetailScreen = { ...detailScreen, submit: { ...detailScreen.submit!, next: { route: '/role/:dn', params: { dn: 'answer.id' } } } };
    const { fn } = setup(() => ({ id: 'cn=r,o=data' }), staying);
    await waitFor(() => expect(input(/^Name/).value).toBe('Admins'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(input(/^Name/).value).toBe('Admins (saved)'));
    expect(calls(fn, 'roles.details').map((c) => c[2])).toEqual([{ dn: 'cn=r,o=data' }, { dn: 'cn=r,o=data' }]);
  });
});
