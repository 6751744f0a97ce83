import Database from 'better-sqlite3';
import type { Db, RunResult, SqlParams } from './db.ts';

/**
 * The SQLite adapter of {@link Db} on better-sqlite3.
 *
 * Durability: WAL with synchronous=FULL, so a write whose statement returned (and whose HTTP answer
 * went out) survives `kill -9` and power loss. better-sqlite3 is synchronous; the adapter wraps it
 * in promises. Because one connection serves every request, a transaction whose work awaits would
 * otherwise let other requests' statements slip into it: a lock makes them wait for its end.
 */
export class SqliteDb implements Db {
  private readonly connection: Database.Database;
  /** Resolves when the running transaction (if any) has ended. */
  private transactionDone: Promise<void> | null = null;

  constructor(file: string) {
    this.connection = new Database(file);
    this.connection.pragma('journal_mode = WAL');
    this.connection.pragma('synchronous = FULL');
    this.connection.pragma('foreign_keys = ON');
    this.connection.pragma('busy_timeout = 5000');
    // Reads through a memory map: sorting a users page at 100,000 users reads thousands of rows, and
    // the page cache alone (2 MB) made that 3x slower (measured with scripts/bench-server.ts).
    this.connection.pragma('mmap_size = 268435456');
  }

  async all<T>(sql: string, params: SqlParams = []): Promise<T[]> {
    return this.outsideTransaction(() => this.direct.all<T>(sql, params));
  }

  async get<T>(sql: string, params: SqlParams = []): Promise<T | undefined> {
    return this.outsideTransaction(() => this.direct.get<T>(sql, params));
  }

  async run(sql: string, params: SqlParams = []): Promise<RunResult> {
    return this.outsideTransaction(() => this.direct.run(sql, params));
  }

  async exec(sql: string): Promise<void> {
    return this.outsideTransaction(() => this.direct.exec(sql));
  }

  async transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    // No await between the check and taking the lock, so two transactions cannot both take it.
    while (this.transactionDone) await this.transactionDone;
    let finish!: () => void;
    this.transactionDone = new Promise<void>((resolve) => (finish = resolve));
    try {
      this.connection.exec('BEGIN IMMEDIATE');
      try {
        const result = await work(this.direct);
        this.connection.exec('COMMIT');
        return result;
      } catch (error) {
        if (this.connection.inTransaction) this.connection.exec('ROLLBACK');
        throw error;
      }
    } finally {
      this.transactionDone = null;
      finish();
    }
  }

  async close(): Promise<void> {
    return this.outsideTransaction(async () => {
      this.connection.close();
    });
  }

  /**
   * Runs `operation` once no transaction is open. There is no await between the last check and the
   * call, and the direct operations reach the database before their first await, so a statement
   * can never land inside someone else's transaction.
   */
  private async outsideTransaction<T>(operation: () => Promise<T>): Promise<T> {
    while (this.transactionDone) await this.transactionDone;
    return operation();
  }

  /** The handle given to transaction work: runs at once, nested transactions become savepoints. */
  private readonly direct: Db = {
    all: async <T>(sql: string, params: SqlParams = []) => this.connection.prepare(sql).all(...params) as T[],
    get: async <T>(sql: string, params: SqlParams = []) => this.connection.prepare(sql).get(...params) as T | undefined,
    run: async (sql: string, params: SqlParams = []) => ({ changes: this.connection.prepare(sql).run(...params).changes }),
    exec: async (sql: string) => {
      this.connection.exec(sql);
    },
    transaction: async <T>(work: (tx: Db) => Promise<T>) => {
      const name = `sp${Math.random().toString(36).slice(2)}`;
      this.connection.exec(`SAVEPOINT ${name}`);
      try {
        const result = await work(this.direct);
        this.connection.exec(`RELEASE ${name}`);
        return result;
      } catch (error) {
        this.connection.exec(`ROLLBACK TO ${name}`);
        this.connection.exec(`RELEASE ${name}`);
        throw error;
      }
    },
    close: async () => {
      throw new Error('close() is not available inside a transaction');
    },
  };
}
