// The org chart's server data: the relationships to choose from, and the chart of one person for a
// relationship, fetched as the slice of reports that holds the current page (orgChart/v2).
import { useEffect, useState } from 'react';
import { useScreenEnvironment } from '../environment.tsx';
import { FETCH_SIZE, sliceStart, type ChartAnswer } from './chartModel.ts';

export interface Relationship {
  key: string;
  displayName?: string;
}

/** The relationship every chart starts with (a user's manager). */
export const DEFAULT_RELATIONSHIP = 'manager';

export function useRelationships(entityDefKey: string): Relationship[] {
  const { call } = useScreenEnvironment();
  const [relationships, setRelationships] = useState<Relationship[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    call('relationships.list', { relationshipType: 'orgchart', sourceEntityKey: entityDefKey, size: 100 }, undefined, { signal: controller.signal })
      .then((answer) => setRelationships(((answer as { relationships?: Relationship[] }).relationships ?? []).filter((r) => r.key)))
      // Without the list the chart still works with the default relationship; the switch is hidden.
      .catch(() => setRelationships([]));
    return () => controller.abort();
  }, [call, entityDefKey]);
  return relationships;
}

export type ChartState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; answer: ChartAnswer };

/** The chart of one person for one relationship: the slice of reports that holds the page. */
export function useChart(dn: string, entityDefKey: string, relationship: string, page: number, pageSize: number): ChartState {
  const { call } = useScreenEnvironment();
  const slice = sliceStart(page, pageSize);
  const request = JSON.stringify([dn, entityDefKey, relationship, slice]);
  // The answer is kept with the request it answers: a new request shows loading until its answer.
  const [answered, setAnswered] = useState<{ request: string; state: ChartState }>();
  useEffect(() => {
    const controller = new AbortController();
    call('orgChart.v2', { entityDN: dn, entityDefKey, relationshipKeys: [relationship], nextIndex: slice, size: FETCH_SIZE }, undefined, { signal: controller.signal })
      .then((answer) => setAnswered({ request, state: { status: 'loaded', answer: answer as ChartAnswer } }))
      .catch(() => {
        if (!controller.signal.aborted) setAnswered({ request, state: { status: 'failed' } });
      });
    return () => controller.abort();
  }, [call, dn, entityDefKey, relationship, slice, request]);
  return answered?.request === request ? answered.state : { status: 'loading' };
}
