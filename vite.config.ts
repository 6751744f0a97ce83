import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { validateScreensPlugin } from './scripts/vite-plugin-validate-screens.ts';

// The console is served under /idmdash/ (by the sandbox server, or by a real Identity
// Applications server). Its entry is index.html, which loads shell/main.tsx.
export default defineConfig({
  base: '/idmdash/',
  plugins: [react(), validateScreensPlugin()],
  build: {
    outDir: 'dist',
    sourcemap: true,
  },
});
