// The timeline widget: an ordered list of entries (who, when, state, title, text), e.g. the steps of
// an approval with who has approved so far, or the comments of a request. A state is shown by its
// translated name with the icon of its group (the same icons as the request status cells).
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import { formatTimeValue } from '../../api/normalize/dates.ts';
import type { TimelineOptions } from '../../schemas/types/widgets/timeline.ts';
import { GROUP_ICONS } from '../dataTable/cells.tsx';
import type { ViewWidgetProps } from '../widgetProps.ts';
import { timelineEntries, type TimelineEntry } from './timelineModel.ts';

function StateMark({ entry, options }: { entry: TimelineEntry; options: TimelineOptions }) {
  const { t } = useTranslation();
  const state = options.states?.[entry.state];
  const group = state?.group ? GROUP_ICONS[state.group] : undefined;
  const Icon = group?.Icon ?? FiberManualRecordIcon;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }} data-icon-group={state?.group}>
      <Icon fontSize="small" color={group?.color ?? 'disabled'} aria-hidden />
      {entry.state !== '' && <Typography component="span" variant="body2">{state ? t(state.labelKey) : entry.state}</Typography>}
    </Box>
  );
}

export function Timeline({ value, options }: ViewWidgetProps) {
  const { t, i18n } = useTranslation();
  const timeline = options as TimelineOptions;
  const entries = timelineEntries(value, timeline);
  // A system text the server writes in English is shown by its key; any other text as it is.
  const shown = (text: string) => {
    const key = timeline.labels?.[text];
    return key ? t(key) : text;
  };
  if (entries.length === 0) return <Typography color="text.secondary">{t(timeline.emptyKey ?? 'widgets.timeline.empty')}</Typography>;
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {entries.map((entry, index) => (
        <Box
          component="li"
          key={index}
          data-testid="timeline-entry"
          sx={{ pb: 1.5, paddingInlineStart: 2, marginInlineStart: 1, borderInlineStart: '2px solid', borderColor: index === entries.length - 1 ? 'transparent' : 'divider' }}
        >
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, alignItems: 'center' }}>
            {timeline.state && <StateMark entry={entry} options={timeline} />}
            {entry.title && (
              <Typography component="span" variant="subtitle2">
                {shown(entry.title)}
              </Typography>
            )}
          </Box>
          {(entry.who || entry.when) && (
            <Typography variant="body2" color="text.secondary">
              {[entry.who, entry.when ? formatTimeValue(entry.when, 'lll', i18n.language) : ''].filter(Boolean).join(' · ')}
            </Typography>
          )}
          {entry.text && <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>{shown(entry.text)}</Typography>}
        </Box>
      ))}
    </Box>
  );
}
