// Loads one named call (with its parameters and, for POST data calls, a body) while a screen shows,
// aborting it when the screen closes or the parameters or body change; reload() loads again. `loading` holds until the answer for the current
// parameters has arrived.
import { useCallback, useEffect, useState } from 'react';
import { isSilentFailure } from '../../api/index.ts';
import { useDynamicCall } from '../../widgets/environment.tsx';

export interface CallData<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload(): void;
}

export function useCallData<T = unknown>(name: string | undefined, params: Record<string, unknown>, body?: unknown): CallData<T> {
  const call = useDynamicCall();
  const [generation, setGeneration] = useState(0);
  const request = JSON.stringify([name, params, body, generation]);
  const [state, setState] = useState<{ data: T | undefined; error: unknown; request?: string }>({ data: undefined, error: undefined });
  useEffect(() => {
    const [callName, callParams, callBody] = JSON.parse(request) as [string | undefined, Record<string, unknown>, unknown];
    if (!callName) return;
    const controller = new AbortController();
    call(callName, callParams, callBody ?? undefined, { signal: controller.signal }).then(
      (data) => setState({ data: data as T, error: undefined, request }),
      (error: unknown) => {
        if (!isSilentFailure(error)) setState({ data: undefined, error, request });
      },
    );
    return () => controller.abort();
  }, [call, request]);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  // A reload keeps showing the previous answer until the new one arrives.
  return { data: state.data, error: state.error, loading: name !== undefined && state.request !== request, reload };
}
