// A create form with only declared fields (no attribute schema): value widgets that edit a whole
// list or object, the next route filled from the call's answer, and a server check that stops Save.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { fakeCall, renderWithI18n } from '../../widgets/testing/renderWithI18n.tsx';
import { ScreenEnvironmentContext, type ScreenFeedback } from '../../widgets/environment.tsx';
import type { FormScreen } from '../../schemas/types/screen.ts';
import FormView from './FormView.tsx';
import { RegistryContext } from '../core/registries.ts';
import { allRegistries, withPickerSources } from '../../screens/testing.ts';

// MUI and the picker render slowly in jsdom on a loaded two-core machine.
vi.setConfig({ testTimeout: 30_000 });

const createScreen: FormScreen = {
  kind: 'form',
  titleKey: 'renderer.save',
  fields: [
    { name: 'name', labelKey: 'users.list.column.name', type: 'string', required: true },
    { name: 'localizedNames', type: 'array', widget: 'localizedText' },
    { name: 'owners', type: 'array', widget: 'picker', options: { tabs: ['user'], selection: 'multi' } },
    { name: 'approval', type: 'object', widget: 'approvalEditor', options: { mode: 'grant', entityType: 'role' } },
  ],
  submit: { call: 'roles.create', successMessageKey: 'renderer.save', next: { route: '/created/:dn', params: { dn: 'answer.id' } } },
};

const users = [
  { dn: 'cn=ann,ou=users,o=data', fullName: 'Ann Owner' },
  { dn: 'cn=bob,ou=users,o=data', fullName: 'Bob Approver' },
];

function Created() {
  return <p>created {useParams().dn}</p>;
}

function setup(screenDefinition: FormScreen, answers: Record<string, unknown>) {
  const { call, fn } = fakeCall({
    'locales.supported': {
      supportedLocales: [
        { locale: 'en', localeDisplayName: 'English' },
        { locale: 'zh-CN', localeDisplayName: 'Chinese' },
      ],
    },
    ...answers,
  });
  const notify = vi.fn<(f: ScreenFeedback) => void>();
  renderWithI18n(
    withPickerSources(
      <MemoryRouter initialEntries={['/create']}>
        <ScreenEnvironmentContext.Provider value={{ call, notify, user: {}, settings: {} }}>
          <RegistryContext.Provider value={allRegistries}>
            <Routes>
              <Route path="/create" element={<FormView screen={screenDefinition} />} />
              <Route path="/created/:dn" element={<Created />} />
            </Routes>
          </RegistryContext.Provider>
        </ScreenEnvironmentContext.Provider>
      </MemoryRouter>,
    ),
  );
  return { fn, notify, user: userEvent.setup() };
}

const bodyOf = (fn: ReturnType<typeof fakeCall>['fn'], name: string) => fn.mock.calls.find(([called]) => called === name)?.[2];

describe('FormView with value widgets', () => {
  it('sends the localized names, the chosen owners and the approval as whole values, then opens what was created', async () => {
    const { fn, notify, user } = setup(createScreen, { 'users.list': { usersList: users, nextIndex: -1 }, 'roles.create': { id: 'cn=Admins,o=data' } });
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Admins' } });
    fireEvent.change(await screen.findByLabelText('English'), { target: { value: ' Admins ' } });
    fireEvent.change(screen.getByLabelText('Chinese'), { target: { value: '管理员' } });

    // Owners: the picker of the form, several users.
    await user.click(await screen.findByRole('button', { name: 'Show results' }));
    await user.click(await screen.findByRole('option', { name: /Ann Owner/ }));

    // Approval: quorum 50% with an approver chosen in the picker dialog.
    await user.click(screen.getByRole('radio', { name: 'QUORUM' }));
    fireEvent.change(screen.getByLabelText('Quorum (%)'), { target: { value: '50' } });
    await user.click(screen.getByRole('button', { name: 'Add approvers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add approvers' });
    await user.click(await within(dialog).findByRole('button', { name: 'Show results' }));
    await user.click(await within(dialog).findByRole('option', { name: /Bob Approver/ }));
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('1. Bob Approver')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodyOf(fn, 'roles.create')).toBeDefined());
    const body = bodyOf(fn, 'roles.create') as Record<string, unknown>;
    expect(body.name).toBe('Admins');
    expect(body.localizedNames).toEqual([
      { locale: 'en', name: 'Admins' },
      { locale: 'zh_CN', name: '管理员' },
    ]);
    expect(body.owners).toEqual([expect.objectContaining({ type: 'user', dn: 'cn=ann,ou=users,o=data', displayName: 'Ann Owner' })]);
    expect(body.approval).toEqual({ type: 'quorum', quorum: '50%', approvers: [{ id: 'cn=bob,ou=users,o=data', name: 'Bob Approver', type: 'user' }] });
    expect(notify).toHaveBeenCalledWith({ status: 200, message: 'Save' });
    expect(await screen.findByText('created cn=Admins,o=data')).toBeTruthy();
  });

  it('refuses to save a quorum approval without approvers', async () => {
    const { fn, user } = setup(createScreen, { 'roles.create': { id: 'x' } });
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Admins' } });
    await user.click(screen.getByRole('radio', { name: 'QUORUM' }));
    fireEvent.change(screen.getByLabelText('Quorum (%)'), { target: { value: '50' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Choose at least one approver.')).length).toBeGreaterThan(0);
    expect(bodyOf(fn, 'roles.create')).toBeUndefined();
  });
});

describe('FormView server checks', () => {
  const resourceScreen: FormScreen = {
    kind: 'form',
    titleKey: 'renderer.save',
    fields: [{ name: 'name', labelKey: 'users.list.column.name', type: 'string', required: true }],
    submit: { call: 'resources.create', checks: ['resourceNameAvailable'], successMessageKey: 'renderer.save' },
  };

  it('shows a taken name under the field with the suggestion and does not save', async () => {
    const { fn, user } = setup(resourceScreen, {
      'resources.validateNames': { resources: [{ name: 'VPN', isNameExist: true, suggestedName: 'VPN1' }] },
      'resources.create': {},
    });
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: ' VPN ' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A resource named VPN already exists. Try VPN1.')).toBeTruthy();
    expect(bodyOf(fn, 'resources.validateNames')).toEqual({ resourceNames: [{ name: 'VPN' }] });
    expect(fn.mock.calls.some(([name]) => name === 'resources.create')).toBe(false);
  });

  it('saves when the name is free', async () => {
    const { fn, notify, user } = setup(resourceScreen, { 'resources.validateNames': { resources: [{ name: 'VPN', isNameExist: false }] }, 'resources.create': {} });
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'VPN' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ status: 200, message: 'Save' }));
    expect(bodyOf(fn, 'resources.create')).toEqual({ name: 'VPN' });
  });
});

describe('FormView visibleWhen', () => {
  const screenDefinition: FormScreen = {
    kind: 'form',
    titleKey: 'renderer.save',
    fields: [
      { name: 'expires', labelKey: 'users.list.column.name', type: 'boolean', widget: 'checkbox' },
      { name: 'reason', labelKey: 'renderer.list.rows', type: 'string', required: true, visibleWhen: { field: 'expires', equals: true } },
    ],
    submit: { call: 'things.save', successMessageKey: 'renderer.save' },
  };

  it('shows a field only while the condition holds; hidden, it is neither required nor sent', async () => {
    const { fn, notify, user } = setup(screenDefinition, { 'things.save': {} });
    const box = await screen.findByRole('checkbox', { name: /Name/ });
    expect(screen.queryByLabelText(/^records/)).toBeNull();
    await user.click(box);
    fireEvent.change(await screen.findByLabelText(/^records/), { target: { value: 'audit' } });
    await user.click(box);
    expect(screen.queryByLabelText(/^records/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ status: 200, message: 'Save' }));
    expect(bodyOf(fn, 'things.save')).toEqual({ expires: false });
  });
});
