import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { App, type AppDeps } from './App.tsx';
import { englishI18n, REST, startHandlers, testCall, testContext } from './testing/shellTestKit.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

function deps(overrides: Partial<AppDeps> = {}): AppDeps {
  return {
    base: '/idmdash/',
    loadContext: async () => testContext,
    call: testCall(),
    fetchStatic: async (url) =>
      url.endsWith('build-info.json')
        ? new Response('{"version":"1.2.3","date":"2026-11-21","revision":{"number":"abc123"}}', { headers: { 'content-type': 'application/json' } })
        : new Response('', { status: 404 }),
    addStyleSheet: () => undefined,
    ...overrides,
  };
}

function renderApp(appDeps: AppDeps) {
  const i18n = englishI18n();
  // The translation file is already in the instance: switching to English needs no fetch.
  return render(<App i18n={i18n} deps={appDeps} />);
}

describe('App start', () => {
  it('shows the white loading overlay, then the header with title, menu and profile', async () => {
    server.use(...startHandlers());
    renderApp(deps());
    expect(screen.getByTestId('shell-loading')).toBeTruthy();
    expect(document.querySelector('header')).toBeNull(); // hidden until menu and settings are in

    const header = await screen.findByRole('banner');
    expect(within(header).getByText('Test Console').closest('a')?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(header).getByText('Test Console').closest('a')?.getAttribute('target')).toBe('_blank');
    expect(within(header).getByRole('img', { name: 'Logo' }).getAttribute('src')).toMatch(/images\/logo\.svg$/); // no logo configured
    const nav = within(header).getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getAllByRole('button').map((button) => button.textContent)).toEqual(['Dashboard', 'Tasks', 'Access', 'Users']);
    expect(within(header).getByRole('button', { name: 'Profile menu of Ada Admin' })).toBeTruthy();
    expect(screen.queryByTestId('shell-loading')).toBeNull();
  });

  it('shows the footer: links, contact information and help-desk details', async () => {
    server.use(...startHandlers());
    renderApp(deps());
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Privacy' }).getAttribute('href')).toBe('https://brand.example/privacy');
    expect(within(footer).getByText('Call 4357')).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'desk@example.com' }).getAttribute('href')).toBe('mailto:desk@example.com');
    expect(within(footer).getByRole('link', { name: '+1 555 0000' }).getAttribute('href')).toBe('tel:+15550000');
  });

  it("shows the context servlet's failure text, or 'Server error'", async () => {
    const { unmount } = renderApp(deps({ loadContext: () => Promise.reject(Object.assign(new Error('x'), { response: { data: 'Down for maintenance' } })) }));
    expect(await screen.findByText('Down for maintenance')).toBeTruthy();
    unmount();
    renderApp(deps({ loadContext: () => Promise.reject(new Error('Network Error')) }));
    expect(await screen.findByText('Server error')).toBeTruthy();
  });

  it('stores a menu failure and shows it; the header stays hidden without the menu', async () => {
    server.use(...startHandlers());
    server.use(
      http.post(`${REST}/access/info/user/navigationmenu`, () => HttpResponse.json({ Fault: { Reason: { Text: 'Menu service down' } } }, { status: 500 })),
    );
    renderApp(deps());
    expect(await screen.findByText('Loading the navigation menu failed: Menu service down', {}, { timeout: 3000 })).toBeTruthy();
    expect(document.querySelector('header')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy(); // still a way out
  });

  it('opens the About modal with the build info', async () => {
    server.use(...startHandlers());
    renderApp(deps());
    (await screen.findByRole('button', { name: 'Profile menu of Ada Admin' })).click();
    // The profile dropdown is a lazy chunk: on a loaded machine it takes seconds to arrive.
    (await screen.findByRole('menuitem', { name: 'About' }, { timeout: 15_000 })).click();
    const about = await screen.findByRole('dialog');
    expect(about.textContent).toContain('version 1.2.3 was built on 2026-11-21 from revision abc123');
    await waitFor(() => expect(within(about).getByRole('heading').textContent).toBe('Identity Console'));
  });
});
