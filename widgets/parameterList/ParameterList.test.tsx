import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../testing/renderWithI18n.tsx';
import ParameterList, { type ParameterListProps } from './ParameterList.tsx';
import type { ParameterRow } from '../../domain/parameters.ts';

const entitlement: ParameterRow = { id: 'EntitlementParamKey', displayValue: 'Group', type: 'EntitlementRef', scope: 'user', binding: 'dynamic', instance: true, hide: false };
const level: ParameterRow = { id: 'level', displayValue: 'Level', type: 'Integer' };

/** The widget with its value held in state, as the form renderer holds it; reports every change. */
function Harness({ initial = [], onValue, ...rest }: Omit<ParameterListProps, 'value' | 'onChange' | 'options'> & { initial?: ParameterRow[]; onValue?: (v: ParameterRow[]) => void; options?: ParameterListProps['options'] }) {
  const [value, setValue] = useState<ParameterRow[] | undefined>(initial);
  return <ParameterList options={{}} {...rest} value={value} onChange={(next) => { setValue(next); if (next) onValue?.(next); }} />;
}

const rowGroup = (name: string) => screen.getByRole('group', { name: `Parameter ${name}` });
const lastValue = (fn: ReturnType<typeof vi.fn>) => fn.mock.calls.at(-1)![0] as ParameterRow[];

describe('ParameterList', () => {
  it('shows the entitlement parameter read-only, without remove; other rows can be edited and removed', () => {
    renderWithI18n(<Harness initial={[entitlement, level]} />);
    const fixed = rowGroup('EntitlementParamKey');
    const id = within(fixed).getByLabelText('ID') as HTMLInputElement;
    expect(id.readOnly).toBe(true);
    expect((within(fixed).getByLabelText('Display name') as HTMLInputElement).readOnly).toBe(true);
    expect((within(fixed).getByLabelText('Data type') as HTMLInputElement).value).toBe('Entitlement reference');
    expect(within(fixed).getByText('Belongs to the entitlement binding')).toBeTruthy();
    expect(within(fixed).queryByRole('button', { name: /Remove/ })).toBeNull();

    const editable = rowGroup('level');
    expect((within(editable).getByLabelText(/^ID/) as HTMLInputElement).readOnly).toBe(false);
    expect(within(editable).getByRole('button', { name: 'Remove level' })).toBeTruthy();
  });

  it('adds a row (focus on its id), types id, display name and the List type with its values', () => {
    const onValue = vi.fn();
    renderWithI18n(<Harness initial={[level]} onValue={onValue} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add parameter' }));
    const added = rowGroup('new parameter 2');
    const id = within(added).getByLabelText(/^ID/) as HTMLInputElement;
    expect(document.activeElement).toBe(id);
    fireEvent.change(id, { target: { value: 'tier' } });
    fireEvent.change(within(rowGroup('tier')).getByLabelText('Display name'), { target: { value: 'Tier' } });
    const type = within(rowGroup('tier')).getByLabelText('Data type') as HTMLSelectElement;
    expect([...type.options].map((o) => o.value)).toEqual(['String', 'Integer', 'Boolean', 'List']);
    fireEvent.change(type, { target: { value: 'List' } });
    fireEvent.change(within(rowGroup('tier')).getByLabelText(/^List values/), { target: { value: 'Gold\nSilver\n' } });
    expect(lastValue(onValue)).toEqual([level, { id: 'tier', displayValue: 'Tier', type: 'List', listValues: ['Gold', 'Silver', ''] }]);
    // What is typed stays as typed (the trailing new line too).
    expect((within(rowGroup('tier')).getByLabelText(/^List values/) as HTMLTextAreaElement).value).toBe('Gold\nSilver\n');
  });

  it('reorders with the up and down buttons (the first cannot go up) and removes a row, focus back on Add', () => {
    const onValue = vi.fn();
    const flag: ParameterRow = { id: 'flag', displayValue: '', type: 'Boolean' };
    renderWithI18n(<Harness initial={[level, flag]} onValue={onValue} />);
    expect((screen.getByRole('button', { name: 'Move level up' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move level down' }));
    expect(lastValue(onValue).map((r) => r.id)).toEqual(['flag', 'level']);
    fireEvent.click(screen.getByRole('button', { name: 'Move level up' }));
    expect(lastValue(onValue).map((r) => r.id)).toEqual(['level', 'flag']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove flag' }));
    expect(lastValue(onValue)).toEqual([level]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add parameter' }));
  });

  it('reports a missing id, a duplicate id and a List without values once the user leaves it, or when the form asks', () => {
    const rows: ParameterRow[] = [level, { id: 'LEVEL', displayValue: '', type: 'String' }, { id: '', displayValue: '', type: 'String' }, { id: 'tier', displayValue: '', type: 'List', listValues: [''] }];
    const { unmount } = renderWithI18n(<Harness initial={rows} />);
    expect(screen.queryByText('Required')).toBeNull();
    const outside = document.createElement('button');
    document.body.appendChild(outside);
    fireEvent.blur(within(rowGroup('level')).getByLabelText(/^ID/), { relatedTarget: outside });
    expect(within(rowGroup('level')).getByText('Another parameter has this ID')).toBeTruthy();
    expect(within(rowGroup('LEVEL')).getByText('Another parameter has this ID')).toBeTruthy();
    expect(within(rowGroup('new parameter 3')).getByText('Required')).toBeTruthy();
    expect(within(rowGroup('tier')).getByText('A List parameter needs at least one value')).toBeTruthy();
    unmount();
    outside.remove();

    renderWithI18n(<Harness initial={[{ id: 'two words', displayValue: '', type: 'String' }]} showErrors />);
    expect(screen.getByText('The ID cannot contain spaces')).toBeTruthy();
  });

  it('a row the user types the entitlement parameter’s id into stays editable and is refused', () => {
    renderWithI18n(<Harness initial={[{ id: '', displayValue: '', type: 'String' }]} showErrors />);
    fireEvent.change(screen.getByLabelText(/^ID/), { target: { value: 'EntitlementParamKey' } });
    const typed = rowGroup('EntitlementParamKey');
    expect((within(typed).getByLabelText(/^ID/) as HTMLInputElement).readOnly).toBe(false);
    expect(within(typed).getByRole('button', { name: 'Remove EntitlementParamKey' })).toBeTruthy();
    expect(within(typed).getByText('This ID belongs to the entitlement parameter')).toBeTruthy();
  });

  it('read-only: shows the rows without add, move or remove', () => {
    renderWithI18n(<Harness initial={[level]} options={{ readOnly: true }} />);
    expect((within(rowGroup('level')).getByLabelText(/^ID/) as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByRole('button')).toBeNull();
    renderWithI18n(<Harness initial={[]} readonly />);
    expect(screen.getByText('No parameters.')).toBeTruthy();
  });
});
