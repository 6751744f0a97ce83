import type { Db } from './db.ts';

/** Items written per transaction by a bulk operation. */
export const WRITE_CHUNK = 200;

/**
 * Runs a bulk write in transactions of `size` items and lets the event loop run between them.
 * better-sqlite3 is synchronous, so one long transaction would hold every other request until it
 * ends; in chunks, a request that arrives meanwhile waits for one chunk at most. Each item's
 * outcome is its own (a bulk delete reports per id), so committing chunk by chunk is safe.
 */
export async function inChunks<T>(db: Db, items: readonly T[], work: (tx: Db, chunk: readonly T[]) => Promise<void>, size = WRITE_CHUNK): Promise<void> {
  for (let start = 0; start < items.length; start += size) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    await db.transaction((tx) => work(tx, items.slice(start, start + size)));
  }
}
