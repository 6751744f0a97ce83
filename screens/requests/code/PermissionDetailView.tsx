// A permission's detail in the catalogue (POST /access/permissions/item): its full description,
// categories, the parameters asked when it is requested, and whether it must expire.
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useCallData } from '../../../renderer/core/useCallData.ts';
import { failureText } from '../../../renderer/core/failures.ts';
import type { Permission } from './cart.ts';
import { detailOf } from './requestBuilding.ts';

export function PermissionDetailView({ permission }: { permission: Permission }) {
  const { t } = useTranslation();
  const answer = useCallData('permissions.item', {}, { id: permission.id, entityType: permission.entityType });
  if (answer.error) return <Alert severity="error">{failureText(answer.error, t)}</Alert>;
  if (answer.loading || !answer.data) return <CircularProgress size={20} aria-label={t('requests.loading')} />;
  const detail = detailOf(answer.data);
  return (
    <Box role="region" aria-label={t('requests.catalog.detailOf', { name: detail.name })} sx={{ p: 1, mt: 1, bgcolor: 'action.hover', borderRadius: 1 }}>
      <Typography variant="body2">{detail.desc || t('requests.catalog.noDescription')}</Typography>
      {detail.categories.length > 0 ? <Typography variant="body2">{t('requests.catalog.categories', { names: detail.categories.join(', ') })}</Typography> : null}
      {detail.permParams.length > 0 ? <Typography variant="body2">{t('requests.catalog.parameters', { names: detail.permParams.map((p) => p.displayLabel).join(', ') })}</Typography> : null}
      {detail.isExpirationRequired ? <Typography variant="body2">{t('requests.catalog.mustExpire', { after: detail.expiresAfter ?? '' })}</Typography> : null}
    </Box>
  );
}
