// One tab of the browser leads: it holds the live connection, and the others listen to what it
// rebroadcasts. The leader holds a Web Lock for as long as it leads; the browser releases it when
// the tab closes (or crashes), and the next tab waiting for the lock takes over.

/** The part of the Web Locks API this uses (navigator.locks). */
export interface LockManagerLike {
  request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>): Promise<unknown>;
}

/**
 * Runs `lead` while this tab holds the lock `name`; `lead` answers how to stop leading. Without the
 * Web Locks API every tab leads on its own. Answers a function that gives up leading (or waiting).
 */
export function whileLeader(locks: LockManagerLike | undefined, name: string, lead: () => () => void): () => void {
  if (!locks) return lead();
  const waiting = new AbortController();
  let resign: (() => void) | undefined;
  let stopped = false;
  locks
    .request(name, { signal: waiting.signal }, () =>
      new Promise<void>((release) => {
        if (stopped) return release();
        const stopLeading = lead();
        resign = () => {
          stopLeading();
          release();
        };
      }),
    )
    .catch(() => undefined); // the wait was given up (AbortError)
  return () => {
    stopped = true;
    if (resign) resign();
    else waiting.abort();
  };
}
