// A list's columns read at run time (ColumnsFrom): each attribute the server describes becomes a
// column headed by the server's display label (translated where the console knows the attribute:
// attributeLabel), showing the row's attribute node of that key through the attributeValue cell.
import type { ComponentType } from 'react';
import type { CellProps } from '../../widgets/dataTable/cells.tsx';
import type { TableColumn } from '../../widgets/dataTable/DataTable.tsx';
import type { ColumnsFrom } from '../../schemas/types/screen.ts';
import { getPath, isAttributeNode } from '../../api/normalize/paths.ts';
import { registered } from '../core/registries.ts';
import { attributeLabel, type LabelTranslate } from '../../widgets/attributeValue/attributeLabel.ts';

export function serverColumns(answer: unknown, from: ColumnsFrom, cellRenderers: Readonly<Record<string, ComponentType<CellProps>>>, t?: LabelTranslate): TableColumn[] {
  const list = getPath(answer, from.attributesPath ?? 'attributes');
  if (!Array.isArray(list)) return [];
  const cell = registered(cellRenderers, 'cell renderer', 'attributeValue');
  const rowPath = from.rowPath ?? 'attributes';
  return list.filter(isAttributeNode).map((attribute) => {
    const flags = attribute as { isClickable?: boolean };
    return {
      column: `${rowPath}.${attribute.key}`,
      displayLabel: t ? attributeLabel(t, attribute.key, attribute.displayLabel) : (attribute.displayLabel ?? attribute.key),
      isSortable: from.sortable === true && attribute.isSortable === true,
      sortKey: attribute.key,
      isclickable: flags.isClickable === true,
      cell,
      cellOptions: { key: attribute.key },
      renderer: 'attributeValue',
    };
  });
}
