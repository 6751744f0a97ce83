// The column chooser's order (pure): the shown columns in their order, then the hidden ones in the
// definition's order. Only shown columns move; a hidden one that is shown again joins the end of
// the shown ones.

/** Every column id, the shown ones first (in the order shown). */
export function chooserOrder(all: readonly string[], shown: readonly string[]): string[] {
  const known = new Set(all);
  const visible = shown.filter((c) => known.has(c));
  const seen = new Set(visible);
  return [...visible, ...all.filter((c) => !seen.has(c))];
}

/** The shown columns after a toggle of one; undefined when that would leave none shown. */
export function toggledColumns(order: readonly string[], shown: ReadonlySet<string>, column: string): string[] | undefined {
  const next = order.filter((c) => (c === column ? !shown.has(c) : shown.has(c)));
  return next.length > 0 ? next : undefined;
}

/**
 * The shown columns with one moved by delta places (-1 up, +1 down), or undefined when it cannot
 * move (hidden, or already first/last).
 */
export function movedColumns(shown: readonly string[], column: string, delta: -1 | 1): string[] | undefined {
  const from = shown.indexOf(column);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= shown.length) return undefined;
  return moveTo(shown, column, to);
}

/** The shown columns with one dropped at the place of another (drag and drop). */
export function droppedColumns(shown: readonly string[], dragged: string, target: string): string[] | undefined {
  const to = shown.indexOf(target);
  if (dragged === target || to < 0 || !shown.includes(dragged)) return undefined;
  return moveTo(shown, dragged, to);
}

function moveTo(shown: readonly string[], column: string, to: number): string[] {
  const rest = shown.filter((c) => c !== column);
  return [...rest.slice(0, to), column, ...rest.slice(to)];
}
