// A route that shows a tab set (area.json "tabSets"): the page's own title (the route's) as its h1,
// the tabs as links under it, and the selected tab's screen below, its title an h2. The URL names the tab (tabs.ts), so a tab can be bookmarked, the
// Back button goes to the previous tab and the help topic can follow the :section segment.
import { createElement, Suspense, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { ScreenTitleLevel } from '../../renderer/core/ScreenTitle.tsx';
import { Spinner } from '../feedback/Spinner.tsx';
import type { RouteDefinition } from './routeTable.ts';
import type { ScreenComponent } from './screenFiles.ts';
import { selectedTab, tabHref } from './tabs.ts';

export interface TabbedScreenProps {
  route: RouteDefinition;
  /** The page of a screen file (routeScreens.ts, which passes it: this module does not import it back). */
  screenPage: (file: string) => LazyExoticComponent<ScreenComponent>;
}

export default function TabbedScreen({ route, screenPage }: TabbedScreenProps) {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const set = route.tabs!;
  const tab = selectedTab(set, route.path, params, search);
  const panelId = `tabpanel-${route.area}`;
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom data-screen-title>
        {t(route.titleKey)}
      </Typography>
      <Tabs value={tab?.id ?? false} variant="scrollable" scrollButtons="auto" aria-label={t(route.titleKey)} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        {set.tabs.map((item) => (
          <Tab key={item.id} value={item.id} label={t(item.labelKey)} component={Link} to={tabHref(set, route.path, params, item.id)} id={`tab-${route.area}-${item.id}`} aria-controls={panelId} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId} aria-labelledby={tab ? `tab-${route.area}-${tab.id}` : undefined}>
        {tab ? (
          <ScreenTitleLevel.Provider value="h2">
            <Suspense fallback={<Spinner />}>{createElement(screenPage(`${route.area}/${tab.screen}`), { route })}</Suspense>
          </ScreenTitleLevel.Provider>
        ) : (
          <Alert severity="warning">{t('shell.notFound.title')}</Alert>
        )}
      </Box>
    </>
  );
}
