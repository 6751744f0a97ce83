// The demo CPRS settings: every entitlement that supports permission reconciliation, with the
// logical system of the drivers that have one. The same rows migration 043 gives an older store.
import type { Db } from '../store/db.ts';

export async function seedCprs(db: Db): Promise<void> {
  await db.run(
    `INSERT OR IGNORE INTO cprs_settings (id, entitlement_dn, logical_system, resource)
     SELECT 'cprs-' || e.rowid, e.dn, CASE WHEN d.has_logical_system = 1 THEN 'PRD-100' ELSE '' END, 1
     FROM entitlements e JOIN drivers d ON d.dn = e.driver_dn WHERE e.cprs_supported = 1`,
  );
}
