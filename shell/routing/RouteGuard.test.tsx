import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REST, ShellTestFrame, testCall } from '../testing/shellTestKit.tsx';
import { RouteGuard } from './RouteGuard.tsx';
import { findRoute } from './routeTable.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderGuarded(path: string) {
  const route = findRoute(path)!;
  return render(
    <ShellTestFrame route={path}>
      <Routes>
        <Route path={route.path} element={<RouteGuard route={route} call={testCall()}><h1>The page</h1></RouteGuard>} />
        <Route path="*" element={<Where />} />
      </Routes>
    </ShellTestFrame>,
  );
}

function answerRights(rights: Record<string, string>, areaDefault: string, requests: unknown[] = [], areaDefaultDisplayName = 'Dashboard') {
  server.use(
    http.post(`${REST}/access/info/user/navigationrights`, async ({ request }) => {
      requests.push(await request.json());
      return HttpResponse.json({ navPageRights: Object.entries(rights).map(([key, value]) => ({ key, value })), areaDefault, areaDefaultDisplayName });
    }),
  );
}

/** The administrator rights call: the operations granted on the one object type asked. */
function answerAdminRights(granted: string[], requests: unknown[] = []) {
  server.use(
    http.post(`${REST}/catalog/delegatedAdmin/rights`, async ({ request }) => {
      requests.push(await request.json());
      const operationAccessMap = ['create', 'modify', 'delete', 'assign'].map((key) => ({ key, value: String(granted.includes(key)) }));
      return HttpResponse.json({ opertionPermissionMap: [{ operationAccessMap }] });
    }),
  );
}

describe('RouteGuard', () => {
  it('asks for the page keys of the route and shows the page when allowed', async () => {
    const requests: unknown[] = [];
    const rightRequests: unknown[] = [];
    answerRights({ role: 'true', createRole: 'true' }, 'dashboard', requests);
    answerAdminRights(['create', 'modify'], rightRequests);
    renderGuarded('/role/create');
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeTruthy();
    expect(requests).toEqual([{ navPageRights: [{ key: 'role' }, { key: 'createRole' }] }]);
    // The page that creates roles requires the right to create roles.
    expect(rightRequests).toEqual([{ permissions: [{ entityType: 'role' }] }]);
  });

  it('refuses a page whose administrator right the user lacks, though its navigation right holds (a delegated administrator opening Create Role by URL)', async () => {
    answerRights({ role: 'true', createRole: 'true' }, 'dashboard');
    answerAdminRights(['modify', 'assign']);
    renderGuarded('/role/create');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Unauthorized access/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'The page' })).toBeNull();
  });

  it("asks for the keys its manifest route adds (alsoAsk, pageKeyFrom)", async () => {
    const requests: unknown[] = [];
    answerRights({ profile: 'true', entities: 'true' }, 'dashboard', requests);
    renderGuarded('/profile');
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeTruthy();
    cleanup();
    renderGuarded('/entities/department');
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeTruthy();
    expect(requests).toEqual([{ navPageRights: [{ key: 'profile' }, { key: 'orgchart' }] }, { navPageRights: [{ key: 'entities' }, { key: 'department' }] }]);
  });

  it('refuses a route whose manifest says requireTrue unless its right is true', async () => {
    answerRights({ orgchart: 'yes' }, 'dashboard');
    renderGuarded('/orgchart');
    expect((await screen.findByRole('dialog')).textContent).toContain('Unauthorized access to');
    expect(screen.queryByRole('heading', { name: 'The page' })).toBeNull();
  });

  it("refuses with the modal, and Close goes to areaDefault's route", async () => {
    answerRights({ users: 'false' }, 'dashboard');
    renderGuarded('/users');
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Unauthorized access to Users page');
    expect(dialog.textContent).toContain('Close will redirect to Dashboard page');
    expect(screen.queryByRole('heading', { name: 'The page' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/dashboard');
  });

  it('names the page Close leads to by the console’s title of its route, not the server’s English name', async () => {
    answerRights({ users: 'false' }, 'landing', [], 'Landing page');
    renderGuarded('/users');
    expect((await screen.findByRole('dialog')).textContent).toContain('Close will redirect to Landing Page page');
  });

  it('never follows an areaDefault of another origin: Close goes to the default route', async () => {
    answerRights({ users: 'false' }, 'https://evil.example/phish');
    renderGuarded('/users');
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/');
    expect(window.location.href).not.toContain('evil.example');
  });

  it('shows the failure when the rights cannot be read', async () => {
    server.use(http.post(`${REST}/access/info/user/navigationrights`, () => HttpResponse.json({ Fault: { Reason: { Text: 'Rights unavailable' } } }, { status: 400 })));
    renderGuarded('/users');
    expect(await screen.findByText('Rights unavailable', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'The page' })).toBeNull();
  });
});
