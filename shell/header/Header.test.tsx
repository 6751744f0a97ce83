import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REST, shellData, shellState, ShellTestFrame, testCall } from '../testing/shellTestKit.tsx';
import type { ShellState } from '../ShellContext.tsx';
import { NotificationsMenu } from './NotificationsMenu.tsx';
import { ProfileMenu } from './ProfileMenu.tsx';
import { badgeCount } from './notifications.ts';
import { CONSOLE_LOCALES, LOCALES_AWAITING_FILES } from '../../domain/locales.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

describe('notifications', () => {
  it('shows a badge while there are unseen notifications and the count is above 0', () => {
    expect(badgeCount({ totalCount: 0 }, undefined)).toBeUndefined();
    expect(badgeCount({ totalCount: 3 }, undefined)).toBe(3);
    expect(badgeCount({ totalCount: 3 }, 3)).toBeUndefined(); // seen
    expect(badgeCount({ totalCount: 4 }, 3)).toBe(4); // a new one arrived
  });

  it('reads the notifications of the client, badges them, clears the badge when opened', async () => {
    const clients: (string | null)[] = [];
    server.use(
      http.get(`${REST}/access/notifyService`, ({ request }) => {
        clients.push(new URL(request.url).searchParams.get('client'));
        return HttpResponse.json({ totalCount: 2, notificationsList: [{ name: '2 new task(s) to approve', action: 'view', navigation: '#/tasks' }] });
      }),
    );
    render(
      <ShellTestFrame>
        <NotificationsMenu call={testCall()} clientId="7" />
      </ShellTestFrame>,
    );
    expect((await screen.findByTestId('count-badge')).textContent).toBe('2');
    expect(clients).toEqual(['7']);
    const bell = screen.getByRole('button', { name: 'Notifications, 2 new' });
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(bell);
    // The sandbox's English text, shown by its key.
    expect(await screen.findByRole('menuitem', { name: 'New tasks to approve: 2 View' })).toBeTruthy();
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByTestId('count-badge')).toBeNull();
  });

  it('caps the badge at the task badge limit', async () => {
    server.use(http.get(`${REST}/access/notifyService`, () => HttpResponse.json({ totalCount: 250, notificationsList: [] })));
    render(
      <ShellTestFrame>
        <NotificationsMenu call={testCall()} clientId="1" />
      </ShellTestFrame>,
    );
    expect((await screen.findByTestId('count-badge')).textContent).toBe('200+');
  });
});

async function openProfile(state: ShellState) {
  render(
    <ShellTestFrame state={state}>
      <ProfileMenu entries={[{ mapName: 'profile', menuName: 'My Profile', context: '#/profile' }]} />
    </ShellTestFrame>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Profile menu of Ada Admin' }));
  await screen.findByRole('menuitem', { name: 'Sign out' });
  return screen.getAllByRole('menuitem').map((item) => item.textContent);
}

describe('profile dropdown', () => {
  it('holds the profileMenu entries, Help Desk, About, Help and Sign out as menu items; no Proxy As without the right', async () => {
    const entries = await openProfile(shellState());
    expect(entries).toEqual(['My Profile', 'Help Desk', 'About', 'Help', 'Sign out']);
  });

  it('groups the languages under their sub-header as radio items, the current one checked', async () => {
    await openProfile(shellState());
    const languages = screen.getByRole('group', { name: 'Language' });
    // Every locale of the console, named in itself; one without a translation yet says its texts are English.
    expect(within(languages).getAllByRole('menuitemradio').map((item) => [item.textContent, item.getAttribute('aria-checked')])).toEqual(
      CONSOLE_LOCALES.map(({ code, name }) => [LOCALES_AWAITING_FILES.includes(code) ? `${name}Partly translated: texts in English` : name, String(code === 'en')]),
    );
    // The menu's first entry has the focus, not the checked language.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('My Profile'));
  });

  it('offers Proxy As when the user may proxy, and Exit Proxy with the proxied name while proxying', async () => {
    const openModal = vi.fn();
    expect(await openProfile(shellState({ data: shellData({ proxyFor: true }), openModal }))).toContain('Proxy As');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Proxy As' }));
    expect(openModal).toHaveBeenCalledWith('proxyAs');
    cleanup();
    const entries = await openProfile(shellState({ data: shellData({ proxyFor: true }), proxiedUser: { dn: 'cn=m', fullName: 'Megan Manager' } }));
    expect(entries).toContain('Exit ProxyMegan Manager');
    expect(entries).not.toContain('Proxy As');
  });

  it('leaves Help Desk out when it is not configured to show in the menu, and signs out', async () => {
    const signOut = vi.fn();
    const entries = await openProfile(shellState({ data: shellData({ helpdesk: { showInMenu: false } }), signOut }));
    expect(entries).not.toContain('Help Desk');
    await userEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledOnce();
  });
});
