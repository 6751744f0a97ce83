// PLACEHOLDER owned by issue-3b-identity, who replace this file with the real seed generator.
// It only creates what the platform's own tests and a first `npm start` need: one container and the
// five demo accounts with their powers. Keep the signature: seed(db, scale).
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from '../store/db.ts';
import type { SeedScale } from '../settings.ts';

export const DEMO_PASSWORD = 'Passw0rd!';

const ROOT = 'o=data';
const USERS = 'ou=users,o=data';
const userDn = (name: string) => `cn=${name},${USERS}`;

const ACCOUNTS: ReadonlyArray<{ username: string; first: string; last: string; powers: string[]; manager?: string }> = [
  { username: 'uaadmin', first: 'UA', last: 'Admin', powers: ['domainAdmin'] },
  { username: 'roleadmin', first: 'Role', last: 'Admin', powers: ['roleAdmin', 'resourceAdmin'] },
  { username: 'manager', first: 'Mary', last: 'Manager', powers: ['teamManager'] },
  { username: 'enduser', first: 'Eddie', last: 'User', powers: [], manager: 'manager' },
  { username: 'proxyuser', first: 'Paula', last: 'Proxy', powers: [] },
];

export async function seed(db: Db, _scale: SeedScale): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date().toISOString();
  await db.transaction(async (tx) => {
    await tx.run('INSERT INTO containers (dn, parent_dn, name, kind) VALUES (?, NULL, ?, ?)', [ROOT, 'data', 'organization']);
    await tx.run('INSERT INTO containers (dn, parent_dn, name, kind) VALUES (?, ?, ?, ?)', [USERS, ROOT, 'users', 'organizationalUnit']);
    for (const account of ACCOUNTS) {
      await tx.run(
        `INSERT INTO users (dn, container_dn, username, first_name, last_name, full_name, email, manager_dn,
           password_hash, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          userDn(account.username),
          USERS,
          account.username,
          account.first,
          account.last,
          `${account.first} ${account.last}`,
          `${account.username}@example.com`,
          account.manager ? userDn(account.manager) : null,
          passwordHash,
          now,
        ],
      );
      for (const power of account.powers) {
        await tx.run('INSERT INTO user_powers (user_dn, power) VALUES (?, ?)', [userDn(account.username), power]);
      }
    }
    await tx.run('INSERT INTO proxy_assignments (proxy_dn, for_dn, start_time, end_time) VALUES (?, ?, ?, NULL)', [
      userDn('proxyuser'),
      userDn('manager'),
      now,
    ]);
  });
}
