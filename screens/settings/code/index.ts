// The settings area's code, node-safe. A client's settings section is a list of entries
// { key, sectionKey, value }; a form edits flat values, so the transform spreads an entry whose
// value is an object (a title per language, the dashboard cards' audiences) or a list of
// { key, value } pairs (the permission types users may search, viewPermission) over one field per
// member, `<key>_<member>`, and the encoder folds the fields back into the entries the server
// merges (only the entries the form shows; members it does not show keep their stored value).
// The display settings' column lists ({ key, value } nodes) are edited as lists of column keys.
// Registered for the settings screens only (its default export below, found by screens/areas.ts); npm run validate reads it.
import { defineArea } from '../../../renderer/core/area.ts';
import { defineCodec } from '../../../api/encoders/codec.ts';
import type { AreaCode } from '../../../renderer/core/registries.ts';
import type { ValidatorEntry } from '../../../renderer/validators/index.ts';

type Row = Record<string, unknown>;
interface SettingEntry {
  key: string;
  value: unknown;
}

const isPlainObject = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);
const entriesOf = (value: unknown): SettingEntry[] =>
  (Array.isArray(value) ? value : []).filter((e): e is SettingEntry => isPlainObject(e) && typeof e.key === 'string');
const memberField = (key: string, member: string) => `${key}_${member}`;
/** A list of { key, value } pairs, e.g. viewPermission [{ key: 'role', value: true }, ...]. */
const isPairList = (value: unknown): value is SettingEntry[] =>
  Array.isArray(value) && value.length > 0 && value.every((pair) => isPlainObject(pair) && typeof pair.key === 'string' && 'value' in pair);

/** Section entries → form values: { messageTime: 5000, title_en: '...', title_de: '...' }. */
export function clientSettingValues(value: unknown): Row {
  const values: Row = {};
  for (const { key, value: setting } of entriesOf(value)) {
    if (isPlainObject(setting)) for (const [member, v] of Object.entries(setting)) values[memberField(key, member)] = v;
    else if (isPairList(setting)) for (const pair of setting) values[memberField(key, pair.key)] = pair.value;
    else values[key] = setting;
  }
  return values;
}

/** Form values → the changed entries [{ key, value }], shaped as the loaded entries (context.object). */
export const clientSettingEntries = defineCodec({}, (data, context) => {
  const values = isPlainObject(data) ? data : {};
  return entriesOf(context.object).flatMap(({ key, value }) => {
    if (isPlainObject(value)) {
      const members = Object.keys(value).filter((member) => memberField(key, member) in values);
      if (members.length === 0) return [];
      return [{ key, value: { ...value, ...Object.fromEntries(members.map((member) => [member, values[memberField(key, member)]])) } }];
    }
    if (isPairList(value)) {
      if (!value.some((pair) => memberField(key, pair.key) in values)) return [];
      return [{ key, value: value.map((pair) => (memberField(key, pair.key) in values ? { ...pair, value: values[memberField(key, pair.key)] } : pair)) }];
    }
    return key in values ? [{ key, value: values[key] }] : [];
  });
});

const COLUMN_LISTS = ['defaultColumns', 'columnsForUserOverride'] as const;

/** Task or request display settings → form values, each column list as its column keys. */
export function displayColumnKeys(value: unknown): Row {
  const settings: Row = isPlainObject(value) ? { ...value } : {};
  for (const list of COLUMN_LISTS) {
    if (Array.isArray(settings[list])) settings[list] = entriesOf(settings[list]).map((column) => column.key);
  }
  return settings;
}

/** Form values → the display settings to PUT, each column list as [{ key }] again. */
export const displayColumnNodes = defineCodec({}, (data) => {
  const settings: Row = isPlainObject(data) ? { ...data } : {};
  for (const list of COLUMN_LISTS) {
    if (Array.isArray(settings[list])) settings[list] = (settings[list] as unknown[]).filter((key) => typeof key === 'string').map((key) => ({ key }));
  }
  return settings;
});

/** The page sizes a list may offer: the server keeps every list within 300 rows. */
export const pageSizeList: ValidatorEntry = {
  description: 'Distinct whole numbers from 1 to 300 separated by commas (the page sizes every list offers), e.g. 5,10,25,50.',
  validate: (value) => {
    if (value === undefined || value === null || value === '') return null;
    const sizes = String(value).split(',').map((part) => Number(part.trim()));
    const valid = sizes.every((n) => Number.isInteger(n) && n >= 1 && n <= 300) && new Set(sizes).size === sizes.length;
    return valid ? null : { messageKey: 'settings.validation.pageSizes' };
  },
};

export const settingsCode = {
  transforms: { clientSettingValues, displayColumnKeys },
  encoders: { clientSettingEntries, displayColumnNodes },
  validators: { pageSizeList },
} as const satisfies AreaCode;

export default defineArea({ code: settingsCode });
