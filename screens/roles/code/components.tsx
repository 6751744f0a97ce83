// The roles area's React parts: its cell renderers, one per name ./index.ts declares.
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AreaComponents } from '../../../renderer/core/registries.ts';
import type { CellProps } from '../../../widgets/dataTable/cells.tsx';
import type { rolesCode } from './index.ts';

// role level 10/20/30 as Permission Role / IT Role / Business Role
const ROLE_LEVEL_KEYS: Record<string, string> = { '10': 'widgets.roleLevel.10', '20': 'widgets.roleLevel.20', '30': 'widgets.roleLevel.30' };

function RoleLevelCell({ value }: CellProps) {
  const { t } = useTranslation();
  const level = value && typeof value === 'object' ? (value as { level?: unknown }).level : value;
  const key = ROLE_LEVEL_KEYS[String(level)];
  return <>{key ? t(key) : String(level ?? '')}</>;
}

export const rolesComponents = {
  cellRenderers: { roleLevel: memo(RoleLevelCell) },
} satisfies AreaComponents<typeof rolesCode>;
