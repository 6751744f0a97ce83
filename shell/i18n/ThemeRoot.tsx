import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createTheme from '@mui/material/styles/createThemeNoVars';
import ThemeProvider from '@mui/material/styles/ThemeProviderNoVars';
import type { Direction } from './rtl.ts';
import { cspNonce } from './cspNonce.ts';
import { reducedMotionTheme, usePrefersReducedMotion } from './reducedMotion.ts';

// MUI flips its layout for right-to-left locales with two pieces: the theme's direction and an
// emotion cache whose stylis plugin mirrors left/right in every generated rule. The RTL cache
// (with its CSS flipper) loads only when a right-to-left locale is used: call prepareDirection
// before switching. The base page styles (CssBaseline's) are in index.html.
//
// MUI's components carry a few texts of their own (an alert's close button, a combobox's open,
// close and clear buttons and its empty and loading lists), English by default: the theme gives
// them the console's translations, so every screen's alerts and comboboxes speak the user's language.
const caches: Partial<Record<Direction, EmotionCache>> = { ltr: createCache({ key: 'mui', nonce: cspNonce }) };

export async function prepareDirection(direction: Direction): Promise<void> {
  if (direction === 'rtl' && !caches.rtl) caches.rtl = (await import('./rtlCache.ts')).rtlCache;
}

export function ThemeRoot({ direction, children }: { direction: Direction; children: ReactNode }) {
  // t changes with the language, and the texts with it.
  const { t } = useTranslation();
  // Until prepareDirection has loaded it, the RTL cache is missing; the theme still says rtl.
  const cache = caches[direction] ?? caches.ltr!;
  const reducedMotion = usePrefersReducedMotion();
  const theme = useMemo(
    () =>
      createTheme({
        direction,
        ...(reducedMotion ? { transitions: reducedMotionTheme.transitions } : {}),
        palette: { primary: { main: '#0b5ea8' }, secondary: { main: '#00857c' } },
        components: {
          ...(reducedMotion ? reducedMotionTheme.components : {}),
          MuiAlert: { defaultProps: { closeText: t('shell.common.close') } },
          MuiAutocomplete: {
            defaultProps: {
              openText: t('shell.common.open'),
              closeText: t('shell.common.close'),
              clearText: t('shell.common.clear'),
              noOptionsText: t('shell.common.noOptions'),
              loadingText: t('shell.common.loading'),
            },
          },
        },
      }),
    [direction, t, reducedMotion],
  );
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
