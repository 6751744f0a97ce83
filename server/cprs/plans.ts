// What a reconcile finds and what a publish applies. The sandbox has no connected application: a
// reconcile "reads" a fixed set of assignments per setting (the same every time: users of the
// directory holding the entitlement's values), some held only in the application (to grant) and
// some only in the catalogue (to revoke), and one in nine unreadable (a failed assignment).
import type { Db } from '../store/db.ts';
import type { Operation, WorkItem } from './jobs.ts';
import type { DeltaRow, SettingRow } from './store.ts';

const ASSIGNMENTS_PER_VALUE = 3;
const MIN_ASSIGNMENTS = 12;

/** A small deterministic number from a text, so that each setting reads different users. */
function hashOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) % 100_003;
  return hash;
}

export async function reconcileItems(db: Db, setting: SettingRow): Promise<WorkItem[]> {
  const users = await db.all<{ dn: string; first_name: string; last_name: string }>('SELECT dn, first_name, last_name FROM users ORDER BY dn');
  const values = (await db.all<{ value: string }>('SELECT value FROM entitlement_values WHERE entitlement_dn = ? ORDER BY value', [setting.entitlement_dn]))
    .map((row) => row.value);
  const valueList = values.length > 0 ? values : ['Account'];
  const count = Math.max(MIN_ASSIGNMENTS, valueList.length * ASSIGNMENTS_PER_VALUE);
  const start = hashOf(setting.id);
  const items: WorkItem[] = [];
  for (let k = 0; k < count && users.length > 0; k += 1) {
    const user = users[(start + k * 7) % users.length]!;
    items.push({
      delta: {
        id: `${setting.id}-${k + 1}`,
        user_dn: user.dn,
        first_name: user.first_name,
        last_name: user.last_name,
        entitlement_value: valueList[k % valueList.length]!,
        source: k % 3 === 0 ? 'IDM' : 'APPLICATION',
      },
      fails: k % 9 === 8,
    });
  }
  return items;
}

/** A reconcile: the delta of the setting becomes what was read. */
export function reconcileOperation(requestId: string, setting: SettingRow, items: WorkItem[]): Operation {
  return {
    requestId,
    setting,
    items,
    async complete(tx, succeeded) {
      await tx.run('DELETE FROM cprs_delta WHERE setting_id = ?', [setting.id]);
      for (const row of succeeded) {
        await tx.run(
          `INSERT OR IGNORE INTO cprs_delta (id, setting_id, user_dn, first_name, last_name, entitlement_value, source)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
          [row.id, setting.id, row.user_dn, row.first_name, row.last_name, row.entitlement_value, row.source],
        );
      }
    },
    progressMessage: (processed, total) => `Reconciling: ${processed} of ${total} assignments read`,
    doneMessage: (succeeded, failed) =>
      failed > 0 ? `Reconciled ${succeeded} assignments; ${failed} could not be read from the application` : `Reconciled ${succeeded} assignments`,
  };
}

/** A publish: the chosen delta entries are granted or revoked in the catalogue and leave the delta. */
export function publishOperation(requestId: string, setting: SettingRow, entries: DeltaRow[]): Operation {
  return {
    requestId,
    setting,
    items: entries.map((delta) => ({ delta, fails: false })),
    async complete(tx, succeeded) {
      for (const row of succeeded) await tx.run('DELETE FROM cprs_delta WHERE id = ? AND setting_id = ?', [row.id, setting.id]);
    },
    progressMessage: (processed, total) => `Publishing: ${processed} of ${total} assignments applied`,
    doneMessage: (succeeded) => `Published ${succeeded} assignments`,
  };
}
