import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { announced } from '../a11y/announce.ts';
import { renderWithI18n } from '../testing/renderWithI18n.tsx';
import { cellRenderers } from './cells.tsx';
import { DataTable, type DataTableProps, type MultiSelectButton } from './DataTable.tsx';

const columns = [
  { column: 'name', displayLabel: 'Name', isSortable: true, isclickable: true, cell: cellRenderers.text },
  { column: 'groups', displayLabel: 'Groups', cell: cellRenderers.text },
];
const rows = [
  { dn: 'cn=a', name: 'Ann', groups: ['g1', 'g2', 'g3', 'g4'] },
  { dn: 'cn=b', name: { displayName: 'Bob' }, groups: [{ entityDisplayValue: 'x' }] },
  { dn: 'cn=c', name: 'EntitlementParamKey:1', groups: [] },
];

function Table(props: Partial<DataTableProps> & { buttons?: MultiSelectButton[]; onAction?: (id: string) => void }) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey="dn"
      tableName="users"
      selected={selected}
      onSelectionChange={setSelected}
      multiSelectButtons={props.buttons}
      onMultiSelectAction={props.onAction}
      rowHref={(row) => `#/users/${String(row.dn)}`}
      {...props}
    />
  );
}

describe('DataTable', () => {
  it('draws strings, named objects, N/A and arrays; clickable cells link to the row', () => {
    renderWithI18n(<Table />);
    expect(screen.getByRole('link', { name: 'Ann' }).getAttribute('href')).toBe('#/users/cn=a');
    expect(screen.getByText('Bob')).toBeTruthy();
    expect(screen.getByText('N/A')).toBeTruthy();
    expect(screen.getByText('x')).toBeTruthy();
  });

  it('is a table named by its table name; an empty clickable cell is no link (a link needs text to be read by)', () => {
    renderWithI18n(<Table rows={[...rows, { dn: 'cn=d', name: '', groups: [] }]} />);
    expect(screen.getByRole('table', { name: 'users' })).toBeTruthy();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['#/users/cn=a', '#/users/cn=b', '#/users/cn=c']);
  });

  it('shows more than 3 array entries as the first 2 and an ellipsis that opens them all', () => {
    renderWithI18n(<Table />);
    expect(screen.getByText(/^g1, g2,/)).toBeTruthy();
    expect(screen.queryByText(/g3/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show all 4 entries' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['g1', 'g2', 'g3', 'g4']);
  });

  it('selects rows, selects the page from the header; the action bar shows its actions disabled with a hint until rows are selected', () => {
    const onAction = vi.fn();
    renderWithI18n(<Table buttons={[{ btnId: 'delete', btnName: 'Delete' }, { btnId: 'edit', btnName: 'Edit', disableMultiAction: true }]} onAction={onAction} />);
    const bar = screen.getByRole('toolbar', { name: 'Actions on the selected rows' });
    expect(within(bar).getByText('Select rows to use these actions')).toBeTruthy();
    expect(within(bar).getAllByRole('button').map((button) => (button as HTMLButtonElement).disabled)).toEqual([true, true]);
    const [first] = screen.getAllByRole('checkbox', { name: 'Select row' });
    fireEvent.click(first!);
    expect(within(bar).getByText('1 selected')).toBeTruthy();
    expect((within(bar).getByRole('button', { name: 'Edit' }) as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(within(bar).getByText('3 selected')).toBeTruthy();
    // disableMultiAction: disabled while more than one row is selected.
    expect((within(bar).getByRole('button', { name: 'Edit' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(bar).getByRole('button', { name: 'Delete' }));
    expect(onAction).toHaveBeenCalledWith('delete');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(within(bar).getByText('Select rows to use these actions')).toBeTruthy();
    expect((within(bar).getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("says 'No {tableName} found' without rows", () => {
    renderWithI18n(<Table rows={[]} />);
    expect(screen.getByText('No users found')).toBeTruthy();
  });

  it('sorts by the clicked header', () => {
    const onSort = vi.fn();
    renderWithI18n(<Table onSort={onSort} />);
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenCalledWith('name');
  });

  it('lets the user choose the shown columns', () => {
    const onChange = vi.fn();
    renderWithI18n(<Table customization={{ allColumns: [...columns, { column: 'mail', displayLabel: 'Email' }], onChange }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    fireEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Email' }));
    expect(onChange).toHaveBeenCalledWith(['name', 'groups', 'mail']);
  });

  it('moves a shown column by Alt+Arrow, announces its place and keeps the focus on it', async () => {
    function Reorderable() {
      const [shown, setShown] = useState(['name', 'groups']);
      const byId = new Map(columns.map((c) => [c.column, c]));
      return <Table columns={shown.map((c) => byId.get(c)!)} customization={{ allColumns: [...columns, { column: 'mail', displayLabel: 'Email' }], onChange: setShown }} />;
    }
    renderWithI18n(<Reorderable />);
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const items = () => screen.getAllByRole('menuitemcheckbox').map((item) => [item.textContent, item.getAttribute('aria-checked')]);
    expect(items()).toEqual([['Name', 'true'], ['Groups', 'true'], ['Email', 'false']]);
    const groups = screen.getByRole('menuitemcheckbox', { name: 'Groups' });
    groups.focus();
    fireEvent.keyDown(groups, { key: 'ArrowUp', altKey: true });
    expect(items()).toEqual([['Groups', 'true'], ['Name', 'true'], ['Email', 'false']]);
    expect(screen.getAllByRole('columnheader', { hidden: true }).map((h) => h.textContent).filter(Boolean)).toEqual(['Groups', 'Name']);
    expect(document.activeElement).toBe(screen.getByRole('menuitemcheckbox', { name: 'Groups' }));
    await waitFor(() => expect(announced()).toBe('Groups: position 1 of 2'));
    // The first column goes no higher; a hidden one does not move.
    fireEvent.keyDown(screen.getByRole('menuitemcheckbox', { name: 'Groups' }), { key: 'ArrowUp', altKey: true });
    fireEvent.keyDown(screen.getByRole('menuitemcheckbox', { name: 'Email' }), { key: 'ArrowUp', altKey: true });
    expect(items()).toEqual([['Groups', 'true'], ['Name', 'true'], ['Email', 'false']]);
  });

  it('moves a shown column dropped onto another, and no hidden one', () => {
    const onChange = vi.fn();
    renderWithI18n(<Table customization={{ allColumns: [...columns, { column: 'mail', displayLabel: 'Email' }], onChange }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const item = (name: string) => screen.getByRole('menuitemcheckbox', { name });
    const dataTransfer = { setData: vi.fn(), effectAllowed: '' };
    expect(item('Email').getAttribute('draggable')).toBe('false');
    fireEvent.dragStart(item('Name'), { dataTransfer });
    fireEvent.dragOver(item('Groups'), { dataTransfer });
    fireEvent.drop(item('Groups'), { dataTransfer });
    expect(onChange).toHaveBeenLastCalledWith(['groups', 'name']);
    fireEvent.dragStart(item('Name'), { dataTransfer });
    fireEvent.drop(item('Email'), { dataTransfer });
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
