// A form's combined conditions: a field shown while an or-condition holds, a field editable only
// while another has a value (read-only otherwise).
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fakeCall, renderWithI18n } from '../../widgets/testing/renderWithI18n.tsx';
import { ScreenEnvironmentContext } from '../../widgets/environment.tsx';
import type { FormScreen } from '../../schemas/types/screen.ts';
import FormView from './FormView.tsx';
import { RegistryContext } from '../core/registries.ts';
import { allRegistries } from '../../screens/testing.ts';

vi.setConfig({ testTimeout: 30_000 });

const definition: FormScreen = {
  kind: 'form',
  titleKey: 'renderer.save',
  fields: [
    { name: 'kind', labelKey: 'users.list.column.name', type: 'string' },
    { name: 'days', labelKey: 'users.create.field.password', type: 'integer', visibleWhen: { or: [{ field: 'kind', equals: 'D' }, { field: 'kind', equals: 'M' }] } },
    { name: 'note', labelKey: 'users.create.field.container', type: 'string', enabledWhen: { field: 'kind', exists: true } },
  ],
  submit: { call: 'items.save', successMessageKey: 'renderer.save' },
};

describe('FormView conditions', () => {
  it('shows a field while its or-condition holds and makes a field read-only while its enabledWhen fails', async () => {
    const { call } = fakeCall({});
    renderWithI18n(
      <MemoryRouter>
        <ScreenEnvironmentContext.Provider value={{ call, notify: vi.fn(), user: {}, settings: {} }}>
          <RegistryContext.Provider value={allRegistries}>
            <FormView screen={definition} />
          </RegistryContext.Provider>
        </ScreenEnvironmentContext.Provider>
      </MemoryRouter>,
    );
    const kind = await screen.findByLabelText('Name');
    const note = screen.getByLabelText('Container') as HTMLInputElement;
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(note.readOnly || note.disabled).toBe(true);

    fireEvent.change(kind, { target: { value: 'M' } });
    expect(await screen.findByLabelText('Password')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Container') as HTMLInputElement).readOnly || (screen.getByLabelText('Container') as HTMLInputElement).disabled).toBe(false));

    fireEvent.change(kind, { target: { value: 'Y' } });
    await waitFor(() => expect(screen.queryByLabelText('Password')).toBeNull());
  });
});
