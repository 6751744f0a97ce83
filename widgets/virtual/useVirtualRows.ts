// Virtualised rows for long lists (the data table's rows, the picker's results): only the rows in
// or near the visible part of the page are drawn; spacers before and after them keep the list's
// full height and the scroll bar honest. Rules:
// - up to VIRTUAL_THRESHOLD rows every row is drawn (small lists keep their DOM whole);
// - a longer list draws FIRST_WINDOW rows first, then, once laid out, the rows between the top and
//   the bottom of what is visible (the window intersected with every scrolling ancestor) and
//   OVERSCAN rows either side, following scrolls and resizes;
// - without layout (rows of zero height: jsdom, a hidden tab) every row is drawn;
// - the row holding the focus stays drawn, and so do the rows between it and the visible ones, so
//   that Tab and the arrow keys always have a next row to go to;
// - goTo(index) draws a row, then hands it to a callback (focus it, scroll it into view).
// Each drawn row carries data-vindex (its index among all rows).
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';

/** Lists of up to this many rows are drawn whole. */
export const VIRTUAL_THRESHOLD = 50;
/** Rows drawn before the list is laid out (enough to fill a tall window at table row heights). */
export const FIRST_WINDOW = 40;
/** Rows drawn beyond each edge of the visible part. */
export const OVERSCAN = 10;

interface Range {
  start: number;
  end: number;
}

export interface VirtualRows {
  /** Drawn rows: indexes start (inclusive) to end (exclusive). */
  start: number;
  end: number;
  /** Heights of the spacers before and after the drawn rows, in px (0: no spacer). */
  before: number;
  after: number;
  /** Whether rows are left out (a list longer than the threshold, laid out). */
  virtual: boolean;
  /** The element holding the rows (tbody, ul). */
  setBody(element: HTMLElement | null): void;
  /** Focus tracking for the body: the focused row stays drawn. */
  onFocus(event: FocusEvent<HTMLElement>): void;
  onBlur(event: FocusEvent<HTMLElement>): void;
  /** Draws the row at index and, once drawn, calls then(row element). */
  goTo(index: number, then: (row: HTMLElement) => void): void;
}

/** The index (data-vindex) of the row holding an element. */
export const indexOfRow = (element: Element | null): number | undefined => {
  const row = element?.closest<HTMLElement>('[data-vindex]');
  return row ? Number(row.dataset.vindex) : undefined;
};

/** The visible part of the page, in viewport coordinates: the window cut by every scrolling ancestor. */
function visibleSpan(element: HTMLElement): { top: number; bottom: number } {
  let top = 0;
  let bottom = window.innerHeight;
  for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
    const overflow = getComputedStyle(parent).overflowY;
    if (overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden') {
      const rect = parent.getBoundingClientRect();
      top = Math.max(top, rect.top);
      bottom = Math.min(bottom, rect.bottom);
    }
  }
  return { top, bottom };
}

interface Pending {
  index: number;
  then(row: HTMLElement): void;
}

export function useVirtualRows(count: number): VirtualRows {
  const body = useRef<HTMLElement | null>(null);
  const [range, setRange] = useState<Range>({ start: 0, end: FIRST_WINDOW });
  const [noLayout, setNoLayout] = useState(false);
  const [rowHeight, setRowHeight] = useState(0);
  const [focused, setFocused] = useState<number | undefined>(undefined);
  const [pending, setPending] = useState<Pending | undefined>(undefined);

  const long = count > VIRTUAL_THRESHOLD;
  const virtual = long && !noLayout;
  let start = 0;
  let end = count;
  if (virtual) {
    start = Math.min(range.start, count);
    end = Math.min(Math.max(range.end, start + FIRST_WINDOW), count);
    for (const kept of [focused, pending?.index]) {
      if (kept !== undefined && kept < count) {
        start = Math.min(start, kept);
        end = Math.max(end, kept + 1);
      }
    }
  }

  /** Measures the drawn rows and sets the range the visible part needs. */
  const measure = useCallback(() => {
    const element = body.current;
    if (!element || !long) return;
    const rows = element.querySelectorAll<HTMLElement>(':scope > [data-vindex]');
    const first = rows[0];
    const last = rows[rows.length - 1];
    if (!first || !last) return;
    const firstRect = first.getBoundingClientRect();
    const height = (last.getBoundingClientRect().bottom - firstRect.top) / rows.length;
    if (!(height > 0)) {
      setNoLayout(true);
      return;
    }
    setNoLayout(false);
    // The first measure sizes the spacers; later ones keep it (averages over other rows would
    // move the spacers back and forth).
    setRowHeight((current) => (current > 0 ? current : height));
    const step = rowHeight > 0 ? rowHeight : height;
    const drawnStart = Number(first.dataset.vindex);
    const drawnEnd = Number(last.dataset.vindex) + 1;
    const zeroTop = firstRect.top - drawnStart * step;
    const { top, bottom } = visibleSpan(element);
    const clamp = (n: number) => Math.max(0, Math.min(count, n));
    const firstVisible = clamp(Math.floor((top - zeroTop) / step));
    const lastVisible = clamp(Math.ceil((bottom - zeroTop) / step));
    // Nothing to do while the visible rows and a few more either side are drawn.
    const margin = Math.floor(OVERSCAN / 2);
    if ((drawnStart === 0 || firstVisible - margin >= drawnStart) && (drawnEnd === count || lastVisible + margin <= drawnEnd)) return;
    let next: Range = { start: clamp(firstVisible - OVERSCAN), end: clamp(lastVisible + OVERSCAN) };
    // The list lies wholly above or below the visible part: draw its nearest edge.
    if (next.end - next.start < OVERSCAN) next = lastVisible === 0 ? { start: 0, end: clamp(OVERSCAN) } : { start: clamp(count - OVERSCAN), end: count };
    setRange((current) => (current.start === next.start && current.end === next.end ? current : next));
  }, [count, long, rowHeight]);

  // After each drawing: measure again (new rows, new data, a resize of the rows).
  useLayoutEffect(() => {
    if (long) measure();
  });

  // Then follow scrolls (of the page or any scrolling ancestor) and resizes, once a frame.
  useEffect(() => {
    if (!long) return;
    let frame = 0;
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(() => {
        frame = 0;
        measure();
      });
    };
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
  }, [long, measure]);

  // A row asked for by goTo is drawn now: hand it over.
  useLayoutEffect(() => {
    if (!pending || !body.current) return;
    const row = body.current.querySelector<HTMLElement>(`:scope > [data-vindex="${pending.index}"]`);
    setPending(undefined);
    if (row) pending.then(row);
  }, [pending]);

  const setBody = useCallback((element: HTMLElement | null) => {
    body.current = element;
  }, []);
  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    setFocused(indexOfRow(event.target));
  }, []);
  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(undefined);
  }, []);
  const goTo = useCallback((index: number, then: (row: HTMLElement) => void) => setPending({ index, then }), []);

  return {
    start,
    end,
    before: virtual ? start * rowHeight : 0,
    after: virtual ? (count - end) * rowHeight : 0,
    virtual,
    setBody,
    onFocus,
    onBlur,
    goTo,
  };
}
