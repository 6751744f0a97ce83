// The audit trail area's React parts: the operation cell, an operation code in words.
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AreaComponents } from '../../../renderer/core/registries.ts';
import type { CellProps } from '../../../widgets/dataTable/cells.tsx';
import type { auditCode } from './index.ts';
import { auditOperationText } from './operations.ts';

/** The operation in words, its code on hover. */
function AuditOperationCell({ value }: CellProps) {
  const { t } = useTranslation();
  return <span title={String(value ?? '')}>{auditOperationText(value, t)}</span>;
}

export const auditComponents = {
  cellRenderers: { auditOperation: memo(AuditOperationCell) },
} satisfies AreaComponents<typeof auditCode>;

/** The area's React parts, found by screens/areas.ts beside its code/index.ts. */
export default auditComponents;
