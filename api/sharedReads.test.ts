import { isCancel } from 'axios';
import { describe, expect, it } from 'vitest';
import { createSharedReads, type Send } from './sharedReads.ts';

/** A send that counts requests and answers when told. */
function server() {
  const sent: string[] = [];
  const pending: Array<() => void> = [];
  const aborted: string[] = [];
  const send: Send = (request, signal) => {
    sent.push(`${request.method} ${request.url}`);
    signal.addEventListener('abort', () => aborted.push(String(request.url)));
    return new Promise((resolve) => pending.push(() => resolve({ url: request.url, n: sent.length })));
  };
  return { sent, aborted, send, answerAll: () => pending.splice(0).forEach((answer) => answer()) };
}

describe('shared reads', () => {
  it('sends one request for the same GET asked while it is in flight, and gives each caller its own copy', async () => {
    const shared = createSharedReads();
    const { sent, send, answerAll } = server();
    const request = { method: 'GET', url: '/rest/access/dashboard?client=1' };
    const first = shared.run(request, undefined, send);
    const second = shared.run(request, undefined, send);
    answerAll();
    const [a, b] = await Promise.all([first, second]);
    expect(sent).toEqual(['GET /rest/access/dashboard?client=1']);
    expect(b).toEqual(a);
    expect(b).not.toBe(a);
    // Once answered, it is asked again: nothing is kept.
    const third = shared.run(request, undefined, send);
    answerAll();
    await third;
    expect(sent).toHaveLength(2);
    expect(shared.size()).toBe(0);
  });

  it('never shares a write, and keeps apart reads that differ in query or body', async () => {
    const shared = createSharedReads();
    const { sent, send, answerAll } = server();
    const writes = [shared.run({ method: 'POST', url: '/x', data: { a: 1 } }, undefined, send), shared.run({ method: 'POST', url: '/x', data: { a: 1 } }, undefined, send)];
    const reads = [shared.run({ method: 'GET', url: '/y?a=1' }, undefined, send), shared.run({ method: 'GET', url: '/y?a=2' }, undefined, send)];
    answerAll();
    await Promise.all([...writes, ...reads]);
    expect(sent).toHaveLength(4);
  });

  it("rejects an aborted caller alone; the request stops when every caller gave up", async () => {
    const shared = createSharedReads();
    const { sent, aborted, send, answerAll } = server();
    const request = { method: 'GET', url: '/z' };
    const one = new AbortController();
    const two = new AbortController();
    const first = shared.run(request, one.signal, send);
    const second = shared.run(request, two.signal, send);
    one.abort();
    await expect(first).rejects.toSatisfy(isCancel);
    expect(aborted).toEqual([]);
    two.abort();
    await expect(second).rejects.toSatisfy(isCancel);
    expect(aborted).toEqual(['/z']);
    answerAll();
    expect(sent).toHaveLength(1);
  });

  it('asks afresh when the same read is asked right after every caller gave up (a search asked again, an effect run twice)', async () => {
    const shared = createSharedReads();
    const { sent, aborted, send, answerAll } = server();
    const request = { method: 'GET', url: '/rest/access/users/list?q=*' };
    const first = new AbortController();
    const given = shared.run(request, first.signal, send);
    first.abort();
    await expect(given).rejects.toSatisfy(isCancel);
    // Asked again at once: a new request, not the one being cancelled, and it is answered.
    const again = shared.run(request, undefined, send);
    answerAll();
    await expect(again).resolves.toMatchObject({ url: '/rest/access/users/list?q=*' });
    expect(aborted).toEqual(['/rest/access/users/list?q=*']);
    expect(sent).toHaveLength(2);
  });

  it('keeps a prefetched answer (a POST that reads, too) for its first taker, then asks again', async () => {
    const shared = createSharedReads();
    const { sent, send, answerAll } = server();
    const request = { method: 'POST', url: '/rights', data: { keys: ['a'] } };
    shared.prefetch(request, send);
    answerAll();
    await Promise.resolve();
    expect(await shared.run(request, undefined, send)).toEqual({ url: '/rights', n: 1 });
    expect(sent).toHaveLength(1);
    const again = shared.run(request, undefined, send);
    answerAll();
    await again;
    expect(sent).toHaveLength(2);
  });
});
