// The 'localizedText' widget: one input per supported locale for localizedNames or
// localizedDescriptions. The value is the contract's list ({ locale, name } or { locale, desc }),
// with directory locale keys (zh_CN, zh_TW, iw), trimmed values and no blank entries. What the user
// types is kept as typed (spaces included) until it leaves the form; the value carries it trimmed.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { call as apiCall } from '../../api/index.ts';
import type { LocalizedTextOptions } from '../../schemas/types/widgets/localizedText.ts';
import type { WidgetProps } from '../widgetProps.ts';
import { directoryLocale, localizedEntries, textsByLocale, type LocalizedEntry } from '../../domain/localeKeys.ts';
import { directionOf } from '../../domain/textDirection.ts';

export interface SupportedLocale {
  locale: string;
  localeDisplayName?: string;
}

export type { LocalizedTextOptions };

export interface LocalizedTextProps extends WidgetProps<LocalizedTextOptions, LocalizedEntry[] | undefined> {
  /** The locales to offer; loaded with the 'locales.supported' call when not given. */
  locales?: readonly SupportedLocale[];
}

function sameEntries(a: readonly LocalizedEntry[], b: readonly LocalizedEntry[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The supported locales: the given ones, or those the server lists. */
function useSupportedLocales(given: readonly SupportedLocale[] | undefined, call: NonNullable<LocalizedTextProps['call']>) {
  const [loaded, setLoaded] = useState<{ locales?: readonly SupportedLocale[]; failed?: boolean }>({});
  useEffect(() => {
    if (given) return undefined;
    let live = true;
    call('locales.supported')
      .then((answer) => {
        if (live) setLoaded({ locales: (answer as { supportedLocales?: SupportedLocale[] } | undefined)?.supportedLocales ?? [] });
      })
      .catch(() => {
        if (live) setLoaded({ failed: true });
      });
    return () => {
      live = false;
    };
  }, [given, call]);
  return given ? { locales: given } : loaded;
}

export default function LocalizedText(props: LocalizedTextProps) {
  const { options, value, onChange, onBlur, label, call = apiCall } = props;
  const { t } = useTranslation();
  const generatedId = useId();
  const baseId = props.id ?? `localized-${generatedId}`;
  const field = options.field ?? 'name';
  const readOnly = props.readonly === true || options.readOnly === true;
  const disabled = props.disabled === true || options.disabled === true;
  const { locales, failed } = useSupportedLocales(props.locales, call);

  // What the user typed, per directory locale. A value set from outside (loaded details, reset)
  // replaces it; the echo of our own change (the same entries, trimmed) does not. Adjusted while
  // rendering, as React recommends for state derived from a prop.
  const [typed, setTyped] = useState(() => ({ source: value, drafts: textsByLocale(value, field) }));
  let drafts = typed.drafts;
  if (typed.source !== value) {
    drafts = sameEntries(localizedEntries(typed.drafts, field), value ?? []) ? typed.drafts : textsByLocale(value, field);
    setTyped({ source: value, drafts });
  }
  const setDrafts = (next: Record<string, string>) => setTyped((current) => ({ ...current, drafts: next }));

  const change = (locale: string, text: string) => {
    const next = { ...drafts, [directoryLocale(locale)]: text };
    setDrafts(next);
    onChange(localizedEntries(next, field));
  };

  const blur = (locale: string) => {
    const key = directoryLocale(locale);
    const trimmed = (drafts[key] ?? '').trim();
    if (trimmed !== drafts[key]) setDrafts({ ...drafts, [key]: trimmed });
    onBlur?.();
  };

  return (
    <Box role="group" aria-labelledby={`${baseId}-label`} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={`${baseId}-label`} variant="subtitle2" component="div">
        {label ?? t(field === 'desc' ? 'widgets.localizedText.descriptions' : 'widgets.localizedText.names')}
      </Typography>
      {failed && <Alert severity="error">{t('widgets.localizedText.loadFailed')}</Alert>}
      {!locales && !failed && <CircularProgress size={20} aria-label={t('widgets.localizedText.loading')} />}
      {locales?.length === 0 && <Typography color="text.secondary">{t('widgets.localizedText.noLocales')}</Typography>}
      {locales?.map(({ locale, localeDisplayName }) => {
        const key = directoryLocale(locale);
        return (
          <TextField
            key={locale}
            id={`${baseId}-${key}`}
            label={localeDisplayName ?? locale}
            value={drafts[key] ?? ''}
            onChange={(event) => change(locale, event.target.value)}
            onBlur={() => blur(locale)}
            multiline={options.multiline === true}
            minRows={options.multiline ? 2 : undefined}
            disabled={disabled}
            size="small"
            slotProps={{
              htmlInput: { lang: locale, dir: directionOf(locale), readOnly, maxLength: options.maxLength },
            }}
          />
        );
      })}
    </Box>
  );
}
