// The quick-info context and its hook, apart from the provider (QuickInfoContext.tsx): the provider
// renders the popup, the popup shows attribute values, and attribute values open the popup; with
// the hook here, attribute values and cells need not import the popup.
import { createContext, useContext } from 'react';

export interface QuickInfoApi {
  open(dn: string): void;
}

export const QuickInfoContext = createContext<QuickInfoApi | null>(null);

/** open(dn) of the nearest provider, or undefined outside one (links then do nothing special). */
export function useQuickInfo(): QuickInfoApi | null {
  return useContext(QuickInfoContext);
}
