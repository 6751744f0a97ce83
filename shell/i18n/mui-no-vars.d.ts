// The plain (no CSS variables) theme functions of MUI, reached through the aliases of
// scripts/mui-no-vars.ts. Same signatures as the exported createTheme and ThemeProvider.
declare module '@mui/material/styles/createThemeNoVars' {
  import type { createTheme } from '@mui/material/styles';
  const createThemeNoVars: typeof createTheme;
  export default createThemeNoVars;
}
declare module '@mui/material/styles/ThemeProviderNoVars' {
  import type { ThemeProvider } from '@mui/material/styles';
  const ThemeProviderNoVars: typeof ThemeProvider;
  export default ThemeProviderNoVars;
}
