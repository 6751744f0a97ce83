// Debounced, latest-wins search: each keystroke restarts the debounce and aborts the request it
// supersedes (AbortController), and an answer that is no longer the latest is dropped, so a late
// answer never overwrites a newer one.
import { isSilentFailure } from './normalize/messages.ts';

/** Search debounce: 1000 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 1000;
/** Debounce of request lists. */
export const REQUEST_LIST_DEBOUNCE_MS = 2000;

/** The options of a latest-wins search; a term is what one search asks (a text, or a list's whole request). */
export interface LatestSearchOptions<T, Term = string> {
  /** Runs one search; pass `signal` to call() so that a superseded request is aborted. */
  run: (term: Term, signal: AbortSignal) => Promise<T>;
  /** The answer of the latest search only. */
  onResult: (result: T, term: Term) => void;
  /** A failure of the latest search (aborted requests and ended sessions are not reported). */
  onError?: (error: unknown, term: Term) => void;
  /** true while the latest search waits for its answer. */
  onLoading?: (loading: boolean) => void;
  delayMs?: number;
}

export interface LatestSearch<Term = string> {
  /** Searches for `term` after the debounce, superseding whatever is pending or in flight. */
  search(term: Term): void;
  /**
   * Searches now (Enter, first load), superseding whatever is pending or in flight; `quiet` (a
   * refresh of what is shown) does not report loading.
   */
  searchNow(term: Term, options?: { quiet?: boolean }): void;
  /** Drops the pending search and aborts the one in flight (screen closed). */
  cancel(): void;
}

export function createLatestSearch<T, Term = string>(options: LatestSearchOptions<T, Term>): LatestSearch<Term> {
  const delayMs = options.delayMs ?? SEARCH_DEBOUNCE_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: AbortController | undefined;

  const supersede = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    current?.abort();
    current = undefined;
  };

  const start = (term: Term, quiet = false) => {
    supersede();
    const controller = new AbortController();
    current = controller;
    if (!quiet) options.onLoading?.(true);
    const isLatest = () => current === controller;
    options.run(term, controller.signal).then(
      (result) => {
        if (!isLatest()) return;
        current = undefined;
        options.onLoading?.(false);
        options.onResult(result, term);
      },
      (error: unknown) => {
        if (!isLatest()) return;
        current = undefined;
        options.onLoading?.(false);
        if (!isSilentFailure(error)) options.onError?.(error, term);
      },
    );
  };

  return {
    search(term) {
      supersede();
      timer = setTimeout(() => start(term), delayMs);
    },
    searchNow: (term, searchOptions) => start(term, searchOptions?.quiet),
    cancel() {
      const wasLoading = current !== undefined;
      supersede();
      if (wasLoading) options.onLoading?.(false);
    },
  };
}
