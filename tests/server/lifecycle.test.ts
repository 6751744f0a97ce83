// The server's life around its data folder and the console files: first start seeds, a restart
// keeps data and tokens, --reset starts over; the built console is served with sensible caching.
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../server/app.ts';
import { makeDataDir, passwordGrant, rest, startTestServer } from './harness.ts';

const LEVEL = (level: number) => ({ logConfigurations: [{ packageConfigured: { packageName: 'com.netiq.idm.rest' }, logLevel: level }] });
const levelOf = async (server: { url: string; dataDir: string; close(): Promise<void> }, token: string) =>
  ((await rest(server, token, 'GET', '/admin/logging/list?q=com.netiq.idm.rest&pageSize=1')).body as { logConfigurations: Array<{ logLevel: number }> })
    .logConfigurations[0]!.logLevel;

const closers: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

describe('data folder', () => {
  it('keeps data and signed tokens across a restart, and --reset starts from the seed again', async () => {
    const dataDir = await makeDataDir();
    const first = await startServer({ port: 0, dataDir, consoleDir: path.join(dataDir, 'none') });
    const server = { url: first.url, dataDir, close: first.close };
    const { access_token } = await passwordGrant(server, 'uaadmin');
    expect((await rest(server, access_token, 'PUT', '/admin/logging', LEVEL(50000))).status).toBe(204);
    await first.close();

    const second = await startServer({ port: 0, dataDir, consoleDir: path.join(dataDir, 'none') });
    const again = { url: second.url, dataDir, close: second.close };
    // The signing key lives in the data folder: the token from before the restart still works.
    expect(await levelOf(again, access_token)).toBe(50000);
    await second.close();

    await writeFile(path.join(dataDir, 'not-the-servers.txt'), 'keep me');
    const third = await startServer({ port: 0, dataDir, reset: true, consoleDir: path.join(dataDir, 'none') });
    const reset = { url: third.url, dataDir, close: third.close };
    closers.push(() => rm(dataDir, { recursive: true, force: true }));
    expect((await rest(reset, access_token, 'GET', '/access/info/version')).status).toBe(401);
    const fresh = (await passwordGrant(reset, 'uaadmin')).access_token;
    expect(await levelOf(reset, fresh)).toBe(20000);
    await third.close();
    // Reset removes the server's files only, whatever folder IDM_DATA_DIR names.
    expect(existsSync(path.join(dataDir, 'not-the-servers.txt'))).toBe(true);
  });
});

describe('console files', () => {
  it('serves the built console under /idmdash/ with no-cache for index.html, immutable hashed assets and images kept ten minutes', async () => {
    const dataDir = await makeDataDir();
    const dist = path.join(dataDir, 'dist');
    await mkdir(path.join(dist, 'assets'), { recursive: true });
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>console</title>');
    await writeFile(path.join(dist, 'assets', 'index-AbC123.js'), 'console.log(1)');
    await mkdir(path.join(dist, 'images'), { recursive: true });
    await writeFile(path.join(dist, 'images', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await mkdir(path.join(dist, 'locales'), { recursive: true });
    await writeFile(path.join(dist, 'locales', 'en.json'), '{}');
    const server = await startTestServer({ dataDir, consoleDir: dist });
    closers.push(server.close);

    const root = await fetch(`${server.url}/`, { redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/idmdash/');

    const index = await fetch(`${server.url}/idmdash/`);
    expect(index.status).toBe(200);
    expect(await index.text()).toContain('<title>console</title>');
    expect(index.headers.get('cache-control')).toBe('no-cache');

    const asset = await fetch(`${server.url}/idmdash/assets/index-AbC123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    // The logo, also the page's icon, which the browser asks for on every route change: kept ten minutes.
    const logo = await fetch(`${server.url}/idmdash/images/logo.svg`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('cache-control')).toBe('public, max-age=600');
    const locale = await fetch(`${server.url}/idmdash/locales/en.json`);
    expect(locale.headers.get('cache-control')).toBe('no-cache');

    expect((await fetch(`${server.url}/idmdash/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/idmdash/../package.json`)).status).toBe(404);
  });

  it("answers a client's missing custom brand and style sheet with 204 (none), and serves them when present", async () => {
    const dataDir = await makeDataDir();
    const dist = path.join(dataDir, 'dist');
    await mkdir(path.join(dist, 'custom', '2'), { recursive: true });
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>console</title>');
    await writeFile(path.join(dist, 'custom', '2', 'custom.css'), 'header { color: teal }');
    const server = await startTestServer({ dataDir, consoleDir: dist });
    closers.push(server.close);

    for (const file of ['brand.json', 'custom.css']) {
      const none = await fetch(`${server.url}/idmdash/custom/1/${file}`);
      expect(none.status).toBe(204);
      expect(await none.text()).toBe('');
    }
    const css = await fetch(`${server.url}/idmdash/custom/2/custom.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
    expect(await css.text()).toBe('header { color: teal }');
    // Only those two files, and only inside a client's folder.
    expect((await fetch(`${server.url}/idmdash/custom/1/other.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/idmdash/custom/%2E%2E/brand.json`)).status).toBe(404);
  });

  it('says how to build the console when dist/ is missing', async () => {
    const server = await startTestServer();
    closers.push(server.close);
    const response = await fetch(`${server.url}/idmdash/`);
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('npm run build');
  });
});
