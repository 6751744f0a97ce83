// CPRS operations run in the background over real time, as on a real server: a reconcile reads the
// application's assignments a batch at a time, a publish applies the chosen delta entries a batch
// at a time; each batch updates the request's row (processed and failed counts, message), so the
// status list shows the progress, and the last one completes it.
import type { Db } from '../store/db.ts';
import { OP_STATUS, type DeltaRow, type SettingRow } from './store.ts';

/** One assignment an operation handles; a failed one is counted and left out of the result. */
export interface WorkItem {
  delta: DeltaRow;
  fails: boolean;
}

export interface Operation {
  requestId: string;
  setting: SettingRow;
  items: WorkItem[];
  /** Writes the result once every item is handled (inside the completing transaction). */
  complete(tx: Db, succeeded: DeltaRow[]): Promise<void>;
  /** The status message while running and at the end. */
  progressMessage(processed: number, total: number): string;
  doneMessage(succeeded: number, failed: number): string;
}

/** How many batches an operation takes, and the time between two. */
export const BATCHES = 8;
export const DEFAULT_BATCH_INTERVAL_MS = 400;

export class CprsJobs {
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly db: Db,
    private readonly intervalMs = DEFAULT_BATCH_INTERVAL_MS,
  ) {}

  /** Starts the operation (its row exists, queued); it runs on after the HTTP answer. */
  start(operation: Operation): void {
    const total = operation.items.length;
    const perBatch = Math.max(1, Math.ceil(total / BATCHES));
    let processed = 0;
    const timer = setInterval(() => {
      processed = Math.min(total, processed + perBatch);
      const finished = processed >= total;
      if (finished) this.stop(timer);
      void this.advance(operation, processed, finished).catch(async (error: unknown) => {
        this.stop(timer);
        await this.db.run('UPDATE cprs_requests SET op_status = ?, completion_time = ?, status_message = ? WHERE id = ?', [
          OP_STATUS.failed, new Date().toISOString(), `The operation stopped: ${String(error)}`, operation.requestId,
        ]).catch(() => undefined);
      });
    }, this.intervalMs);
    this.timers.add(timer);
  }

  /** Stops every running operation (the server is closing); their rows are marked on the next start. */
  stopAll(): void {
    for (const timer of this.timers) clearInterval(timer);
    this.timers.clear();
  }

  private stop(timer: NodeJS.Timeout): void {
    clearInterval(timer);
    this.timers.delete(timer);
  }

  private async advance(operation: Operation, processed: number, finished: boolean): Promise<void> {
    const done = operation.items.slice(0, processed);
    const failed = done.filter((item) => item.fails).length;
    if (!finished) {
      await this.db.run(
        'UPDATE cprs_requests SET op_status = ?, processed_assignments = ?, failed_assignments = ?, status_message = ? WHERE id = ?',
        [OP_STATUS.running, processed, failed, operation.progressMessage(processed, operation.items.length), operation.requestId],
      );
      return;
    }
    const succeeded = done.filter((item) => !item.fails).map((item) => item.delta);
    await this.db.transaction(async (tx) => {
      await operation.complete(tx, succeeded);
      await tx.run(
        `UPDATE cprs_requests SET op_status = ?, processed_assignments = ?, failed_assignments = ?, status_message = ?, completion_time = ?
         WHERE id = ?`,
        [
          failed > 0 ? OP_STATUS.completedWithFailures : OP_STATUS.completed,
          processed, failed, operation.doneMessage(succeeded.length, failed), new Date().toISOString(), operation.requestId,
        ],
      );
    });
  }
}

/** Requests left queued or running by a server that stopped: they will not finish. */
export async function markInterrupted(db: Db): Promise<void> {
  await db.run(
    "UPDATE cprs_requests SET op_status = ?, completion_time = ?, status_message = 'Interrupted: the server stopped while the operation ran' WHERE op_status IN (0, 1)",
    [OP_STATUS.failed, new Date().toISOString()],
  );
}
