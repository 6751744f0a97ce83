// The workflow's in-process event bus: the store publishes here whenever a task or a request
// changes, and the sandbox's live-events stream (server/live/) passes each event on to the
// signed-in users it concerns. An event is a hint that something changed, never the data itself:
// it names ids only, and a listener re-reads what it shows. An event published inside a
// transaction that later rolls back only causes a needless re-read.

export type WorkflowChange =
  /** A task opened (a new addressee may see it). */
  | { type: 'task-assigned'; taskId: string; requestId: string }
  /** A task was claimed, released, reassigned or settled; `formerAddressees` lost it by a reassign. */
  | { type: 'task-changed'; taskId: string; requestId: string; formerAddressees?: string[] }
  /** A request moved (its status, its tasks); its requester, recipient and proxy follow it. */
  | { type: 'request-changed'; requestId: string; followers: string[] };

export type WorkflowListener = (change: WorkflowChange) => void;

export interface WorkflowEventBus {
  publish(change: WorkflowChange): void;
  /** Listens until the returned function is called. */
  subscribe(listener: WorkflowListener): () => void;
  /** How many listen now (for tests and diagnostics). */
  readonly listenerCount: number;
}

export function createWorkflowEventBus(): WorkflowEventBus {
  const listeners = new Set<WorkflowListener>();
  return {
    publish(change) {
      for (const listener of [...listeners]) {
        // One failing listener (a closed stream) must not keep the event from the others, nor
        // fail the workflow change that published it.
        try {
          listener(change);
        } catch {
          listeners.delete(listener);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get listenerCount() {
      return listeners.size;
    },
  };
}

/**
 * The process's bus. The workflow store is reached through a database handle only, so the bus it
 * publishes to is the module's; sandboxes started side by side in one process (tests) share it,
 * which costs at most a needless re-read, since every stream filters by what its user may see.
 */
export const workflowEvents: WorkflowEventBus = createWorkflowEventBus();
