// JSON text of a table, written in pieces: an array of objects, one per row, each keyed by the
// column labels as the list shows them (in the user's language, in the columns' order). Labels that
// repeat get " (2)", " (3)" ... so that no value is lost.

/** The object keys for the column labels: unique, in order. */
export function jsonKeys(labels: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return labels.map((label) => {
    const count = (seen.get(label) ?? 0) + 1;
    seen.set(label, count);
    return count === 1 ? label : `${label} (${count})`;
  });
}

/** One row as an array element: `first` says whether a comma must precede it. */
export function jsonElement(keys: readonly string[], fields: readonly (string | null | undefined)[], first: boolean): string {
  const object = Object.fromEntries(keys.map((key, index) => [key, fields[index] ?? '']));
  return `${first ? '' : ','}\n${JSON.stringify(object)}`;
}

export const JSON_START = '[';
export const JSON_END = '\n]\n';
