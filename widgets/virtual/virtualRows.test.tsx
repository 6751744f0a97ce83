// Virtualised rows in the data table and the picker's results, under a simulated layout (jsdom has
// none): each row 30 px high, the list starting 100 px down the page, the page scrolled by `scrollY`.
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithI18n } from '../testing/renderWithI18n.tsx';
import { cellRenderers } from '../dataTable/cells.tsx';
import { DataTable } from '../dataTable/DataTable.tsx';
import { ResultOptions } from '../picker/ResultOptions.tsx';
import type { PickerItem } from '../picker/types.ts';
import { VIRTUAL_THRESHOLD } from './useVirtualRows.ts';

const ROW = 30;
const TOP = 100;
let scrollY = 0;
let laidOut = true;
const scrolledTo = vi.fn();

function rect(top: number, height: number): DOMRect {
  return { top, bottom: top + height, height, left: 0, right: 800, width: 800, x: 0, y: top, toJSON: () => ({}) } as DOMRect;
}

beforeEach(() => {
  scrollY = 0;
  laidOut = true;
  scrolledTo.mockClear();
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const index = (this as HTMLElement).dataset?.vindex;
    if (!laidOut) return rect(0, 0);
    if (index !== undefined) return rect(TOP + Number(index) * ROW - scrollY, ROW);
    return rect(-100_000, 200_000);
  });
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledTo(this);
  };
});
afterEach(() => {
  vi.restoreAllMocks();
});

const columns = [
  { column: 'name', displayLabel: 'Name', isclickable: true, cell: cellRenderers.text },
  { column: 'mail', displayLabel: 'Email', cell: cellRenderers.text },
];
const rowsOf = (count: number) => Array.from({ length: count }, (_, i) => ({ dn: `cn=u${i}`, name: `User ${i}`, mail: `u${i}@example.com` }));

function Table({ count, onSelection }: { count: number; onSelection?: (selected: Set<string>) => void }) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  return (
    <DataTable
      columns={columns}
      rows={rowsOf(count)}
      rowKey="dn"
      tableName="users"
      selected={selected}
      onSelectionChange={(next) => {
        setSelected(next);
        onSelection?.(next);
      }}
      rowHref={(row) => `#/users/${String(row.dn)}`}
    />
  );
}

/** The aria-rowindex of every drawn data row. */
const drawnRows = () => [...document.querySelectorAll('tbody tr[data-rowid]')].map((row) => Number(row.getAttribute('aria-rowindex')));

async function scrollTo(y: number) {
  scrollY = y;
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

describe('virtualised table rows', () => {
  it('a list of 300 draws only the rows in view and a few more; the table says 301 rows and each row its place', () => {
    renderWithI18n(<Table count={300} />);
    const table = screen.getByRole('table', { name: 'users' });
    expect(table.getAttribute('aria-rowcount')).toBe('301');
    expect(within(table).getAllByRole('row')[0]!.getAttribute('aria-rowindex')).toBe('1');
    const drawn = drawnRows();
    // 768 px of window from 100 px down: rows 0 to 23 are visible, ten more drawn below.
    expect(drawn[0]).toBe(2);
    expect(drawn.length).toBeLessThanOrEqual(40);
    expect(drawn.length).toBeGreaterThanOrEqual(24);
    expect(drawn).toEqual(drawn.map((_, i) => i + 2));
    // The rows not drawn keep their height: a spacer hidden from screen readers.
    const spacer = document.querySelector<HTMLElement>('tbody tr.spacer')!;
    expect(spacer.getAttribute('aria-hidden')).toBe('true');
    expect(spacer.style.height).toBe(`${(300 - drawn.length) * ROW}px`);
  });

  it('scrolling draws the rows that come into view and drops those far above', async () => {
    renderWithI18n(<Table count={300} />);
    await scrollTo(150 * ROW);
    const drawn = drawnRows();
    expect(drawn).toContain(150 + 2);
    expect(drawn).not.toContain(2);
    const [before] = [...document.querySelectorAll<HTMLElement>('tbody tr.spacer')];
    expect(before!.style.height).toBe(`${(drawn[0]! - 2) * ROW}px`);
  });

  it('the arrow keys move to the same cell of the next row; Ctrl+End draws the last row, focuses it and scrolls it into view', async () => {
    renderWithI18n(<Table count={120} />);
    const first = screen.getByRole('link', { name: 'User 0' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'User 1' })));
    fireEvent.keyDown(document.activeElement!, { key: 'End', ctrlKey: true });
    const last = await screen.findByRole('link', { name: 'User 119' });
    expect(document.activeElement).toBe(last);
    expect(last.closest('tr')!.getAttribute('aria-rowindex')).toBe('121');
    expect(scrolledTo).toHaveBeenCalledWith(last.closest('tr'));
    fireEvent.keyDown(last, { key: 'ArrowUp' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'User 118' })));
    // A checkbox moves to the checkbox below.
    const box = within(screen.getByRole('link', { name: 'User 118' }).closest('tr')!).getByRole('checkbox');
    box.focus();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toBe(within(screen.getByRole('link', { name: 'User 119' }).closest('tr')!).getByRole('checkbox')));
  });

  it('the focused row stays drawn when the page scrolls away from it', async () => {
    renderWithI18n(<Table count={120} />);
    const first = screen.getByRole('link', { name: 'User 0' });
    first.focus();
    await scrollTo(100 * ROW);
    expect(drawnRows()).toContain(102);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'User 0' }));
  });

  it('select all selects every row of the page, drawn or not', () => {
    const onSelection = vi.fn();
    renderWithI18n(<Table count={300} onSelection={onSelection} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    const selected = onSelection.mock.lastCall![0] as Set<string>;
    expect(selected.size).toBe(300);
    expect(selected.has('cn=u299')).toBe(true);
  });

  it(`a list of ${VIRTUAL_THRESHOLD} rows, and a list without layout, are drawn whole`, () => {
    const { unmount } = renderWithI18n(<Table count={VIRTUAL_THRESHOLD} />);
    expect(drawnRows()).toHaveLength(VIRTUAL_THRESHOLD);
    expect(document.querySelector('tbody tr.spacer')).toBeNull();
    unmount();
    laidOut = false;
    renderWithI18n(<Table count={300} />);
    expect(drawnRows()).toHaveLength(300);
  });
});

describe('virtualised picker results', () => {
  const items: PickerItem[] = Array.from({ length: 300 }, (_, i) => ({ type: 'user', id: `cn=p${i}`, displayName: `Person ${i}` }) as PickerItem);

  it('draws the options in view; each says its place among all; the arrow keys draw and focus the next', async () => {
    const onChoose = vi.fn();
    renderWithI18n(<ResultOptions label="Users" items={items} selected={[]} excluded={[]} secondaryText={() => undefined} notes={() => []} name={(item) => item.displayName ?? ''} onChoose={onChoose} />);
    const options = screen.getAllByRole('option');
    expect(options.length).toBeLessThanOrEqual(40);
    expect(options[0]!.getAttribute('aria-posinset')).toBe('1');
    expect(options[0]!.getAttribute('aria-setsize')).toBe('300');
    const lastDrawn = options[options.length - 1]!;
    lastDrawn.focus();
    fireEvent.keyDown(lastDrawn, { key: 'ArrowDown' });
    const next = await screen.findByRole('option', { name: `Person ${options.length}` });
    await waitFor(() => expect(document.activeElement).toBe(next));
    expect(scrolledTo).toHaveBeenCalledWith(next);
    fireEvent.keyDown(next, { key: 'Enter' });
    expect(onChoose).toHaveBeenCalledWith(items[options.length]);
  });
});
