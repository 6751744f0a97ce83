// The entity item forms of screens/entities drawn by the generic form renderer: the fields come
// from the entity definition, Save sends the route's entity key (and dn) with the values.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fakeCall, renderWithI18n } from '../../widgets/testing/renderWithI18n.tsx';
import { ScreenEnvironmentContext, type ScreenFeedback } from '../../widgets/environment.tsx';
import type { FormScreen } from '../../schemas/types/screen.ts';
import FormView from '../../renderer/form/FormView.tsx';
import { RegistryContext } from '../../renderer/core/registries.ts';
import { allRegistries } from '../testing.ts';
import createScreen from './create.json';
import editScreen from './edit.json';

import { ITEM_TYPES } from '../../server/identity/entity-items.ts';
const definition = {
  key: 'location',
  attributes: ITEM_TYPES[0]!.attributes,
};
const oslo = {
  dn: 'cn=Oslo,ou=locations,o=data',
  attributes: [
    { key: 'CN', attributeValues: [{ $: 'Oslo', value: 'Oslo' }] },
    { key: 'City', attributeValues: [{ $: 'Oslo', value: 'Oslo' }] },
    { key: 'Country', attributeValues: [{ $: 'Norway', value: 'Norway' }] },
    { key: 'Description', attributeValues: [] },
  ],
};

function setup(path: string, form: unknown) {
  const { call, fn } = fakeCall({ 'entities.definitions': definition, 'entities.list': { entityList: [oslo] }, 'entities.createItem': { dn: oslo.dn }, 'entities.updateItem': {}, 'entities.deleteItems': {} });
  const notify = vi.fn<(f: ScreenFeedback) => void>();
  renderWithI18n(
    <MemoryRouter initialEntries={[path]}>
      <ScreenEnvironmentContext.Provider value={{ call, notify, user: {}, settings: {} }}>
        <RegistryContext.Provider value={allRegistries}>
          <Routes>
            <Route path="/entities/:key/create" element={<FormView screen={form as FormScreen} />} />
            <Route path="/entities/:key/:dn/edit" element={<FormView screen={form as FormScreen} />} />
            <Route path="/entities/:key" element={<p>items list</p>} />
          </Routes>
        </RegistryContext.Provider>
      </ScreenEnvironmentContext.Provider>
    </MemoryRouter>,
  );
  return { fn, notify };
}

// Form tests render the lazy form engine; on a busy machine they need more than the default 5 s.
describe('entity item forms', { timeout: 20_000 }, () => {
  it('creates an item of the route entity from the definition fields', async () => {
    const { fn } = setup('/entities/location/create', createScreen);
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: ' Oslo ' } });
    fireEvent.change(screen.getByLabelText(/^City/), { target: { value: 'Oslo' } });
    fireEvent.change(screen.getByLabelText(/^Country/), { target: { value: 'Norway' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await screen.findByText('items list', {}, { timeout: 10_000 });
    const sent = fn.mock.calls.find(([name]) => name === 'entities.createItem');
    expect(sent?.[2]).toEqual({
      key: 'location',
      attributes: [{ key: 'CN', attributeValues: ['Oslo'] }, { key: 'City', attributeValues: ['Oslo'] }, { key: 'Country', attributeValues: ['Norway'] }],
    });
  });

  it('edits an item loaded by its dn, its name read-only', async () => {
    const { fn } = setup(`/entities/location/${encodeURIComponent(oslo.dn)}/edit`, editScreen);
    const name = await screen.findByLabelText(/^Name/);
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('Oslo'));
    expect((name as HTMLInputElement).readOnly || (name as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'Nordic office' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('items list', {}, { timeout: 10_000 });
    const sent = fn.mock.calls.find(([name]) => name === 'entities.updateItem');
    expect(sent?.[2]).toMatchObject({ key: 'location', dn: oslo.dn, attributes: expect.arrayContaining([{ key: 'Description', attributeValues: ['Nordic office'] }]) });
  });

  it('stages a delete with the editor message, and deletes only on Save', async () => {
    const { fn, notify } = setup(`/entities/location/${encodeURIComponent(oslo.dn)}/edit`, editScreen);
    const name = await screen.findByLabelText(/^Name/);
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('Oslo'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByText('Entity deleted. Click Save to persist the changes.')).toBeTruthy();
    expect(notify).toHaveBeenCalledWith({ status: 'warning', message: 'Entity deleted. Click Save to persist the changes.' });
    expect(fn.mock.calls.some(([call]) => call === 'entities.deleteItems')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('items list', {}, { timeout: 10_000 });
    const sent = fn.mock.calls.find(([call]) => call === 'entities.deleteItems');
    expect(sent?.[2]).toEqual({ items: [{ key: 'location', dn: oslo.dn }] });
    expect(fn.mock.calls.some(([call]) => call === 'entities.updateItem')).toBe(false);
  });
});
