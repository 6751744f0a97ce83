// What the catalogue's seed modules share: the directory's role configuration container, the
// seed's clock, common names, and the users the data names.
import type { SeedUser } from '../organisation.ts';

export const ROLE_CONFIG_DN = 'cn=RoleConfig,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system';
/** All timestamps are offsets from this instant, so runs on different days seed the same data. */
export const SEED_EPOCH = Date.UTC(2026, 10, 1, 9, 0, 0);
export const DAY = 86_400_000;

export function cnOf(name: string): string {
  return name.replace(/[^A-Za-z0-9 ]/g, '').replace(/\s+/g, '');
}

/** The users the catalogue's data names: demo accounts, and ordinary users to attach data to. */
export interface Cast {
  uaadmin: SeedUser;
  roleadmin: SeedUser;
  manager: SeedUser;
  enduser: SeedUser;
  proxyuser: SeedUser;
  /** The administrators who own roles and resources and approve them. */
  admins: SeedUser[];
  /** A bounded, deterministic sample of ordinary users to attach requests and assignments to. */
  sample: SeedUser[];
  /** The manager's direct reports. */
  reports: SeedUser[];
}
