import type { Db } from './db.ts';

/** Items written per transaction by a bulk operation. */
export const WRITE_CHUNK = 200;
/**
 * Recipients submitted per transaction: a submission is heavier than a delete (a request, its
 * approval tasks, their events), a few ms a recipient on a busy machine, and a request
 * waits for one chunk at each of its steps, so 5 a transaction keep others within tens of ms.
 */
export const SUBMIT_CHUNK = 5;

/** Lets other requests in (one turn of the event loop). Awaiting a store call does not: better-sqlite3 answers at once. */
export const letOthersIn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Runs a bulk write in transactions of `size` items and lets the event loop run between them.
 * better-sqlite3 is synchronous, so one long transaction would hold every other request until it
 * ends; in chunks, a request that arrives meanwhile waits for one chunk at most. Each item's
 * outcome is its own (a bulk delete reports per id), so committing chunk by chunk is safe.
 */
export async function inChunks<T>(db: Db, items: readonly T[], work: (tx: Db, chunk: readonly T[]) => Promise<void>, size = WRITE_CHUNK): Promise<void> {
  for (let start = 0; start < items.length; start += size) {
    if (start > 0) await letOthersIn();
    await db.transaction((tx) => work(tx, items.slice(start, start + size)));
  }
}
