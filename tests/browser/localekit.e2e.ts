// The locale kit and the request forms against the sandbox, as an administrator uses them: the
// English texts downloaded as a properties file, one text changed and uploaded, and the console
// showing it after a reload.
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settled, signIn, startSandbox, type Sandbox } from './harness.ts';
import { banners, dialog, eventually, rows, rowTexts } from './screens.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => sandbox?.close());

describe('the locale kit', () => {
  it('downloads the English texts, uploads one changed, and the console uses it after a reload', async () => {
    const { context, page } = await signIn(sandbox, 'uaadmin', '/localekit');
    await settled(page);
    await eventually(() => rowTexts(page)).toEqual(expect.arrayContaining([expect.stringContaining('English en'), expect.stringContaining('Deutsch de')]));
    expect(await page.locator('main h1').innerText()).toBe('Localization');

    await rows(page).filter({ hasText: 'English' }).getByRole('checkbox').check();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe('en.properties');
    const original = await readFile(await download.path(), 'utf8');
    expect(original).toContain('\nlocalekit.title=Localization\n');

    const changed = path.join(tmpdir(), `en-${Date.now()}.properties`);
    await writeFile(changed, original.replace('\nlocalekit.title=Localization\n', '\nlocalekit.title=Language Kit\n'));
    await page.getByRole('button', { name: 'Upload' }).click();
    await dialog(page).locator('input[type=file]').setInputFiles(changed);
    await eventually(() => dialog(page).innerText()).toContain(path.basename(changed));
    await dialog(page).getByRole('button', { name: 'OK', exact: true }).click();
    await eventually(() => banners(page)).toContain('The texts were saved. Reload the console to see them.');

    await page.reload();
    await page.waitForSelector('header', { timeout: 20_000 });
    await settled(page);
    await eventually(() => page.locator('main h1').innerText()).toBe('Language Kit');
    // The list says when English was changed; German was not.
    expect((await rowTexts(page)).find((text) => text.includes('Deutsch'))).toBe('Deutsch de');
    expect((await rowTexts(page)).find((text) => text.includes('English'))).toMatch(/English en \S+/);
    await context.close();
  });
});
