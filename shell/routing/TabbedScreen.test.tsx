import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ShellTestFrame } from '../testing/shellTestKit.tsx';
import type { TabSet } from '../../schemas/types/area.ts';
import type { RouteDefinition } from './routeTable.ts';
import { screenPage } from './routeScreens.ts';
import TabbedScreen from './TabbedScreen.tsx';

afterEach(cleanup);

// Tabs whose screen files do not exist show the placeholder: the tab bar is what is tested here.
const tabs: TabSet = {
  param: 'section',
  route: '/configuration/:section',
  tabs: [
    { id: 'delegation', labelKey: 'route.delegation.title', screen: 'no-such-delegation.json' },
    { id: 'proxy', labelKey: 'route.proxyassignments.title', screen: 'no-such-proxy.json' },
  ],
};
const bare: RouteDefinition = { path: '/configuration', pageKey: 'configuration', titleKey: 'route.configuration.title', area: 'configuration', tabSet: 'sections', tabs };
const withSection: RouteDefinition = { ...bare, path: '/configuration/:section' };

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  return render(
    <ShellTestFrame route={path}>
      <Routes>
        <Route path={bare.path} element={<TabbedScreen route={bare} screenPage={screenPage} />} />
        <Route path={withSection.path} element={<TabbedScreen route={withSection} screenPage={screenPage} />} />
      </Routes>
      <Where />
    </ShellTestFrame>,
  );
}

describe('a route with a tab set', () => {
  it('selects the first tab when the URL names none, and shows its screen', async () => {
    renderAt('/configuration');
    expect(screen.getByRole('tab', { name: 'Delegation' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Proxy Assignments' }).getAttribute('aria-selected')).toBe('false');
    expect(await screen.findByText('This screen is not available yet in this version of the console.')).toBeTruthy();
  });

  it("carries the page's own title as its heading, above the tabs", () => {
    renderAt('/configuration/proxy');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Configuration');
  });

  it('follows the :section of the URL, and each tab links to its own section', () => {
    renderAt('/configuration/proxy');
    expect(screen.getByRole('tab', { name: 'Proxy Assignments' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Delegation' }).getAttribute('href')).toBe('/configuration/delegation');
  });

  it('is worked by keyboard: arrows move between the tabs, Enter opens one', async () => {
    const user = userEvent.setup();
    renderAt('/configuration/delegation');
    screen.getByRole('tab', { name: 'Delegation' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Proxy Assignments' }));
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where').textContent).toContain('/configuration/proxy');
    expect(screen.getByRole('tab', { name: 'Proxy Assignments' }).getAttribute('aria-selected')).toBe('true');
  });

  it('says the page does not exist for an unknown section instead of showing another tab', () => {
    renderAt('/configuration/proxi');
    expect(screen.getByRole('alert').textContent).toContain('This page does not exist.');
    expect(screen.getAllByRole('tab').every((tab) => tab.getAttribute('aria-selected') === 'false')).toBe(true);
  });
});
