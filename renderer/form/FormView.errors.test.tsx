// A failed submit is heard: focus goes to the first invalid field, each field's error is the
// accessible description of the element that has focus (not of a wrapper), and an alert says how
// many problems there are, following the user's corrections.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describedBy, fakeCall, renderWithI18n } from '../../widgets/testing/renderWithI18n.tsx';
import { ScreenEnvironmentContext } from '../../widgets/environment.tsx';
import type { FormScreen } from '../../schemas/types/screen.ts';
import FormView from './FormView.tsx';
import { RegistryContext } from '../core/registries.ts';
import { allRegistries } from '../../screens/testing.ts';

vi.setConfig({ testTimeout: 30_000 });

const form: FormScreen = {
  kind: 'form',
  titleKey: 'renderer.save',
  fields: [
    { name: 'name', labelKey: 'users.list.column.name', type: 'string', required: true },
    { name: 'kind', labelKey: 'users.list.column.jobTitle', type: 'string', widget: 'select', required: true, options: { choices: [{ value: 'a', labelKey: 'renderer.save' }] } },
    { name: 'from', labelKey: 'users.list.column.email', type: 'string', widget: 'dateTime', required: true },
  ],
  submit: { call: 'roles.create', successMessageKey: 'renderer.save' },
};


describe('a form that fails validation on submit', () => {
  it('moves focus to the first invalid field, describes each field by its error and counts the problems', async () => {
    const { call, fn } = fakeCall({});
    const user = userEvent.setup();
    renderWithI18n(
      <MemoryRouter>
        <ScreenEnvironmentContext.Provider value={{ call, notify: vi.fn(), user: {}, settings: {} }}>
          <RegistryContext.Provider value={allRegistries}>
            <FormView screen={form} />
          </RegistryContext.Provider>
        </ScreenEnvironmentContext.Provider>
      </MemoryRouter>,
    );
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect(name.getAttribute('aria-describedby')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(describedBy(name)).toMatch(/required/i);
    expect(describedBy(screen.getByRole('combobox', { name: /^Title/ }))).toMatch(/required/i);
    // The date field (drawn once its picker and locale have loaded) is a group of sections: the
    // group is what a screen reader announces as the field, with its error.
    expect(describedBy(await screen.findByRole('group', { name: /^Email/ }))).toMatch(/required/i);
    expect(screen.getByRole('alert').textContent).toBe('The form has 3 problems: correct the fields marked below.');
    expect(fn).not.toHaveBeenCalledWith('roles.create', expect.anything(), expect.anything());

    await user.type(name, 'Admins');
    await user.tab();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The form has 2 problems: correct the fields marked below.'));
    expect(name.getAttribute('aria-describedby')).toBeNull();
  });
});
