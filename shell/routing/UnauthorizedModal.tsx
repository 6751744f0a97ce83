import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useNavigate } from 'react-router-dom';
import { resolveRedirectTarget } from './guard.ts';
import { isKnownRoute } from './routeTable.ts';

/**
 * 'Unauthorized access to [[pageName]] page' / 'Close will redirect to [[pageName]] page'. Close goes
 * to areaDefault: a known route inside the console, a same-origin path as a full page, anything
 * else to the default route (never an open redirect).
 */
export default function UnauthorizedModal({ pageName, redirectName, areaDefault }: { pageName: string; redirectName: string; areaDefault: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onClose = () => {
    const target = resolveRedirectTarget(areaDefault, isKnownRoute, window.location.origin);
    if (target.kind === 'route') void navigate(target.path, { replace: true });
    else window.location.assign(target.url);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="unauthorized-title" aria-describedby="unauthorized-text">
      <DialogTitle id="unauthorized-title">{t('shell.guard.unauthorized', { pageName })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="unauthorized-text">{t('shell.guard.redirect', { pageName: redirectName })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('shell.common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
