// Whom a workflow change concerns: the users whose task list or request history it changes. A task
// concerns whoever it is addressed or delegated to (members of its group, team or role included,
// whether or not someone claimed it: a claim takes it off their lists), its claimer and those who
// lost it by a reassign; a request concerns its followers.
import type { Db } from '../store/db.ts';
import type { WorkflowChange } from '../workflow/events.ts';
import { findTask } from '../workflow/store.ts';
import { isAddressedOrDelegatedTo } from '../workflow/visibility.ts';

const same = (a: string | null | undefined, b: string) => typeof a === 'string' && a.toLowerCase() === b.toLowerCase();

export async function concerns(db: Db, change: WorkflowChange, userDn: string): Promise<boolean> {
  if (change.type === 'request-changed') return change.followers.some((dn) => same(dn, userDn));
  if (change.type === 'task-changed' && change.formerAddressees?.some((dn) => same(dn, userDn))) return true;
  const task = await findTask(db, change.taskId);
  if (!task) return false;
  return same(task.claimed_by, userDn) || (await isAddressedOrDelegatedTo(db, task.id, userDn));
}
