// One answer for one read: the same GET asked again while the first is in flight waits for that
// first answer instead of going to the server a second time (three dashboard cards reading one
// call make one request), and an answer fetched ahead of time (prefetch: the shell's start asks
// what its header and first screen will ask) is kept for whoever asks for it first. Answers are
// otherwise never kept: a read asked after its answer came is asked again, so nothing goes stale.
import { CanceledError, type AxiosRequestConfig } from 'axios';

/** How long an answer fetched ahead of time waits for its taker before it is dropped. */
export const PREFETCH_KEEP_MS = 15_000;

/** Sends the request with the given signal and resolves with the answer's data. */
export type Send = (request: AxiosRequestConfig, signal: AbortSignal) => Promise<unknown>;

interface Entry {
  promise: Promise<unknown>;
  controller: AbortController;
  /** Callers waiting while it is in flight (the request is aborted when all of them gave up). */
  waiting: number;
  settled: boolean;
  /** Fetched ahead of time: kept after it settles until taken once or PREFETCH_KEEP_MS passed. */
  kept: boolean;
  /** Whether the first taker has had the answer (later takers get a copy). */
  handedOut: boolean;
}

export interface SharedReads {
  /** Runs a request, sharing it with the same read in flight or fetched ahead of time. */
  run(request: AxiosRequestConfig, signal: AbortSignal | undefined, send: Send): Promise<unknown>;
  /** Starts a read now and keeps its answer for the first call that asks the same (also a POST that only reads). */
  prefetch(request: AxiosRequestConfig, send: Send): void;
  /** The requests in flight or kept (for tests). */
  size(): number;
}

/** A read's identity: method, URL with its query, body and how the answer is read. */
export function readKey(request: AxiosRequestConfig): string {
  const data = request.data === undefined || request.data instanceof URLSearchParams ? String(request.data ?? '') : JSON.stringify(request.data);
  return [request.method ?? 'GET', request.url ?? '', data, request.responseType ?? '', request.withCredentials ? 'credentials' : ''].join(' ');
}

/** The answer as the caller sees it: the first taker gets it, later ones a copy they may change freely. */
function handOut(entry: Entry, data: unknown): unknown {
  if (!entry.handedOut) {
    entry.handedOut = true;
    return data;
  }
  return typeof data === 'object' && data !== null ? structuredClone(data) : data;
}

export function createSharedReads(): SharedReads {
  const entries = new Map<string, Entry>();

  function start(key: string, request: AxiosRequestConfig, send: Send, kept: boolean): Entry {
    const controller = new AbortController();
    const entry: Entry = { promise: Promise.resolve(), controller, waiting: 0, settled: false, kept, handedOut: false };
    const done = () => {
      entry.settled = true;
      if (!entry.kept) {
        if (entries.get(key) === entry) entries.delete(key);
        return;
      }
      setTimeout(() => entries.get(key) === entry && entries.delete(key), PREFETCH_KEEP_MS);
    };
    entry.promise = send(request, controller.signal).finally(done);
    // A prefetched read nobody takes must not be an unhandled rejection.
    entry.promise.catch(() => undefined);
    entries.set(key, entry);
    return entry;
  }

  function join(key: string, entry: Entry, signal: AbortSignal | undefined): Promise<unknown> {
    if (entry.settled) {
      // A kept answer serves one taker; the next asks the server again.
      entries.delete(key);
      return entry.promise.then((data) => handOut(entry, data));
    }
    entry.waiting++;
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        entry.waiting--;
        // Everyone gave up: the request itself is no longer wanted (unless it was fetched ahead), and
        // the same read asked next (a search asked again, an effect run twice) starts afresh instead
        // of joining a request that is being cancelled.
        if (entry.waiting === 0 && !entry.kept) {
          if (entries.get(key) === entry) entries.delete(key);
          entry.controller.abort();
        }
        reject(new CanceledError());
      };
      if (signal?.aborted) return onAbort();
      signal?.addEventListener('abort', onAbort, { once: true });
      entry.promise.then(
        (data) => {
          signal?.removeEventListener('abort', onAbort);
          if (entry.kept && entries.get(key) === entry) entries.delete(key);
          resolve(handOut(entry, data));
        },
        (error: unknown) => {
          signal?.removeEventListener('abort', onAbort);
          if (entry.kept && entries.get(key) === entry) entries.delete(key);
          reject(error);
        },
      );
    });
  }

  return {
    run(request, signal, send) {
      const key = readKey(request);
      const existing = entries.get(key);
      if (existing) return join(key, existing, signal);
      if ((request.method ?? 'GET').toUpperCase() !== 'GET') return send(request, signal ?? new AbortController().signal);
      return join(key, start(key, request, send, false), signal);
    },
    prefetch(request, send) {
      const key = readKey(request);
      const existing = entries.get(key);
      if (existing && !existing.settled) {
        existing.kept = true;
        return;
      }
      start(key, request, send, true);
    },
    size: () => entries.size,
  };
}
