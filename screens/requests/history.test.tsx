// The history screen in jsdom against a fake call: a history mixes roles, resources and workflows,
// each state named by its own catalogue with the icon of its group; Retract applies only while
// every selected request is retractable, and sends their ids.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderListScreen } from '../renderListScreen.tsx';
import history from './history.json';

vi.setConfig({ testTimeout: 60_000 });

const requests = [
  { id: 'r1', name: 'Cloud Console Operator', entityType: 'role', action: 'grant', requestState: 95, processState: 2, retractable: false },
  { id: 'r2', name: 'Parking Space', entityType: 'prd', action: 'grant', requestState: 1, processState: 2, retractable: false },
  { id: 'r3', name: 'Mobile Phone', entityType: 'prd', action: 'grant', requestState: 5, processState: 2, retractable: false },
  { id: 'r4', name: 'Laptop', entityType: 'resource', action: 'grant', requestState: 15, processState: 0, retractable: true },
];

const setup = () =>
  renderListScreen(history, { 'requests.historyList': { requests, total: requests.length, nextIndex: 0 }, 'requests.retract': { success: true, succeeded: [{ id: 'r4' }], failed: [] } });

const rowOf = (name: string) => screen.getByRole('button', { name }).closest('tr')!;

describe('history screen', () => {
  it('names each state by the catalogue of its row, newest first, with the icon of its group', async () => {
    const fn = setup();
    await screen.findByText('Laptop');
    expect(fn.mock.calls.find(([name]) => name === 'requests.historyList')?.[1]).toMatchObject({ nextIndex: 1, q: '*', sortBy: 'requestDate', sortOrder: 'DESC' });
    const state = (name: string) => rowOf(name).querySelector('[data-icon-group]');
    expect([state('Cloud Console Operator'), state('Parking Space'), state('Mobile Phone'), state('Laptop')].map((s) => [s?.textContent, s?.getAttribute('data-icon-group')])).toEqual([
      ['DeniedDenied', 'denied'],
      ['DeniedDenied', 'denied'],
      ['DeniedRefused', 'denied'],
      ['RunningApproval Pending', 'running'],
    ]);
  });

  it('retracts only retractable requests, after a confirmation, with their ids', async () => {
    const fn = setup();
    await screen.findByText('Laptop');
    fireEvent.click(rowOf('Laptop').querySelector('input[type=checkbox]')!);
    fireEvent.click(rowOf('Parking Space').querySelector('input[type=checkbox]')!);
    expect((screen.getByRole('button', { name: 'Retract' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(rowOf('Parking Space').querySelector('input[type=checkbox]')!);
    fireEvent.click(screen.getByRole('button', { name: 'Retract' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Retract' }));
    await waitFor(() => expect(fn.mock.calls.some(([name]) => name === 'requests.retract')).toBe(true));
    expect(fn.mock.calls.find(([name]) => name === 'requests.retract')?.[2]).toEqual({ requests: [{ id: 'r4' }] });
  });
});
