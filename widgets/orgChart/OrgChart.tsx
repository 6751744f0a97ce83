// The org chart screen widget: the managers' chain above, the person in the middle, their direct
// reports below (paged, with the total). Clicking a person (or Enter on them) recentres the chart
// on them, through the route, so Back returns. Arrow keys move between people (roving tab index);
// the layout and the moves come from chartModel.ts. Plain elements (MUI cards in a CSS grid): a
// person-centred chart is three stacked rows, which needs no graph-drawing library.
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import { directionOf } from '../../domain/textDirection.ts';
import { fillRoute } from '../../api/normalize/paths.ts';
import { useScreenEnvironment } from '../environment.tsx';
import { ComponentLoader } from '../loaders/Loaders.tsx';
import { Pagination } from '../pagination/Pagination.tsx';
import { QuickInfoDialog } from '../quickInfo/QuickInfoDialog.tsx';
import { chartPerson, DEFAULT_PAGE_SIZE, isChartKey, layoutChart, moveFrom, PAGE_SIZES, personAt, positionKey, type ChartLayout, type ChartPerson, type ChartPersonNode, type ChartPosition } from './chartModel.ts';
import { mailToTeam, shareByMail } from './mailto.ts';
import { PersonCard } from './PersonCard.tsx';
import { DEFAULT_RELATIONSHIP, useChart, useRelationships, type Relationship } from './useOrgChart.ts';

export interface OrgChartOptions {
  /**
   * The route of the chart; a person's chart is this route with their encoded DN appended. Its
   * :params take the current route's values (/entities/:key/entityOrgChart).
   */
  route?: string;
  /** The entity definition whose chart is drawn (entityDefKey of the call); default the route's :key, else user. */
  entityDefKey?: string;
}

/** How many reports sit in one row of the grid, read from where the cards were drawn. */
function columnsOf(cards: (HTMLElement | null)[]): number {
  const tops = cards.filter((c): c is HTMLElement => c !== null).map((c) => c.getBoundingClientRect().top);
  const first = tops[0];
  return first === undefined ? 1 : Math.max(1, tops.filter((top) => Math.abs(top - first) < 2).length);
}

export default function OrgChart({ options }: { options: OrgChartOptions }) {
  const { user } = useScreenEnvironment();
  const params = useParams();
  const dn = params.dn ?? user.dn ?? '';
  const entityDefKey = options.entityDefKey ?? params.key ?? 'user';
  const route = fillRoute(options.route ?? '/orgchart', undefined, {}, params);
  const [relationship, setRelationship] = useState(DEFAULT_RELATIONSHIP);
  const relationships = useRelationships(entityDefKey);
  // A new person or relationship starts on the first page with the keyboard on the person.
  return (
    <PersonChart key={`${relationship} ${dn}`} dn={dn} route={route} entityDefKey={entityDefKey}
      relationship={relationship} relationships={relationships} onRelationship={setRelationship} />
  );
}

interface PersonChartProps {
  dn: string;
  route: string;
  entityDefKey: string;
  relationship: string;
  relationships: Relationship[];
  onRelationship(key: string): void;
}

function PersonChart({ dn, route, entityDefKey, relationship, relationships, onRelationship }: PersonChartProps) {
  const { t, i18n } = useTranslation();
  const { call } = useScreenEnvironment();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [position, setPosition] = useState<ChartPosition>({ row: 'focus' });
  const [quickInfo, setQuickInfo] = useState<string | undefined>();
  const [levelUp, setLevelUp] = useState<{ anchor: HTMLElement; options: ChartPerson[] } | undefined>();
  const chart = useChart(dn, entityDefKey, relationship, page, pageSize);
  const layout = useMemo(() => (chart.status === 'loaded' ? layoutChart(chart.answer, page, pageSize) : undefined), [chart, page, pageSize]);
  const cards = useRef(new Map<string, HTMLButtonElement | null>());
  const moved = useRef(false);

  // After a keyboard move, the focus follows the position.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    cards.current.get(positionKey(position))?.focus();
  }, [position, layout]);

  const recentre = useCallback((target: string) => {
    if (target !== dn) navigate(`${route}/${encodeURIComponent(target)}`);
  }, [dn, navigate, route]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (!layout || !isChartKey(event.key)) return;
    event.preventDefault();
    const reportCards = layout.reports.map((_, index) => cards.current.get(`reports-${index}`) ?? null);
    moved.current = true;
    setPosition(moveFrom(layout, position, event.key, columnsOf(reportCards), directionOf(i18n.language) === 'rtl'));
  };

  const openLevelUp = async (anchor: HTMLElement) => {
    try {
      const answer = (await call('orgChart.levelUp', { dn, relationshipkey: relationship, size: 50 })) as { managers?: ChartPersonNode[] };
      const targets = (answer.managers ?? []).map(chartPerson);
      if (targets.length === 1) recentre(targets[0]!.dn);
      else setLevelUp({ anchor, options: targets });
    } catch {
      setLevelUp({ anchor, options: [] });
    }
  };

  if (chart.status === 'loading') return <ComponentLoader />;
  if (chart.status === 'failed' || !layout) return <Alert severity="error">{t('orgChart.loadFailed')}</Alert>;

  const card = (person: ChartPerson, at: ChartPosition, central = false) => (
    <PersonCard key={`${positionKey(at)}-${person.dn}`} person={person} central={central}
      ref={(element) => { cards.current.set(positionKey(at), element); }}
      tabbable={positionKey(position) === positionKey(at) || (personAt(layout, position) === undefined && central)}
      onFocus={() => setPosition(at)} onRecentre={recentre} onQuickInfo={setQuickInfo} />
  );
  return (
    <Box onKeyDown={onKeyDown} role="region" aria-label={t('orgChart.region', { name: layout.focus.name })}>
      <Toolbar layout={layout} relationship={relationship} relationships={relationships} onRelationship={onRelationship}
        onLevelUp={openLevelUp} shareUrl={`${window.location.origin}${window.location.pathname}#${route}/${encodeURIComponent(layout.focus.dn)}`} />
      <Stack spacing={1} sx={{ alignItems: 'center', mt: 2 }} component="section" aria-label={t('orgChart.managers')}>
        {layout.chain.map((person, index) => (
          <Box key={person.dn} sx={{ width: { xs: '100%', sm: 360 } }}>{card(person, { row: 'chain', index })}</Box>
        ))}
      </Stack>
      <Box sx={{ width: { xs: '100%', sm: 440 }, mx: 'auto', my: 2 }}>{card(layout.focus, { row: 'focus' }, true)}</Box>
      <Box component="section" aria-label={t('orgChart.reports', { count: layout.total })}>
        <Typography variant="subtitle1" sx={{ mb: 1 }}>{t('orgChart.reports', { count: layout.total })}</Typography>
        {layout.total === 0 ? (
          <Typography color="text.secondary">{t('orgChart.noReports')}</Typography>
        ) : (
          <>
            <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
              {layout.reports.map((person, index) => card(person, { row: 'reports', index }))}
            </Box>
            <Pagination page={layout.page - 1} pageSize={pageSize} total={layout.total} nextIndex={layout.page < layout.pageCount ? 1 : 0}
              pageSizeOptions={PAGE_SIZES} showGoToPage={layout.pageCount > 1}
              onPageChange={(zeroBased) => setPage(zeroBased + 1)}
              onPageSizeChange={(size) => { setPageSize(size); setPage(1); }} />
          </>
        )}
      </Box>
      <Menu open={levelUp !== undefined} anchorEl={levelUp?.anchor} onClose={() => setLevelUp(undefined)}>
        {levelUp?.options.length === 0 && <MenuItem disabled>{t('orgChart.levelUp.none')}</MenuItem>}
        {levelUp?.options.map((target) => (
          <MenuItem key={target.dn} onClick={() => { setLevelUp(undefined); recentre(target.dn); }}>{target.name}</MenuItem>
        ))}
      </Menu>
      {quickInfo && <QuickInfoDialog dn={quickInfo} onClose={() => setQuickInfo(undefined)} />}
    </Box>
  );
}

interface ToolbarProps {
  layout: ChartLayout;
  relationship: string;
  relationships: Relationship[];
  onRelationship(key: string): void;
  onLevelUp(anchor: HTMLElement): void;
  shareUrl: string;
}

/** Level up, the relationship switch and the mail shortcuts of the person in the middle. */
function Toolbar({ layout, relationship, relationships, onRelationship, onLevelUp, shareUrl }: ToolbarProps) {
  const { t, i18n } = useTranslation();
  // The server names a relationship in one language: the console's translation of its key, where it has one.
  const nameOf = (r: { key: string; displayName?: string }) => {
    const key = `orgChart.relationshipName.${r.key}`;
    return i18n.exists(key) ? t(key) : (r.displayName ?? r.key);
  };
  const teamMail = mailToTeam(layout.team.map((p) => p.email));
  const share = shareByMail(t('orgChart.share.subject', { name: layout.focus.name }), t('orgChart.share.body', { name: layout.focus.name, url: shareUrl }));
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Button startIcon={<ArrowUpward />} disabled={layout.chain.length === 0} onClick={(event) => onLevelUp(event.currentTarget)}>
        {t('orgChart.levelUp')}
      </Button>
      {relationships.length > 1 && (
        <TextField select size="small" label={t('orgChart.relationship')} value={relationship} onChange={(event) => onRelationship(event.target.value)} sx={{ minWidth: 180 }}>
          {relationships.map((r) => <MenuItem key={r.key} value={r.key}>{nameOf(r)}</MenuItem>)}
        </TextField>
      )}
      {relationships.length === 1 && (
        <Typography variant="body2" color="text.secondary">{t('orgChart.relationshipIs', { name: nameOf(relationships[0]!) })}</Typography>
      )}
      <Box sx={{ flex: 1 }} />
      {teamMail && (
        <Button startIcon={<GroupsOutlined />} href={teamMail} data-testid="org-mail-team">{t('orgChart.mailTeam', { count: layout.team.length })}</Button>
      )}
      <Button startIcon={<ShareOutlined />} href={share} data-testid="org-share">{t('orgChart.share')}</Button>
    </Stack>
  );
}
