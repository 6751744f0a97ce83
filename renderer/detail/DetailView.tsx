// One object: a header card (image, label and title, subtitle, header attributes), tabs of
// sections (attributes, fields or a paged list) and, when the page has a submit and any attribute
// is editable, an Edit toggle. Leaving edit mode (save or cancel) reloads the object. The object
// is loaded with the data source's params and body and shown after its transform; a tab with
// `form` draws its sections' fields as one form saved through the page's submit (DetailFormTab).
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { imageSource } from '../../widgets/imageUpload/imageRules.ts';
import { ComponentLoader } from '../../widgets/loaders/Loaders.tsx';
import type { DetailScreen, Section } from '../../schemas/types/screen.ts';
import { resolveBody, resolveParams } from '../core/bindings.ts';
import { holds } from '../core/conditions.ts';
import { useScreenEnvironment } from '../../widgets/environment.tsx';
import { failureText } from '../core/failures.ts';
import { registered, useRegistries } from '../core/registries.ts';
import { useRights } from '../core/rights.tsx';
import { getPath, isAttributeNode, type AttributeNode } from '../../api/normalize/paths.ts';
import { pageHeading, ScreenTitle } from '../core/ScreenTitle.tsx';
import { useFocusAfterRender } from '../../widgets/a11y/focus.ts';
import { useCallData } from '../core/useCallData.ts';
import { ListView } from '../list/ListView.tsx';
import { PageReloadProvider } from '../core/pageReload.tsx';
import { PageObjectProvider } from '../core/pageObject.tsx';
import { DetailActions } from './DetailActions.tsx';
import { AttributeRows } from './AttributeRows.tsx';
import { choiceLabelKey, fieldNamed, isEditable, nonFormSections, sectionNodes } from './detailModel.ts';

const DetailEditForm = lazy(() => import('./DetailEditForm.tsx'));
const DetailFormTab = lazy(() => import('./DetailFormTab.tsx'));

function SectionView({ section, object }: { section: Section; object: unknown }) {
  const { t } = useTranslation();
  const { transforms } = useRegistries();
  const nodes = sectionNodes(object, section);
  // A field declared with visibleWhen is shown while it holds for the object (field and item read it).
  const fields = (section.fields ?? []).filter((f) => typeof f === 'string' || holds(f.visibleWhen, { form: object, item: object }));
  const fieldNodes: AttributeNode[] = fields.map((f) => {
    const name = typeof f === 'string' ? f : f.name;
    const raw = getPath(object, name);
    const value = typeof f !== 'string' && f.transform ? registered(transforms, 'transform', f.transform)(raw) : raw;
    const label = typeof f !== 'string' && f.labelKey ? t(f.labelKey) : name;
    if (isAttributeNode(value)) return { ...value, displayLabel: typeof f !== 'string' && f.labelKey ? label : (value.displayLabel ?? label) };
    const texts = (Array.isArray(value) ? value : [value]).filter((v) => v !== undefined && v !== null && v !== '').map((v) => {
      const key = choiceLabelKey(f, String(v));
      return key ? t(key) : String(v);
    });
    return { key: name, displayLabel: label, attributeValues: texts.map((text) => ({ $: text, value: text })) };
  });
  const shown = [...nodes, ...fieldNodes];
  return (
    <Paper variant="outlined" component="section" sx={{ p: 2 }} aria-label={section.titleKey ? t(section.titleKey) : undefined}>
      {section.titleKey && (
        <Typography variant="h6" component="h2" gutterBottom>
          {t(section.titleKey)}
        </Typography>
      )}
      {section.descriptionKey && <Typography color="text.secondary">{t(section.descriptionKey)}</Typography>}
      {shown.length > 0 && <AttributeRows nodes={shown} columns={section.columns ?? 1} />}
      {/* A list inside the page has saved views of its own, kept by its data call like a list screen's. */}
      {section.list && <ListView block={section.list} viewsId={section.list.dataSource.call} />}
    </Paper>
  );
}

export default function DetailView({ screen }: { screen: DetailScreen }) {
  const { t } = useTranslation();
  const routeParams = useParams();
  const { user, settings } = useScreenEnvironment();
  const { transforms } = useRegistries();
  // Without the right editing needs, the form tabs show their sections read-only.
  const allows = useRights();
  const sources = useMemo(() => ({ route: routeParams, user, settings }), [routeParams, user, settings]);
  const params = useMemo(() => resolveParams(screen.dataSource.params, sources), [screen.dataSource.params, sources]);
  const { data, loading, error, reload } = useCallData(screen.dataSource.call, params, resolveBody(screen.dataSource.body, sources));
  const { itemsPath, transform } = screen.dataSource;
  // One object per answer (a form tab keeps what the user typed until the object changes).
  const object = useMemo(() => {
    const found = getPath(data, itemsPath);
    return transform && found !== undefined ? registered(transforms, 'transform', transform)(found) : found;
  }, [data, itemsPath, transform, transforms]);
  // A tab with visibleWhen is shown only while it holds for the object (an administrator's tab).
  const tabs = useMemo(() => screen.tabs.filter((tb) => holds(tb.visibleWhen, { ...sources, item: object })), [screen.tabs, sources, object]);
  // A tab's id is also the last segment of a route to it (a route ending in a tab's id opens that tab).
  const location = useLocation();
  const routeTab = tabs.findIndex((tb) => tb.id === location.pathname.split('/').pop());
  const [tab, setTab] = useState(routeTab >= 0 ? routeTab : 0);
  const [editing, setEditing] = useState(false);
  const allSections = screen.tabs.flatMap((tb) => tb.sections);
  const canEdit = screen.submit !== undefined && allows(screen.editRequires) && object !== undefined && isEditable(object, allSections, screen.header);
  const header = screen.header;
  const title = header?.titleAttribute ? String(getPath(object, header.titleAttribute) ?? '') : '';
  const subtitleValue = header?.subtitleAttribute ? String(getPath(object, header.subtitleAttribute) ?? '') : '';
  const subtitleKey = header?.subtitleAttribute ? choiceLabelKey(fieldNamed(screen.fields, screen.tabs, header.subtitleAttribute), subtitleValue) : undefined;
  const subtitle = subtitleKey ? t(subtitleKey) : subtitleValue;
  const image = header?.imageAttribute ? imageSource(getPath(object, header.imageAttribute) as string | undefined) : undefined;
  const headerNodes = header?.attributes ? sectionNodes(object, { id: 'header', attributes: header.attributes }) : [];
  const current = tabs[tab] ?? tabs[0];

  // Leaving edit mode takes the form (and the focus in it) away: after Save focus goes to the
  // page's heading, after Cancel back to the Edit button that opened it.
  const editButton = useRef<HTMLButtonElement>(null);
  const moveFocus = useFocusAfterRender();
  const leaveEdit = (focus: 'heading' | 'edit') => {
    setEditing(false);
    reload();
    moveFocus(focus === 'heading' ? pageHeading : () => editButton.current, { onlyIfLost: true });
  };

  return (
    <PageReloadProvider onReload={reload}>
      <PageObjectProvider value={object}>
      <ScreenTitle titleKey={screen.titleKey} descriptionKey={screen.descriptionKey} />
      {loading && object === undefined ? (
        <ComponentLoader />
      ) : error ? (
        <Alert severity="error">{failureText(error, t)}</Alert>
      ) : (
        <Stack spacing={2}>
          {header && (
            <Paper variant="outlined" sx={{ p: 2, display: 'flex', gap: 3, alignItems: 'flex-start', flexWrap: 'wrap' }} data-testid="detail-header">
              {header.imageAttribute && <Avatar src={image ?? (header.fallbackImage ? `${import.meta.env.BASE_URL}${header.fallbackImage}` : undefined)} alt={title} sx={{ width: 96, height: 96 }} />}
              <Box sx={{ flex: 1, minWidth: 240 }}>
                {header.labelKey && (
                  <Typography variant="subtitle2" component="p" color="text.secondary">
                    {t(header.labelKey)}
                  </Typography>
                )}
                <Typography variant="h6" component="p">
                  {title}
                </Typography>
                {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
                {headerNodes.length > 0 && (
                  <Box sx={{ mt: 1 }}>
                    <AttributeRows nodes={headerNodes} columns={2} />
                  </Box>
                )}
              </Box>
              {screen.actions && <DetailActions actions={screen.actions} object={object} />}
              {canEdit && (
                <Button ref={editButton} variant={editing ? 'contained' : 'outlined'} startIcon={<EditIcon />} aria-pressed={editing} onClick={() => (editing ? leaveEdit('edit') : setEditing(true))}>
                  {t('renderer.detail.edit')}
                </Button>
              )}
            </Paper>
          )}
          {!header && screen.actions && <DetailActions actions={screen.actions} object={object} />}
          {editing && screen.submit ? (
            <Suspense fallback={<ComponentLoader />}>
              <DetailEditForm object={object} header={screen.header} sections={allSections} fields={screen.fields} submit={screen.submit} onSaved={() => leaveEdit('heading')} onCancel={() => leaveEdit('edit')} />
            </Suspense>
          ) : (
            <>
              {tabs.length > 1 && (
                <Tabs value={tabs[tab] ? tab : 0} onChange={(_e, value: number) => setTab(value)} variant="scrollable">
                  {tabs.map((tb) => (
                    <Tab key={tb.id} label={t(tb.labelKey)} id={`tab-${tb.id}`} />
                  ))}
                </Tabs>
              )}
              {current?.form && screen.submit && allows(screen.editRequires) ? (
                <Suspense fallback={<ComponentLoader />}>
                  <DetailFormTab key={current.id} tab={current} object={object} fields={screen.fields} submit={screen.submit} onSaved={reload} />
                  {nonFormSections(current).map((section) => (
                    <SectionView key={section.id} section={section} object={object} />
                  ))}
                </Suspense>
              ) : (
                current?.sections.map((section) => <SectionView key={section.id} section={section} object={object} />)
              )}
            </>
          )}
        </Stack>
      )}
      </PageObjectProvider>
    </PageReloadProvider>
  );
}
