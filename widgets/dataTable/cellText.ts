// What a generic cell shows, as plain text (for an export of the list): the same rules as the cell
// renderers of cells.tsx, without the pictures. An array gives all its entries, an image nothing, a
// check mark the word "Yes". A cell renderer this file does not know (an area's own React cell)
// gives the underlying value as the text cell would show it.
import { formatTimeValue } from '../../api/normalize/dates.ts';
import { isAttributeNode, shownValues } from '../../api/normalize/paths.ts';

import { processState, recordStatus, requestOperation, type StatusEntry } from '../../domain/statusCatalogues.ts';
import { isCellRendererName, type CellRendererName } from '../names.ts';
import { catalogueOption, cellValue, codeLabel, dnNameText, requestStatusEntry, timestampData } from './cellValues.ts';

export interface CellTextContext {
  t(key: string, values?: Record<string, unknown>): string;
  locale: string;
}

type Options = Record<string, unknown> | undefined;
type TextOf = (value: unknown, row: Record<string, unknown>, options: Options, context: CellTextContext) => string;

const catalogueText = (entry: StatusEntry | undefined, value: unknown, { t }: CellTextContext) => (entry ? t(entry.key, entry.values) : String(value ?? ''));

function genericText(value: unknown, { t, locale }: CellTextContext): string {
  const shown = cellValue(value);
  switch (shown.kind) {
    case 'notApplicable':
      return t('widgets.dataTable.notApplicable');
    case 'image':
      return '';
    case 'timestamp':
      return formatTimeValue(shown.value, 'MMM d, y h:mm a', locale);
    case 'array':
      return shown.items.join(', ');
    default:
      return shown.text;
  }
}

function attributeText(value: unknown, locale: string): string {
  if (!isAttributeNode(value)) return typeof value === 'string' ? value : '';
  const dataType = (value.dataType ?? '').toLowerCase();
  const asDate = dataType === 'time' || value.formatType === 'date';
  return shownValues(value)
    .map((v) => (asDate ? formatTimeValue(v.value, 'lll', locale) || v.text : v.text))
    .join(', ');
}

const generic: TextOf = (value, _row, _options, context) => genericText(value, context);

// Typed by the renderer names: a new generic cell renderer without its text is a compile error.
const TEXT_OF: Record<CellRendererName, TextOf> = {
  text: generic,
  array: generic,
  image: generic,
  timestamp: (value, _row, _options, { locale }) => formatTimeValue(timestampData(value), 'MMM d, y h:mm a', locale),
  attributeValue: (value, _row, _options, { locale }) => attributeText(value, locale),
  boolean: (value, _row, _options, { t }) => (value === true || value === 'true' ? t('widgets.dataTable.yes') : ''),
  requestStatus: (value, row, options, context) => catalogueText(requestStatusEntry(value, options, row), value, context),
  processState: (value, _row, _options, context) => catalogueText(processState(value), value, context),
  recordStatus: (value, _row, _options, context) => catalogueText(recordStatus(value), value, context),
  requestOperation: (value, _row, options, context) => catalogueText(requestOperation(catalogueOption(options), value), value, context),
  date: (value, _row, _options, { locale }) => formatTimeValue(value, 'lll', locale),
  codeLabel: (value, _row, options, { t }) => {
    const { code, key } = codeLabel(value, options);
    return key ? t(key) : String(code ?? '');
  },
  dnName: (value, row, options, { t }) => dnNameText(value, row, options, t),
};

/** The text of one cell drawn by the named cell renderer. */
export function cellText(renderer: string, value: unknown, row: Record<string, unknown>, options: Options, context: CellTextContext): string {
  return (isCellRendererName(renderer) ? TEXT_OF[renderer] : generic)(value, row, options, context);
}
