// The one storage interface of the sandbox server. Everything above the store (auth, routes, seed)
// talks to this, never to better-sqlite3 directly, so that a PostgreSQL adapter can follow.
//
// SQL dialect rules that keep a second adapter possible:
// - positional parameters with `?` (an adapter for PostgreSQL rewrites them to $1, $2 ...);
// - booleans stored as 0/1 integers, timestamps as ISO-8601 text, JSON as text;
// - no SQLite-only functions in route code (json_extract and friends stay inside the adapter).

export type SqlValue = string | number | bigint | Buffer | null;
export type SqlParams = readonly SqlValue[];

export interface RunResult {
  /** Rows inserted, updated or deleted by the statement. */
  changes: number;
}

export interface Db {
  /** Every row of a query. */
  all<T = Record<string, unknown>>(sql: string, params?: SqlParams): Promise<T[]>;
  /** The first row of a query, or undefined. */
  get<T = Record<string, unknown>>(sql: string, params?: SqlParams): Promise<T | undefined>;
  /** A statement that returns no rows. */
  run(sql: string, params?: SqlParams): Promise<RunResult>;
  /** A script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `work` inside one transaction: committed when it resolves, rolled back when it throws.
   * Use the `tx` handle inside; other callers wait until the transaction ends.
   */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
