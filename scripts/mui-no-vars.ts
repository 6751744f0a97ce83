import { createRequire } from 'node:module';
import path from 'node:path';
import type { Alias, Plugin } from 'vite';
import { moduleSourcePlugin } from './module-source-plugin.ts';

// MUI's createTheme and ThemeProvider also carry the CSS-variables theme machinery (about 3 KB gzip),
// which the console does not use. Their plain variants exist in the package but are not exported,
// so these aliases point the console's imports at them. Used by vite.config.ts and vitest.config.ts;
// the types are declared in shell/i18n/mui-no-vars.d.ts. If an MUI upgrade moves the files, the
// build fails here, loudly.
const stylesDir = path.dirname(createRequire(import.meta.url).resolve('@mui/material/styles'));

export const muiNoVarsAliases: Alias[] = [
  { find: /^@mui\/material\/styles\/createThemeNoVars$/, replacement: path.join(stylesDir, 'createThemeNoVars.mjs') },
  { find: /^@mui\/material\/styles\/ThemeProviderNoVars$/, replacement: path.join(stylesDir, 'ThemeProviderNoVars.mjs') },
];

const createThemeFile = path.join(stylesDir, 'createTheme.mjs');

/**
 * MUI's own default theme (what Box and `styled` use without a ThemeProvider above them) is made by
 * `createTheme()`, whose module holds the CSS-variables theme (createThemeWithVars, about 4 KB gzip)
 * for the options `cssVariables` and `colorSchemes`. The console passes neither anywhere, and
 * without them createTheme is createThemeNoVars exactly (its first branch), so the build reads the
 * module as that: the CSS-variables machinery leaves the shell.
 */
export function muiNoVarsPlugin(): Plugin {
  return moduleSourcePlugin('idm-mui-no-vars', createThemeFile, "export { default } from './createThemeNoVars.mjs';\n");
}
