// Loads one named call while a screen shows, aborting it when the screen closes or the
// parameters change; reload() loads again.
import { useCallback, useEffect, useState } from 'react';
import { isSilentFailure } from '../../api/index.ts';
import { useDynamicCall } from './environment.tsx';

export interface CallData<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload(): void;
}

export function useCallData<T = unknown>(name: string | undefined, params: Record<string, unknown>): CallData<T> {
  const call = useDynamicCall();
  const [state, setState] = useState<{ data: T | undefined; error: unknown; loading: boolean }>({ data: undefined, error: undefined, loading: name !== undefined });
  const [generation, setGeneration] = useState(0);
  const key = JSON.stringify(params);
  useEffect(() => {
    if (!name) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    call(name, JSON.parse(key) as Record<string, unknown>, undefined, { signal: controller.signal }).then(
      (data) => setState({ data: data as T, error: undefined, loading: false }),
      (error: unknown) => {
        if (!isSilentFailure(error)) setState({ data: undefined, error, loading: false });
      },
    );
    return () => controller.abort();
  }, [call, name, key, generation]);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { ...state, reload };
}
