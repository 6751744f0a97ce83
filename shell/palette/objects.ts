// The objects the command palette finds by name: the kinds the area manifests declare ("objects"),
// each searched with its picker tab's declared data source (pickerSources of the manifests: the same
// call and answer reading as the pickers), a few results per kind, each leading to the kind's detail
// route.
import type { ObjectKind } from '../../schemas/types/area.ts';
import { wireQuery } from '../../widgets/picker/pickerState.ts';
import { pickerSources } from '../../widgets/picker/sources/index.ts';
import type { CallFn } from '../bootstrap/loaders.ts';
import { DECLARED_PICKER_SOURCES } from '../pickerSources.ts';
import { planGuard, type GuardPlan } from '../routing/guard.ts';
import { AREA_MANIFESTS, ROUTES, type RouteDefinition } from '../routing/routeTable.ts';

/** The declared sources, as the pickers search with them. */
const PALETTE_SOURCES = pickerSources(DECLARED_PICKER_SOURCES);

/** Results shown per kind. */
export const RESULTS_PER_KIND = 3;
/** The shortest query searched: one letter would match most of the directory. */
export const MIN_OBJECT_QUERY = 2;

export interface KindCandidate {
  kind: ObjectKind;
  plan?: GuardPlan;
}

/** Every kind the manifests declare, with what the route guard asks before its detail route opens. */
export function objectKinds(manifests: Iterable<{ objects?: ObjectKind[] }> = AREA_MANIFESTS.values(), routes: readonly RouteDefinition[] = ROUTES): KindCandidate[] {
  return [...manifests].flatMap((manifest) =>
    (manifest.objects ?? []).map((kind) => {
      const route = routes.find((r) => r.path === kind.route);
      return { kind, plan: route?.guarded === false ? undefined : planGuard(kind.route, route) };
    }),
  );
}

export interface FoundObject {
  id: string;
  name: string;
  /** A second line: the user id, e-mail or description the server gives. */
  detail?: string;
  kind: ObjectKind;
  /** The detail route with the object's id. */
  path: string;
}

/** The kind's detail route with the object's id as its one parameter. */
export function objectPath(kind: ObjectKind, id: string): string {
  return kind.route.replace(/:[A-Za-z][A-Za-z0-9]*/, encodeURIComponent(id));
}

/**
 * Searches every kind for `term` at once, a few results each, kinds in their order. A kind whose
 * search fails is left out; when all fail the search fails.
 */
export async function searchObjects(call: CallFn, kinds: readonly ObjectKind[], term: string, signal: AbortSignal): Promise<FoundObject[]> {
  const answers = await Promise.allSettled(
    kinds.map(async (kind) => {
      const source = PALETTE_SOURCES.source(kind.source);
      if (!source) throw new Error(`no data source declared for the picker tab '${kind.source}'`);
      return source({ q: wireQuery(term), nextIndex: 1, size: RESULTS_PER_KIND, signal }, { call, options: {} });
    }),
  );
  if (answers.length > 0 && answers.every((answer) => answer.status === 'rejected')) throw (answers[0] as PromiseRejectedResult).reason;
  return answers.flatMap((answer, i) => {
    if (answer.status === 'rejected') return [];
    const kind = kinds[i]!;
    return answer.value.items.slice(0, RESULTS_PER_KIND).map((item) => ({
      id: `${kind.source}:${item.id}`,
      name: item.displayName,
      detail: item.detail ?? item.description,
      kind,
      path: objectPath(kind, item.id),
    }));
  });
}
