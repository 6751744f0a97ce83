import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { announced } from '../a11y/announce.ts';
import { renderWithI18n } from '../testing/renderWithI18n.tsx';
import { Pagination, type PaginationProps } from './Pagination.tsx';

function setup(props: Partial<PaginationProps> = {}) {
  const onPageChange = vi.fn();
  const onPageSizeChange = vi.fn();
  renderWithI18n(<Pagination page={0} pageSize={10} total={45} nextIndex={11} onPageChange={onPageChange} onPageSizeChange={onPageSizeChange} {...props} />);
  return { onPageChange, onPageSizeChange, goTo: screen.getByRole('spinbutton', { name: 'Go to page' }) };
}

describe('Pagination', () => {
  it("says 'Showing {first} to {last} of {totalRecords} entries' and hides Previous on the first page", () => {
    setup();
    expect(screen.getByText('Showing 1 to 10 of 45 entries')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
  });

  it('formats the numbers for the locale and says the range in the live region as it changes', async () => {
    const { onPageChange } = setup({ total: 2005 });
    expect(screen.getByText('Showing 1 to 10 of 2,005 entries')).toBeTruthy();
    await waitFor(() => expect(announced()).toBe('Showing 1 to 10 of 2,005 entries'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('is a labelled group, not a landmark: several lists on a page hold no duplicate landmarks', () => {
    setup();
    expect(screen.getByRole('group', { name: 'Pagination' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('keeps the focus in the bar when the pressed Next goes away on the last page', () => {
    // A list of 15 rows: page 2 is the last, without Next.
    function List() {
      const [page, setPage] = useState(0);
      return <Pagination page={page} pageSize={10} total={15} nextIndex={page === 0 ? 11 : -1} rowCount={page === 0 ? 10 : 5} onPageChange={setPage} onPageSizeChange={vi.fn()} />;
    }
    renderWithI18n(<List />);
    const next = screen.getByRole('button', { name: 'Next' });
    next.focus();
    fireEvent.click(next);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Previous' }));
  });

  it('hides Next when nextIndex is 0 or -1', () => {
    setup({ page: 4, nextIndex: -1, rowCount: 5 });
    expect(screen.getByText('Showing 41 to 45 of 45 entries')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeTruthy();
  });

  it('goes to the typed page: below 1 or empty is 1, above the last page is the last', () => {
    const { onPageChange, goTo } = setup();
    fireEvent.change(goTo, { target: { value: '3' } });
    fireEvent.keyDown(goTo, { key: 'Enter' });
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    fireEvent.change(goTo, { target: { value: '99' } });
    fireEvent.keyDown(goTo, { key: 'Enter' });
    expect(onPageChange).toHaveBeenLastCalledWith(4);
    fireEvent.change(goTo, { target: { value: '-2' } });
    fireEvent.keyDown(goTo, { key: 'Enter' });
    expect(onPageChange).toHaveBeenLastCalledWith(0);
    expect(goTo.getAttribute('min')).toBe('1');
  });

  it('jumps with the up and down arrow keys', () => {
    const { onPageChange, goTo } = setup({ page: 1 });
    fireEvent.keyDown(goTo, { key: 'ArrowUp' });
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    fireEvent.keyDown(goTo, { key: 'ArrowDown' });
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('offers the page sizes and reports a change', () => {
    const { onPageSizeChange } = setup({ pageSizeOptions: [5, 10, 300] });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Rows per page' }));
    fireEvent.click(screen.getByRole('option', { name: '300' }));
    expect(onPageSizeChange).toHaveBeenCalledWith(300);
  });
});
