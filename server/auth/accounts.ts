import type { Db } from '../store/db.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

/** A real scrypt hash of a throwaway password: checked against when the user does not exist. */
let decoyHash: Promise<string> | undefined;

/**
 * The user that a user name and password sign in, or undefined. A wrong name costs as much time
 * as a wrong password, so timing does not tell which accounts exist.
 */
export async function findUserForLogin(
  db: Db,
  username: string,
  password: string,
): Promise<{ dn: string; username: string } | undefined> {
  const user = username
    ? await db.get<{ dn: string; username: string; password_hash: string; disabled: number }>(
        'SELECT dn, username, password_hash, disabled FROM users WHERE username = ?',
        [username],
      )
    : undefined;
  if (!user) {
    decoyHash ??= hashPassword('decoy');
    await verifyPassword(password, await decoyHash);
    return undefined;
  }
  const ok = await verifyPassword(password, user.password_hash);
  return ok && !user.disabled ? { dn: user.dn, username: user.username } : undefined;
}
