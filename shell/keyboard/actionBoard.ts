import type { PageAction, PageActionBoard } from '../../widgets/environment.tsx';

/** A board of the actions the parts of a page publish. */
export function createActionBoard(): PageActionBoard {
  const byOwner = new Map<object, readonly PageAction[]>();
  return {
    publish(owner, actions) {
      if (actions.length > 0) byOwner.set(owner, actions);
      else byOwner.delete(owner);
    },
    actions: () => [...byOwner.values()].flat(),
  };
}

/**
 * The console's one board: the rendered screens publish to it, the command palette reads it. It is
 * a module of its own, loaded with the first screen, not with the shell.
 */
export const PAGE_ACTIONS = createActionBoard();
