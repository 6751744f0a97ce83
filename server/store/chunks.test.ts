import { describe, expect, it } from 'vitest';
import { inChunks } from './chunks.ts';
import type { Db } from './db.ts';

/** A Db whose transactions only record their chunks (the work itself is synchronous, as in SQLite). */
function recordingDb(log: string[]): Db {
  return { transaction: async (work: (tx: Db) => Promise<unknown>) => { log.push('begin'); await work({} as Db); log.push('commit'); } } as unknown as Db;
}

describe('inChunks', () => {
  it('writes in transactions of the chunk size, in order', async () => {
    const log: string[] = [];
    await inChunks(recordingDb(log), [1, 2, 3, 4, 5], async (_tx, chunk) => void log.push(chunk.join(',')), 2);
    expect(log).toEqual(['begin', '1,2', 'commit', 'begin', '3,4', 'commit', 'begin', '5', 'commit']);
  });

  it('lets the event loop run between chunks, so a waiting request is served before the bulk ends', async () => {
    const log: string[] = [];
    const bulk = inChunks(recordingDb(log), [1, 2, 3], async (_tx, chunk) => void log.push(`chunk ${chunk[0]}`), 1);
    setImmediate(() => log.push('other request'));
    await bulk;
    expect(log.indexOf('other request')).toBeGreaterThan(log.indexOf('chunk 1'));
    expect(log.indexOf('other request')).toBeLessThan(log.indexOf('chunk 3'));
  });
});
