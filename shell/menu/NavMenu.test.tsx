import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import german from '../../public/locales/de.json';
import { createI18n } from '../i18n/i18n.ts';
import { NavMenu } from './NavMenu.tsx';

afterEach(cleanup);

function germanI18n() {
  const i18n = createI18n();
  i18n.addResourceBundle('de', 'translation', german);
  void i18n.changeLanguage('de');
  return i18n;
}

const items = [
  { mapName: 'dashboard', menuName: 'Dashboard', context: '#/dashboard' },
  { mapName: 'access', menuName: 'Access', context: '', subMenuList: [
    { mapName: 'landing', menuName: 'Landing Page', context: '#/landing' },
    { mapName: 'requests', menuName: 'Requests', context: '#/requests' },
  ] },
  { mapName: 'vendorPortal', menuName: 'Vendor Portal', context: 'https://vendor.example/' },
];

describe('the main menu’s texts', () => {
  it('shows the console’s translation of a known item and the server’s name of any other', async () => {
    render(
      <I18nextProvider i18n={germanI18n()}>
        <MemoryRouter>
          <NavMenu items={items} />
        </MemoryRouter>
      </I18nextProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Hauptmenü' });
    expect(nav.textContent).toContain('Dashboard');
    expect(nav.textContent).toContain('Zugriff');
    expect(nav.textContent).toContain('Vendor Portal');

    fireEvent.click(screen.getByRole('button', { name: /Zugriff/ }));
    // The sub-menu loads on first use: on a loaded machine that takes more than a second.
    const entries = (await screen.findAllByRole('menuitem', {}, { timeout: 5000 })).map((entry) => entry.textContent);
    expect(entries).toEqual(['Startseite', 'Anforderungen']);
  });
});

describe('the current menu entry', () => {
  it('is the current page in its sub-menu, and its parent says it holds it while the menu is closed', async () => {
    render(
      <I18nextProvider i18n={germanI18n()}>
        <MemoryRouter initialEntries={['/requests']}>
          <NavMenu items={items} />
        </MemoryRouter>
      </I18nextProvider>,
    );
    const access = screen.getByRole('button', { name: /Zugriff/ });
    expect(access.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();

    fireEvent.click(access);
    const requests = await screen.findByRole('menuitem', { name: 'Anforderungen' }, { timeout: 5000 });
    expect(requests.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('menuitem', { name: 'Startseite' }).getAttribute('aria-current')).toBeNull();
  });
});
