import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useShell } from '../ShellContext.tsx';
import { menuLink } from '../menu/menuModel.ts';
import { useVisibleMenu } from '../menu/useVisibleMenu.ts';

/** The home page (route default): a greeting and the pages of the user's menu. */
export default function DefaultScreen() {
  const { t } = useTranslation();
  const { data } = useShell();
  const { main } = useVisibleMenu();
  const entries = main.flatMap((item) => (item.subMenuList?.length ? item.subMenuList : [item]));
  return (
    <Paper variant="outlined" sx={{ p: 4, maxWidth: 720 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('shell.home.welcome', { name: data.user?.fullName ?? '' })}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {t('shell.home.text')}
      </Typography>
      <ul>
        {entries.map((item) => {
          const link = menuLink(item);
          return link.kind === 'route' ? (
            <li key={`${item.mapName}-${link.path}`}>
              <Link component={RouterLink} to={link.path}>
                {item.menuName ?? item.mapName}
              </Link>
            </li>
          ) : null;
        })}
      </ul>
    </Paper>
  );
}
