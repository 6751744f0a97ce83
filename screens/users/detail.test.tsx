// The user detail page in jsdom: the login switch (disabledLogin) shown and changed only where the
// server says disabledLoginSupported, the buttons only for an administrator; an administrator also
// gets a Password Sync Status tab with the user's status (POST .../passwordsyncstatus {dn}).
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fakeCall, renderWithI18n } from '../../widgets/testing/renderWithI18n.tsx';
import { ScreenEnvironmentContext } from '../../widgets/environment.tsx';
import type { DetailScreen } from '../../schemas/types/screen.ts';
import DetailView from '../../renderer/detail/DetailView.tsx';
import { RegistryContext } from '../../renderer/core/registries.ts';
import { allRegistries } from '../testing.ts';
// The definition as the build gives it: fragments expanded by the same plugin.
import detail from './detail.json';

vi.setConfig({ testTimeout: 60_000 });

const DN = 'cn=kim,ou=users,o=data';
const person = (login: Record<string, boolean>) => ({
  dn: DN,
  fullName: 'Kim Lee',
  primaryAttributes: [{ key: 'FirstName', displayLabel: 'First name', isEditable: false, attributeValues: [{ $: 'Kim', value: 'Kim' }] }],
  secondaryAttributes: [],
  otherAttributes: [],
  ...login,
});

function open(login: Record<string, boolean>, isAdmin: boolean) {
  const loads = [person(login), person({ ...login, disabledLogin: !login.disabledLogin })];
  const { call, fn } = fakeCall({
    'users.details': () => loads.shift() ?? loads[0],
    'users.update': {},
    'users.passwordSyncStatus': { messages: [{ driverName: 'AD Driver', status: '0004', message: 'Synchronized' }] },
  });
  renderWithI18n(
    <MemoryRouter initialEntries={[`/users/${encodeURIComponent(DN)}`]}>
      <ScreenEnvironmentContext.Provider value={{ call, notify: vi.fn(), user: { dn: 'cn=boss,o=data', isAdmin }, settings: { defaultRowsPerPage: 10 } }}>
        <RegistryContext.Provider value={allRegistries}>
          <Routes>
            <Route path="/users/:dn" element={<DetailView screen={detail as unknown as DetailScreen} />} />
          </Routes>
        </RegistryContext.Provider>
      </ScreenEnvironmentContext.Provider>
    </MemoryRouter>,
  );
  return fn;
}

describe('user detail: login and password sync', () => {
  it("shows an administrator the login state, disables it with the contract's update body, and the user's password-sync status", async () => {
    const fn = open({ disabledLogin: false, disabledLoginSupported: true }, true);
    expect(await screen.findByText('Enabled')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Disable login' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disable login' }));
    await waitFor(() => expect(fn.mock.calls.some(([name]) => name === 'users.update')).toBe(true));
    const update = fn.mock.calls.find(([name]) => name === 'users.update')!;
    expect(JSON.stringify(update)).toContain(JSON.stringify({ dn: DN, attributes: [{ key: 'disabledLogin', values: ['true'], action: 'update' }] }));
    expect(await screen.findByRole('button', { name: 'Enable login' })).toBeTruthy();
    expect(screen.getByText('Disabled')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Password Sync Status' }));
    expect(await screen.findByText('AD Driver')).toBeTruthy();
    expect(screen.getByText('Success')).toBeTruthy();
    expect(JSON.stringify(fn.mock.calls.find(([name]) => name === 'users.passwordSyncStatus'))).toContain(JSON.stringify({ dn: DN }));
  });

  it('shows no login state and no buttons where the server does not support it', async () => {
    open({ disabledLogin: false, disabledLoginSupported: false }, true);
    await screen.findByText('Kim');
    expect(screen.queryByText('Enabled')).toBeNull();
    expect(screen.queryByRole('button', { name: /login/i })).toBeNull();
  });

  it('gives a user who is no administrator neither the login buttons nor the password-sync tab', async () => {
    open({ disabledLogin: true, disabledLoginSupported: true }, false);
    expect(await screen.findByText('Disabled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /login/i })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Roles' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Password Sync Status' })).toBeNull();
  });
});
