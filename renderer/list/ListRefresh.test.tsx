import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fakeCall, renderWithI18n } from '../../widgets/testing/renderWithI18n.tsx';
import { ScreenEnvironmentContext } from '../../widgets/environment.tsx';
import type { ListBlock } from '../../schemas/types/screen.ts';
import { ListView } from './ListView.tsx';
import { RegistryContext } from '../core/registries.ts';
import { allRegistries } from '../../screens/testing.ts';

// An operation's status list: it loads again while a row is still running, quietly, and stops
// once none is.
const block = {
  dataSource: { call: 'cprs.requestStatusList', itemsPath: 'cprsRequestStatus', totalPath: 'total' },
  rowKey: 'id',
  columns: [{ attribute: 'statusMessage', labelKey: 'cprs.status.column.message' }],
  refresh: { while: { from: 'item', name: 'opStatus', in: [0, 1] }, everySeconds: 1 },
} as unknown as ListBlock;

const answer = (opStatus: number, statusMessage: string) => ({ cprsRequestStatus: [{ id: 'r1', opStatus, statusMessage }], total: 1, nextIndex: 0 });

describe('a list with refresh', () => {
  it('loads again while a row meets the condition, keeping the rows shown, and stops after', async () => {
    const answers = [answer(1, 'Reconciling: 3 of 12'), answer(1, 'Reconciling: 9 of 12'), answer(2, 'Reconciled 12')];
    let calls = 0;
    const { call, fn } = fakeCall({ 'cprs.requestStatusList': () => answers[Math.min(calls++, answers.length - 1)] });
    renderWithI18n(
      <MemoryRouter>
        <ScreenEnvironmentContext.Provider value={{ call, notify: vi.fn(), user: { clientId: '1' }, settings: { defaultRowsPerPage: 10 } }}>
          <RegistryContext.Provider value={allRegistries}>
            <ListView block={block} />
          </RegistryContext.Provider>
        </ScreenEnvironmentContext.Provider>
      </MemoryRouter>,
    );
    expect(await screen.findByText('Reconciling: 3 of 12')).toBeTruthy();
    expect(await screen.findByText('Reconciling: 9 of 12', {}, { timeout: 3000 })).toBeTruthy();
    expect(await screen.findByText('Reconciled 12', {}, { timeout: 3000 })).toBeTruthy();
    const listCalls = () => fn.mock.calls.filter(([name]) => name === 'cprs.requestStatusList').length;
    expect(listCalls()).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await waitFor(() => expect(listCalls()).toBe(3));
  });
});
