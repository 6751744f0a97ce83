import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { RouteDefinition } from './routeTable.ts';

/** Shown for a route whose screen is not built yet: never a blank page. */
export default function PlaceholderScreen({ route }: { route: RouteDefinition }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 4, maxWidth: 720 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t(route.titleKey)}
      </Typography>
      <Typography color="text.secondary">{t('shell.placeholder.text')}</Typography>
    </Paper>
  );
}
