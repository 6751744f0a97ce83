// One answer of a list's data call read as a page: its rows (at the block's itemsPath, after its
// transform), the total and the next index. Pure: the list and its export read pages alike.
import { getPath } from '../../api/normalize/paths.ts';
import type { ListBlock } from '../../schemas/types/screen.ts';
import { registered, type RendererRegistries } from '../core/registries.ts';

export interface Page {
  rows: Record<string, unknown>[];
  total: number;
  nextIndex?: number;
  /** The page (zero-based) and size these rows were loaded for: the pagination bar describes the rows shown. */
  index?: number;
  size?: number;
  /** The whole answer, for values shown beside the rows (ListBlock summary). */
  answer?: unknown;
}

export function readPage(block: ListBlock, answer: unknown, transforms: RendererRegistries['transforms']): Page {
  const raw = getPath(answer, block.dataSource.itemsPath);
  const items = block.dataSource.transform ? registered(transforms, 'transform', block.dataSource.transform)(raw) : raw;
  const rows = Array.isArray(items) ? (items as Record<string, unknown>[]) : [];
  const total = Number(getPath(answer, block.dataSource.totalPath ?? 'totalSize') ?? rows.length);
  const next = getPath(answer, block.dataSource.nextIndexPath ?? 'nextIndex');
  return { rows, answer, total: Number.isFinite(total) ? total : rows.length, nextIndex: typeof next === 'number' ? next : next !== undefined ? Number(next) : undefined };
}

