import { useCallback, useEffect, useState } from 'react';
import { HashRouter } from 'react-router-dom';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { LazyAlert } from './feedback/LazyAlert.tsx';
import Box from '@mui/material/Box';
import { ContextLoadError, runBootstrap, type BootstrapDeps, type CallFn } from './bootstrap/loaders.ts';
import { LoadingOverlay } from './bootstrap/LoadingOverlay.tsx';
import type { ShellData } from './bootstrap/types.ts';
import { FeedbackProvider } from './feedback/FeedbackProvider.tsx';
import { FALLBACK_LOCALE, switchLocale } from './i18n/i18n.ts';
import { SHELL_CALLS } from './bootstrap/shellCalls.ts';
import { serverTexts } from './i18n/serverTexts.ts';
import { applyDocumentLocale, directionOf, type Direction } from './i18n/rtl.ts';
import { prepareDirection, ThemeRoot } from './i18n/ThemeRoot.tsx';
import { ShellLayout } from './ShellLayout.tsx';
import { startFirstScreen } from './routing/firstScreen.ts';
import { PickerSourcesContext } from '../widgets/picker/sources/context.ts';
import { DECLARED_PICKER_SOURCES } from './pickerSources.ts';

/** The locale the user picked in this browser (profile dropdown), kept in case saving it on the server failed. */
export const LOCALE_STORAGE_KEY = 'idm.locale';

export type AppDeps = Omit<BootstrapDeps, 'applyLocale' | 'storedLocale' | 'browserLanguages' | 'onStart'> & { call: CallFn };

/** The browser's languages, most wanted first. */
function browserLanguages(): readonly string[] {
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

type Phase = { phase: 'loading' } | { phase: 'failed'; message: string } | { phase: 'ready'; data: ShellData };

function ContextFailure({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ p: 4 }}>
      <LazyAlert severity="error" role="alert">
        <strong>{t('shell.error.title', { defaultValue: 'The console could not start' })}</strong>
        <div>{message || t('shell.error.server', { defaultValue: 'Server error' })}</div>
      </LazyAlert>
    </Box>
  );
}

/** The console: starts the shell (bootstrap), then shows it with the user's locale and direction. */
export function App({ i18n, deps }: { i18n: I18n; deps: AppDeps }) {
  const [state, setState] = useState<Phase>({ phase: 'loading' });
  const [direction, setDirection] = useState<Direction>(() => directionOf(i18n.language));

  const applyLocale = useCallback(
    async (locale: string) => {
      await switchLocale(i18n, locale, fetch, (fileLocale) => serverTexts(deps.call, fileLocale));
      await prepareDirection(directionOf(i18n.language));
      setDirection(applyDocumentLocale(i18n.language));
    },
    [i18n, deps.call],
  );

  useEffect(() => {
    let active = true;
    const storedLocale = localStorage.getItem(LOCALE_STORAGE_KEY) ?? undefined;
    // The first screen (its rights and chunks) starts with the shell's own calls (firstScreen.ts).
    const onStart = () => startFirstScreen(deps.call);
    runBootstrap({ ...deps, applyLocale, storedLocale, browserLanguages: browserLanguages(), onStart }).then(
      (data) => active && setState({ phase: 'ready', data }),
      async (error: unknown) => {
        // Without the context there are no server locales; the browser's language will do.
        await applyLocale(storedLocale ?? browserLanguages()[0] ?? FALLBACK_LOCALE).catch(() => undefined);
        if (active) setState({ phase: 'failed', message: error instanceof ContextLoadError ? error.message : '' });
      },
    );
    return () => {
      active = false;
    };
  }, [deps, applyLocale]);

  // The choice is the user's: saved on the server (it follows them to another browser) and kept here.
  const changeLocale = useCallback(
    (locale: string) => {
      localStorage.setItem(LOCALE_STORAGE_KEY, locale);
      void applyLocale(locale);
      void deps.call(SHELL_CALLS.savePreferredLocale, undefined, { localeKey: locale, userPreferredLocales: [locale] }).catch(() => undefined);
    },
    [applyLocale, deps],
  );

  return (
    <I18nextProvider i18n={i18n}>
      <ThemeRoot direction={direction}>
        {state.phase === 'loading' && <LoadingOverlay label={i18n.t('shell.common.loading', { defaultValue: 'Loading' })} />}
        {state.phase === 'failed' && <ContextFailure message={state.message} />}
        {state.phase === 'ready' && (
          <HashRouter>
            <FeedbackProvider messageTime={state.data.custom?.messageTime}>
              <PickerSourcesContext.Provider value={DECLARED_PICKER_SOURCES}>
                <ShellLayout data={state.data} call={deps.call} changeLocale={changeLocale} />
              </PickerSourcesContext.Provider>
            </FeedbackProvider>
          </HashRouter>
        )}
      </ThemeRoot>
    </I18nextProvider>
  );
}
