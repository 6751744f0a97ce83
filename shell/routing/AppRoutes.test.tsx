import { cleanup, render, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ShellTestFrame } from '../testing/shellTestKit.tsx';
import type { CallFn } from '../bootstrap/loaders.ts';
import { AppRoutes } from './AppRoutes.tsx';
import { findRoute } from './routeTable.ts';

afterEach(cleanup);

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

// The guard of the target asks the server; here it never answers: only where the address leads is checked.
const pending: CallFn = () => new Promise(() => {});

function renderAt(path: string) {
  return render(
    <ShellTestFrame route={path}>
      <AppRoutes call={pending} />
      <Where />
    </ShellTestFrame>,
  );
}

describe('older addresses of the own profile', () => {
  it('lead to #/profile, keeping the section', async () => {
    renderAt('/myProfile');
    expect((await screen.findByTestId('where')).textContent).toBe('/profile');
    cleanup();
    renderAt('/myProfile/roles');
    expect((await screen.findByTestId('where')).textContent).toBe('/profile/roles');
    cleanup();
    renderAt('/myProfile/passwordSync');
    expect((await screen.findByTestId('where')).textContent).toBe('/profile/passwordSync');
  });

  it('are sections of one page with tabs: details, roles, resources, groups and password sync', () => {
    const route = findRoute('/profile/groups')!;
    expect(route.tabs?.tabs.map((tab) => tab.id)).toEqual(['details', 'roles', 'resources', 'groups', 'passwordSync']);
    expect(findRoute('/profile')?.tabs).toBe(route.tabs);
  });
});
