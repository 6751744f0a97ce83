// A DN value chosen by search in its lookupEntity (GET /access/entities/list?entityKey=...):
// the form keeps the DN; the field shows the entry's name.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { createLatestSearch } from '../../api/index.ts';
import { useScreenEnvironment } from '../environment.tsx';
import type { AttributeNode } from '../../api/normalize/paths.ts';

interface Option {
  dn: string;
  label: string;
}

interface EntityListAnswer {
  entityList?: { dn: string; attributes?: AttributeNode[] }[];
}

/** First RDN value of a DN: what to show before the name is known. */
export const rdnValue = (dn: string) => (dn.split(',')[0] ?? dn).replace(/^[^=]*=/, '');

export function LookupWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { call } = useScreenEnvironment();
  const entityKey = String(props.options.lookupEntity ?? 'user');
  const known = (props.formContext as { displayTexts?: Record<string, string> } | undefined)?.displayTexts;
  const value: Option | null = props.value ? { dn: String(props.value), label: known?.[String(props.value)] ?? rdnValue(String(props.value)) } : null;
  const [options, setOptions] = useState<Option[]>([]);
  const [loading, setLoading] = useState(false);
  const search = useMemo(
    () =>
      createLatestSearch<Option[]>({
        delayMs: 300,
        run: async (q, signal) => {
          const answer = (await call('entities.list', { entityKey, q, size: 10, nextIndex: 1 }, undefined, { signal })) as EntityListAnswer;
          return (answer.entityList ?? []).map((entry) => ({ dn: entry.dn, label: String(entry.attributes?.[0]?.attributeValues?.[0]?.$ ?? rdnValue(entry.dn)) }));
        },
        onResult: setOptions,
        onLoading: setLoading,
      }),
    [call, entityKey],
  );
  useEffect(() => () => search.cancel(), [search]);
  return (
    <Autocomplete<Option>
      id={props.id}
      options={value && !options.some((o) => o.dn === value.dn) ? [value, ...options] : options}
      value={value}
      loading={loading}
      disabled={props.disabled || props.readonly}
      filterOptions={(x) => x}
      isOptionEqualToValue={(a, b) => a.dn === b.dn}
      getOptionLabel={(option) => option.label}
      getOptionKey={(option) => option.dn}
      onOpen={() => search.searchNow('')}
      onInputChange={(_event, text, reason) => reason === 'input' && search.search(text)}
      onChange={(_event, option) => props.onChange(option?.dn)}
      noOptionsText={t('widgets.lookup.noOptions')}
      loadingText={t('widgets.loading')}
      renderInput={(params) => <TextField {...params} label={props.label} required={props.required} error={(props.rawErrors ?? []).length > 0} />}
    />
  );
}
