// A dashboard: cards in a grid. A card of counts reads one call and shows each number with a link
// to the list it counts; a card with a list draws a paged list (the list screens' view); a card that
// names a `card` is drawn by that registered card of the screen's area (the registries' dashboardCards,
// e.g. the dashboard area's links card: an unknown name throws, npm run validate rejects it first).
// With an arrangement, the cards shown and their order follow the access, own and default
// arrangements, and Customize edits the own one.
import { createElement, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { fillRoute } from '../../api/normalize/paths.ts';
import { ComponentLoader } from '../../widgets/loaders/Loaders.tsx';
import type { DashboardCard, DashboardScreen } from '../../schemas/types/screen.ts';
import { useScreenEnvironment } from '../../widgets/environment.tsx';
import { registered, useRegistries } from '../core/registries.ts';
import { ScreenTitle } from '../core/ScreenTitle.tsx';
import { useBoundCall } from '../core/useBoundCall.ts';
import { ListView } from '../list/ListView.tsx';
import { CustomizeDialog } from './CustomizeDialog.tsx';
import { CARD_COLUMNS, countsOf, withQuery } from './dashboardModel.ts';
import { useArrangement } from './useArrangement.ts';

function CountsCard({ card }: { card: DashboardCard }) {
  const { t } = useTranslation();
  const routeParams = useParams();
  const { user, settings } = useScreenEnvironment();
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
              // Named by the number and what it counts: a link read out alone as '3' says nothing.
              <Link component={RouterLink} to={withQuery(fillRoute(count.link.route, count.link.params, answer.data ?? {}), count.linkQuery)} underline="hover" aria-label={`${value} ${t(count.labelKey)}`}>
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
  const { dashboardCards } = useRegistries();
  if (card.counts) return <CountsCard card={card} />;
  if (card.card) return createElement(registered(dashboardCards, 'dashboard card', card.card), { card });
  if (card.list) return <ListView block={card.list} />;
  return <Alert severity="warning">{t('renderer.dashboard.cardUnavailable', { widget: card.widget ?? '' })}</Alert>;
}

export default function DashboardView({ screen }: { screen: DashboardScreen }) {
  const { t } = useTranslation();
  const arrangement = useArrangement(screen.cards, screen.arrangement);
  const [customizing, setCustomizing] = useState(false);
  return (
    <>
      <ScreenTitle titleKey={screen.titleKey} descriptionKey={screen.descriptionKey} />
      {screen.arrangement && arrangement.customizable && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
          <Button variant="outlined" onClick={() => setCustomizing(true)} disabled={arrangement.loading}>
            {t('renderer.dashboard.customize')}
          </Button>
        </Box>
      )}
      {arrangement.loading ? (
        <ComponentLoader />
      ) : arrangement.shown.length === 0 ? (
        <Alert severity="info">{t('renderer.dashboard.noCards')}</Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(6, 1fr)' } }}>
          {arrangement.shown.map((card) => (
            <Paper key={card.id} component="section" aria-label={t(card.titleKey)} data-card={card.id} sx={{ p: 2, gridColumn: { md: `span ${CARD_COLUMNS[card.width ?? 'half']}` } }}>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                {t(card.titleKey)}
              </Typography>
              <CardBody card={card} />
            </Paper>
          ))}
        </Box>
      )}
      {customizing && screen.arrangement && arrangement.customizable && (
        <CustomizeDialog
          arrangement={screen.arrangement}
          sources={arrangement.sources}
          allowed={arrangement.allowed}
          shown={arrangement.shown}
          onClose={() => setCustomizing(false)}
          onSaved={() => {
            setCustomizing(false);
            arrangement.reload();
          }}
        />
      )}
    </>
  );
}
