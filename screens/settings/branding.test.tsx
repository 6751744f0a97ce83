// A client's branding page as the renderer draws screens/settings/branding.json: the title per
// language is one field each, and Save sends the changed entries of the client's section, the
// title whole with the members the page does not show.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fakeCall, renderWithI18n } from '../../widgets/testing/renderWithI18n.tsx';
import { ScreenEnvironmentContext } from '../../widgets/environment.tsx';
import type { SettingsScreen } from '../../schemas/types/screen.ts';
import SettingsView from '../../renderer/settings/SettingsView.tsx';
import { RegistryContext } from '../../renderer/core/registries.ts';
import { allRegistries } from '../testing.ts';
import branding from './branding.json';

const entries = [
  { key: 'title', sectionKey: 'branding', value: { en: 'Identity Console', de: 'Identitätskonsole', ar: 'وحدة تحكم الهوية', he: 'מסוף הזהויות', link: 'https://www.example.com/', fr: 'Console' } },
  { key: 'image', sectionKey: 'branding', value: 'default' },
  { key: 'enableFooter', sectionKey: 'branding', value: true },
  { key: 'footerLink', sectionKey: 'branding', value: [{ name: 'Privacy', link: 'https://www.example.com/privacy' }] },
  { key: 'contactInfo', sectionKey: 'branding', value: { en: 'Desk', de: 'Schalter', ar: 'مكتب' } },
];

describe('branding of a client', () => {
  it('edits the title per language and saves the entries of the client 2', async () => {
    const { call, fn } = fakeCall({ 'config.branding': { clientId: '2', branding: entries }, 'config.saveBranding': {} });
    const notify = vi.fn();
    renderWithI18n(
      <MemoryRouter initialEntries={['/settings/client/2']}>
        <ScreenEnvironmentContext.Provider value={{ call, notify, user: {}, settings: {} }}>
          <RegistryContext.Provider value={allRegistries}>
            <Routes>
              <Route path="/settings/client/:id" element={<SettingsView screen={branding as unknown as SettingsScreen} />} />
            </Routes>
          </RegistryContext.Provider>
        </ScreenEnvironmentContext.Provider>
      </MemoryRouter>,
    );
    const german = await screen.findByLabelText('Title (German)');
    expect((german as HTMLInputElement).value).toBe('Identitätskonsole');
    expect(fn.mock.calls[0]?.slice(0, 2)).toEqual(['config.branding', { client: '2' }]);

    fireEvent.change(german, { target: { value: 'Konsole' } });
    // Every shipped language has its title, Hebrew too.
    fireEvent.change(screen.getByLabelText('Title (Hebrew)'), { target: { value: 'מסוף' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fn.mock.calls.some(([name]) => name === 'config.saveBranding')).toBe(true));
    const [, params, body] = fn.mock.calls.find(([name]) => name === 'config.saveBranding')!;
    expect(params).toEqual({ client: '2' });
    expect(body).toEqual(expect.arrayContaining([
      { key: 'title', value: { en: 'Identity Console', de: 'Konsole', ar: 'وحدة تحكم الهوية', he: 'מסוף', link: 'https://www.example.com/', fr: 'Console' } },
      { key: 'enableFooter', value: true },
    ]));
    expect((body as { key: string }[]).map((entry) => entry.key)).not.toContain('footerLink');
    // The running console keeps its branding until reloaded, and says so (the spec's text).
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ status: 200, message: 'Please reload the page to reflect the saved changes.' }));
  });
});
