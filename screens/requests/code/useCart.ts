// The signed-in user's cart, kept by the server (/access/queue/*) so that it outlasts a reload:
// loaded when the page opens, and after every change the server's answer is the cart shown. A
// change that fails leaves the cart as the server has it and says why.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../renderer/core/failures.ts';
import { useDynamicCall } from '../../../widgets/environment.tsx';
import { cartItemsOf, removeAssigneeNode, removeItemsNode, type CartItem } from './cart.ts';

export interface CartState {
  items: CartItem[];
  loading: boolean;
  error: string | undefined;
  add(node: Record<string, unknown>): Promise<boolean>;
  removeItem(dn: string): Promise<void>;
  removeAssignee(itemDn: string, assigneeDn: string): Promise<void>;
  /** Takes out what a CartNode names (the recipients who got their request). */
  removeAssignees(node: Record<string, unknown>): Promise<void>;
}

export function useCart(): CartState {
  const call = useDynamicCall();
  const { t } = useTranslation();
  const [items, setItems] = useState<CartItem[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string>();

  const reload = useCallback(async () => {
    try {
      setItems(cartItemsOf(await call('cart.entry', { cartAction: 'grant' })));
      setError(undefined);
    } catch (e) {
      setError(failureText(e, t));
    } finally {
      setLoading(false);
    }
  }, [call, t]);

  useEffect(() => {
    // The first load's answer arrives later; the effect itself sets no state.
    const timer = setTimeout(() => void reload(), 0);
    return () => clearTimeout(timer);
  }, [reload]);

  /** Runs a change, then shows the cart the server keeps (also after a failure, which is reported). */
  const change = useCallback(async (work: () => Promise<unknown>): Promise<boolean> => {
    try {
      await work();
      await reload();
      return true;
    } catch (e) {
      await reload();
      setError(failureText(e, t));
      return false;
    }
  }, [reload, t]);

  return {
    items,
    loading,
    error,
    add: (node) => change(() => call('cart.addItems', {}, node)),
    removeItem: async (dn) => void (await change(() => call('cart.removeItems', {}, removeItemsNode([dn])))),
    removeAssignee: async (itemDn, assigneeDn) => void (await change(() => call('cart.removeAssignees', {}, removeAssigneeNode(itemDn, assigneeDn)))),
    removeAssignees: async (node) => void (await change(() => call('cart.removeAssignees', {}, node))),
  };
}
