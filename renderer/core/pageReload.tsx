// A page-level reload signal: after an action changes something, every list of the page (and the
// detail page's object) loads again, since a change made in one list (assign, map, add child roles)
// often shows in another. Outside a provider (a list screen) a list reloads only itself.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export interface PageReload {
  /** Grows by one on every reload: lists load again when it changes. */
  generation: number;
  reload(): void;
}

const PageReloadContext = createContext<PageReload | null>(null);

export function PageReloadProvider({ onReload, children }: { onReload?: () => void; children: ReactNode }) {
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => {
    setGeneration((g) => g + 1);
    onReload?.();
  }, [onReload]);
  const value = useMemo(() => ({ generation, reload }), [generation, reload]);
  return <PageReloadContext.Provider value={value}>{children}</PageReloadContext.Provider>;
}

export function usePageReload(): PageReload | null {
  return useContext(PageReloadContext);
}
