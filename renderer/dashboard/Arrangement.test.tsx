// A dashboard's arrangement (access, own order, Customize saving the shown cards). Each test clicks
// through saves and reloads: it is given 20 s, as the list tests are, for a busy machine.
import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { fakeCall } from '../../widgets/testing/renderWithI18n.tsx';
import type { DashboardCard, DashboardScreen } from '../../schemas/types/screen.ts';
import { allRegistries } from '../../screens/testing.ts';
import { renderDashboard } from '../testing/renderDashboard.tsx';

const render = (definition: DashboardScreen, answers: Parameters<typeof fakeCall>[0]) => renderDashboard(definition, answers, allRegistries);

const countsCard = (id: string, titleKey: string): DashboardCard => ({ id, titleKey, dataSource: { call: 'dashboard.counts' }, counts: [{ id: `${id}Count`, labelKey: 'users.list.title', path: 'n' }] });

describe('dashboard arrangement', () => {
  const definition: DashboardScreen = {
    kind: 'dashboard',
    titleKey: 'dashboard.title',
    arrangement: {
      access: { call: 'dashboard.widgetsAccess', path: 'dashboardWidgetsAccess' },
      own: { call: 'preferences.dashboardGet', params: { attribute: 'dashboard' }, path: 'columns' },
      save: { call: 'preferences.dashboardSave', params: { attribute: 'dashboard' }, field: 'dashboardCustomizations' },
    },
    cards: [countsCard('tasks', 'dashboard.card.tasks'), countsCard('requests', 'dashboard.card.requests'), countsCard('access', 'dashboard.card.access')],
  };
  const titles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

  it('shows the allowed cards in the own order, and Customize saves the shown ones', async () => {
    const { fn } = render(definition, {
      'dashboard.widgetsAccess': { dashboardWidgetsAccess: { access: false } },
      'preferences.dashboardGet': { columns: ['requests', 'tasks'] },
      'preferences.dashboardSave': {},
      'dashboard.counts': { n: 1 },
    });
    await waitFor(() => expect(titles()).toEqual(['My requests', 'My tasks']));

    fireEvent.click(screen.getByRole('button', { name: 'Customize' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customize' });
    expect(within(dialog).queryByRole('checkbox', { name: 'My access' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'My requests' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fn).toHaveBeenCalledWith('preferences.dashboardSave', { attribute: 'dashboard' }, { dashboardCustomizations: '["tasks"]' }));
  }, 20_000);

  it('offers Customize only when the access answer at customizePath does not say false', async () => {
    const customizable = { ...definition, arrangement: { ...definition.arrangement!, customizePath: 'editDashboard' } };
    const answers = (editDashboard: unknown) => ({
      'dashboard.widgetsAccess': { dashboardWidgetsAccess: {}, editDashboard },
      'preferences.dashboardGet': { columns: ['tasks'] },
      'dashboard.counts': { n: 1 },
    });
    const first = render(customizable, answers(false));
    await waitFor(() => expect(titles()).toEqual(['My tasks']));
    expect(screen.queryByRole('button', { name: 'Customize' })).toBeNull();
    expect(first.fn.mock.calls.filter(([name]) => name === 'dashboard.widgetsAccess')).toHaveLength(1);
    cleanup();

    render(customizable, answers(true));
    await waitFor(() => expect(titles()).toEqual(['My tasks']));
    expect(screen.getByRole('button', { name: 'Customize' })).toBeTruthy();
  }, 20_000);
});
