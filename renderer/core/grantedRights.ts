// The answer of the rights call read as the operations granted per object type: used by screens
// (actions with `requires`) and by the shell's route guard (routes with `requires`), so it is kept
// apart from the React provider and small (the shell loads it first).

/** The call answering, per object type asked, each operation with 'true' or 'false'. */
export const RIGHTS_CALL = 'delegatedAdmin.rights';

/** The granted operations per object type, from the answer's entries (in the order the types were asked). */
export function grantedRights(objectTypes: readonly string[], answer: unknown): Map<string, Set<string>> {
  const entries = (answer as { opertionPermissionMap?: unknown } | null | undefined)?.opertionPermissionMap;
  const granted = new Map<string, Set<string>>();
  objectTypes.forEach((objectType, index) => {
    const map = Array.isArray(entries) ? (entries[index] as { operationAccessMap?: unknown } | null | undefined)?.operationAccessMap : undefined;
    const operations = (Array.isArray(map) ? (map as { key?: unknown; value?: unknown }[]) : [])
      .filter((entry) => String(entry?.value) === 'true')
      .map((entry) => String(entry.key));
    granted.set(objectType, new Set(operations));
  });
  return granted;
}
