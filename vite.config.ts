import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { validateScreensPlugin } from './scripts/vite-plugin-validate-screens.ts';
import { buildInfoPlugin } from './scripts/build-info.ts';

// The console is served under /idmdash/ (by the sandbox server, or by a real Identity
// Applications server). Its entry is index.html, which loads shell/main.tsx.
export default defineConfig({
  base: '/idmdash/',
  plugins: [react(), validateScreensPlugin(), buildInfoPlugin()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    // scripts/size.ts reads the manifest to tell what index.html loads before the first screen.
    manifest: true,
  },
});
