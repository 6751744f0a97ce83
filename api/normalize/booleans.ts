// The server answers some flags as the strings "true" / "false" (navigation rights' value,
// preferences' isPreferenceAvailable); these read them as the spec says.

/** true for true or the string "true" (any case, spaces ignored); false otherwise. */
export function readBooleanString(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  return typeof value === 'string' && value.trim().toLowerCase() === 'true';
}

/** A page is allowed unless its right is the string "false" (or false). */
export function isPageAllowed(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  return !(typeof value === 'string' && value.trim().toLowerCase() === 'false');
}

export interface NavPageRight {
  key: string;
  value?: unknown;
}

/** Navigation rights ({navPageRights: [{key, value}]}) as allowed-or-not by page key. */
export function pageRightsByKey(answer: { navPageRights?: readonly NavPageRight[] } | null | undefined): Record<string, boolean> {
  const rights: Record<string, boolean> = {};
  for (const right of answer?.navPageRights ?? []) {
    if (typeof right?.key === 'string') rights[right.key] = isPageAllowed(right.value);
  }
  return rights;
}
