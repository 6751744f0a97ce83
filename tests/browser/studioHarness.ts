// The screen studio as `npm run studio` runs it, for its browser test and its benchmark
// (scripts/bench-studio.ts): vite's development server in-process on a free port, forwarding the
// sign-in and REST calls to an in-process sandbox, a Chromium page signed in at #/studio; and the
// measure of one redraw, taken in the page.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { createServer } from 'vite';
import { launchChromium } from '../../scripts/chromium.ts';
import { startServer } from '../../server/app.ts';
import { optionsFromEnvironment } from '../../server/settings.ts';
import { submitLogin } from './harness.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface StudioSession {
  page: Page;
  close(): Promise<void>;
}

export async function startStudio(account = 'uaadmin'): Promise<StudioSession> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'idm-studio-'));
  const vite = await createServer({ root: ROOT, configLoader: 'runner', logLevel: 'warn', server: { port: 0, host: '127.0.0.1', hmr: false } });
  await vite.listen();
  const origin = `http://127.0.0.1:${(vite.httpServer!.address() as { port: number }).port}`;
  const sandbox = await startServer({ ...optionsFromEnvironment({}), port: 0, host: '127.0.0.1', dataDir, publicOrigins: [origin] });
  process.env.IDM_STUDIO_SANDBOX = sandbox.url;
  let browser: Browser | undefined;
  const close = async () => {
    delete process.env.IDM_STUDIO_SANDBOX;
    await browser?.close();
    await vite.close();
    await sandbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    browser = await launchChromium();
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await page.goto(`${origin}/idmdash/#/studio`);
    await submitLogin(page, account);
    // A fresh clone's first development load waits for vite to pre-bundle the dependencies.
    await page.getByRole('heading', { name: 'Screen studio' }).waitFor({ timeout: 150_000 });
    return { page, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Replaces the editor's whole text (one input event). */
export async function setText(page: Page, text: string): Promise<void> {
  await page.locator('.cm-content').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(text);
}

/** One redraw, in ms: from the editor's input event to the preview's table with `columns` header cells. */
export interface Redraw {
  /** Input to redrawn table. */
  total: number;
  /** Input to the check's request leaving (the editor's pause after the last keystroke). */
  wait: number;
  /** The check's request, sent to answered (the development server's validation). */
  check: number;
  /** Answer to redrawn table (the preview's render). */
  draw: number;
}

/**
 * Starts measuring the next redraw in the page; resolve it after typing. The clock starts at the
 * editor's input event (not when the test sends the keys), and stops when the preview's table has
 * `columns` header cells.
 */
export function measureRedraw(page: Page, columns: number): Promise<Redraw> {
  return page.evaluate(
    (columns) =>
      new Promise<Redraw>((resolve) => {
        let input = -1;
        let request: PerformanceResourceTiming | undefined;
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (input >= 0 && entry.name.includes('__studio/check') && entry.startTime >= input) request = entry as PerformanceResourceTiming;
        });
        observer.observe({ type: 'resource' });
        document.addEventListener('input', () => (input = performance.now()), { capture: true, once: true });
        const region = document.querySelector('[aria-label="Preview"]')!;
        new MutationObserver((_, mutations) => {
          if (input < 0 || region.querySelectorAll('th').length !== columns) return;
          mutations.disconnect();
          const end = performance.now();
          // The resource entry is delivered after the answer's body: take the newest one now.
          for (const entry of performance.getEntriesByType('resource')) if (entry.name.includes('__studio/check') && entry.startTime >= input) request = entry as PerformanceResourceTiming;
          observer.disconnect();
          const sent = request?.startTime ?? input;
          const answered = request?.responseEnd ?? end;
          resolve({ total: end - input, wait: sent - input, check: answered - sent, draw: end - answered });
        }).observe(region, { childList: true, subtree: true });
      }),
    columns,
  );
}
