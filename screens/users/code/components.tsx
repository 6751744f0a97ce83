// The users area's React parts: its cell renderers, one per name ./index.ts declares, and the
// user quick-info popup, which a users screen may open from any DN link or user cell.
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { AreaComponents } from '../../../renderer/core/registries.ts';
import type { CellProps } from '../../../widgets/dataTable/cells.tsx';
import { cellValue } from '../../../widgets/dataTable/cellValues.ts';
import { QuickInfoProvider } from '../../../widgets/quickInfo/QuickInfoContext.tsx';
import { useQuickInfo } from '../../../widgets/quickInfo/useQuickInfo.ts';
import type { usersCode } from './index.ts';

// user name with the quick-info popup on click (rendererOptions { dn: the row's DN attribute })
function UserQuickInfoCell({ value, row, options }: CellProps) {
  const quickInfo = useQuickInfo();
  const dnPath = typeof options?.dn === 'string' ? options.dn : 'dn';
  const dn = row[dnPath];
  const text = cellValue(value);
  const label = text.kind === 'text' ? text.text : '';
  if (!quickInfo || typeof dn !== 'string') return <>{label}</>;
  return (
    <Link component="button" type="button" onClick={() => quickInfo.open(dn)}>
      {label}
    </Link>
  );
}

// password-sync status code 0000-0004 as Error, Warning, Retry, Fatal, Success
/** Password-sync status codes: 0000 Error, 0001 Warning, 0002 Retry, 0003 Fatal, 0004 Success. */
export const PASSWORD_SYNC_STATUS = { '0000': 'error', '0001': 'warning', '0002': 'retry', '0003': 'fatal', '0004': 'success' } as const;

function PasswordSyncStatusCell({ value }: CellProps) {
  const { t } = useTranslation();
  const code = String(value ?? '') as keyof typeof PASSWORD_SYNC_STATUS;
  const name = PASSWORD_SYNC_STATUS[code];
  if (!name) return <>{String(value ?? '')}</>;
  const color = name === 'success' ? 'success' : name === 'warning' || name === 'retry' ? 'warning' : 'error';
  return <Chip size="small" variant="outlined" color={color} label={t(`widgets.passwordSync.${name}`)} />;
}

export const usersComponents = {
  cellRenderers: { userQuickInfo: memo(UserQuickInfoCell), passwordSyncStatus: memo(PasswordSyncStatusCell) },
  providers: [QuickInfoProvider],
} satisfies AreaComponents<typeof usersCode>;

/** The area's React parts, found by screens/areas.ts beside its code/index.ts. */
export default usersComponents;
