// The detail of one list row (ListBlock.rowDetail), in a side panel: the item (the row, or what the
// detail's call loads for it), its sections (read-only values drawn by cell renderers, or a view
// widget such as the timeline over a value of the item or of the section's own call) and its
// actions. After an action the list loads again (onChanged) and the detail too, unless the action
// closes it; so does a change reported on the list's live topic. Escape, the close button or a click beside the panel close it.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { getPath } from '../../api/normalize/paths.ts';
import type { DataSource, RowDetail, RowDetailSection } from '../../schemas/types/screen.ts';
import { ComponentLoader } from '../../widgets/loaders/Loaders.tsx';
import { useScreenEnvironment } from '../../widgets/environment.tsx';
import { resolveBody, resolveParams, type BindingSources } from '../core/bindings.ts';
import { failureText } from '../core/failures.ts';
import { registered, useRegistries, widgetOf } from '../core/registries.ts';
import { useActionRunner } from '../core/useActionRunner.tsx';
import { useCallData } from '../core/useCallData.ts';
import { useLiveTopic } from '../core/useLiveTopic.ts';

type Row = Record<string, unknown>;

/** One call bound to an item: its answer (at itemsPath, after its transform), or the fallback without a call. */
function useBoundSource(source: DataSource | undefined, sources: BindingSources, fallback: unknown) {
  const { transforms } = useRegistries();
  const params = useMemo(() => resolveParams(source?.params, sources), [source, sources]);
  const body = useMemo(() => (source?.body === undefined ? undefined : resolveBody(source.body, sources)), [source, sources]);
  const { data, loading, error, reload } = useCallData(source?.call, params, body);
  const value = useMemo(() => {
    if (!source) return fallback;
    const found = getPath(data, source.itemsPath);
    return source.transform && found !== undefined ? registered(transforms, 'transform', source.transform)(found) : found;
  }, [source, data, fallback, transforms]);
  return { value, loading: source !== undefined && loading && data === undefined, error, reload };
}

function DetailValues({ section, item }: { section: RowDetailSection; item: unknown }) {
  const { t } = useTranslation();
  const { cellRenderers } = useRegistries();
  const shown = (section.values ?? []).filter((v) => {
    const value = getPath(item, v.attribute);
    return value !== undefined && value !== null && value !== '';
  });
  if (shown.length === 0) return null;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', rowGap: 1, columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {shown.map((v) => {
        const Cell = registered(cellRenderers, 'cell renderer', v.renderer ?? 'text');
        const label = t(v.labelKey);
        return (
          <div key={v.attribute} data-attribute={v.attribute}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
              <Cell value={getPath(item, v.attribute)} row={(item ?? {}) as Row} options={v.rendererOptions as Record<string, unknown> | undefined} label={label} />
            </Typography>
          </div>
        );
      })}
    </Box>
  );
}

function SectionWidget({ section, item }: { section: RowDetailSection & { widget: string }; item: unknown }) {
  const { t } = useTranslation();
  const route = useParams();
  const { user, settings } = useScreenEnvironment();
  const { widgets } = useRegistries();
  const { view: View } = useMemo(() => ({ view: widgetOf(widgets, section.widget, 'view') }), [widgets, section.widget]);
  const sources = useMemo(() => ({ user, settings, item, route }), [user, settings, item, route]);
  const { value, loading, error } = useBoundSource(section.dataSource, sources, item);
  if (loading) return <ComponentLoader />;
  if (error) return <Alert severity="error">{failureText(error, t)}</Alert>;
  return <View value={section.bind ? getPath(value, section.bind) : value} options={(section.options ?? {}) as Record<string, unknown>} />;
}

export function RowDetailPanel({ detail, row, liveTopic, onClose, onChanged }: { detail: RowDetail; row: Row; liveTopic?: string; onClose(): void; onChanged(): void }) {
  const { t } = useTranslation();
  const route = useParams();
  const { user, settings } = useScreenEnvironment();
  const rowSources = useMemo(() => ({ user, settings, item: row, route }), [user, settings, row, route]);
  const { value: item, loading, error, reload } = useBoundSource(detail.dataSource, rowSources, row);
  // After an action the sections are drawn anew, so that a widget's own call loads again too.
  const [version, setVersion] = useState(0);
  const runner = useActionRunner(
    () => ({ rows: [], object: item }),
    (result, action) => {
      onChanged();
      if (action.closesDetail && result.outcome === 'success') onClose();
      else {
        reload();
        setVersion((v) => v + 1);
      }
    },
  );
  // A change reported on the list's live topic (the request moved on) reads the item and its sections again.
  useLiveTopic(liveTopic, () => {
    reload();
    setVersion((v) => v + 1);
  });
  const title = detail.titleAttribute ? String(getPath(item ?? row, detail.titleAttribute) ?? '') : '';
  const actions = (detail.actions ?? []).map((action) => ({ action, ...runner.state(action, item) })).filter((a) => a.visible);

  return (
    <Drawer anchor="right" open onClose={runner.busy ? undefined : onClose} slotProps={{ paper: { role: 'dialog', 'aria-labelledby': 'row-detail-title', sx: { width: { xs: '100%', sm: 480 } } } }}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', p: 2, gap: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="overline" component="p" color="text.secondary">
            {t(detail.titleKey)}
          </Typography>
          <Typography id="row-detail-title" variant="h6" component="h2">
            {title || t(detail.titleKey)}
          </Typography>
        </Box>
        <IconButton aria-label={t('widgets.close')} onClick={onClose} disabled={runner.busy}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box sx={{ p: 2, overflowY: 'auto', flex: 1 }}>
        {loading ? (
          <ComponentLoader />
        ) : error ? (
          <Alert severity="error">{failureText(error, t)}</Alert>
        ) : (
          <Stack spacing={3}>
            {detail.sections.map((section) => (
              <Box component="section" key={`${section.id}-${version}`} aria-label={section.titleKey ? t(section.titleKey) : undefined} data-section={section.id}>
                {section.titleKey && (
                  <Typography variant="subtitle1" component="h3" gutterBottom>
                    {t(section.titleKey)}
                  </Typography>
                )}
                <DetailValues section={section} item={item} />
                {section.widget && <SectionWidget section={{ ...section, widget: section.widget }} item={item} />}
              </Box>
            ))}
          </Stack>
        )}
      </Box>
      {actions.length > 0 && !error && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ p: 2, flexWrap: 'wrap', borderTop: 1, borderColor: 'divider' }}>
          {actions.map(({ action, enabled }) => (
            <Button key={action.id} variant="outlined" disabled={runner.busy || loading || !enabled} onClick={() => runner.start(action)}>
              {t(action.labelKey)}
            </Button>
          ))}
        </Stack>
      )}
      {runner.dialogs}
    </Drawer>
  );
}
