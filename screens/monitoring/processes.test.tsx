// The workflow monitoring list in jsdom against a fake call: pages by a 0-based startIndex, names
// the approval status by the PRD catalogue, and terminates the selected running processes with the
// comment of its dialog (a finished one cannot be chosen for it).
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderListScreen } from '../renderListScreen.tsx';
import processes from './processes.json';

vi.setConfig({ testTimeout: 60_000 });

const process = (i: number) => ({ requestId: `p${i}`, name: `Process ${i}`, processStatus: i === 1 ? 3 : 0, approvalStatus: i === 1 ? 2 : 0, creationTime: 1_700_000_000_000 + i });
const page = (params: Record<string, unknown>) => {
  const start = Number(params.startIndex);
  return { processInfoNodeList: Array.from({ length: Math.min(Number(params.size), 23 - start) }, (_, i) => process(start + i)), totalSize: 23 };
};

function setup() {
  const fn = renderListScreen(processes, { 'monitoring.processList': page, 'monitoring.terminate': { success: true, failedProcesses: [] } });
  const lists = () => fn.mock.calls.filter(([name]) => name === 'monitoring.processList').map(([, params]) => params as Record<string, unknown>);
  return { fn, lists };
}

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;

describe('workflow monitoring list', () => {
  it('pages by a 0-based startIndex and names the approval status by the PRD catalogue', async () => {
    const { lists } = setup();
    expect(await screen.findByText('Showing 1 to 10 of 23 entries')).toBeTruthy();
    expect(lists()[0]).toMatchObject({ startIndex: 0, size: 10, q: '*' });
    expect(rowOf('Process 1').querySelector('[data-icon-group]')?.textContent).toBe('Completed (approved)Approved');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 11 to 20 of 23 entries')).toBeTruthy();
    expect(lists().at(-1)).toMatchObject({ startIndex: 10, size: 10 });
  });

  it('terminates the selected running processes with the comment', async () => {
    const { fn } = setup();
    await screen.findByText('Process 2');
    fireEvent.click(rowOf('Process 1').querySelector('input[type=checkbox]')!);
    expect((screen.getByRole('button', { name: 'Terminate' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(rowOf('Process 1').querySelector('input[type=checkbox]')!);
    fireEvent.click(rowOf('Process 2').querySelector('input[type=checkbox]')!);
    fireEvent.click(rowOf('Process 3').querySelector('input[type=checkbox]')!);
    fireEvent.click(screen.getByRole('button', { name: 'Terminate' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Comment/), { target: { value: 'Project cancelled' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Terminate' }));
    await waitFor(() => expect(fn.mock.calls.some(([name]) => name === 'monitoring.terminate')).toBe(true));
    expect(fn.mock.calls.find(([name]) => name === 'monitoring.terminate')?.[2]).toEqual({ processes: ['p2', 'p3'], comment: 'Project cancelled' });
  });
});
