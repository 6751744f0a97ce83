// Loads a tree's top level once (and again when its loader changes): roots, loading and failure.
import { useEffect, useState } from 'react';
import type { PickerItem } from '../picker/types.ts';

export type RootsState = { status: 'loading' } | { status: 'loaded'; roots: PickerItem[] } | { status: 'error' };

type Loader = (signal: AbortSignal) => Promise<PickerItem[]>;

export function useTreeRoots(load: Loader): RootsState {
  // The answer is kept with the loader it belongs to: a newer loader shows loading until it answers.
  const [answer, setAnswer] = useState<{ load: Loader; state: RootsState } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (roots) => !controller.signal.aborted && setAnswer({ load, state: { status: 'loaded', roots } }),
      () => !controller.signal.aborted && setAnswer({ load, state: { status: 'error' } }),
    );
    return () => controller.abort();
  }, [load]);
  return answer?.load === load ? answer.state : { status: 'loading' };
}
