// The pagination bar: 'Showing {first} to {last} of {totalRecords} entries', page size, Previous
// (hidden on the first page), Next (hidden when nextIndex is 0 or -1) and the go-to box. The range
// is also said in the console's live region.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PAGE_SIZE_OPTIONS } from '../../api/index.ts';
import { announce } from '../a11y/announce.ts';
import { focusElement, focusIsLost } from '../a11y/focus.ts';
import { goToPageNumber, hasNext, hasPrevious, lastPage, showingRange, type PageState } from './paging.ts';

export interface PaginationProps extends PageState {
  pageSizeOptions?: readonly number[];
  showGoToPage?: boolean;
  /** Zero-based page. */
  onPageChange(page: number): void;
  /** A new page size; the caller returns to page 1. */
  onPageSizeChange(size: number): void;
}

export function Pagination(props: PaginationProps) {
  const { t } = useTranslation();
  const { pageSizeOptions = PAGE_SIZE_OPTIONS, showGoToPage = true, onPageChange, onPageSizeChange } = props;
  const last = lastPage(props);
  const [goTo, setGoTo] = useState('');
  // Numbers in the user's locale (2,005 / 2.005); the range is said in the live region as it changes.
  const showing = t('widgets.pagination.showing', showingRange(props));
  useEffect(() => announce(showing), [showing]);
  // Next on the last page (Previous on the first) disappears under the keyboard: focus goes to
  // the other one, or to the go-to box.
  const bar = useRef<HTMLDivElement>(null);
  const pressed = useRef(false);
  const showPrevious = hasPrevious(props);
  const showNext = hasNext(props);
  useEffect(() => {
    if (!pressed.current || !focusIsLost()) return;
    pressed.current = false;
    const target = bar.current?.querySelector<HTMLElement>('button, input[type=number]');
    if (target) focusElement(target);
  }, [showPrevious, showNext]);
  const turn = (page: number) => {
    pressed.current = true;
    onPageChange(page);
  };
  const jump = (input: string) => {
    const page = goToPageNumber(input, last);
    setGoTo(String(page));
    onPageChange(page - 1);
  };
  const onGoToKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') jump(goTo);
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      const current = goToPageNumber(goTo === '' ? props.page + 1 : goTo, last);
      jump(String(event.key === 'ArrowUp' ? current + 1 : current - 1));
    }
  };
  return (
    // A labelled group, not a navigation landmark: a page with several lists would otherwise hold
    // several landmarks of the same name, and the landmarks are for the page's own regions.
    <Box role="group" aria-label={t('widgets.pagination.label')} ref={bar} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, py: 1 }}>
      <Typography variant="body2" data-testid="pagination-showing">
        {showing}
      </Typography>
      <TextField
        select
        size="small"
        label={t('widgets.pagination.pageSize')}
        value={props.pageSize}
        onChange={(event) => onPageSizeChange(Number(event.target.value))}
        // Wide enough for the shrunk label ("Rows per page", "Zeilen pro Seite") to show whole.
        sx={{ minWidth: 140 }}
      >
        {pageSizeOptions.map((size) => (
          <MenuItem key={size} value={size}>
            {size}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ flex: 1 }} />
      {showPrevious && (
        <Button size="small" onClick={() => turn(props.page - 1)}>
          {t('widgets.pagination.previous')}
        </Button>
      )}
      {showGoToPage && (
        <TextField
          size="small"
          type="number"
          label={t('widgets.pagination.goTo')}
          value={goTo}
          placeholder={String(props.page + 1)}
          onChange={(event) => setGoTo(event.target.value)}
          onBlur={() => goTo !== '' && jump(goTo)}
          onKeyDown={onGoToKey}
          slotProps={{ htmlInput: { min: 1, max: last, 'aria-label': t('widgets.pagination.goTo') } }}
          sx={{ width: 140 }}
        />
      )}
      {showNext && (
        <Button size="small" onClick={() => turn(props.page + 1)}>
          {t('widgets.pagination.next')}
        </Button>
      )}
    </Box>
  );
}
