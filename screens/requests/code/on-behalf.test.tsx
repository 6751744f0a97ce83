// Requesting for others narrows the catalogue to what the recipients may be given: a team manager
// sees what their teams (or the chosen team) grant, read with POST /access/teams/permissions; an
// administrator sees the whole catalogue.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ScreenRenderer } from '../../../renderer/ScreenRenderer.tsx';
import type { ScreenDefinition } from '../../../schemas/types/screen.ts';
import { ScreenEnvironmentContext } from '../../../widgets/environment.tsx';
import { fakeCall, renderWithI18n } from '../../../widgets/testing/renderWithI18n.tsx';
import { allRegistries } from '../../testing.ts';
import catalogue from '../catalogue.json';

vi.setConfig({ testTimeout: 60_000 });

const permission = (name: string) => ({ id: `cn=${name}`, dn: `cn=${name}`, name, desc: '', entityType: 'role', categories: [] });

function server(rob: Record<string, unknown>) {
  return fakeCall({
    'cart.entry': { cartItems: [] },
    'onBehalf.users': { recipients: [{ dn: 'cn=ann,o=data', name: 'Ann', type: 'user' }] },
    'categories.requestRoles': { categories: [] },
    'categories.requestResources': { categories: [] },
    'rob.info': rob,
    'teams.list': { teams: [{ dn: 'cn=t1,o=data', name: 'Field Team' }, { dn: 'cn=t2,o=data', name: 'Desk Team' }] },
    'teams.permissions': (_p: unknown, body: { targetSetDnList: string[] }) => ({ permissions: [permission(body.targetSetDnList.length > 0 ? 'Field Role' : 'Any Team Role')], nextIndex: 0 }),
    'permissions.list': { permissions: [permission('Every Role')], nextIndex: 0 },
  });
}

function render(call: ReturnType<typeof fakeCall>['call']) {
  renderWithI18n(
    <MemoryRouter initialEntries={['/requests']}>
      <ScreenEnvironmentContext.Provider value={{ call, notify: () => undefined, user: { dn: 'cn=me,o=data', fullName: 'Me' }, settings: {} }}>
        <ScreenRenderer definition={catalogue as ScreenDefinition} registries={allRegistries} />
      </ScreenEnvironmentContext.Provider>
    </MemoryRouter>,
  );
}

const results = () => screen.getByRole('list', { name: 'Search results' });

describe('request on behalf', () => {
  it('offers a team manager only what their teams grant, then what the chosen team grants', async () => {
    const { call, fn } = server({ isAdmin: false, domains: [] });
    render(call);
    await waitFor(() => expect(within(results()).getByText('Every Role')).toBeTruthy());
    await userEvent.click(await screen.findByRole('radio', { name: 'Others' }));
    await waitFor(() => expect(within(results()).getByText('Any Team Role')).toBeTruthy());
    expect(within(results()).queryByText('Every Role')).toBeNull();
    expect(fn).toHaveBeenCalledWith('teams.permissions', expect.objectContaining({ size: 10 }), { targetSetDnList: [] }, expect.anything());

    await userEvent.click(screen.getByRole('combobox', { name: 'Team' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Field Team' }));
    await waitFor(() => expect(within(results()).getByText('Field Role')).toBeTruthy());
    expect(fn).toHaveBeenCalledWith('teams.permissions', expect.anything(), { targetSetDnList: ['cn=t1,o=data'] }, expect.anything());
  });

  it('offers an administrator the whole catalogue, with no team to choose', async () => {
    const { call, fn } = server({ isAdmin: true, domains: ['ROLES'] });
    render(call);
    await userEvent.click(await screen.findByRole('radio', { name: 'Others' }));
    await waitFor(() => expect(fn.mock.calls.some(([name]) => name === 'rob.info')).toBe(true));
    await waitFor(() => expect(within(results()).getByText('Every Role')).toBeTruthy());
    expect(screen.queryByRole('combobox', { name: 'Team' })).toBeNull();
    expect(fn.mock.calls.some(([name]) => name === 'teams.permissions' || name === 'teams.list')).toBe(false);
  });
});
