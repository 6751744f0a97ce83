// The generic cell renderers, by the names of widgets/names.ts. The Record type makes a missing
// renderer a compile error. An area's own cells are in screens/<area>/code/components.tsx.
import { memo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import BlockIcon from '@mui/icons-material/Block';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckIcon from '@mui/icons-material/Check';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DoneIcon from '@mui/icons-material/Done';
import ErrorIcon from '@mui/icons-material/Error';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import type { CellRendererName } from '../names.ts';
import { isAttributeNode } from '../../api/normalize/paths.ts';
import { formatTimeValue, parseTimeValue } from '../../api/normalize/dates.ts';
import { relativeTimeText } from '../../api/normalize/relativeTime.ts';
import { AttributeValue } from '../attributeValue/AttributeValue.tsx';
import { catalogueOption, cellValue, codeLabel, dnNameText, requestStatusEntry, timestampData } from './cellValues.ts';
import { processState, recordStatus, requestOperation, type IconGroup, type StatusEntry } from '../../domain/statusCatalogues.ts';

export interface CellProps {
  value: unknown;
  row: Record<string, unknown>;
  options?: Record<string, unknown>;
  /** The column header, for the array modal's title. */
  label: string;
}

function ArrayCell({ items, shown, more, label }: { items: string[]; shown: string[]; more: boolean; label: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      {shown.join(', ')}
      {more && (
        <>
          {', '}
          <Link component="button" type="button" aria-label={t('widgets.dataTable.showAll', { count: items.length })} onClick={() => setOpen(true)}>
            …
          </Link>
          <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="cell-array-title">
            <DialogTitle id="cell-array-title">{label}</DialogTitle>
            <DialogContent>
              <Box component="ul" sx={{ m: 0, pl: 3 }}>
                {items.map((item, index) => (
                  <li key={`${item}-${index}`}>{item}</li>
                ))}
              </Box>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setOpen(false)}>{t('widgets.close')}</Button>
            </DialogActions>
          </Dialog>
        </>
      )}
    </>
  );
}

/** A table timestamp ('MMM d, y h:mm a'), its distance from now in words as its tooltip ('about an hour ago'). */
function TimeText({ value }: { value: unknown }) {
  const { t, i18n } = useTranslation();
  const date = parseTimeValue(value);
  if (!date) return null;
  return <span title={relativeTimeText(date, new Date(), t, i18n.language)}>{formatTimeValue(date, 'MMM d, y h:mm a', i18n.language)}</span>;
}

/** The generic cell: strings, named objects, images, timestamps, arrays and 'N/A'. */
function TextCell({ value, label }: CellProps) {
  const { t } = useTranslation();
  const shown = cellValue(value);
  switch (shown.kind) {
    case 'notApplicable':
      return <>{t('widgets.dataTable.notApplicable')}</>;
    case 'image':
      return <Box component="img" src={shown.src} alt="" sx={{ width: 32, height: 32, borderRadius: '50%', objectFit: 'cover' }} />;
    case 'timestamp':
      return <TimeText value={shown.value} />;
    case 'array':
      return <ArrayCell {...shown} label={label} />;
    default:
      return <>{shown.text}</>;
  }
}

function TimestampCell({ value }: CellProps) {
  return <TimeText value={timestampData(value)} />;
}

function AttributeValueCell({ value, options }: CellProps) {
  const { i18n } = useTranslation();
  if (isAttributeNode(value)) return <AttributeValue node={value} locale={i18n.language} />;
  const key = typeof options?.key === 'string' ? options.key : '';
  const text = typeof value === 'string' ? value : '';
  return <AttributeValue node={{ key, attributeValues: [{ $: text, value: text }] }} />;
}

function BooleanCell({ value }: CellProps) {
  const { t } = useTranslation();
  return value === true || value === 'true' ? <CheckIcon fontSize="small" aria-label={t('widgets.dataTable.yes')} /> : null;
}

export const GROUP_ICONS: Record<IconGroup, { Icon: typeof CheckIcon; color: 'info' | 'success' | 'action' | 'error' | 'warning' }> = {
  running: { Icon: HourglassEmptyIcon, color: 'info' },
  'completed-approved': { Icon: CheckCircleIcon, color: 'success' },
  completed: { Icon: DoneIcon, color: 'success' },
  canceled: { Icon: CancelIcon, color: 'action' },
  error: { Icon: ErrorIcon, color: 'error' },
  denied: { Icon: BlockIcon, color: 'warning' },
};

/** A catalogue's name for a code, or the code itself when the catalogue does not know it. */
function CatalogueText({ entry, value }: { entry: StatusEntry | undefined; value: unknown }) {
  const { t } = useTranslation();
  return <>{entry ? t(entry.key) : String(value ?? '')}</>;
}

/** A request's status: the same entry (text and icon) on every page, "Unknown (code)" for a code no catalogue knows. */
function RequestStatusCell({ value, options, row }: CellProps) {
  const { t } = useTranslation();
  const entry = requestStatusEntry(value, options, row);
  if (!entry) return null;
  const group = entry.group ? GROUP_ICONS[entry.group] : undefined;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }} data-icon-group={entry.group ?? 'unknown'}>
      {group && entry.group && <group.Icon fontSize="small" color={group.color} titleAccess={t(`widgets.iconGroup.${entry.group}`)} />}
      {t(entry.key, entry.values)}
    </Box>
  );
}

function ProcessStateCell({ value }: CellProps) {
  return <CatalogueText entry={processState(value)} value={value} />;
}

function RecordStatusCell({ value }: CellProps) {
  return <CatalogueText entry={recordStatus(value)} value={value} />;
}

function RequestOperationCell({ value, options }: CellProps) {
  return <CatalogueText entry={requestOperation(catalogueOption(options), value)} value={value} />;
}

function DateCell({ value }: CellProps) {
  const { i18n } = useTranslation();
  return <>{formatTimeValue(value, 'lll', i18n.language)}</>;
}

/** A code by its translated name (rendererOptions.labels: code → key); read from options.field of an object value. */
function CodeLabelCell({ value, options }: CellProps) {
  const { t } = useTranslation();
  const { code, key } = codeLabel(value, options);
  return <>{key ? t(key) : String(code ?? '')}</>;
}

/** A DN by its first segment's value, the whole DN on hover. */
function DnNameCell({ value, row, options }: CellProps) {
  const { t } = useTranslation();
  const text = dnNameText(value, row, options, t);
  if (text === '') return null;
  return <span title={String(value)}>{text}</span>;
}

export const cellRenderers: Record<CellRendererName, ComponentType<CellProps>> = {
  text: memo(TextCell),
  array: memo(TextCell),
  image: memo(TextCell),
  timestamp: memo(TimestampCell),
  attributeValue: memo(AttributeValueCell),
  boolean: memo(BooleanCell),
  requestStatus: memo(RequestStatusCell),
  processState: memo(ProcessStateCell),
  recordStatus: memo(RecordStatusCell),
  requestOperation: memo(RequestOperationCell),
  date: memo(DateCell),
  codeLabel: memo(CodeLabelCell),
  dnName: memo(DnNameCell),
};
