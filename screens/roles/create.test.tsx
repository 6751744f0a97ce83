// The role create form in jsdom: the role levels are the server's (GET /catalog/roles/levels), not a
// fixed list; the spec's three levels keep their console names, any other level shows the server's.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fakeCall, renderWithI18n } from '../../widgets/testing/renderWithI18n.tsx';
import { ScreenEnvironmentContext } from '../../widgets/environment.tsx';
import type { FormScreen } from '../../schemas/types/screen.ts';
import FormView from '../../renderer/form/FormView.tsx';
import { RegistryContext } from '../../renderer/core/registries.ts';
import { allRegistries } from '../testing.ts';
// The definition as the build gives it: fragments expanded by the same plugin.
import createScreen from './create.json';

vi.setConfig({ testTimeout: 60_000 });

describe('role create: role levels', () => {
  it("offers the server's role levels, the default level chosen", async () => {
    const { call, fn } = fakeCall({
      'roles.levels': { roleLevels: [
        { level: 10, name: 'Level10', description: '', cn: 'cn=Level10,o=data' },
        { level: 20, name: 'Level20', description: '', cn: 'cn=Level20,o=data' },
        { level: 30, name: 'Level30', description: '', cn: 'cn=Level30,o=data' },
        { level: 40, name: 'Regional Role', description: '', cn: 'cn=Level40,o=data' },
      ] },
    });
    renderWithI18n(
      <MemoryRouter initialEntries={['/createRole']}>
        <ScreenEnvironmentContext.Provider value={{ call, notify: vi.fn(), user: {}, settings: {} }}>
          <RegistryContext.Provider value={allRegistries}>
            <Routes>
              <Route path="/createRole" element={<FormView screen={createScreen as unknown as FormScreen} />} />
            </Routes>
          </RegistryContext.Provider>
        </ScreenEnvironmentContext.Provider>
      </MemoryRouter>,
    );
    const level = await screen.findByRole('combobox', { name: /Role level/ });
    expect(fn.mock.calls.some(([name]) => name === 'roles.levels')).toBe(true);
    await vi.waitFor(() => expect(level.textContent).toBe('Business Role'));
    fireEvent.mouseDown(level);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Permission Role', 'IT Role', 'Business Role', 'Regional Role']);
  });
});
