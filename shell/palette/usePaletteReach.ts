// What the user may open from the palette: the pages (pages.ts) and the object kinds whose detail
// route the rights allow (objects.ts), asked of the navigation-rights call once per opening. In
// proxy mode the menu's pages alone, and no objects.
import { useEffect, useMemo, useState } from 'react';
import type { ObjectKind } from '../../schemas/types/area.ts';
import type { CallFn } from '../bootstrap/loaders.ts';
import { SHELL_CALLS } from '../bootstrap/shellCalls.ts';
import { menuLink } from '../menu/menuModel.ts';
import { useMenuLabel } from '../menu/useMenuLabel.ts';
import { useVisibleMenu } from '../menu/useVisibleMenu.ts';
import { isAllowed, rightsByKey, type NavigationRightsAnswer } from '../routing/guard.ts';
import { ROUTES } from '../routing/routeTable.ts';
import type { MenuItem } from '../bootstrap/types.ts';
import { useShell } from '../ShellContext.tsx';
import { objectKinds } from './objects.ts';
import { manifestPages, offeredPages, rightsRequest, type PalettePage } from './pages.ts';

export type ReachStatus = 'loading' | 'ready' | 'failed';

export interface Reach {
  status: ReachStatus;
  pages: PalettePage[];
  kinds: ObjectKind[];
}

/** The route pages of the menu, in menu order, with their labels. */
function menuRoutes(items: readonly MenuItem[], labelOf: (item: MenuItem) => string): { path: string; label: string }[] {
  return items.flatMap((item) => {
    const link = menuLink(item);
    const own = link.kind === 'route' ? [{ path: link.path, label: labelOf(item) }] : [];
    return [...own, ...menuRoutes(item.subMenuList ?? [], labelOf)];
  });
}

export function usePaletteReach(call: CallFn): Reach {
  const { proxiedUser } = useShell();
  const { main, profile } = useVisibleMenu();
  const labelOf = useMenuLabel();
  const menu = useMemo(() => menuRoutes([...main, ...profile], labelOf), [main, profile, labelOf]);
  const [answer, setAnswer] = useState<{ status: ReachStatus; rights?: NavigationRightsAnswer }>({ status: proxiedUser ? 'ready' : 'loading' });
  const candidates = useMemo(() => (proxiedUser ? [] : manifestPages(ROUTES)), [proxiedUser]);
  const kinds = useMemo(() => (proxiedUser ? [] : objectKinds()), [proxiedUser]);

  useEffect(() => {
    if (proxiedUser) return undefined;
    let current = true;
    const plans = [...candidates, ...kinds];
    call(SHELL_CALLS.navigationRights, undefined, rightsRequest(plans)).then(
      (data) => current && setAnswer({ status: 'ready', rights: (data ?? {}) as NavigationRightsAnswer }),
      () => current && setAnswer({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [call, candidates, kinds, proxiedUser]);

  // Until the rights are in (or when they fail) the menu's pages are what the user surely may open.
  const pages = useMemo(() => offeredPages(menu, answer.rights ? candidates : [], answer.rights), [answer, menu, candidates]);
  // Kept by identity between renders: a new list would restart the object search.
  const allowedKinds = useMemo(() => {
    if (!answer.rights) return [];
    const rights = rightsByKey(answer.rights);
    return kinds.filter(({ plan }) => !plan || isAllowed(plan, rights)).map(({ kind }) => kind);
  }, [answer, kinds]);
  return { status: answer.status, pages, kinds: allowedKinds };
}
