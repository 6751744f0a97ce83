// A list's saved views: read once from the user's preference (so they follow the user to another
// browser), the default one applied when the list opens without a query in its URL, and each
// change written back whole. The list waits for `ready` before its first load, so a default view
// is in place before anything is fetched. A failed read leaves the list without views, never
// without rows; a failed write rejects and changes nothing here.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isSilentFailure } from '../../../api/index.ts';
import { readViews, renamedView, viewsAttribute, withDefault, withoutView, withView, writeViews, type SavedView } from '../../../domain/savedViews.ts';
import { useDynamicCall } from '../../../widgets/environment.tsx';
import { openingView } from './viewState.ts';

/** What the list lends its views: its state as a view, and a view applied to it. */
export interface ViewTarget {
  capture(name: string): SavedView;
  apply(view: SavedView): void;
}

export type ViewsStatus = 'loading' | 'ready' | 'failed';

export function useSavedViews(listId: string | undefined, listReady: boolean, target: ViewTarget) {
  const call = useDynamicCall();
  const [searchParams] = useSearchParams();
  const attribute = listId ? viewsAttribute(listId) : undefined;
  const [views, setViews] = useState<SavedView[]>([]);
  const [status, setStatus] = useState<ViewsStatus>(attribute ? 'loading' : 'ready');
  // The view last applied or saved (the menu marks it); the list may have changed since.
  const [active, setActive] = useState<string | undefined>();
  const [opened, setOpened] = useState(!attribute);
  const targetRef = useRef(target);
  useLayoutEffect(() => {
    targetRef.current = target;
  });

  useEffect(() => {
    if (!attribute) return;
    const controller = new AbortController();
    call('preferences.get', { attribute }, undefined, { signal: controller.signal }).then(
      (answer) => {
        const { isPreferenceAvailable, columns } = (answer ?? {}) as { isPreferenceAvailable?: unknown; columns?: unknown };
        setViews(String(isPreferenceAvailable) === 'true' ? readViews(columns) : []);
        setStatus('ready');
      },
      (error: unknown) => {
        if (!isSilentFailure(error)) setStatus('failed');
      },
    );
    return () => controller.abort();
  }, [call, attribute]);

  // The default view, once the views and the list's own preferences are read (it overrides them):
  // set while drawing, so that the list's first load already asks for it.
  if (!opened && status !== 'loading' && listReady) {
    setOpened(true);
    const view = openingView(views, searchParams);
    if (view) {
      target.apply(view);
      setActive(view.name);
    }
  }

  const store = useCallback(
    async (next: SavedView[] | undefined) => {
      if (!attribute || !next) throw new Error('not a valid change of the saved views');
      await call('preferences.save', { attribute }, { columns: writeViews(next) });
      setViews(next);
      setStatus('ready');
    },
    [call, attribute],
  );

  return {
    /** Whether the list may load: the views are read and a default view is applied. */
    ready: opened,
    status,
    views,
    active,
    apply(view: SavedView) {
      targetRef.current.apply(view);
      setActive(view.name);
    },
    /** Saves the list as it is now under a name (replacing a view of that name). */
    async save(name: string, isDefault: boolean) {
      const view = targetRef.current.capture(name);
      await store(withView(views, { ...view, isDefault }));
      setActive(view.name);
    },
    async rename(from: string, to: string) {
      await store(renamedView(views, from, to));
      if (active === from) setActive(to.trim());
    },
    async remove(name: string) {
      await store(withoutView(views, name));
      if (active === name) setActive(undefined);
    },
    /** Makes a view the default (undefined: none is). */
    makeDefault: (name: string | undefined) => store(withDefault(views, name)),
  };
}

export type SavedViews = ReturnType<typeof useSavedViews>;
