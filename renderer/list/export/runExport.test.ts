import { describe, expect, it } from 'vitest';
import type { ListBlock } from '../../../schemas/types/screen.ts';
import type { Page } from '../listPage.ts';
import { EXPORT_FORMATS } from './formats.ts';
import { pageParams, runExport, type ExportJob, type ExportSink } from './runExport.ts';

const block = (paging?: 'nextIndex' | 'fromIndex' | 'none'): ListBlock =>
  ({ kind: 'list', dataSource: { call: 'users.list', itemsPath: 'usersList', paging }, rowKey: 'dn', columns: [] }) as unknown as ListBlock;

const people = Array.from({ length: 7 }, (_, i) => ({ dn: `cn=u${i}`, name: `User ${i}`, tags: ['a', 'b', 'c', 'd'] }));

/** A server of `people` paged by nextIndex and size, recording the parameters of each call. */
function server(total = people.length) {
  const calls: Record<string, unknown>[] = [];
  const fetchPage = async (params: Record<string, unknown>): Promise<Page> => {
    calls.push(params);
    const offset = Number(params.nextIndex ?? 1) - 1;
    const rows = people.slice(offset, offset + Number(params.size));
    const next = offset + rows.length;
    return { rows, total, nextIndex: next < total ? next + 1 : 0 };
  };
  return { calls, fetchPage };
}

function memorySink() {
  const sink = { parts: [] as string[], closed: false, aborted: false } as { parts: string[]; closed: boolean; aborted: boolean } & ExportSink;
  sink.write = async (text) => void sink.parts.push(text);
  sink.close = async () => void (sink.closed = true);
  sink.abort = async () => void (sink.aborted = true);
  return sink;
}

function job(overrides: Partial<ExportJob>): ExportJob {
  return {
    block: block(),
    params: { q: 'u', sortBy: 'Name', nextIndex: 21, size: 10 },
    columns: [
      { column: 'name', displayLabel: 'Name', renderer: 'text' },
      { column: 'tags', displayLabel: 'Tags', renderer: 'array' },
    ],
    format: EXPORT_FORMATS.csv,
    fetchPage: server().fetchPage,
    text: { t: (key) => key, locale: 'en' },
    sink: memorySink(),
    signal: new AbortController().signal,
    onProgress: () => undefined,
    pageSize: 3,
    ...overrides,
  };
}

describe('runExport', () => {
  it('reads every page with the list’s own parameters and writes the visible columns as text', async () => {
    const { calls, fetchPage } = server();
    const sink = memorySink();
    const progress: [number, number][] = [];
    const rows = await runExport(job({ fetchPage, sink, onProgress: (done, total) => progress.push([done, total]) }));
    expect(rows).toBe(7);
    expect(calls).toEqual([
      { q: 'u', sortBy: 'Name', nextIndex: 1, size: 3 },
      { q: 'u', sortBy: 'Name', nextIndex: 4, size: 3 },
      { q: 'u', sortBy: 'Name', nextIndex: 7, size: 3 },
    ]);
    expect(progress).toEqual([
      [3, 7],
      [6, 7],
      [7, 7],
    ]);
    const text = sink.parts.join('');
    // The whole array, not the two entries and the ellipsis the cell shows.
    expect(text.split('\r\n')).toEqual(['\uFEFFName,Tags', ...people.map((p) => `User ${p.dn.slice(4)},"a, b, c, d"`), '']);
    // One piece per page: the head, three pages, the (empty) tail.
    expect(sink.parts).toHaveLength(5);
    expect(sink.closed).toBe(true);
  });

  it('follows the server’s nextIndex past a total that counts one page only', async () => {
    const { calls, fetchPage } = server(3);
    const onlyNext = async (params: Record<string, unknown>) => ({ ...(await fetchPage(params)), nextIndex: Number(params.nextIndex) + 3 <= people.length ? Number(params.nextIndex) + 3 : 0 });
    expect(await runExport(job({ fetchPage: onlyNext }))).toBe(7);
    expect(calls).toHaveLength(3);
  });

  it('stops at the server’s total when the answer has no nextIndex', async () => {
    const { calls, fetchPage } = server(4);
    const noNext = async (params: Record<string, unknown>) => ({ ...(await fetchPage(params)), nextIndex: undefined });
    expect(await runExport(job({ fetchPage: noNext }))).toBe(6);
    expect(calls).toHaveLength(2);
  });

  it('stops on an empty page', async () => {
    const fetchPage = async (): Promise<Page> => ({ rows: [], total: 1000 });
    expect(await runExport(job({ fetchPage }))).toBe(0);
  });

  it('cancelled between pages: asks for no more pages and discards the file', async () => {
    const controller = new AbortController();
    const { calls, fetchPage } = server();
    const sink = memorySink();
    const run = runExport(
      job({
        fetchPage,
        sink,
        signal: controller.signal,
        onProgress: (done) => {
          if (done >= 3) controller.abort();
        },
      }),
    );
    await expect(run).rejects.toThrow();
    expect(calls).toHaveLength(1);
    expect(sink.aborted).toBe(true);
    expect(sink.closed).toBe(false);
  });

  it('a failed page discards the file and reports the failure', async () => {
    const sink = memorySink();
    const fetchPage = async (): Promise<Page> => {
      throw new Error('down');
    };
    await expect(runExport(job({ fetchPage, sink }))).rejects.toThrow('down');
    expect(sink.aborted).toBe(true);
  });
});

describe('pageParams', () => {
  it('pages by the list’s kind of paging', () => {
    expect(pageParams(block(), { q: 'x' }, 600, 300)).toEqual({ q: 'x', nextIndex: 601, size: 300 });
    expect(pageParams(block('fromIndex'), { q: 'x' }, 600, 300)).toEqual({ q: 'x', fromIndex: 600, size: 300 });
    expect(pageParams(block('none'), { q: 'x' }, 0, 300)).toEqual({ q: 'x' });
  });
});
