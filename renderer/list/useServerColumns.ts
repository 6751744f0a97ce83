import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnsFrom } from '../../schemas/types/screen.ts';
import type { TableColumn } from '../../widgets/dataTable/DataTable.tsx';
import { useScreenEnvironment } from '../../widgets/environment.tsx';
import { resolveParams } from '../core/bindings.ts';
import { useRegistries } from '../core/registries.ts';
import { useCallData } from '../core/useCallData.ts';
import { serverColumns } from './serverColumns.ts';

const NONE: TableColumn[] = [];

/** The columns a list reads from the server (ColumnsFrom); none while loading, on failure or without it. */
export function useServerColumns(from: ColumnsFrom | undefined, route: Record<string, string | undefined>): TableColumn[] {
  const { user, settings } = useScreenEnvironment();
  const { cellRenderers } = useRegistries();
  const { t } = useTranslation();
  const params = useMemo(() => resolveParams(from?.params, { route, user, settings }), [from?.params, route, user, settings]);
  const described = useCallData(from?.call, params);
  return useMemo(() => (from && described.data ? serverColumns(described.data, from, cellRenderers, t) : NONE), [from, described.data, cellRenderers, t]);
}
