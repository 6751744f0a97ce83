// The choices of a select loaded from a call (options.choicesFrom): each entry of the list at
// itemsPath becomes a choice (value at valuePath, label at labelPath); a parameter may read another
// field of the same form ({ "field": "category" }), and the list loads again when it changes. No
// choices until every such field has a value.
import { useEffect, useMemo, useState } from 'react';
import type { CallFunction } from '../../api/index.ts';
import { getPath } from '../../api/normalize/paths.ts';

export interface ChoicesFrom {
  call: string;
  itemsPath?: string;
  valuePath: string;
  labelPath: string;
  /** Translation keys of the labels: <prefix><value>, where it exists, instead of the server's label. */
  labelKeyPrefix?: string;
  params?: Record<string, string | number | boolean | { field: string }>;
}

type DynamicCall = (name: string, params?: Record<string, unknown>) => Promise<unknown>;

/** The call's parameters with the form's values filled in; undefined while a field they read is empty. */
export function choiceParams(params: ChoicesFrom['params'], values: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    if (typeof value !== 'object') {
      out[name] = value;
      continue;
    }
    const filled = values?.[value.field];
    if (filled === undefined || filled === null || filled === '') return undefined;
    out[name] = filled;
  }
  return out;
}

/** The choices with the console's translation of each label that has one (<prefix><value>); the server's label otherwise. */
export function translatedChoices<C extends { value: string; label: string }>(choices: C[], prefix: string | undefined, translate: (key: string) => string | undefined): C[] {
  if (!prefix) return choices;
  return choices.map((choice) => ({ ...choice, label: translate(`${prefix}${choice.value}`) ?? choice.label }));
}

/** The entries of an answer as { value, label } choices. */
export function choicesOf(answer: unknown, from: ChoicesFrom): { value: string; label: string }[] {
  const list = getPath(answer, from.itemsPath);
  return (Array.isArray(list) ? list : []).map((entry) => ({ value: String(getPath(entry, from.valuePath) ?? ''), label: String(getPath(entry, from.labelPath) ?? '') })).filter((c) => c.value !== '');
}

export function useLoadedChoices(from: ChoicesFrom | undefined, call: CallFunction | undefined, values: Record<string, unknown> | undefined) {
  const params = from ? choiceParams(from.params, values) : undefined;
  const key = JSON.stringify(params ?? null);
  // The choices with the parameters they were loaded for: choices of other parameters are not shown.
  const [loaded, setLoaded] = useState<{ key: string; choices: { value: string; label: string }[] }>({ key: '', choices: [] });
  const stableParams = useMemo(() => JSON.parse(key) as Record<string, unknown> | null, [key]);
  useEffect(() => {
    if (!from || !call || !stableParams) return;
    let current = true;
    (call as unknown as DynamicCall)(from.call, stableParams).then(
      (answer) => current && setLoaded({ key, choices: choicesOf(answer, from) }),
      () => current && setLoaded({ key, choices: [] }),
    );
    return () => {
      current = false;
    };
  }, [from, call, stableParams, key]);
  return loaded.key === key && stableParams ? loaded.choices : NO_CHOICES;
}

const NO_CHOICES: { value: string; label: string }[] = [];
