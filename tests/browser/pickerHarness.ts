// The picker harness page (harness/picker) built with Vite and served by a sandbox server in place
// of the console, with Chromium: used by picker.e2e.ts and scripts/bench-picker.ts.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../../scripts/chromium.ts';
import { build } from 'vite';
import { startServer } from '../../server/app.ts';
import { muiNoVarsAliases } from '../../scripts/mui-no-vars.ts';

const HARNESS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'harness', 'picker');

export interface PickerSandbox {
  url: string;
  browser: Browser;
  close(): Promise<void>;
}

export async function startPickerSandbox(): Promise<PickerSandbox> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'picker-e2e-'));
  const consoleDir = path.join(workDir, 'console');
  await build({
    configFile: false,
    root: HARNESS_DIR,
    base: '/idmdash/',
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: muiNoVarsAliases },
    build: { outDir: consoleDir, emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  });
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir: path.join(workDir, 'data'), consoleDir });
  const browser = await launchChromium();
  return {
    url: server.url,
    browser,
    async close() {
      await browser.close();
      await server.close();
      await rm(workDir, { recursive: true, force: true });
    },
  };
}

/** Opens the harness (query string `search`), signs in as `user` and waits for the form. */
export async function openPickerForm(sandbox: PickerSandbox, user = 'uaadmin', search = ''): Promise<Page> {
  const context = await sandbox.browser.newContext({ viewport: { width: 1200, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${sandbox.url}/idmdash/`);
  await page.waitForSelector('#username', { timeout: 20_000 });
  await page.fill('#username', user);
  await page.fill('#password', 'Passw0rd!');
  await page.click('button[type=submit]');
  await page.waitForSelector('body[data-ready=true]', { timeout: 20_000 });
  if (search !== '') {
    await page.goto(`${sandbox.url}/idmdash/${search}`);
    await page.waitForSelector('body[data-ready=true]', { timeout: 20_000 });
  }
  return page;
}

/** The value a harness field shows. */
export async function fieldValue(page: Page, name: string): Promise<Array<{ type: string; id: string; dn?: string; displayName: string; isGroupAssignment?: boolean }>> {
  return JSON.parse((await page.getByTestId(`value-${name}`).textContent()) ?? '[]');
}
