import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { fakeCall, renderWithI18n } from '../../widgets/testing/renderWithI18n.tsx';
import { ScreenEnvironmentContext, type LiveTopics } from '../../widgets/environment.tsx';
import type { ListBlock } from '../../schemas/types/screen.ts';
import { ListView } from './ListView.tsx';
import { RegistryContext } from '../core/registries.ts';
import { allRegistries } from '../../screens/testing.ts';

// A list with a live topic loads again when the application reports a change of that topic, and
// so does its open row detail; changes of other topics leave it alone.
const block = {
  dataSource: { call: 'requests.historyList', itemsPath: 'requests', totalPath: 'total' },
  rowKey: 'id',
  liveTopic: 'requests',
  columns: [{ attribute: 'name', labelKey: 'history.column.item', clickable: true }, { attribute: 'requestStatus', labelKey: 'history.column.status' }],
  rowDetail: {
    titleKey: 'history.detail.title',
    dataSource: { call: 'requests.historyItem', body: { id: { from: 'item', name: 'id' } } },
    sections: [{ id: 'request', values: [{ attribute: 'requestStatus', labelKey: 'history.column.status' }] }],
  },
} as unknown as ListBlock;

function fakeLive() {
  const listeners = new Map<string, Set<() => void>>();
  const live: LiveTopics = {
    subscribe(topic, onChange) {
      const set = listeners.get(topic) ?? new Set();
      listeners.set(topic, set);
      set.add(onChange);
      return () => set.delete(onChange);
    },
  };
  const report = (topic: string) => act(() => listeners.get(topic)?.forEach((listener) => listener()));
  return { live, report, count: (topic: string) => listeners.get(topic)?.size ?? 0 };
}

describe('a list with a live topic', () => {
  it('loads the list and the open detail again on a change of its topic only, and stops listening when it closes', async () => {
    let status = 'Approval Pending';
    const { call, fn } = fakeCall({
      'requests.historyList': () => ({ requests: [{ id: 'r1', name: 'Cloud Operator', requestStatus: status }], total: 1, nextIndex: 0 }),
      'requests.historyItem': () => ({ id: 'r1', name: 'Cloud Operator', requestStatus: `${status} (detail)` }),
    });
    const { live, report, count } = fakeLive();
    const view = renderWithI18n(
      <MemoryRouter>
        <ScreenEnvironmentContext.Provider value={{ call, notify: vi.fn(), user: { clientId: '1' }, settings: { defaultRowsPerPage: 10 }, live }}>
          <RegistryContext.Provider value={allRegistries}>
            <ListView block={block} />
          </RegistryContext.Provider>
        </ScreenEnvironmentContext.Provider>
      </MemoryRouter>,
    );
    expect(await screen.findByText('Approval Pending')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Cloud Operator/ }));
    expect(await screen.findByText('Approval Pending (detail)')).toBeTruthy();
    const calls = (name: string) => fn.mock.calls.filter(([called]) => called === name).length;
    const before = { list: calls('requests.historyList'), item: calls('requests.historyItem') };

    status = 'Provisioned';
    report('tasks');
    expect(calls('requests.historyList')).toBe(before.list);
    report('requests');
    expect(await screen.findByText('Provisioned')).toBeTruthy();
    expect(await screen.findByText('Provisioned (detail)')).toBeTruthy();
    expect(calls('requests.historyItem')).toBe(before.item + 1);

    view.unmount();
    expect(count('requests')).toBe(0);
  });
});
