import type { Db, SqlValue } from '../store/db.ts';

/** SQLite allows 32,766 parameters per statement; stay well below it. */
const MAX_PARAMETERS = 8000;

/**
 * Inserts rows with multi-row INSERT statements (hundreds of rows per statement), which is what
 * makes seeding 100,000 users take seconds instead of minutes. Call inside a transaction.
 */
export async function insertRows(db: Db, table: string, columns: readonly string[], rows: readonly SqlValue[][]): Promise<void> {
  if (rows.length === 0) return;
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  const head = `INSERT INTO ${table} (${columns.join(', ')}) VALUES `;
  let fullStatement: string | null = null;
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    // The same text for every full chunk, so the driver can reuse its prepared statement.
    const sql = chunk.length === perStatement
      ? (fullStatement ??= head + Array(perStatement).fill(tuple).join(', '))
      : head + Array(chunk.length).fill(tuple).join(', ');
    await db.run(sql, chunk.flat());
  }
}
