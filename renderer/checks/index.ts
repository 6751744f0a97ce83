// The check registry: named server checks a form runs on Save before its submit call
// (Submit.checks). A check reads the form's values, may call the server, and answers the problems
// it found, each under a field; any problem stops the save. Node-safe (npm run validate reads
// CHECK_NAMES); npm run validate rejects unknown names.

/** A problem a check found: the field it is shown under, its message key and the message's values. */
export interface CheckProblem {
  field: string;
  messageKey: string;
  values?: Record<string, string | number>;
}

export interface CheckContext {
  call(name: string, params?: Record<string, unknown>, body?: unknown): Promise<unknown>;
  /** The object being edited (a detail page's form, an edit form's loaded values); absent on a create form. */
  object?: unknown;
}

export type Check = (values: Record<string, unknown>, context: CheckContext) => Promise<CheckProblem[]>;

interface ValidatedName {
  name?: string;
  isNameExist?: boolean | string;
  suggestedName?: string;
}

export const checks = {
  /**
   * The resource name (field 'name', trimmed) is not taken: resources.validateNames answers
   * isNameExist and a suggestedName for a taken one. An edited resource keeping its own name is fine.
   */
  resourceNameAvailable: async (values, { call, object }) => {
    const name = typeof values.name === 'string' ? values.name.trim() : '';
    const current = (object as { name?: unknown } | undefined)?.name;
    if (name === '' || (typeof current === 'string' && current.trim() === name)) return [];
    const answer = (await call('resources.validateNames', {}, { resourceNames: [{ name }] })) as { resources?: ValidatedName[] } | undefined;
    const found = answer?.resources?.find((entry) => entry.isNameExist === true || entry.isNameExist === 'true');
    if (!found) return [];
    return found.suggestedName
      ? [{ field: 'name', messageKey: 'renderer.checks.resourceNameTakenSuggest', values: { name, suggestedName: found.suggestedName } }]
      : [{ field: 'name', messageKey: 'renderer.checks.resourceNameTaken', values: { name } }];
  },
} satisfies Record<string, Check>;

export type CheckName = keyof typeof checks;

export const CHECK_NAMES = Object.keys(checks) as CheckName[];

/** Runs the named checks one after another and gathers their problems. */
export async function runChecks(names: readonly CheckName[] | undefined, values: Record<string, unknown>, context: CheckContext): Promise<CheckProblem[]> {
  const problems: CheckProblem[] = [];
  for (const name of names ?? []) problems.push(...(await checks[name](values, context)));
  return problems;
}
