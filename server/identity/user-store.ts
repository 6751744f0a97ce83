/** Reads and writes users for the identity endpoints (SQL over the platform's Db). */
import type { Db, SqlValue } from '../store/db.ts';
import type { PageRequest } from '../http/paging.ts';
import type { UserRow } from './user-nodes.ts';
import type { UserSearch } from './user-search.ts';

const USER_COLUMNS = `u.dn, u.username, u.first_name, u.last_name, u.full_name, u.initials, u.title, u.department,
  u.email, u.telephone, u.mobile, u.location, u.manager_dn, m.full_name AS manager_name, u.photo, u.created_at,
  u.disabled, u.locale`;
const COLUMNS_WITHOUT_PHOTO = USER_COLUMNS.replace('u.photo, ', '');
const FROM = 'FROM users u LEFT JOIN users m ON m.dn = u.manager_dn';

export async function findUser(db: Db, dn: string): Promise<UserRow | undefined> {
  return db.get<UserRow>(`SELECT ${USER_COLUMNS} ${FROM} WHERE u.dn = ? COLLATE NOCASE`, [dn.trim()]);
}

/**
 * One page of users. Two steps: the sort runs over row ids only (sorting whole rows, photos
 * included, was 4x slower at 100,000 users), then the page's rows are read by id; without
 * `withPhoto` the photos are left unread (an answer that lists only some attributes).
 */
export async function searchUsers(db: Db, search: UserSearch, page: PageRequest, withPhoto = true): Promise<{ rows: UserRow[]; total: number }> {
  const count = async () => (await db.get<{ n: number }>(`SELECT count(*) AS n FROM users u ${search.where}`, search.params))?.n ?? 0;
  // Two ways to find the page: sort every match by id (reads each matching row), or walk the scan
  // index in the sort's order until the page is full (reads about (offset + size) x users / matches
  // index entries, none of them rows). Measured at 100,000 users, reading a matching row and
  // sorting it costs about six times as much as passing an index entry, so the walk is taken when
  // (offset + size) x users < 6 x matches^2 (q=ma, 5,400 matches: 2 ms of CPU instead of 10 ms;
  // a rare prefix keeps the sort, which a walk through every entry would make 20 ms).
  let total: number | undefined;
  let from = 'users u';
  if (search.scanIndex) {
    total = await count();
    const users = (await db.get<{ n: number | null }>('SELECT max(rowid) AS n FROM users'))?.n ?? 0;
    if ((page.offset + page.size) * users < 6 * total * total) from = `users u INDEXED BY ${search.scanIndex}`;
  }
  const ids = (await db.all<{ id: number }>(
    `SELECT u.rowid AS id FROM ${from} ${search.where} ORDER BY ${search.orderBy} LIMIT ? OFFSET ?`,
    [...search.params, page.size, page.offset],
  )).map((row) => row.id);
  const byId = new Map<number, UserRow>();
  if (ids.length > 0) {
    const found = await db.all<UserRow & { id: number }>(
      `SELECT u.rowid AS id, ${withPhoto ? USER_COLUMNS : COLUMNS_WITHOUT_PHOTO} ${FROM} WHERE u.rowid IN (${ids.map(() => '?').join(', ')})`, ids);
    for (const { id, ...row } of found) byId.set(id, row);
  }
  const rows = ids.map((id) => byId.get(id)).filter((row): row is UserRow => row !== undefined);
  // The count is needed only when the page does not already tell it (first page, not full).
  total ??= page.offset === 0 && rows.length < page.size ? rows.length : await count();
  return { rows, total };
}

export async function groupDnsOf(db: Db, userDn: string): Promise<string[]> {
  const rows = await db.all<{ group_dn: string }>('SELECT group_dn FROM group_members WHERE user_dn = ? ORDER BY group_dn', [userDn]);
  return rows.map((row) => row.group_dn);
}

export async function hasDirectReports(db: Db, userDn: string): Promise<boolean> {
  return (await db.get('SELECT 1 FROM users WHERE manager_dn = ? LIMIT 1', [userDn])) !== undefined;
}

export async function containerExists(db: Db, dn: string): Promise<boolean> {
  return (await db.get('SELECT 1 FROM containers WHERE dn = ? COLLATE NOCASE', [dn])) !== undefined;
}

export async function usernameTaken(db: Db, username: string): Promise<boolean> {
  return (await db.get('SELECT 1 FROM users WHERE username = ?', [username])) !== undefined;
}

export async function userExists(db: Db, dn: string): Promise<boolean> {
  return (await db.get('SELECT 1 FROM users WHERE dn = ? COLLATE NOCASE', [dn])) !== undefined;
}

/** Updates the given columns of one user; values are already validated. */
export async function updateUserColumns(db: Db, dn: string, columns: Record<string, SqlValue>): Promise<void> {
  const names = Object.keys(columns);
  if (names.length === 0) return;
  await db.run(`UPDATE users SET ${names.map((name) => `${name} = ?`).join(', ')} WHERE dn = ?`, [...names.map((name) => columns[name] ?? null), dn]);
}
