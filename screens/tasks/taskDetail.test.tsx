// The task an approver opens from the inbox, in jsdom against fake calls: besides the people, it
// shows what came with the request (the task's data items: reason, dates, parameters, the SoD
// conflicts and their justification) and the approval chain so far.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderListScreen } from '../renderListScreen.tsx';
import list from './list.json';

vi.setConfig({ testTimeout: 60_000 });

const row = { taskId: 't1', processId: 'req-1', processName: 'Payroll Approver', activityName: 'SoD Exception Approval', recipientName: 'Ellen User', initiatorName: 'Ellen User', createTime: Date.UTC(2030, 0, 2) };
const item = {
  ...row,
  dataItems: [
    { name: 'reason', dataType: 'string', multiValued: false, values: [{ value: 'Covering the quarter close' }] },
    { name: 'effectiveDate', dataType: 'date', multiValued: false, values: [{ value: Date.UTC(2030, 0, 15, 12) }] },
    { name: 'expirationDate', dataType: 'date', multiValued: false, values: [{ value: Date.UTC(2030, 5, 30, 12) }] },
    { name: 'parameters', dataType: 'string', multiValued: true, values: [{ key: 'Mailbox', value: 'Large' }] },
    { name: 'sodConflicts', dataType: 'string', multiValued: true, values: [{ sodName: 'Finance Separation', perm1Name: 'Payroll Approver', perm2Name: 'ERP Finance User' }] },
    { name: 'sodJustification', dataType: 'string', multiValued: false, values: [{ value: 'Only during the audit' }] },
  ],
  comments: [],
};
const workEntries = [{ id: 't0', activityName: 'Approval 1', status: 2, Addressee: { DN: 'cn=manager', value: 'Mark Manager' }, creationTime: Date.UTC(2030, 0, 2) }];

describe('the task detail', () => {
  it('shows the reason, dates, parameters, SoD conflict and justification, and the approval chain', async () => {
    renderListScreen(list, {
      'displaySettings.task': {},
      'preferences.get': { isPreferenceAvailable: 'false' },
      'tasks.list': { tasks: [row], totalSize: 1 },
      'tasks.item': item,
      'tasks.workEntries': { workEntries },
    });
    fireEvent.click(await screen.findByText('Payroll Approver'));
    const panel = await screen.findByRole('dialog');
    const value = (label: string) => within(panel).getByText(label).closest('div')!.querySelector('dd')!.textContent;
    expect(await within(panel).findByText('Covering the quarter close')).toBeTruthy();
    expect(value('Reason')).toBe('Covering the quarter close');
    expect(value('Effective from')).toContain('2030');
    expect(value('Access expires')).toContain('Jun');
    expect(value('Parameters')).toBe('Mailbox: Large');
    expect(value('SoD conflicts')).toBe('Finance Separation: Payroll Approver / ERP Finance User');
    expect(value('SoD justification')).toBe('Only during the audit');
    expect(value('Requested by')).toBe('Ellen User');
    expect(await within(panel).findByText(/Mark Manager/)).toBeTruthy();
  });
});
