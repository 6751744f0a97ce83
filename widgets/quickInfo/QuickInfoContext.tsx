// Opens the user quick-info popup from anywhere in a screen (DN links, user cells).
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { QuickInfoDialog } from './QuickInfoDialog.tsx';

interface QuickInfoApi {
  open(dn: string): void;
}

const QuickInfoContext = createContext<QuickInfoApi | null>(null);

export function QuickInfoProvider({ children }: { children: ReactNode }) {
  const [dn, setDn] = useState<string | undefined>();
  const open = useCallback((value: string) => setDn(value), []);
  const api = useMemo(() => ({ open }), [open]);
  return (
    <QuickInfoContext.Provider value={api}>
      {children}
      {dn !== undefined && <QuickInfoDialog dn={dn} onClose={() => setDn(undefined)} />}
    </QuickInfoContext.Provider>
  );
}

/** open(dn) of the nearest provider, or undefined outside one (links then do nothing special). */
export function useQuickInfo(): QuickInfoApi | null {
  return useContext(QuickInfoContext);
}
