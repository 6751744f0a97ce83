// A card of links in titled groups (e.g. a landing page's categories). It reads its data source,
// whose transform gives the groups; featuredOnly shows the featured items as one list; with edit,
// the card is the groups' editor.
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DashboardCard } from '../../../schemas/types/screen.ts';
import { ComponentLoader } from '../../../widgets/loaders/Loaders.tsx';
import { useScreenEnvironment } from '../../../widgets/environment.tsx';
import { registered, useRegistries } from '../../../renderer/core/registries.ts';
import { useBoundCall } from '../../../renderer/core/useBoundCall.ts';
import { featuredLinks, groupTitle, linkGroupsOf, linkTarget, shownText, type LinkItem } from './linksModel.ts';

const LinksEditor = lazy(() => import('./LinksEditor.tsx'));

/** One link: a console route inside the console, a web page in a new tab, anything else as text. */
export function LinkEntry({ item: data }: { item: LinkItem }) {
  const { t } = useTranslation();
  const item = { ...data, title: shownText(data.title, t), description: data.description && shownText(data.description, t) };
  const target = linkTarget(item.href);
  const title = target?.kind === 'route' ? (
    <Link component={RouterLink} to={target.path} underline="hover">
      {item.title}
    </Link>
  ) : target?.kind === 'page' ? (
    <Link href={target.url} target="_blank" rel="noopener noreferrer" underline="hover">
      {item.title}
    </Link>
  ) : (
    <span>{item.title}</span>
  );
  return (
    <Box component="li" sx={{ mb: 1 }} data-testid={`link-${item.id}`}>
      <Typography component="span" sx={{ fontWeight: 500 }}>
        {title}
      </Typography>
      {item.description && (
        <Typography variant="body2" color="text.secondary">
          {item.description}
        </Typography>
      )}
    </Box>
  );
}

function LinkList({ items }: { items: readonly LinkItem[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <LinkEntry key={item.id} item={item} />
      ))}
    </Box>
  );
}

export function LinksCard({ card }: { card: DashboardCard }) {
  const { t } = useTranslation();
  const routeParams = useParams();
  const { user, settings } = useScreenEnvironment();
  const { transforms } = useRegistries();
  const sources = useMemo(() => ({ route: routeParams, user, settings }), [routeParams, user, settings]);
  const answer = useBoundCall(card.dataSource, sources);
  const transform = card.dataSource?.transform;
  const groups = useMemo(
    () => linkGroupsOf(transform && answer.data !== undefined ? registered(transforms, 'transform', transform)(answer.data) : answer.data),
    [answer.data, transform, transforms],
  );
  const links = card.links ?? {};
  if (answer.loading && answer.data === undefined) return <ComponentLoader />;
  if (links.edit) {
    return (
      <Suspense fallback={<ComponentLoader />}>
        <LinksEditor groups={groups} edit={links.edit} reload={answer.reload} />
      </Suspense>
    );
  }
  const empty = <Typography color="text.secondary">{t(links.emptyKey ?? 'renderer.links.empty')}</Typography>;
  if (links.featuredOnly) {
    const featured = featuredLinks(groups);
    return featured.length > 0 ? <LinkList items={featured} /> : empty;
  }
  const shown = groups.filter((group) => group.items.length > 0);
  if (shown.length === 0) return empty;
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(16rem, 1fr))' } }}>
      {shown.map((group) => (
        <Stack key={group.id ?? ''} component="section" aria-label={groupTitle(group, t)} spacing={1}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {groupTitle(group, t)}
          </Typography>
          <LinkList items={group.items} />
        </Stack>
      ))}
    </Box>
  );
}
