import { useMemo } from 'react';
import { useShell } from '../ShellContext.tsx';
import { proxyModeMenu, splitProfileMenu } from './menuModel.ts';

/** The menu as the user sees it now: profileMenu split off, shrunk in proxy mode. */
export function useVisibleMenu() {
  const { data, proxiedUser } = useShell();
  return useMemo(() => {
    const { main, profile } = splitProfileMenu(data.menu ?? []);
    return { main: proxiedUser ? proxyModeMenu(main) : main, profile };
  }, [data.menu, proxiedUser]);
}
