// The locale kit and the request forms against the sandbox, as an administrator uses them: the
// English texts downloaded as a properties file, one text changed and uploaded, and the console
// showing it after a reload; a request definition made from a template with two approval steps.
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordGrant, rest } from '../server/harness.ts';
import { currentRoute, settled, signIn, startSandbox, type Sandbox } from './harness.ts';
import { banners, choose, dialog, eventually, openTab, rows, rowTexts, select } from './screens.ts';

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

describe('request forms', () => {
  it('shows the templates and forms, and makes a request definition with two serial approval steps that users may request', async () => {
    const { context, page } = await signIn(sandbox, 'uaadmin', '/editrequest');
    await settled(page);
    await eventually(() => rowTexts(page)).toContain('Two Step Serial Approval TwoStepSerialApproval Two approvers, one after another');
    await openTab(page, 'Forms');
    await eventually(() => rowTexts(page)).toContain('Request Form RequestForm Who the request is for and why');
    expect(currentRoute(page)).toBe('/editrequest?tab=forms');
    // A form's name opens its data items.
    await page.getByRole('button', { name: 'Request Form', exact: true }).click();
    await eventually(() => dialog(page).innerText()).toMatch(/Data items\s+Recipient, Reason/);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });

    await openTab(page, 'Approval templates');
    await page.getByRole('button', { name: 'New request definition' }).click();
    await eventually(() => currentRoute(page)).toBe('/editrequest/create');
    await settled(page);
    const main = page.locator('main');
    await page.fill('#root_cn', 'Conference Travel');
    await page.fill('#root_name', 'Conference Travel');
    await select(main, page, 'Category', 'IT Requests');
    // Two steps, Serial are the defaults; a third step's approver is asked for only with three steps.
    expect(await main.getByRole('combobox', { name: 'Approval steps' }).innerText()).toBe('Two');
    expect(await main.getByRole('combobox', { name: 'Type' }).innerText()).toBe('Serial');
    await select(main, page, 'Approval steps', 'Three');
    await main.getByRole('combobox', { name: 'Approver of step 3' }).waitFor();
    await select(main, page, 'Approval steps', 'Two');
    await main.getByRole('combobox', { name: 'Approver of step 3' }).waitFor({ state: 'detached' });
    await choose(main, page, 'Approver of step 1', 'Megan', 'Megan Manager');
    await choose(main, page, 'Approver of step 2', 'UA', 'UA Administrator');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await eventually(() => banners(page)).toContain('Request definition created');
    await eventually(() => currentRoute(page)).toBe('/editrequest');

    // The catalogue lists it among the request definitions.
    const server = { url: sandbox.url, dataDir: '', close: async () => {} };
    const admin = (await passwordGrant(server, 'uaadmin')).access_token;
    const listed = await rest(server, admin, 'GET', '/catalog/prds?q=Conference');
    expect((listed.body as { requestDefs: { name: string }[] }).requestDefs.map((d) => d.name)).toEqual(['Conference Travel']);
    await context.close();

    // An end user finds it in the request catalogue.
    const user = await signIn(sandbox, 'enduser', '/requests');
    await settled(user.page);
    await user.page.getByRole('searchbox', { name: 'Search' }).fill('Conference');
    await user.page.getByRole('button', { name: 'Add to cart: Conference Travel' }).waitFor({ timeout: 10_000 });
    await user.context.close();
  });
});
