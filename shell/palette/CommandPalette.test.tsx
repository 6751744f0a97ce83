// The palette as a keyboard user meets it: Ctrl+K, a combobox whose active option arrows move,
// Enter to go or run, Escape back to where the focus was; objects found on the server; shortcuts
// that wait while the user types into a field.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REST, ShellTestFrame, testCall } from '../testing/shellTestKit.tsx';
import { PAGE_ACTIONS } from '../keyboard/actionBoard.ts';
import KeyboardShortcuts from '../keyboard/KeyboardShortcuts.tsx';
import { holdPaletteKey } from '../keyboard/paletteKey.ts';

const rightsAsked: string[][] = [];
const server = setupServer(
  http.post(`${REST}/access/info/user/navigationrights`, async ({ request }) => {
    const { navPageRights } = (await request.json()) as { navPageRights: { key: string }[] };
    rightsAsked.push(navPageRights.map((r) => r.key));
    // Everything but the role pages.
    return HttpResponse.json({ navPageRights: navPageRights.map(({ key }) => ({ key, value: String(!/role/i.test(key)) })) });
  }),
  http.get(`${REST}/access/users/list`, ({ request }) =>
    HttpResponse.json(
      new URL(request.url).searchParams.get('q')?.toLowerCase().startsWith('ada')
        ? { usersList: [{ dn: 'cn=ada,ou=users,o=data', fullName: 'Ada Admin', username: 'ada' }], nextIndex: 0 }
        : { usersList: [], nextIndex: 0 },
    ),
  ),
  http.get(`${REST}/access/groups`, () => HttpResponse.json({ groups: [], nextIndex: 0 })),
  http.get(`${REST}/catalog/resources/listV2`, () => HttpResponse.json({ resources: [], nextIndex: 0 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  rightsAsked.length = 0;
});
afterAll(() => server.close());

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

/** The shell's frame, with the keyboard in unless `keyboardLoaded` is false (its chunk still loading). */
function shellFrame(keyboardLoaded = true) {
  return (
    <ShellTestFrame route="/tasks">
      <button type="button">Before</button>
      <main>
        <input type="search" aria-label="Search tasks" />
      </main>
      <Where />
      {keyboardLoaded && <KeyboardShortcuts call={testCall()} />}
    </ShellTestFrame>
  );
}

function renderShell() {
  render(shellFrame());
}

const where = () => screen.getByTestId('where').textContent;
const active = (combobox: HTMLElement) => document.getElementById(combobox.getAttribute('aria-activedescendant') ?? '');

async function openPalette() {
  await userEvent.keyboard('{Control>}k{/Control}');
  const combobox = await screen.findByRole('combobox', { name: 'Go to a page, find an object or run an action' });
  await waitFor(() => expect(document.activeElement).toBe(combobox));
  return combobox;
}

describe('the command palette', () => {
  it('is a combobox over a listbox whose active option the arrows move, wrapping at both ends', async () => {
    renderShell();
    const combobox = await openPalette();
    const listbox = screen.getByRole('listbox');
    expect(combobox.getAttribute('aria-controls')).toBe(listbox.id);
    expect(combobox.getAttribute('aria-expanded')).toBe('true');
    // The menu's pages come first, in menu order.
    await waitFor(() => expect(active(combobox)?.textContent).toBe('Dashboard'));
    expect(active(combobox)?.getAttribute('aria-selected')).toBe('true');

    await userEvent.keyboard('{ArrowDown}');
    expect(active(combobox)?.textContent).toBe('Tasks');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    const options = within(listbox).getAllByRole('option');
    expect(active(combobox)).toBe(options.at(-1));
    await userEvent.keyboard('{ArrowDown}');
    expect(active(combobox)).toBe(options[0]);
  });

  it('goes to the page whose title matches, on Enter, asking the rights once for every page', async () => {
    renderShell();
    const combobox = await openPalette();
    await waitFor(() => expect(rightsAsked).toHaveLength(1));
    // Create Role is refused by the rights, so it is not offered; Create User is.
    await userEvent.type(combobox, 'create');
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Pages' })).getAllByRole('option').map((o) => o.textContent)).toContain('Create User'));
    expect(screen.getByRole('listbox').textContent).not.toContain('Create Role');
    await userEvent.clear(combobox);
    await userEvent.type(combobox, 'REQUEST hist');
    await waitFor(() => expect(active(combobox)?.textContent).toBe('Request History'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(where()).toBe('/history'));
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('opens once the keyboard is in when Ctrl+K was pressed while it loaded, and keeps the key from the browser', async () => {
    const stopHolding = holdPaletteKey();
    try {
      const { rerender } = render(shellFrame(false));
      const press = new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true });
      window.dispatchEvent(press);
      expect(press.defaultPrevented).toBe(true);
      expect(screen.queryByRole('combobox')).toBeNull();
      rerender(shellFrame(true));
      const combobox = await screen.findByRole('combobox', { name: 'Go to a page, find an object or run an action' });
      // Once in, the keyboard answers the key itself: the same keys close the palette.
      await waitFor(() => expect(document.activeElement).toBe(combobox));
      await userEvent.keyboard('{Control>}k{/Control}');
      await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
    } finally {
      stopHolding();
    }
  });

  it('does not open by itself when the keyboard comes in without a press meanwhile', async () => {
    const stopHolding = holdPaletteKey();
    try {
      const { rerender } = render(shellFrame(false));
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'j', ctrlKey: true, bubbles: true, cancelable: true }));
      rerender(shellFrame(true));
      await userEvent.keyboard('x');
      expect(screen.queryByRole('combobox')).toBeNull();
    } finally {
      stopHolding();
    }
  });

  it('closes on Escape and gives the focus back where it was', async () => {
    renderShell();
    const before = screen.getByRole('button', { name: 'Before' });
    before.focus();
    await openPalette();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(before));
  });

  it('finds a user on the server and opens the detail page', async () => {
    renderShell();
    const combobox = await openPalette();
    await userEvent.type(combobox, 'ada');
    expect(await screen.findByText('Searching…')).toBeTruthy();
    const found = await screen.findByRole('option', { name: /Ada Admin/ }, { timeout: 5000 });
    expect(found.textContent).toContain('User · ada');
    while (active(combobox) !== found) await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(where()).toBe('/users/cn%3Dada%2Cou%3Dusers%2Co%3Ddata'));
  });

  it('runs an action the current page published, after the palette has closed', async () => {
    const run = vi.fn();
    const owner = {};
    PAGE_ACTIONS.publish(owner, [{ id: 'approveAll', label: 'Approve everything', run }]);
    try {
      renderShell();
      const combobox = await openPalette();
      await userEvent.type(combobox, 'approve');
      await waitFor(() => expect(active(combobox)?.textContent).toBe('Approve everything'));
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
      expect(screen.queryByRole('combobox')).toBeNull();
      expect(where()).toBe('/tasks');
    } finally {
      PAGE_ACTIONS.publish(owner, []);
    }
  });
});

describe('the keyboard shortcuts', () => {
  it('go to a page with g and its letter, but not while the user types into a field', async () => {
    renderShell();
    const search = screen.getByRole('searchbox', { name: 'Search tasks' });
    await userEvent.type(search, 'gu');
    expect(where()).toBe('/tasks');
    act(() => search.blur());
    await userEvent.keyboard('gu');
    await waitFor(() => expect(where()).toBe('/users'));
  });

  it('"/" focuses the page search box; "?" lists the shortcuts the menu allows', async () => {
    renderShell();
    await userEvent.keyboard('/');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search tasks' })));
    expect((document.activeElement as HTMLInputElement).value).toBe('');
    act(() => (document.activeElement as HTMLElement).blur());
    await userEvent.keyboard('?');
    const sheet = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(sheet.textContent).toContain('Go to Users');
    // The test menu has no roles page.
    expect(sheet.textContent).not.toContain('Go to Roles');
  });
});
