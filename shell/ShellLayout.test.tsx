import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FeedbackProvider } from './feedback/FeedbackProvider.tsx';
import { ThemeRoot } from './i18n/ThemeRoot.tsx';
import { ShellLayout } from './ShellLayout.tsx';
import { englishI18n, REST, shellData, startHandlers, testCall } from './testing/shellTestKit.tsx';
import type { ShellData } from './bootstrap/types.ts';
import { DECLARED_PICKER_SOURCES } from './pickerSources.ts';
import { PickerSourcesContext } from '../widgets/picker/sources/context.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  vi.restoreAllMocks();
  sessionStorage.clear();
});
afterAll(() => server.close());

function renderLayout(route: string, data: ShellData = shellData()) {
  server.use(...startHandlers());
  render(
    <I18nextProvider i18n={englishI18n()}>
      <ThemeRoot direction="ltr">
        <MemoryRouter initialEntries={[route]}>
          <FeedbackProvider>
            {/* As App provides them: the proxy dialog's user picker searches with the declared sources. */}
            <PickerSourcesContext.Provider value={DECLARED_PICKER_SOURCES}>
              <ShellLayout data={data} call={testCall()} changeLocale={() => undefined} />
            </PickerSourcesContext.Provider>
          </FeedbackProvider>
        </MemoryRouter>
      </ThemeRoot>
    </I18nextProvider>,
  );
}

describe('shell layout', () => {
  it('opens the help of the current route in a 900x600 popup, per locale', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderLayout('/configuration/igConfiguration');
    await userEvent.click(await screen.findByRole('button', { name: 'Help' }));
    expect(open).toHaveBeenCalledOnce();
    const [url, name, features] = open.mock.calls[0]!;
    expect(url).toBe(`${import.meta.env.BASE_URL}help/en/index.html#ig_configuration`); // /idmdash/ in the build
    expect(name).toBe('idm-help');
    expect(features).toContain('width=900');
    expect(features).toContain('height=600');
  });

  it('shows the Help Desk Contact: name, email, phone numbers and image', async () => {
    renderLayout('/no-such-page', shellData({
      helpdesk: { showInMenu: true, helpdeskName: 'IT Service Desk', emailAddress: 'desk@example.com', contactNumber: '+1 555 4357, +1 555 0000', image: 'https://cdn.example/desk.png' },
    }));
    await userEvent.click(await screen.findByRole('button', { name: 'Profile menu of Ada Admin' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Help Desk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Help Desk Contact' });
    expect(within(dialog).getByText('IT Service Desk')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'desk@example.com' }).getAttribute('href')).toBe('mailto:desk@example.com');
    expect(within(dialog).getAllByRole('link').map((link) => link.textContent)).toEqual(['desk@example.com', '+1 555 4357', '+1 555 0000']);
    // The picture is decorative (alt ""): the desk's name beside it says who it is.
    const image = dialog.querySelector('img');
    expect(image?.getAttribute('src')).toBe('https://cdn.example/desk.png');
    expect(image?.getAttribute('alt')).toBe('');
  });

  it('proxy mode shrinks the menu to tasks, requests and history, says when the server requires approval, and Exit Proxy restores it', async () => {
    server.use(
      http.get(`${REST}/access/proxy/for`, () => HttpResponse.json({ proxyForUsers: [{ dn: 'cn=manager', fullName: 'Megan Manager' }] })),
      // The signed-in user's proxy definition for that user requires approval.
      http.get(`${REST}/access/proxy/all`, () => HttpResponse.json({ proxyDefinitions: [{ dn: 'p1', assignedUserDN: 'cn=ada', approvalRequired: true, proxyForUsers: [{ dn: 'cn=manager' }] }] })),
    );
    renderLayout('/no-such-page', shellData({ proxyFor: true }));
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getAllByRole('button').map((button) => button.textContent)).toEqual(['Dashboard', 'Tasks', 'Access', 'Users']);

    await userEvent.click(screen.getByRole('button', { name: 'Profile menu of Ada Admin' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Proxy As' }));
    // The dialog loads lazily: on a busy machine that takes more than the default second.
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await userEvent.click(within(dialog).getByRole('combobox'));
    await userEvent.click(await screen.findByRole('option', { name: 'Megan Manager' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Proxy mode: you are acting for Megan Manager')).toBeTruthy();
    expect(await screen.findByText('ProxyMode Approval is required!')).toBeTruthy();
    expect(within(nav).getAllByRole('button').map((button) => button.textContent)).toEqual(['Tasks', 'Access']);
    expect(JSON.parse(sessionStorage.getItem('idm.proxyUser')!)).toEqual({ dn: 'cn=manager', fullName: 'Megan Manager' });

    await userEvent.click(screen.getByRole('button', { name: 'Exit Proxy' }));
    expect(within(nav).getAllByRole('button').map((button) => button.textContent)).toEqual(['Dashboard', 'Tasks', 'Access', 'Users']);
    expect(sessionStorage.getItem('idm.proxyUser')).toBeNull();
    expect(screen.queryByText('ProxyMode Approval is required!')).toBeNull();
  });
});
