// The workflow engines drive every request and approval: while none of them runs (an administrator
// stopped them in Configuration > Workflow engines), no request starts and no task is decided.
// The caller is told why (409), and nothing is recorded.
import { conflict } from '../http/fault.ts';
import type { Db } from '../store/db.ts';

/** engineStatus of the contract's EngineConfigNode: 1 running, 0 stopped. */
export const ENGINE_RUNNING = 1;
export const ENGINE_STOPPED = 0;

export async function requireRunningEngine(db: Db): Promise<void> {
  const running = await db.get('SELECT 1 FROM workflow_engines WHERE status = ? LIMIT 1', [ENGINE_RUNNING]);
  if (!running) throw conflict('No workflow engine is running, so no request can start and no task can be decided: an administrator starts one under Configuration > Workflow engines.');
}
