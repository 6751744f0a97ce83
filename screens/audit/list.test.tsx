// The audit trail page in jsdom against a fake call: the events with their kind, operation and
// outcome named in words (and a proxy's write with the user acted for),
// a change's settings before and after in the row's detail, and Unlock offered for a failed
// sign-in only, sending the typed user name.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderListScreen } from '../renderListScreen.tsx';
import list from './list.json';

vi.setConfig({ testTimeout: 60_000 });

const base = { onBehalfOf: null, object: null, address: '127.0.0.1', before: null, after: null };
const events = [
  { ...base, id: 4, at: '2026-11-25T10:04:00.000Z', kind: 'write', actor: 'proxyuser', onBehalfOf: 'cn=manager,ou=users,o=data', operation: 'POST /access/tasks', outcome: 'success' },
  { ...base, id: 3, at: '2026-11-25T10:03:00.000Z', kind: 'write', actor: 'uaadmin', operation: 'PUT /admin/display/settings/general', outcome: 'success', before: '{"defaultRowsPerPage":25}', after: '{"defaultRowsPerPage":50}' },
  { ...base, id: 2, at: '2026-11-25T10:02:00.000Z', kind: 'signInFailed', actor: 'manager', operation: 'signIn (locked)', outcome: 'failure' },
  { ...base, id: 1, at: '2026-11-25T10:01:00.000Z', kind: 'signIn', actor: 'uaadmin', operation: 'signIn', outcome: 'success' },
];

function setup() {
  return renderListScreen(list, {
    'audit.events': { events, total: events.length, nextIndex: 0 },
    'audit.unlock': { username: 'manager', wasLocked: true },
  });
}

const rowOf = (operation: string) => screen.getByRole('button', { name: operation }).closest('tr')!;
const openDetail = async (operation: string) => {
  fireEvent.click(screen.getByRole('button', { name: operation }));
  return screen.findByRole('dialog', { name: 'Audit event' });
};
const LOCKED = 'Sign-in on the sign-in page (locked)';
const SETTINGS = 'Settings: change';
const TASKS = 'Tasks: add or run';

describe('audit trail page', () => {
  it('lists the events with their kind, operation and outcome named in words', async () => {
    setup();
    await screen.findByRole('button', { name: LOCKED });
    expect(screen.getByRole('button', { name: 'Sign-in on the sign-in page' })).toBeTruthy();
    for (const code of ['signIn (locked)', 'PUT /admin/display/settings/general', 'POST /access/tasks']) expect(screen.queryByText(code)).toBeNull();
    expect(within(rowOf(LOCKED)).getByText('Failed sign-in')).toBeTruthy();
    expect(within(rowOf(LOCKED)).getByText('Refused')).toBeTruthy();
    expect(within(rowOf(SETTINGS)).getByText('Change')).toBeTruthy();
    // A proxy's write names the user acted for beside the one who made it.
    expect(within(rowOf(TASKS)).getByText('proxyuser')).toBeTruthy();
    expect(within(rowOf(TASKS)).getByText('cn=manager,ou=users,o=data')).toBeTruthy();
  });

  it("shows a change's settings before and after, without an Unlock", async () => {
    setup();
    await screen.findByRole('button', { name: SETTINGS });
    const detail = await openDetail(SETTINGS);
    expect(within(detail).getByText(SETTINGS)).toBeTruthy();
    expect(within(detail).getByText('{"defaultRowsPerPage":25}')).toBeTruthy();
    expect(within(detail).getByText('{"defaultRowsPerPage":50}')).toBeTruthy();
    expect(within(detail).queryByRole('button', { name: 'Unlock user name' })).toBeNull();
  });

  it('unlocks the typed user name of a failed sign-in', async () => {
    const fn = setup();
    await screen.findByRole('button', { name: LOCKED });
    const detail = await openDetail(LOCKED);
    fireEvent.click(within(detail).getByRole('button', { name: 'Unlock user name' }));
    await waitFor(() => expect(fn.mock.calls.some(([name]) => name === 'audit.unlock')).toBe(true));
    expect(fn.mock.calls.find(([name]) => name === 'audit.unlock')?.[2]).toEqual({ username: 'manager' });
  });
});
