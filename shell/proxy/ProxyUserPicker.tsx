import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { SHELL_CALLS } from '../bootstrap/shellCalls.ts';
import type { CallFn } from '../bootstrap/loaders.ts';
import type { ProxiedUser } from './proxyState.ts';

// A single-selection picker of the users the signed-in user may proxy for. It stands in for the
// multi-tab picker (issue 7), which can replace it behind the same props.

export const PROXY_SEARCH_DEBOUNCE_MS = 1000;
export const PROXY_SEARCH_PAGE_SIZE = 50;

export interface ProxyUserPickerProps {
  call: CallFn;
  value: ProxiedUser | null;
  onChange(value: ProxiedUser | null): void;
  onBlur(): void;
  error: boolean;
  helperText?: string;
  label: string;
}

interface ProxyForAnswer {
  proxyForUsers?: { dn?: string; fullName?: string }[];
}

export function ProxyUserPicker({ call, value, onChange, onBlur, error, helperText, label }: ProxyUserPickerProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [options, setOptions] = useState<ProxiedUser[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const handle = setTimeout(
      () => {
        setLoading(true);
        call(SHELL_CALLS.proxyFor, { q: query.trim() || '*', nextIndex: 1, size: PROXY_SEARCH_PAGE_SIZE })
          .then((data) => {
            if (controller.signal.aborted) return;
            const users = (data as ProxyForAnswer)?.proxyForUsers ?? [];
            setOptions(users.filter((user) => user.dn).map((user) => ({ dn: user.dn!, fullName: user.fullName || user.dn! })));
            setFailed(false);
          })
          .catch(() => !controller.signal.aborted && setFailed(true))
          .finally(() => !controller.signal.aborted && setLoading(false));
      },
      query === '' ? 0 : PROXY_SEARCH_DEBOUNCE_MS,
    );
    return () => {
      controller.abort();
      clearTimeout(handle);
    };
  }, [call, query]);

  return (
    <Autocomplete
      options={options}
      value={value}
      loading={loading}
      loadingText={t('shell.common.loading')}
      noOptionsText={failed ? t('shell.proxy.loadFailed') : t('shell.proxy.noUsers')}
      getOptionLabel={(option) => option.fullName}
      getOptionKey={(option) => option.dn}
      isOptionEqualToValue={(option, selected) => option.dn === selected.dn}
      filterOptions={(all) => all}
      onInputChange={(_event, text, reason) => reason === 'input' && setQuery(text)}
      onChange={(_event, selected) => onChange(selected)}
      onBlur={onBlur}
      renderInput={(params) => <TextField {...params} label={label} required error={error} helperText={helperText} />}
    />
  );
}
