// Where the keyboard focus goes when what held it goes away. A button that removes itself (a
// picker item's Remove, a selection bar's Delete once the rows are gone, Next on the last page)
// would leave focus on <body>: a screen reader then starts again at the top of the page and a
// keyboard user loses their place. These helpers move it to a sensible element instead.
import { useCallback, useEffect, useRef, useState } from 'react';

/** Focuses an element; one that is not focusable by itself (a heading, a table) becomes focusable by script only. */
export function focusElement(element: HTMLElement): void {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}

/**
 * Whether focus has been lost: on nothing, on <body>, on an element no longer in the page, or on one
 * now disabled (a selection bar's Delete once its rows are gone), which a keyboard cannot leave from.
 */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected || active.matches(':disabled');
}

type Target = () => HTMLElement | null | undefined;

/**
 * Focus to move once React has drawn the change that causes it (after the commit, when a removed
 * element is really gone). `request(target)` moves it unless `onlyIfLost` and focus is still on an
 * element of the page; a target that is not there leaves focus alone.
 */
export function useFocusAfterRender(): (target: Target, options?: { onlyIfLost?: boolean }) => void {
  const pending = useRef<{ target: Target; onlyIfLost: boolean } | null>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    const request = pending.current;
    pending.current = null;
    if (!request || (request.onlyIfLost && !focusIsLost())) return;
    const target = request.target();
    if (target?.isConnected) focusElement(target);
  }, [requests]);
  return useCallback((target: Target, options: { onlyIfLost?: boolean } = {}) => {
    pending.current = { target, onlyIfLost: options.onlyIfLost === true };
    setRequests((count) => count + 1);
  }, []);
}
