// Opens the user quick-info popup from anywhere in a screen (DN links, user cells call
// useQuickInfo().open(dn), see useQuickInfo.ts).
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { QuickInfoDialog } from './QuickInfoDialog.tsx';
import { QuickInfoContext } from './useQuickInfo.ts';

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
