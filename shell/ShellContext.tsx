import { createContext, useContext } from 'react';
import type { ShellData } from './bootstrap/types.ts';
import type { ProxiedUser } from './proxy/proxyState.ts';

export type ShellModal = 'about' | 'helpdesk' | 'proxyAs' | undefined;

/** What the loaded shell offers its parts: the start data and the actions of header and menus. */
export interface ShellState {
  data: ShellData;
  proxiedUser?: ProxiedUser;
  /** Proxy mode's approval-required state; a screen sets it when the server asks for approval. */
  proxyApprovalRequired: boolean;
  setProxyApprovalRequired(required: boolean): void;
  enterProxy(user: ProxiedUser): void;
  exitProxy(): void;
  changeLocale(locale: string): void;
  openModal(modal: ShellModal): void;
  openHelp(): void;
  signOut(): void;
}

export const ShellContext = createContext<ShellState | null>(null);

export function useShell(): ShellState {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell outside the loaded shell');
  return shell;
}
