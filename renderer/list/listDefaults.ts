// A list's defaults read from a call (defaultsFrom): the settings an administrator keeps for how a
// list opens (the task list's sort and columns, say) applied to the list's own definition, so the
// rest of the list knows nothing of where they came from.
import { useEffect, useState } from 'react';
import type { ListBlock } from '../../schemas/types/screen.ts';
import { getPath } from '../../api/normalize/paths.ts';
import { isSilentFailure } from '../../api/index.ts';
import { useDynamicCall } from '../../widgets/environment.tsx';

type DefaultsFrom = NonNullable<ListBlock['defaultsFrom']>;

/** The column a setting names (by attribute or sort key), if the list has it. */
const columnNamed = (block: ListBlock, name: unknown) => (typeof name === 'string' ? block.columns.find((c) => c.attribute === name || c.sortKey === name) : undefined);

const columnName = (entry: unknown): unknown => (entry !== null && typeof entry === 'object' ? (entry as { key?: unknown }).key : entry);

/** The shown columns with the list's alwaysShown ones, each after the shown column declared before it. */
function withAlwaysShown(block: ListBlock, shown: string[]): string[] {
  const result = [...shown];
  block.columns.forEach((column, index) => {
    if (!column.alwaysShown || result.includes(column.attribute)) return;
    const before = block.columns.slice(0, index).map((c) => c.attribute).filter((a) => result.includes(a)).at(-1);
    result.splice(before === undefined ? 0 : result.indexOf(before) + 1, 0, column.attribute);
  });
  return result;
}

/** The list with the answer's sort and default columns; what the answer lacks stays as declared. */
export function withListDefaults(block: ListBlock, from: DefaultsFrom, answer: unknown): ListBlock {
  const next: ListBlock = { ...block };
  const sortColumn = from.sortBy ? columnNamed(block, getPath(answer, from.sortBy)) : undefined;
  if (sortColumn?.sortable) {
    const descending = from.sortDescending ? getPath(answer, from.sortDescending) : undefined;
    next.sort = { ...block.sort, by: sortColumn.sortKey ?? sortColumn.attribute, order: descending === true ? 'DESC' : descending === false ? 'ASC' : (block.sort?.order ?? 'ASC') };
  }
  const listed = from.columns ? getPath(answer, from.columns) : undefined;
  if (Array.isArray(listed)) {
    const shown = listed.map((entry) => columnNamed(block, columnName(entry))?.attribute).filter((a): a is string => a !== undefined);
    if (shown.length > 0) next.defaultColumns = withAlwaysShown(block, shown);
  }
  if (from.userMayChooseColumns && getPath(answer, from.userMayChooseColumns) === false && block.preferences) {
    next.preferences = { ...block.preferences, columns: undefined };
  }
  return next;
}

/** The list as it opens: undefined while its defaults load; the list as declared without defaultsFrom or when they fail. */
export function useListDefaults(block: ListBlock): ListBlock | undefined {
  const call = useDynamicCall();
  const from = block.defaultsFrom;
  const [loaded, setLoaded] = useState<{ block: ListBlock; result: ListBlock } | undefined>();
  useEffect(() => {
    if (!from) return;
    const controller = new AbortController();
    call(from.call, {}, undefined, { signal: controller.signal }).then(
      (answer) => setLoaded({ block, result: withListDefaults(block, from, answer) }),
      (error: unknown) => {
        if (!isSilentFailure(error)) setLoaded({ block, result: block });
      },
    );
    return () => controller.abort();
  }, [call, block, from]);
  if (!from) return block;
  return loaded?.block === block ? loaded.result : undefined;
}
