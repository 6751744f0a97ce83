// Which cards a dashboard shows and in which order (its arrangement): the cards the access call
// allows, arranged by the user's own choice, else the defaults, else the definition's order. Saving
// an arrangement or resetting it reloads the own choice.
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import type { DashboardArrangement, DashboardCard, Params } from '../../schemas/types/screen.ts';
import { getPath } from '../../api/normalize/paths.ts';
import { useScreenEnvironment } from '../../widgets/environment.tsx';
import { resolveParams, type BindingSources } from '../core/bindings.ts';
import { useCallData } from '../core/useCallData.ts';
import { accessOf, allowedCards, allows, arrangedCards, arrangementOf } from './dashboardModel.ts';

/** A call of the arrangement loaded with its parameters read from the page's bindings. */
function useSourceData(source: { call: string; params?: Params } | undefined, sources: BindingSources) {
  const params = useMemo(() => resolveParams(source?.params, sources), [source?.params, sources]);
  return useCallData(source?.call, params);
}

export interface Arrangement {
  loading: boolean;
  /** Every card the user may see, in the definition's order (what Customize offers). */
  allowed: DashboardCard[];
  /** The cards shown, in order. */
  shown: DashboardCard[];
  /** Whether the user may customize the dashboard (the access answer at customizePath is not false). */
  customizable: boolean;
  /** The page's bindings, which the arrangement's calls read. */
  sources: BindingSources;
  reload(): void;
}

export function useArrangement(cards: readonly DashboardCard[], arrangement: DashboardArrangement | undefined): Arrangement {
  const routeParams = useParams();
  const { user, settings } = useScreenEnvironment();
  const sources = useMemo(() => ({ route: routeParams, user, settings }), [routeParams, user, settings]);
  const access = useSourceData(arrangement?.access, sources);
  const defaults = useSourceData(arrangement?.defaults, sources);
  const own = useSourceData(arrangement?.own, sources);
  return useMemo(() => {
    const allowed = allowedCards(cards, accessOf(arrangement?.access ? getPath(access.data, arrangement.access.path) : undefined));
    const ownIds = arrangement ? arrangementOf(getPath(own.data, arrangement.own.path)) : undefined;
    const defaultIds = arrangement?.defaults ? arrangementOf(getPath(defaults.data, arrangement.defaults.path)) : undefined;
    return {
      // A failed call counts as no answer: every card in the definition's order, never a blank page.
      loading: (access.loading && access.data === undefined) || (own.loading && own.data === undefined) || (defaults.loading && defaults.data === undefined),
      allowed,
      shown: arrangedCards(allowed, ownIds, defaultIds),
      customizable: arrangement?.customizePath ? allows(getPath(access.data, arrangement.customizePath)) : true,
      sources,
      reload: own.reload,
    };
  }, [cards, arrangement, sources, access.data, access.loading, own.data, own.loading, own.reload, defaults.data, defaults.loading]);
}
