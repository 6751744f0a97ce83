// A dashboard: a card of counts from one call, each number a link to its list; a card with a list;
// a card whose widget is not available says so; a card that names a card is drawn by the one the
// registries hold under that name, and an unknown name is an error.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fakeCall, renderWithI18n } from '../../widgets/testing/renderWithI18n.tsx';
import { ScreenEnvironmentContext, type ScreenFeedback } from '../../widgets/environment.tsx';
import type { DashboardScreen } from '../../schemas/types/screen.ts';
import DashboardView from './DashboardView.tsx';
import { RegistryContext, type DashboardCardProps } from '../core/registries.ts';
import { allRegistries } from '../../screens/testing.ts';

const definition: DashboardScreen = {
  kind: 'dashboard',
  titleKey: 'users.list.title',
  cards: [
    {
      id: 'work',
      titleKey: 'users.create.section.account',
      dataSource: { call: 'dashboard.counts', params: { client: { from: 'user', name: 'clientId' } } },
      counts: [
        { id: 'tasks', labelKey: 'users.create.field.password', path: 'tasksData.tasksCount', link: { route: '/tasks' } },
        { id: 'pending', labelKey: 'users.create.field.container', path: 'requestData.requestPending' },
      ],
      width: 'third',
    },
    {
      id: 'recent',
      titleKey: 'users.detail.title',
      list: { dataSource: { call: 'users.list', itemsPath: 'usersList' }, rowKey: 'dn', columns: [{ attribute: 'fullName', labelKey: 'users.list.column.name' }] },
    },
    { id: 'chart', titleKey: 'users.detailInfo.title', widget: 'orgChart' as never },
  ],
};

function setup() {
  const { call, fn } = fakeCall({
    'dashboard.counts': { tasksData: { tasksCount: 4 }, requestData: {} },
    'users.list': { usersList: [{ dn: 'cn=a', fullName: 'Ann Archer' }] },
  });
  const notify = vi.fn<(f: ScreenFeedback) => void>();
  renderWithI18n(
    <MemoryRouter initialEntries={['/dashboard']}>
      <ScreenEnvironmentContext.Provider value={{ call, notify, user: { clientId: '7' }, settings: { defaultRowsPerPage: 5 } }}>
        <RegistryContext.Provider value={allRegistries}>
          <Routes>
            <Route path="/dashboard" element={<DashboardView screen={definition} />} />
            <Route path="/tasks" element={<p>the task list</p>} />
          </Routes>
        </RegistryContext.Provider>
      </ScreenEnvironmentContext.Provider>
    </MemoryRouter>,
  );
  return { fn };
}

describe('dashboard', () => {
  it('shows the counts of one call (a missing one as 0) and opens the counted list', async () => {
    const { fn } = setup();
    const tasks = await screen.findByTestId('count-tasks');
    expect(tasks.textContent).toBe('4Password');
    expect(screen.getByTestId('count-pending').textContent).toBe('0Container');
    expect(within(screen.getByTestId('count-pending')).queryByRole('link')).toBeNull();
    expect(fn.mock.calls.filter(([name]) => name === 'dashboard.counts')).toEqual([['dashboard.counts', { client: '7' }, undefined, expect.anything()]]);
    // The link is named by the number and what it counts, not by '4' alone.
    fireEvent.click(within(tasks).getByRole('link', { name: '4 Password' }));
    expect(await screen.findByText('the task list')).toBeTruthy();
  });

  it('draws a list card and says when a card’s widget is not available', async () => {
    setup();
    const recent = screen.getByRole('region', { name: 'User Details' });
    expect(await within(recent).findByText('Ann Archer')).toBeTruthy();
    expect(screen.getByText("This card's widget (orgChart) is not available.")).toBeTruthy();
  });

  it('draws a named card with the component its registries hold under that name, and throws on an unknown name', () => {
    const named = (card: string): DashboardScreen => ({ kind: 'dashboard', titleKey: 'users.list.title', cards: [{ id: 'probe', titleKey: 'users.detail.title', card }] });
    const registries = { ...allRegistries, dashboardCards: { probe: ({ card }: DashboardCardProps) => <p>drawn: {card.id}</p> } };
    const { call } = fakeCall({});
    const draw = (card: string) =>
      renderWithI18n(
        <MemoryRouter>
          <ScreenEnvironmentContext.Provider value={{ call, notify: vi.fn(), user: {}, settings: {} }}>
            <RegistryContext.Provider value={registries}>
              <DashboardView screen={named(card)} />
            </RegistryContext.Provider>
          </ScreenEnvironmentContext.Provider>
        </MemoryRouter>,
      );
    draw('probe');
    expect(within(screen.getByRole('region', { name: 'User Details' })).getByText('drawn: probe')).toBeTruthy();
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(() => draw('links')).toThrow("unknown dashboard card 'links'");
    } finally {
      quiet.mockRestore();
    }
  });
});
