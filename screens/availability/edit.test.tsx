// Editing an unavailability in jsdom: the entry of the route's id is loaded into the create form's
// fields, Save sends it back (PUT) with its id; a refused save keeps the page and what was typed.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fakeCall, renderWithI18n } from '../../widgets/testing/renderWithI18n.tsx';
import { ScreenEnvironmentContext, type ScreenFeedback } from '../../widgets/environment.tsx';
import type { FormScreen } from '../../schemas/types/screen.ts';
import FormView from '../../renderer/form/FormView.tsx';
import { RegistryContext, withArea } from '../../renderer/core/registries.ts';
import { allRegistries } from '../testing.ts';
import { NO_COMPONENTS } from '../areas.ts';
import { availabilityCode } from './code/index.ts';
// The definition as the build gives it: fragments expanded by the same plugin.
import editScreen from './edit.json';

vi.setConfig({ testTimeout: 60_000 });

const entry = { availabilityId: 'a1', allRequests: false, requestDefs: [{ dn: 'cn=Laptop,o=data', name: 'Laptop' }], effectiveDate: Date.UTC(2030, 0, 1), hasExpiry: true, expiryDate: Date.UTC(2030, 0, 8) };
const refused = new AxiosError('Bad Request', 'ERR_BAD_REQUEST', undefined, undefined, {
  status: 400, statusText: 'Bad Request', headers: {}, config: { headers: new AxiosHeaders() }, data: { Fault: { Reason: { Text: 'expiryDate must be after effectiveDate' } } },
});

function setup(update: unknown) {
  const { call, fn } = fakeCall({
    'availability.get': { availability: [{ ...entry, availabilityId: 'a0', allRequests: true }, entry], availabilityStatus: 0 },
    'availability.prds': { availability: [{ availableRequestDefs: [{ dn: 'cn=Laptop,o=data', name: 'Laptop' }] }] },
    'availability.update': update,
  });
  const notify = vi.fn<(f: ScreenFeedback) => void>();
  renderWithI18n(
    <MemoryRouter initialEntries={['/availability/edit/a1']}>
      <ScreenEnvironmentContext.Provider value={{ call, notify, user: {}, settings: {} }}>
        <RegistryContext.Provider value={withArea(allRegistries, availabilityCode, NO_COMPONENTS)}>
          <Routes>
            <Route path="/availability/edit/:id" element={<FormView screen={editScreen as unknown as FormScreen} />} />
            <Route path="/availability" element={<p>availability list</p>} />
          </Routes>
        </RegistryContext.Provider>
      </ScreenEnvironmentContext.Provider>
    </MemoryRouter>,
  );
  const updates = () => fn.mock.calls.filter(([name]) => name === 'availability.update').map(([, , body]) => body);
  return { notify, updates };
}

async function switchToAllRequests() {
  const all = (await screen.findByLabelText('All requests')) as HTMLInputElement;
  await waitFor(() => expect(screen.getByText('On a date')).toBeTruthy());
  expect(all.checked).toBe(false);
  fireEvent.click(all);
}

describe('availability edit', () => {
  it('loads the entry of the route and saves it with its id', async () => {
    const { updates } = setup({ availability: [] });
    await switchToAllRequests();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('availability list');
    expect(updates()).toEqual([{ availabilityId: 'a1', allRequests: true, requestDefs: [], hasExpiry: true, hasExpiryDuration: false, effectiveDate: entry.effectiveDate, expiryDate: entry.expiryDate }]);
  });

  it('stays on the page with the values when the server refuses them', async () => {
    const { updates, notify } = setup(() => Promise.reject(refused));
    await switchToAllRequests();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates()).toHaveLength(1));
    // The Fault names the expiry date: its text shows under that field, not in a banner.
    await screen.findByText('expiryDate must be after effectiveDate');
    expect(notify).not.toHaveBeenCalledWith(expect.objectContaining({ status: 'error' }));
    expect(screen.queryByText('availability list')).toBeNull();
    expect((screen.getByLabelText('All requests') as HTMLInputElement).checked).toBe(true);
  });
});
