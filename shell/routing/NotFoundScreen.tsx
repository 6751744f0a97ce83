import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DEFAULT_ROUTE } from './routeTable.ts';

export default function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 4, maxWidth: 720 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('shell.notFound.title')}
      </Typography>
      <Link component={RouterLink} to={DEFAULT_ROUTE}>
        {t('shell.notFound.home')}
      </Link>
    </Paper>
  );
}
