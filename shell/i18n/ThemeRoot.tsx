import { useMemo, type ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from './rtl.ts';

// MUI flips its layout for right-to-left locales with two pieces: the theme's direction and an
// emotion cache whose stylis plugin mirrors left/right in every generated rule.
const caches: Record<Direction, ReturnType<typeof createCache>> = {
  ltr: createCache({ key: 'mui' }),
  rtl: createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }),
};

export function ThemeRoot({ direction, children }: { direction: Direction; children: ReactNode }) {
  const theme = useMemo(
    () =>
      createTheme({
        direction,
        palette: { primary: { main: '#0b5ea8' }, secondary: { main: '#00857c' } },
      }),
    [direction],
  );
  return (
    <CacheProvider value={caches[direction]}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
