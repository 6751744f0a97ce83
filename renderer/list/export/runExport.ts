// An export of a whole list: the list's own data call, page after page (the same parameters as the
// list on screen: search, filters and sort; only the paging changes), each page turned into the
// text of the visible columns and written to the sink at once, so memory stays flat however many
// rows there are. Stops when the server says there is no next page, else at the server's total.
// Cancelling (the signal) aborts the page in flight and discards what was written.
import { getPath } from '../../../api/normalize/paths.ts';
import type { ListBlock } from '../../../schemas/types/screen.ts';
import type { TableColumn } from '../../../widgets/dataTable/DataTable.tsx';
import { cellText, type CellTextContext } from '../../../widgets/dataTable/cellText.ts';
import type { Page } from '../listPage.ts';
import type { ExportFormat } from './formats.ts';

/** Rows asked for per call: the largest page the contract's list calls serve. */
export const EXPORT_PAGE_SIZE = 300;

/** Where the file goes: written piece by piece, then closed (kept) or aborted (discarded). */
export interface ExportSink {
  write(text: string): Promise<void>;
  close(): Promise<void>;
  abort(): Promise<void>;
}

export interface ExportJob {
  block: ListBlock;
  /** The list's current parameters (its page among them). */
  params: Record<string, unknown>;
  /** The visible columns, in their order. */
  columns: readonly Pick<TableColumn, 'column' | 'displayLabel' | 'renderer' | 'cellOptions'>[];
  format: ExportFormat;
  fetchPage(params: Record<string, unknown>, signal: AbortSignal): Promise<Page>;
  text: CellTextContext;
  sink: ExportSink;
  signal: AbortSignal;
  onProgress(done: number, total: number): void;
  pageSize?: number;
}

/** The parameters of the page starting at `offset` (zero-based), by the list's kind of paging. */
export function pageParams(block: ListBlock, params: Record<string, unknown>, offset: number, size: number): Record<string, unknown> {
  const paging = block.dataSource.paging ?? 'nextIndex';
  if (paging === 'none') return params;
  if (paging === 'nextIndex') return { ...params, nextIndex: offset + 1, size };
  return { ...params, [paging]: offset, size };
}

/**
 * Whether the page just read was the last one: the server's nextIndex says so where it answers one
 * (0 or below: no next page; an answer without a total counts only its own rows as the total),
 * else the total is reached.
 */
function lastPage(block: ListBlock, page: Page, done: number): boolean {
  const paging = block.dataSource.paging ?? 'nextIndex';
  if (paging === 'none' || page.rows.length === 0) return true;
  if (paging === 'nextIndex' && page.nextIndex !== undefined && Number.isFinite(page.nextIndex)) return page.nextIndex <= 0;
  return done >= page.total;
}

/** Runs the export; resolves with the number of rows written, rejects (sink aborted) on cancel or failure. */
export async function runExport(job: ExportJob): Promise<number> {
  const { block, columns, sink, signal } = job;
  const size = job.pageSize ?? EXPORT_PAGE_SIZE;
  const encoder = job.format.encoder(columns.map((c) => c.displayLabel));
  const rowText = (row: Record<string, unknown>) => columns.map((c) => cellText(c.renderer ?? 'text', getPath(row, c.column), row, c.cellOptions, job.text));
  let done = 0;
  try {
    await sink.write(encoder.head);
    for (;;) {
      signal.throwIfAborted();
      const page = await job.fetchPage(pageParams(block, job.params, done, size), signal);
      signal.throwIfAborted();
      await sink.write(encoder.page(page.rows.map(rowText)));
      done += page.rows.length;
      job.onProgress(done, Math.max(page.total, done));
      if (lastPage(block, page, done)) break;
    }
    await sink.write(encoder.tail);
  } catch (error) {
    await sink.abort();
    throw error;
  }
  await sink.close();
  return done;
}
