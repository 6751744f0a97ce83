// A dashboard: cards in a grid. A card of counts reads one call and shows each number with a link
// to the list it counts; a card with a list draws a paged list (the list screens' view).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { fillRoute } from '../../api/normalize/paths.ts';
import { ComponentLoader } from '../../widgets/loaders/Loaders.tsx';
import type { DashboardCard, DashboardScreen } from '../../schemas/types/screen.ts';
import { useRenderer } from '../../widgets/environment.tsx';
import { ScreenTitle } from '../core/ScreenTitle.tsx';
import { useBoundCall } from '../core/useBoundCall.ts';
import { ListView } from '../list/ListView.tsx';
import { CARD_COLUMNS, countsOf } from './dashboardModel.ts';

function CountsCard({ card }: { card: DashboardCard }) {
  const { t } = useTranslation();
  const routeParams = useParams();
  const { user, settings } = useRenderer();
  const sources = useMemo(() => ({ route: routeParams, user, settings }), [routeParams, user, settings]);
  const answer = useBoundCall(card.dataSource, sources);
  if (answer.loading) return <ComponentLoader />;
  return (
    <Stack spacing={1}>
      {countsOf(card.counts ?? [], answer.data).map(({ count, value }) => {
        const number = (
          <Typography component="span" variant="h4">
            {value}
          </Typography>
        );
        return (
          <Stack key={count.id} direction="row" spacing={1} sx={{ alignItems: 'baseline' }} data-testid={`count-${count.id}`}>
            {count.link ? (
              <Link component={RouterLink} to={fillRoute(count.link.route, count.link.params, answer.data ?? {})} underline="hover">
                {number}
              </Link>
            ) : (
              number
            )}
            <Typography>{t(count.labelKey)}</Typography>
          </Stack>
        );
      })}
    </Stack>
  );
}

function CardBody({ card }: { card: DashboardCard }) {
  const { t } = useTranslation();
  if (card.counts) return <CountsCard card={card} />;
  if (card.list) return <ListView block={card.list} />;
  return <Alert severity="warning">{t('renderer.dashboard.cardUnavailable', { widget: card.widget ?? '' })}</Alert>;
}

export default function DashboardView({ screen }: { screen: DashboardScreen }) {
  const { t } = useTranslation();
  return (
    <>
      <ScreenTitle titleKey={screen.titleKey} descriptionKey={screen.descriptionKey} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(6, 1fr)' } }}>
        {screen.cards.map((card) => (
          <Paper key={card.id} component="section" aria-label={t(card.titleKey)} sx={{ p: 2, gridColumn: { md: `span ${CARD_COLUMNS[card.width ?? 'half']}` } }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {t(card.titleKey)}
            </Typography>
            <CardBody card={card} />
          </Paper>
        ))}
      </Box>
    </>
  );
}
