// Server checks: named functions a form runs on Save before its submit call (Submit.checks). A
// check reads the form's values, may call the server, and answers the problems it found, each
// under a field; any problem stops the save. The checks themselves belong to areas
// (screens/<area>/code/) and reach the renderer through its registries.

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

/** Runs the named checks of the registry one after another and gathers their problems. */
export async function runChecks(
  names: readonly string[] | undefined,
  values: Record<string, unknown>,
  context: CheckContext,
  checks: Readonly<Record<string, Check>>,
): Promise<CheckProblem[]> {
  const problems: CheckProblem[] = [];
  for (const name of names ?? []) {
    const check = checks[name];
    if (!check) throw new Error(`unknown check '${name}'`);
    problems.push(...(await check(values, context)));
  }
  return problems;
}
