// The general display settings as the renderer draws screens/settings/display.json: the page sizes
// are read at start-up, so a save says the page must be reloaded (the spec's success text).
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fakeCall, renderWithI18n } from '../../widgets/testing/renderWithI18n.tsx';
import { ScreenEnvironmentContext } from '../../widgets/environment.tsx';
import type { SettingsScreen } from '../../schemas/types/screen.ts';
import SettingsView from '../../renderer/settings/SettingsView.tsx';
import { RegistryContext } from '../../renderer/core/registries.ts';
import { allRegistries } from '../testing.ts';
import display from './display.json';

describe('general display settings', () => {
  // The save answers 204, no body (undefined), as the contract declares.
  it('saves the page sizes and asks for a reload', async () => {
    const { call, fn } = fakeCall({ 'displaySettings.general': { optionsRowsPerPage: '5,10,25,50', defaultRowsPerPage: 10, newRequestDefaultSortByOption: 'name' }, 'displaySettings.saveGeneral': () => undefined });
    const notify = vi.fn();
    renderWithI18n(
      <MemoryRouter>
        <ScreenEnvironmentContext.Provider value={{ call, notify, user: {}, settings: {} }}>
          <RegistryContext.Provider value={allRegistries}>
            <SettingsView screen={display as unknown as SettingsScreen} />
          </RegistryContext.Provider>
        </ScreenEnvironmentContext.Provider>
      </MemoryRouter>,
    );
    const sizes = await screen.findByLabelText(/Rows per page offered/);
    fireEvent.change(sizes, { target: { value: '10,20,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fn.mock.calls.some(([name]) => name === 'displaySettings.saveGeneral')).toBe(true));
    expect(fn.mock.calls.find(([name]) => name === 'displaySettings.saveGeneral')![2]).toMatchObject({ optionsRowsPerPage: '10,20,50' });
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ status: 200, message: 'Please reload the page to reflect the saved changes.' }));
  });
});
