// A list's table columns from its definition: each declared column with its cell renderer, in the
// order the user saved (else the definition's defaults, else all that are not hidden).
import type { ComponentType } from 'react';
import type { CellProps } from '../../widgets/dataTable/cells.tsx';
import type { TableColumn } from '../../widgets/dataTable/DataTable.tsx';
import type { ListBlock } from '../../schemas/types/screen.ts';
import { registered } from '../core/registries.ts';

type Translate = (key: string) => string;

export function shownColumns(block: ListBlock, saved: string[] | undefined, t: Translate, cellRenderers: Readonly<Record<string, ComponentType<CellProps>>>): TableColumn[] {
  const all = block.columns.map((c): TableColumn => ({
    column: c.attribute,
    displayLabel: t(c.labelKey),
    isSortable: c.sortable,
    sortKey: c.sortKey,
    isclickable: c.clickable,
    width: c.width,
    cell: registered(cellRenderers, 'cell renderer', c.renderer ?? 'text'),
    cellOptions: c.rendererOptions as Record<string, unknown> | undefined,
    renderer: c.renderer ?? 'text',
  }));
  const shown = saved ?? block.defaultColumns ?? block.columns.filter((c) => !c.hidden).map((c) => c.attribute);
  const ordered = shown.map((id) => all.find((c) => c.column === id)).filter((c): c is TableColumn => c !== undefined);
  return ordered.length > 0 ? ordered : all;
}

/** Every column the user may choose from (the column customisation dialog). */
export function columnChoices(block: ListBlock, t: Translate): { column: string; displayLabel: string }[] {
  return block.columns.map((c) => ({ column: c.attribute, displayLabel: t(c.labelKey) }));
}
