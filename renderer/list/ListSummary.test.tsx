import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fakeCall, renderWithI18n } from '../../widgets/testing/renderWithI18n.tsx';
import { ScreenEnvironmentContext } from '../../widgets/environment.tsx';
import type { ListBlock } from '../../schemas/types/screen.ts';
import availabilityList from '../../screens/availability/list.json';
import { ListView } from './ListView.tsx';
import { RegistryContext } from '../core/registries.ts';
import { allRegistries } from '../../screens/testing.ts';

describe('ListView summary', () => {
  it('shows values of the answer above the table, drawn by their cell renderer', async () => {
    const { call } = fakeCall({ 'availability.get': { availability: [], totalAvailability: 0, availabilityStatus: 1, hasDelegatesAssigned: false } });
    renderWithI18n(
      <MemoryRouter>
        <ScreenEnvironmentContext.Provider value={{ call, notify: vi.fn(), user: { clientId: '1' }, settings: {} }}>
          <RegistryContext.Provider value={allRegistries}>
            <ListView block={availabilityList as unknown as ListBlock} />
          </RegistryContext.Provider>
        </ScreenEnvironmentContext.Provider>
      </MemoryRouter>,
    );
    const summary = await screen.findByTestId('list-summary');
    await vi.waitFor(() => expect(summary.textContent).toBe('Status:Unavailable'));
  });
});
