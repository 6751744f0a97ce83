import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ShellTestFrame, testContext } from '../testing/shellTestKit.tsx';
import IdleSession from './IdleSession.tsx';
import type { LastAccessStore } from './idle.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

/** The signed-in user's name as extendSession answers it, one answer per call. */
function sessionUsers(...names: string[]) {
  server.use(http.get('*/IDMProv/extendSession', () => HttpResponse.text(names.length > 1 ? names.shift()! : names[0]!)));
}

function renderIdle(reload = vi.fn(), onSignOut = vi.fn()) {
  let last = Date.now();
  const store: LastAccessStore = { read: () => last, write: (time) => (last = time) };
  // Warning one second after the last activity.
  render(
    <ShellTestFrame>
      <IdleSession context={{ ...testContext, sessionTimeOut: 121 }} onSignOut={onSignOut} store={store} reload={reload} />
    </ShellTestFrame>,
  );
  return { reload, onSignOut };
}

async function extendInPopup() {
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  await userEvent.click(await screen.findByRole('button', { name: 'Extend' }, { timeout: 3000 }));
  const url = new URL(open.mock.calls[0]![0] as string);
  // The sign-in starts at the server's start endpoint, which makes the state and the PKCE verifier.
  expect(url.pathname.endsWith('/start')).toBe(true);
  expect(url.searchParams.get('target')).toBe('extend');
  expect(url.searchParams.get('prompt')).toBe('login');
  act(() => window.dispatchEvent(new MessageEvent('message', { data: { type: 'idm-session-extended' }, origin: window.location.origin })));
}

describe('idle session', () => {
  it('warns after the idle time; Extend re-authenticates, closes the warning and confirms', async () => {
    sessionUsers('manager');
    renderIdle();
    expect(await screen.findByText(/Your session ends in/, {}, { timeout: 3000 })).toBeTruthy();
    await extendInPopup();
    expect(await screen.findByText('Successfully extended session')).toBeTruthy();
  });

  it('ignores a message from another origin', async () => {
    sessionUsers('manager');
    renderIdle();
    await screen.findByText(/Your session ends in/, {}, { timeout: 3000 });
    act(() => window.dispatchEvent(new MessageEvent('message', { data: { type: 'idm-session-extended' }, origin: 'https://evil.example' })));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText('Successfully extended session')).toBeNull();
  });

  it('removes the session cookie and reloads when another user signed in', async () => {
    document.cookie = 'MFSSO_Admin_Spiffy_Session=bearer,abc; path=/';
    sessionUsers('manager', 'uaadmin');
    const { reload } = renderIdle();
    await screen.findByText(/Your session ends in/, {}, { timeout: 3000 });
    await extendInPopup();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(document.cookie).not.toContain('MFSSO_Admin_Spiffy_Session');
  });
});
