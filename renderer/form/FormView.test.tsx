import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AxiosError, AxiosHeaders } from 'axios';
import { fakeCall, renderWithI18n } from '../../widgets/testing/renderWithI18n.tsx';
import { RendererContext, type RendererFeedback } from '../../widgets/environment.tsx';
import type { FormScreen } from '../../schemas/types/screen.ts';
import FormView from './FormView.tsx';
import { RegistryContext } from '../core/registries.ts';
import { allRegistries } from '../../screens/testing.ts';

// A create form like users/create.json, with the container as a text field (the container tree
// is tested with the picker).
const screenDefinition: FormScreen = {
  kind: 'form',
  titleKey: 'users.create.title',
  attributeSchema: { call: 'entities.schema', params: { entityName: 'createUser' }, prefill: { container: 'container' } },
  fields: [
    { name: 'CN', readOnly: false, validators: ['required', 'commonName'] },
    { name: 'password', labelKey: 'users.create.field.password', type: 'string', required: true, widget: 'password', validators: ['password'] },
    { name: 'container', labelKey: 'users.create.field.container', type: 'string', required: true, widget: 'text' },
  ],
  sections: [{ id: 'account', titleKey: 'users.create.section.account', fields: ['CN', 'password', 'container'] }],
  submit: { call: 'users.create', encoder: 'createUser', failure: 'userCreate', labelKey: 'users.create.submit', successMessageKey: 'users.create.success', next: { route: '/users' } },
};

const schemaAnswer = {
  container: 'ou=users,o=data',
  attributesList: [
    { key: 'CN', displayLabel: 'User ID', dataType: 'String', isRequired: true, isEditable: false },
    { key: 'FirstName', displayLabel: 'First Name', dataType: 'String', isRequired: true, isEditable: true },
    { key: 'Department', displayLabel: 'Department', dataType: 'String', isEditable: true, choiceList: [{ key: 'eng', value: 'Engineering' }] },
    { key: 'Title', displayLabel: 'Title', dataType: 'String', isEditable: true },
  ],
};

function setup(create: unknown) {
  const { call, fn } = fakeCall({ 'entities.schema': schemaAnswer, 'users.create': create });
  const notify = vi.fn<(f: RendererFeedback) => void>();
  renderWithI18n(
    <MemoryRouter initialEntries={['/createUser']}>
      <RendererContext.Provider value={{ call, notify, user: {}, settings: {} }}>
        <RegistryContext.Provider value={allRegistries}>
          <Routes>
            <Route path="/createUser" element={<FormView screen={screenDefinition} />} />
            <Route path="/users" element={<p>users list</p>} />
          </Routes>
        </RegistryContext.Provider>
      </RendererContext.Provider>
    </MemoryRouter>,
  );
  return { fn, notify };
}

async function fill() {
  fireEvent.change(await screen.findByLabelText(/User ID/), { target: { value: 'jdoe' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'abc123' } });
  fireEvent.change(screen.getByLabelText(/First Name/), { target: { value: 'John' } });
}

describe('FormView (create user)', () => {
  it('prefills from the schema answer and sends only the attributes with values, then goes to next', async () => {
    const { fn, notify } = setup({ dn: 'cn=jdoe,ou=users,o=data' });
    expect((await screen.findByLabelText(/Container/) as HTMLInputElement).value).toBe('ou=users,o=data');
    await fill();
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ status: 200, message: 'User created successfully' }));
    expect(fn.mock.calls.find(([name]) => name === 'users.create')?.[2]).toEqual({
      container: 'ou=users,o=data',
      password: 'abc123',
      attributes: [
        { key: 'CN', dataType: 'String', isRequired: true, values: ['jdoe'], action: 'add' },
        { key: 'FirstName', dataType: 'String', isRequired: true, values: ['John'], action: 'add' },
      ],
    });
    expect(await screen.findByText('users list')).toBeTruthy();
  });

  it("says 'Required' and the validators' messages, and sends nothing", async () => {
    const { fn } = setup({});
    fireEvent.change(await screen.findByLabelText(/User ID/), { target: { value: 'bad#' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('has invalid chracter')).toBeTruthy();
    expect(screen.getAllByText('Required').length).toBe(2);
    expect(fn.mock.calls.some(([name]) => name === 'users.create')).toBe(false);
  });

  it('words failures by the user-create rules: 500, no answer, the status text', async () => {
    const response = (status: number, statusText: string) =>
      new AxiosError(statusText, 'ERR', undefined, undefined, { status, statusText, headers: {}, config: { headers: new AxiosHeaders() }, data: {} });
    const answers = [response(500, 'Internal Server Error'), new AxiosError('Network Error', 'ERR_NETWORK'), response(400, 'CN already taken')];
    const { notify } = setup(() => answers.shift());
    await fill();
    for (const expected of [
      'An error has occurred while processing your request. Please contact the administrator, or click the refresh button and try again',
      'Network Error',
      'CN already taken',
    ]) {
      fireEvent.click(screen.getByRole('button', { name: 'Create' }));
      await waitFor(() => expect(notify).toHaveBeenLastCalledWith({ status: 'error', message: expected }));
    }
  });
});
