// The selected rows of a list (by the row key) and the actions that work on them.
import { useState } from 'react';
import { getPath } from '../../api/normalize/paths.ts';
import type { ListBlock } from '../../schemas/types/screen.ts';

type Row = Record<string, unknown>;

/** The selected keys of the rows a feedback answer lists as failed (by the row key, id or dn). */
function failedSelection(rows: Row[], rowKey: string, selected: Set<string>, failedIds: string[]): Set<string> {
  const failed = new Set(failedIds);
  const isFailed = (row: Row) => [getPath(row, rowKey), row.id, row.dn].some((v) => v !== undefined && failed.has(String(v)));
  return new Set(rows.filter((row) => selected.has(String(getPath(row, rowKey))) && isFailed(row)).map((row) => String(getPath(row, rowKey))));
}

export function useListSelection(block: ListBlock, rows: Row[]) {
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const rowKey = block.rowKey ?? 'dn';
  const rowActions = (block.actions ?? []).filter((a) => a.selection === 'single' || a.selection === 'multi');
  return {
    rowKey,
    /** Actions on the selected rows (the table's buttons), before their visibleWhen. */
    rowActions,
    selected,
    setSelected,
    selectedRows: () => rows.filter((row) => selected.has(String(getPath(row, rowKey)))),
    /** After an action: rows the server says failed stay selected, so that the user may see them and try again. */
    keepFailed: (failedIds: string[]) => setSelected((current) => failedSelection(rows, rowKey, current, failedIds)),
  };
}
