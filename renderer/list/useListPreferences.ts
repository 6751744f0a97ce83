// A list's saved preferences (GET/POST/DELETE /access/preference?attribute=...): the shown columns
// (reset deletes the preference), the
// page size, which is accepted only when it is among the page-size options, and the applied
// filters (one JSON text in the preference's columns). All are read before the first load.
import { useCallback, useEffect, useState } from 'react';
import { isSilentFailure, pageSizeFromPreference } from '../../api/index.ts';
import type { Preferences } from '../../schemas/types/screen.ts';
import { useDynamicCall } from '../../widgets/environment.tsx';

interface PreferenceAnswer {
  isPreferenceAvailable?: string | boolean;
  columns?: string[];
}

const available = (answer: PreferenceAnswer) => String(answer.isPreferenceAvailable) === 'true' && Array.isArray(answer.columns);

export function useListPreferences(preferences: Preferences | undefined, pageSizeOptions: readonly number[], fallbackPageSize: number) {
  const call = useDynamicCall();
  const columnsAttribute = preferences?.columns;
  const pageSizeAttribute = preferences?.pageSize;
  const filtersAttribute = preferences?.filters;
  const [columns, setColumns] = useState<string[] | undefined>();
  const [pageSize, setPageSize] = useState<number | undefined>(preferences?.pageSize ? undefined : fallbackPageSize);
  /** The saved filters' JSON text, when there is one. */
  const [savedFilters, setSavedFilters] = useState<string | undefined>();
  const [ready, setReady] = useState(!preferences?.columns && !preferences?.pageSize && !preferences?.filters);

  useEffect(() => {
    if (!preferences?.columns && !preferences?.pageSize && !preferences?.filters) return;
    const controller = new AbortController();
    const read = async (attribute: string | undefined): Promise<PreferenceAnswer> => {
      if (!attribute) return {};
      try {
        return (await call('preferences.get', { attribute }, undefined, { signal: controller.signal })) as PreferenceAnswer;
      } catch (error) {
        if (isSilentFailure(error)) throw error;
        return {};
      }
    };
    Promise.all([read(preferences.columns), read(preferences.pageSize), read(preferences.filters)]).then(
      ([columnAnswer, sizeAnswer, filterAnswer]) => {
        if (available(filterAnswer)) setSavedFilters(filterAnswer.columns?.[0]);
        if (available(columnAnswer) && (columnAnswer.columns ?? []).length > 0) setColumns(columnAnswer.columns);
        setPageSize(available(sizeAnswer) ? pageSizeFromPreference(sizeAnswer.columns?.[0], pageSizeOptions, fallbackPageSize) : fallbackPageSize);
        setReady(true);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [call, preferences?.columns, preferences?.pageSize, preferences?.filters, pageSizeOptions, fallbackPageSize]);

  const saveColumns = useCallback(
    (next: string[]) => {
      setColumns(next);
      if (columnsAttribute) void call('preferences.save', { attribute: columnsAttribute }, { columns: next }).catch(() => undefined);
    },
    [call, columnsAttribute],
  );
  // Back to the definition's columns: the stored preference is deleted, not overwritten.
  const resetColumns = useCallback(() => {
    setColumns(undefined);
    if (columnsAttribute) void call('preferences.delete', { attribute: columnsAttribute }).catch(() => undefined);
  }, [call, columnsAttribute]);
  const savePageSize = useCallback(
    (next: number) => {
      setPageSize(next);
      if (pageSizeAttribute) void call('preferences.save', { attribute: pageSizeAttribute }, { columns: [String(next)] }).catch(() => undefined);
    },
    [call, pageSizeAttribute],
  );
  const saveFilters = useCallback(
    (body: { columns: string[] }) => {
      if (filtersAttribute) void call('preferences.save', { attribute: filtersAttribute }, body).catch(() => undefined);
    },
    [call, filtersAttribute],
  );
  // A saved view's columns and page size, for this visit only (the saved preferences stay).
  const applyView = useCallback((view: { columns?: readonly string[]; pageSize?: number }) => {
    if (view.columns) setColumns([...view.columns]);
    if (view.pageSize) setPageSize(view.pageSize);
  }, []);
  return { ready, columns, pageSize: pageSize ?? fallbackPageSize, savedFilters, saveColumns, resetColumns, savePageSize, saveFilters, applyView };
}

export type ListPreferences = ReturnType<typeof useListPreferences>;
