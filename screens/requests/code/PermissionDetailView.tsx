// A permission's detail in the catalogue (POST /access/permissions/item): its full description,
// categories, the parameters asked when it is requested, whether it must expire, and what a
// request of it would run into for the signed-in user (approval steps, SoD conflicts).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useCallData } from '../../../renderer/core/useCallData.ts';
import { failureText } from '../../../renderer/core/failures.ts';
import type { Permission } from './cart.ts';
import { detailBody } from './preview.ts';
import { detailOf, type PermissionDetail } from './requestBuilding.ts';
import { categoryName } from '../../../domain/categoryNames.ts';
import { RequestPreviewView } from './RequestPreviewView.tsx';

/** Loads a permission's detail (POST /access/permissions/item) and shows it. */
export function PermissionDetailView({ permission }: { permission: Pick<Permission, 'id' | 'entityType'> }) {
  return <PermissionDetailLoader permission={permission}>{(detail) => <PermissionDetailBody detail={detail} />}</PermissionDetailLoader>;
}

/** The loading and failure states of a permission's detail; children draw it once loaded. */
export function PermissionDetailLoader({ permission, children }: { permission: Pick<Permission, 'id' | 'entityType'>; children(detail: PermissionDetail): ReactNode }) {
  const { t } = useTranslation();
  const answer = useCallData('permissions.item', {}, detailBody(permission));
  if (answer.error) return <Alert severity="error">{failureText(answer.error, t)}</Alert>;
  if (answer.loading || !answer.data) return <CircularProgress size={20} aria-label={t('requests.loading')} />;
  return <>{children(detailOf(answer.data))}</>;
}

export function PermissionDetailBody({ detail }: { detail: PermissionDetail }) {
  const { t } = useTranslation();
  return (
    <Box role="region" aria-label={t('requests.catalog.detailOf', { name: detail.name })} sx={{ p: 1, mt: 1, bgcolor: 'action.hover', borderRadius: 1 }}>
      <Typography variant="body2">{detail.desc || t('requests.catalog.noDescription')}</Typography>
      {detail.categories.length > 0 ? <Typography variant="body2">{t('requests.catalog.categories', { names: detail.categories.map((c) => categoryName(c, t)).join(', ') })}</Typography> : null}
      {detail.permParams.length > 0 ? <Typography variant="body2">{t('requests.catalog.parameters', { names: detail.permParams.map((p) => p.displayLabel).join(', ') })}</Typography> : null}
      {detail.isExpirationRequired ? <Typography variant="body2">{t('requests.catalog.mustExpire', { after: detail.expiresAfter ?? '' })}</Typography> : null}
      <RequestPreviewView preview={detail.preview} itemName={detail.name} />
    </Box>
  );
}
