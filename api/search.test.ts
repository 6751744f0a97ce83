import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLatestSearch } from './search.ts';
import { createTestClient, TEST_BASE } from './testing/testClient.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

/** A run() whose answers the test releases by hand, in any order. */
function manualRun() {
  const pending: { term: string; signal: AbortSignal; resolve: (value: string) => void; reject: (error: unknown) => void }[] = [];
  const run = (term: string, signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      pending.push({ term, signal, resolve, reject });
    });
  return { run, pending };
}

describe('latest-wins debounced search', () => {
  it('drops a stale answer that arrives after a newer one, and aborts the superseded request', async () => {
    const { run, pending } = manualRun();
    const onResult = vi.fn();
    const search = createLatestSearch({ run, onResult, delayMs: 0 });

    search.searchNow('sm');
    search.searchNow('smith');
    expect(pending.map((p) => p.term)).toEqual(['sm', 'smith']);
    expect(pending[0]!.signal.aborted).toBe(true);
    expect(pending[1]!.signal.aborted).toBe(false);

    pending[1]!.resolve('answer for smith');
    pending[0]!.resolve('answer for sm'); // late, stale
    await Promise.resolve();
    await Promise.resolve();
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenCalledWith('answer for smith', 'smith');
  });

  it('debounces: only the last term typed within the delay is searched', () => {
    vi.useFakeTimers();
    const { run, pending } = manualRun();
    const search = createLatestSearch({ run, onResult: vi.fn(), delayMs: 1000 });
    search.search('s');
    vi.advanceTimersByTime(500);
    search.search('sm');
    vi.advanceTimersByTime(999);
    expect(pending).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(pending.map((p) => p.term)).toEqual(['sm']);
  });

  it('aborts the request in flight as soon as a newer term is typed', () => {
    vi.useFakeTimers();
    const { run, pending } = manualRun();
    const search = createLatestSearch({ run, onResult: vi.fn(), delayMs: 1000 });
    search.searchNow('a');
    search.search('ab');
    expect(pending[0]!.signal.aborted).toBe(true);
  });

  it('a quiet search (a refresh of what is shown) reports no loading', async () => {
    const { run, pending } = manualRun();
    const onLoading = vi.fn();
    const search = createLatestSearch({ run, onResult: vi.fn(), onLoading, delayMs: 0 });
    search.searchNow('a', { quiet: true });
    expect(onLoading).not.toHaveBeenCalledWith(true);
    pending[0]!.resolve('done');
    await new Promise((resolve) => setTimeout(resolve, 0));
    search.searchNow('a');
    expect(onLoading).toHaveBeenLastCalledWith(true);
  });

  it('reports failures of the latest search only, and never the aborted ones', async () => {
    const { run, pending } = manualRun();
    const onError = vi.fn();
    const search = createLatestSearch({ run, onResult: vi.fn(), onError, delayMs: 0 });
    search.searchNow('a');
    search.searchNow('b');
    pending[0]!.reject(new DOMException('aborted', 'AbortError'));
    pending[1]!.reject(new Error('server down'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(new Error('server down'), 'b');
  });

  it('cancel() aborts the request in flight and reports nothing', async () => {
    const { run, pending } = manualRun();
    const onResult = vi.fn();
    const onLoading = vi.fn();
    const search = createLatestSearch({ run, onResult, onLoading, delayMs: 0 });
    search.searchNow('a');
    search.cancel();
    pending[0]!.resolve('late');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pending[0]!.signal.aborted).toBe(true);
    expect(onResult).not.toHaveBeenCalled();
    expect(onLoading.mock.calls).toEqual([[true], [false]]);
  });

  it('with call(): a slow answer for an older term never overwrites the newer one', async () => {
    server.use(
      http.get(`${TEST_BASE}/rest/access/proxy/for`, async ({ request }) => {
        const q = new URL(request.url).searchParams.get('q');
        if (q === 'ma') await delay(80);
        return HttpResponse.json({ proxyForUsers: [{ name: `result of ${q}` }] });
      }),
    );
    const { call } = createTestClient();
    const results: unknown[] = [];
    const onError = vi.fn();
    const search = createLatestSearch({
      run: (term, signal) => call('proxy.for', { q: term, size: 5 }, undefined, { signal }),
      onResult: (result) => results.push(result),
      onError,
      delayMs: 0,
    });
    search.searchNow('ma');
    await delay(10);
    search.searchNow('manager');
    await expect.poll(() => results.length).toBe(1);
    await delay(120);
    expect(results).toEqual([{ proxyForUsers: [{ name: 'result of manager' }] }]);
    expect(onError).not.toHaveBeenCalled();
  });
});
