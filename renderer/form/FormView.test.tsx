import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AxiosError, AxiosHeaders } from 'axios';
import { describedBy, fakeCall, renderWithI18n } from '../../widgets/testing/renderWithI18n.tsx';
import { ScreenEnvironmentContext, type ScreenFeedback } from '../../widgets/environment.tsx';
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
  const notify = vi.fn<(f: ScreenFeedback) => void>();
  renderWithI18n(
    <MemoryRouter initialEntries={['/createUser']}>
      <ScreenEnvironmentContext.Provider value={{ call, notify, user: {}, settings: {} }}>
        <RegistryContext.Provider value={allRegistries}>
          <Routes>
            <Route path="/createUser" element={<FormView screen={screenDefinition} />} />
            <Route path="/users" element={<p>users list</p>} />
          </Routes>
        </RegistryContext.Provider>
      </ScreenEnvironmentContext.Provider>
    </MemoryRouter>,
  );
  return { fn, notify };
}

const response = (status: number, statusText: string, fault?: string) =>
  new AxiosError(statusText, 'ERR', undefined, undefined, {
    status,
    statusText,
    headers: {},
    config: { headers: new AxiosHeaders() },
    data: fault ? { Fault: { Reason: { Text: fault } } } : {},
  });


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

  it("words failures by the user-create rules: 500, no answer, the server's Fault text (never the bare status text)", async () => {
    const answers = [response(500, 'Internal Server Error'), new AxiosError('Network Error', 'ERR_NETWORK'), response(409, 'Conflict', 'A user with the id "jdoe" already exists'), response(400, 'Bad Request')];
    const { notify } = setup(() => answers.shift());
    await fill();
    for (const expected of [
      'An error has occurred while processing your request. Please contact the administrator, or click the refresh button and try again',
      'Network Error',
      'A user with the id "jdoe" already exists',
      'Error Something went wrong',
    ]) {
      fireEvent.click(screen.getByRole('button', { name: 'Create' }));
      await waitFor(() => expect(notify).toHaveBeenLastCalledWith({ status: 'error', message: expected }));
    }
  });

  it('shows a refusal that names a field under that field, with the focus there, and no banner', async () => {
    const { notify } = setup(() => response(400, 'Bad Request', 'FirstName: "J<" has invalid chracter; names must not contain any of <'));
    await fill();
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    const firstName = screen.getByLabelText(/First Name/);
    await waitFor(() => expect(document.activeElement).toBe(firstName));
    expect(describedBy(firstName)).toBe('FirstName: "J<" has invalid chracter; names must not contain any of <');
    expect(screen.getByRole('alert').textContent).toBe('The form has 1 problem: correct the field marked below.');
    expect(notify).not.toHaveBeenCalledWith(expect.objectContaining({ status: 'error' }));
  });
});
