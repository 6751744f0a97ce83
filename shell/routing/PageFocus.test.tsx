import { useRef } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { ShellTestFrame } from '../testing/shellTestKit.tsx';
import { usePageFocus } from './PageFocus.tsx';
import { documentTitle, focusMainContent, focusPageHeading } from './pageFocus.ts';

afterEach(cleanup);

function Page({ title }: { title: string }) {
  return (
    <>
      <h1>{title}</h1>
      <Link to="/groups">Groups</Link>
      <Link to="/users">Users</Link>
    </>
  );
}

// Each route its own component, as each screen is: the link that led away goes with its page.
const UsersPage = () => <Page title="All users" />;
const GroupsPage = () => <Page title="All groups" />;

function Frame() {
  const main = useRef<HTMLElement>(null);
  usePageFocus(main);
  return (
    <main ref={main}>
      <Routes>
        <Route path="/users" element={<UsersPage />} />
        <Route path="/groups" element={<GroupsPage />} />
      </Routes>
    </main>
  );
}

describe('after a route change', () => {
  it("names the page in the document title (the client's product name) and moves focus to its heading, not on the first load", async () => {
    const user = userEvent.setup();
    render(
      <ShellTestFrame route="/users">
        <Frame />
      </ShellTestFrame>,
    );
    await waitFor(() => expect(document.title).toBe('Users - Test Console'));
    expect(document.activeElement).toBe(document.body);

    await user.click(screen.getByRole('link', { name: 'Groups' }));
    await waitFor(() => expect(document.title).toBe('Groups - Test Console'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'All groups' })));
  });
});

describe('focusPageHeading', () => {
  it('waits for a lazily drawn heading, and leaves focus that the user put inside the page', async () => {
    const main = document.createElement('main');
    document.body.appendChild(main);
    const stop = focusPageHeading(main);
    const heading = document.createElement('h1');
    main.appendChild(heading);
    await waitFor(() => expect(document.activeElement).toBe(heading));
    stop();

    const field = document.createElement('input');
    main.appendChild(field);
    field.focus();
    focusPageHeading(main)();
    expect(document.activeElement).toBe(field);
    main.remove();
  });

  it('leaves focus that the user moved elsewhere while the page loads (a menu they opened)', async () => {
    const main = document.createElement('main');
    const menu = document.createElement('button');
    document.body.append(main, menu);
    const stop = focusPageHeading(main);
    menu.focus();
    main.appendChild(document.createElement('h1'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(menu);
    stop();
    main.remove();
    menu.remove();
  });

  it('the skip link goes to the heading, or to the main region while the page has none', () => {
    const main = document.createElement('main');
    document.body.appendChild(main);
    focusMainContent(main);
    expect(document.activeElement).toBe(main);
    main.remove();
  });

  it('titles a page the product alone when no route knows the path', () => {
    expect(documentTitle(undefined, 'Identity Console')).toBe('Identity Console');
    expect(documentTitle('Teams', 'Identity Console')).toBe('Teams - Identity Console');
  });
});
