// The signed-in user's administrator rights, asked once per screen: an action with
// `requires: { objectType, right }` is offered only when the user holds that right on the object
// type (a delegated administrator may modify roles and not create them). Until the rights are
// known, or when they cannot be read, such an action is not offered. This only keeps the console
// from offering what the server would refuse (403) all the same.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ActionRequirement } from '../../schemas/types/screen.ts';
import { useDynamicCall } from '../../widgets/environment.tsx';
import { getPath } from '../../api/normalize/paths.ts';
import { grantedRights, RIGHTS_CALL } from './grantedRights.ts';

/** The object types any `requires` of a definition names (anywhere in it: lists, tabs, sections), each once. */
export function requiredObjectTypes(definition: unknown): string[] {
  const found = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      const objectType = getPath(node, 'requires.objectType');
      if (typeof objectType === 'string') found.add(objectType);
      Object.values(node).forEach(walk);
    }
  };
  walk(definition);
  return [...found];
}

type Allows = (requirement: ActionRequirement | undefined) => boolean;

// Outside a screen (no provider) a requirement cannot be shown to hold.
const RightsContext = createContext<Allows>((requirement) => requirement === undefined);

/** Whether the user holds the right an action requires (an action without `requires` always). */
export const useRights = (): Allows => useContext(RightsContext);

export function RightsProvider({ definition, children }: { definition: unknown; children: ReactNode }) {
  const call = useDynamicCall();
  const objectTypes = useMemo(() => requiredObjectTypes(definition), [definition]);
  // The answer is kept with the types it answers, so that a new definition's rights start unknown.
  const [answered, setAnswered] = useState<{ objectTypes: string[]; granted: Map<string, Set<string>> }>();
  const granted = answered?.objectTypes === objectTypes ? answered.granted : undefined;

  useEffect(() => {
    if (objectTypes.length === 0) return undefined;
    const controller = new AbortController();
    call(RIGHTS_CALL, {}, { permissions: objectTypes.map((entityType) => ({ entityType })) }, { signal: controller.signal })
      .then((answer) => setAnswered({ objectTypes, granted: grantedRights(objectTypes, answer) }))
      .catch(() => {
        if (!controller.signal.aborted) setAnswered({ objectTypes, granted: new Map() });
      });
    return () => controller.abort();
  }, [call, objectTypes]);

  const allows = useCallback<Allows>(
    (requirement) => requirement === undefined || (granted?.get(requirement.objectType)?.has(requirement.right) ?? false),
    [granted],
  );
  return <RightsContext.Provider value={allows}>{children}</RightsContext.Provider>;
}
