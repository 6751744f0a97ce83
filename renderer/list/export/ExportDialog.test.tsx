import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fakeCall, renderWithI18n } from '../../../widgets/testing/renderWithI18n.tsx';
import { ScreenEnvironmentContext, type ScreenFeedback } from '../../../widgets/environment.tsx';
import type { ListBlock } from '../../../schemas/types/screen.ts';
import usersList from '../../../screens/users/list.json';
import { RegistryContext } from '../../core/registries.ts';
import { allRegistries } from '../../../screens/testing.ts';
import { ListView } from '../ListView.tsx';

const block = usersList as unknown as ListBlock;
const TOTAL = 23;
const person = (i: number) => ({ dn: `cn=u${i},o=data`, fullName: i === 0 ? '=cmd|calc' : `User ${i}` });
const page = (params: Record<string, unknown>) => {
  const start = Number(params.nextIndex) - 1;
  const size = Number(params.size);
  return { usersList: Array.from({ length: Math.max(0, Math.min(size, TOTAL - start)) }, (_, i) => person(start + i)), totalSize: TOTAL, nextIndex: start + size < TOTAL ? start + size + 1 : 0 };
};
const noPreference = { isPreferenceAvailable: 'false', columns: [] };

function setup(list: (params: Record<string, unknown>) => unknown) {
  const { call, fn } = fakeCall({ 'users.list': list, 'preferences.get': noPreference });
  const notify = vi.fn<(f: ScreenFeedback) => void>();
  renderWithI18n(
    <MemoryRouter>
      <ScreenEnvironmentContext.Provider value={{ call, notify, user: { clientId: '1' }, settings: { defaultRowsPerPage: 10 } }}>
        <RegistryContext.Provider value={allRegistries}>
          <ListView block={block} />
        </RegistryContext.Provider>
      </ScreenEnvironmentContext.Provider>
    </MemoryRouter>,
  );
  const exportCalls = () => fn.mock.calls.filter(([name, params]) => name === 'users.list' && (params as { size?: number }).size === 300).map(([, params]) => params as Record<string, unknown>);
  return { notify, exportCalls };
}

/** A Blob's text, its byte-order mark kept (jsdom's Blob has no text()). */
const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

let downloaded: Blob[];
beforeEach(() => {
  downloaded = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    downloaded.push(blob);
    return 'blob:export';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

async function exportList() {
  await screen.findByText('Showing 1 to 10 of 23 entries');
  fireEvent.click(screen.getByRole('button', { name: 'Export' }));
  const dialog = await screen.findByRole('dialog', { name: 'Export the list' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
  return dialog;
}

// Each test draws the whole list, then the dialog: on a loaded machine that is slower than the default.
describe('the list export', { timeout: 45_000 }, () => {
  it('downloads every row of the list as CSV, through the list’s own call with its sort, and says how many', async () => {
    const { notify, exportCalls } = setup(page);
    await exportList();
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ status: 200, message: 'Exported 23 rows.' }));
    expect(exportCalls()).toEqual([expect.objectContaining({ nextIndex: 1, size: 300, sortBy: 'FirstName', sortOrder: 'ASC', q: '*', clientId: '1' })]);
    expect(downloaded).toHaveLength(1);
    const lines = (await blobText(downloaded[0]!)).split('\r\n');
    expect(lines[0]).toBe('\uFEFFName,User ID,Email,Department');
    expect(lines.slice(1, 3)).toEqual([`"'=cmd|calc",,,`, 'User 1,,,']);
    expect(lines).toHaveLength(TOTAL + 2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the dialog open with the reason when a page fails, and downloads nothing', async () => {
    setup((params) => {
      if (params.size === 300) throw new Error('server down');
      return page(params);
    });
    const dialog = await exportList();
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(downloaded).toHaveLength(0);
    // The choices stay, so the user can try again.
    expect(within(dialog).getByRole('radio', { name: 'CSV (for spreadsheets)' })).toBeTruthy();
  });
});
