import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { buildInfoPlugin } from './scripts/build-info.ts';

// The console is served under /idmdash/ (by the sandbox server, or by a real Identity
// Applications server). Its entry is index.html, which loads shell/main.tsx.
export default defineConfig({
  base: '/idmdash/',
  plugins: [react(), buildInfoPlugin()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    // scripts/size.ts reads the manifest to tell what index.html loads before the first screen.
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the first screen needs (the entry's static import graph) goes into one chunk:
        // one request, and gzip compresses it better than a dozen small shared chunks. Screens,
        // popups and dialogs stay lazy chunks of their own.
        codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
      },
    },
  },
});
