// The permission a link names (#/requests?permission=<DN>&type=ROLE|RESOURCE|PRD, e.g. an item of
// the landing page): shown above the search with its detail and an Add button, so that following
// the link leads straight to requesting it.
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Permission } from './cart.ts';
import { PermissionDetailBody, PermissionDetailLoader } from './PermissionDetailView.tsx';

export function LinkedPermission({ permission, onAdd }: { permission: Pick<Permission, 'id' | 'entityType'>; onAdd(permission: Permission): void }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="requests-linked-title" sx={{ mb: 2, p: 1.5, border: 1, borderColor: 'primary.main', borderRadius: 1 }}>
      <Typography id="requests-linked-title" variant="subtitle2" component="h2">{t('requests.linked.title')}</Typography>
      <PermissionDetailLoader permission={permission}>
        {(detail) => (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography component="span" sx={{ fontWeight: 600 }}>{detail.name}</Typography>
              <Box sx={{ flexGrow: 1 }} />
              <Button size="small" variant="contained" aria-label={t('requests.catalog.addNamed', { name: detail.name })}
                onClick={() => onAdd({ id: permission.id, entityType: permission.entityType, name: detail.name, desc: detail.desc, categories: detail.categories })}>
                {t('requests.catalog.add')}
              </Button>
            </Box>
            <PermissionDetailBody detail={detail} />
          </>
        )}
      </PermissionDetailLoader>
    </Box>
  );
}
