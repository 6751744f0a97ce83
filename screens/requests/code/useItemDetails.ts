// The details of the cart's items (POST /access/permissions/item, each asked for the item's
// recipients): what a request would run into, its parameters and expiry rule, and whether it may
// go to several recipients. Each is kept as it arrives; an item whose recipients change is asked
// again. The cart and the submission share it.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSilentFailure } from '../../../api/index.ts';
import { failureText } from '../../../renderer/core/failures.ts';
import { useDynamicCall } from '../../../widgets/environment.tsx';
import type { CartItem } from './cart.ts';
import { detailBody } from './preview.ts';
import { detailOf, type PermissionDetail } from './requestBuilding.ts';

/** What an item's detail was asked for: the item and its recipients. */
const askedFor = (item: CartItem): string => JSON.stringify([item.dn, item.type, item.assignees.map((a) => a.dn)]);

interface Answer { askedFor: string; detail?: PermissionDetail; failure?: string }

export interface ItemDetails {
  /** Per item DN, its detail (the last one read). */
  details: ReadonlyMap<string, PermissionDetail>;
  /** The first failure to read one, as a text. */
  failure: string | undefined;
  /** Every item's detail has been answered for its present recipients. */
  complete: boolean;
}

export function useItemDetails(items: readonly CartItem[]): ItemDetails {
  const call = useDynamicCall();
  const { t } = useTranslation();
  const [answers, setAnswers] = useState<ReadonlyMap<string, Answer>>(new Map());
  // Read by the effect without re-running it: an item already answered for its recipients is not asked again.
  const answered = useRef(answers);
  useEffect(() => {
    answered.current = answers;
  }, [answers]);
  const key = JSON.stringify(items.map(askedFor));

  useEffect(() => {
    const controller = new AbortController();
    for (const asked of JSON.parse(key) as string[]) {
      const [dn, type, recipients] = JSON.parse(asked) as [string, string, string[]];
      const known = answered.current.get(dn);
      if (known?.askedFor === asked && known.detail !== undefined) continue;
      const keep = (answer: Omit<Answer, 'askedFor'>) => setAnswers((previous) => new Map(previous).set(dn, { askedFor: asked, ...answer }));
      call('permissions.item', {}, detailBody({ id: dn, entityType: type }, recipients.map((r) => ({ dn: r }))), { signal: controller.signal }).then(
        (answer) => keep({ detail: detailOf(answer) }),
        (e: unknown) => {
          if (!isSilentFailure(e)) keep({ failure: failureText(e, t) });
        },
      );
    }
    return () => controller.abort();
  }, [call, key, t]);

  const details = new Map(items.flatMap((i) => {
    const detail = answers.get(i.dn)?.detail;
    return detail ? [[i.dn, detail] as const] : [];
  }));
  const failure = items.map((i) => answers.get(i.dn)?.failure).find((f) => f !== undefined);
  const complete = items.every((i) => answers.get(i.dn)?.askedFor === askedFor(i));
  return { details, failure, complete };
}
