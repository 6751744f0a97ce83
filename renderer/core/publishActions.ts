// A part of a page (a list, a detail page's header) tells the application which of its actions it
// offers right now, through the renderer environment's action board. The renderer does not know who
// reads them; without a board nothing is published.
import { useContext, useEffect, useRef } from 'react';
import { ScreenEnvironmentContext, type PageAction } from '../../widgets/environment.tsx';

/** Publishes `actions` while the calling component is mounted, replaced on every render (labels, state and handlers change). */
export function usePublishActions(actions: readonly PageAction[]): void {
  const board = useContext(ScreenEnvironmentContext)?.pageActions;
  const owner = useRef({});
  useEffect(() => {
    board?.publish(owner.current, actions);
  });
  useEffect(() => {
    const self = owner.current;
    return () => board?.publish(self, []);
  }, [board]);
}
