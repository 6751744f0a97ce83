// Accessibility that holds on every screen. axe-core runs over every routed screen of the area
// manifests (each tab of a route's tab set, sample ids for :params taken from the links the lists
// show) and over the main dialogs and menus, in English and in Arabic; any finding of impact
// serious or critical fails, named by rule, target and route. Then what only a browser shows:
// the title and focus on a route change, a failed submit's announcement and focus, and where focus
// lands after Save and after a confirmed delete.
//
// axe's source goes in with the context's init script, not a <script> tag: the console page's
// content security policy (script-src 'self') refuses inline scripts, and init scripts are not
// subject to it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ROUTES, type RouteDefinition } from '../../shell/routing/routeTable.ts';
import { tabHref } from '../../shell/routing/tabs.ts';
import { passwordGrant, rest } from '../server/harness.ts';
import { currentRoute, signIn, startSandbox, type Sandbox } from './harness.ts';
import { eventually, rows } from './screens.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
type Locale = 'en' | 'ar';
const TEXTS: Record<Locale, Record<string, string>> = {
  en: JSON.parse(readFileSync(path.join(ROOT, 'public/locales/en.json'), 'utf8')) as Record<string, string>,
  ar: JSON.parse(readFileSync(path.join(ROOT, 'public/locales/ar.json'), 'utf8')) as Record<string, string>,
};
/** A translation's text, or for a text with {{placeholders}} a pattern of its fixed parts. */
const text = (locale: Locale, key: string): string => TEXTS[locale][key] ?? key;
const textPattern = (locale: Locale, key: string) => new RegExp(text(locale, key).split(/\{\{[^}]+\}\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*'));

interface Finding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** axe over the element the selector names (main, a dialog) or the whole document; serious and critical findings only. */
async function axeFindings(page: Page, selector?: string): Promise<Finding[]> {
  // A menu or dialog that is still fading in would fail on contrast: wait until nothing moves.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity), undefined, { timeout: 15_000 });
  return page.evaluate(async (scope) => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const context = scope ? document.querySelector(scope) : document;
    if (!context) return [{ id: 'no-context', impact: 'critical', help: `nothing matches ${scope}`, targets: [] }];
    const result = await axe.run(context, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({ id: violation.id, impact: violation.impact, help: violation.help, targets: violation.nodes.map((node) => node.target.join(' ')) }));
  }, selector);
}

/** Requests of the console in flight (fetch, XHR and script chunks; a server-sent event stream never ends). */
let inFlight = 0;

/**
 * Until the page has its heading, no request has been in flight for a moment, no spinner shows and
 * nothing moves (a menu fading in would fail on contrast): a list's links are there to be read.
 */
async function quiet(page: Page): Promise<void> {
  const still = () =>
    page.waitForFunction(
      () =>
        !document.querySelector('[role=progressbar]') &&
        document.querySelector('main h1, main [role=alert]') &&
        document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 15_000 },
    );
  await still();
  const deadline = Date.now() + 15_000;
  for (let idleSince = Date.now(); Date.now() - idleSince < 150 && Date.now() < deadline; ) {
    if (inFlight > 0) idleSince = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await still();
}

/** The hash paths to visit for a route: its own, or one per tab of its tab set. */
function pathsOf(route: RouteDefinition, params: Record<string, string>): string[] {
  const filled = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? `:${name}`));
  if (!route.tabs) return [filled];
  return route.tabs.tabs.map((tab) => tabHref(route.tabs!, route.path, params, tab.id));
}

/** A pattern matching the hash links of a route ('#/role/detail/:dn' → its params). */
function linkPattern(routePath: string): RegExp {
  return new RegExp(`^#${routePath.replace(/:(\w+)/g, '(?<$1>[^/?]+)')}$`);
}

// Routes whose sample comes from a link of another route of the same params (no list links to them).
const SAMPLE_FROM: Record<string, string> = {
  '/role/mapresources/:dn': '/role/detail/:dn',
  '/resource/mapresources/:dn': '/resource/detail/:dn',
  '/sod/mapresources/:dn': '/sod/detail/:dn',
  '/detailInfo/:dn': '/users/:dn',
  '/orgchart/:dn': '/users/:dn',
  '/entities/:key/create': '/entities/:key',
  '/entities/:key/entityOrgChart': '/entities/:key',
  '/entities/:key/entityOrgChart/:dn': '/entities/:key/:dn/edit',
  // A team member's history is a user's (the members' rows open it by script, not by a link).
  '/teams/history/:dn': '/users/:dn',
};

/** A route that only names the tab of a tab set shown by another route (/configuration/:section) is visited with that route's tabs. */
const tabRouteOfAnother = (route: RouteDefinition) => ROUTES.some((other) => other !== route && other.tabs?.route === route.path && !other.path.includes(':'));

let sandbox: Sandbox;
let page: Page;
const DAY = 24 * 3600 * 1000;
beforeAll(async () => {
  sandbox = await startSandbox();
  // The seed gives the administrator no availability: one, so that its edit page has a sample.
  const server = { url: sandbox.url, dataDir: '', close: async () => {} };
  const token = (await passwordGrant(server, 'uaadmin')).access_token;
  await rest(server, token, 'POST', '/access/availability', { allRequests: true, effectiveDate: Date.now() + DAY, hasExpiryDuration: true, expiryDuration: '2', expiryDurationUnit: 'D' });
  const signedIn = await signIn(sandbox, 'uaadmin', '/default');
  await signedIn.context.addInitScript({ content: AXE_SOURCE });
  page = signedIn.page;
  // Scripts too: a route's screen is a chunk loaded on demand, and until it has loaded the previous
  // page's heading and links are still there.
  const counted = (request: { resourceType(): string }) => ['fetch', 'xhr', 'script'].includes(request.resourceType());
  page.on('request', (request) => counted(request) && inFlight++);
  page.on('requestfinished', (request) => counted(request) && inFlight--);
  page.on('requestfailed', (request) => counted(request) && inFlight--);
  await page.reload();
  await quiet(page);
});
afterAll(async () => sandbox?.close());

const findings: string[] = [];
function record(where: string, found: Finding[]) {
  for (const finding of found) findings.push(`${where}: ${finding.id} (${finding.impact}) ${finding.help} at ${finding.targets.join(', ')}`);
}

/**
 * The findings that are still there a moment later: a contrast finding on a routed page can be a
 * colour caught mid-transition (a button's hover or focus fading out after the previous page), not
 * the page's colours. Each finding of the first run must be found again.
 */
async function lastingFindings(page: Page, selector: string): Promise<Finding[]> {
  const first = await axeFindings(page, selector);
  if (first.length === 0) return first;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await quiet(page);
  const again = new Set((await axeFindings(page, selector)).map((finding) => `${finding.id} ${finding.targets.join(', ')}`));
  return first.filter((finding) => again.has(`${finding.id} ${finding.targets.join(', ')}`));
}

async function visit(hashPath: string): Promise<void> {
  await page.evaluate((target) => {
    window.location.hash = target;
  }, hashPath);
  await quiet(page);
}

/** Every route's screens, in the page's locale; the sample params found on the way are kept. */
async function scanRoutes(locale: Locale, samples: Map<string, Record<string, string>>): Promise<number> {
  let visited = 0;
  // Routes without params first: their lists link to the others. A route whose sample comes from a
  // page visited later is tried again at the end.
  const routes = ROUTES.filter((route) => !tabRouteOfAnother(route));
  const queue = [...routes.filter((route) => !route.path.includes(':')), ...routes.filter((route) => route.path.includes(':'))];
  const visits = [...queue];
  for (let index = 0; index < visits.length; index++) {
    const route = visits[index]!;
    const sampleOf = () => samples.get(SAMPLE_FROM[route.path] ?? route.path);
    let params = route.path.includes(':') ? sampleOf() : {};
    if (!params && index < queue.length) {
      visits.push(route);
      continue;
    }
    // Still none on the second try: a list whose links drew after the page looked settled. Its
    // area's pages without parameters are read again for links.
    if (!params) params = await sampleFromArea(route, samples).then(sampleOf);
    if (!params) {
      findings.push(`${locale} ${route.path}: no sample (no list links to it): add it to SAMPLE_FROM`);
      continue;
    }
    for (const hashPath of pathsOf(route, params)) {
      await visit(hashPath);
      visited++;
      record(`${locale} #${hashPath}`, await lastingFindings(page, 'main'));
      harvest(await page.locator('main a[href^="#/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!)), samples);
    }
  }
  return visited;
}

/** Visits the pages without parameters of the route's area again and reads their links. */
async function sampleFromArea(route: RouteDefinition, samples: Map<string, Record<string, string>>): Promise<void> {
  const source = ROUTES.find((r) => r.path === (SAMPLE_FROM[route.path] ?? route.path)) ?? route;
  for (const list of ROUTES.filter((r) => r.area === source.area && !r.path.includes(':'))) {
    for (const hashPath of pathsOf(list, {})) {
      await visit(hashPath);
      await page.locator('main a[href^="#/"]').first().waitFor({ timeout: 5000 }).catch(() => undefined);
      harvest(await page.locator('main a[href^="#/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!)), samples);
    }
  }
}

function harvest(hrefs: string[], samples: Map<string, Record<string, string>>) {
  for (const route of ROUTES.filter((r) => r.path.includes(':') && !samples.has(r.path))) {
    const pattern = linkPattern(route.path);
    for (const href of hrefs) {
      const groups = pattern.exec(href)?.groups;
      if (groups) {
        samples.set(route.path, Object.fromEntries(Object.entries(groups).map(([name, value]) => [name, decodeURIComponent(value)])));
        break;
      }
    }
  }
}

/** Opens the profile menu (its button named in the locale). */
async function openProfile(locale: Locale) {
  await page.getByRole('button', { name: textPattern(locale, 'shell.profile.open') }).click();
  await page.getByRole('menu').waitFor();
}

async function closeWithEscape(role: 'menu' | 'dialog') {
  await page.keyboard.press('Escape');
  await page.getByRole(role).first().waitFor({ state: 'detached' });
}

/** The profile menu, the help desk, About, the bell, the column chooser, a delete confirmation, an action's dialog form. */
async function scanDialogs(locale: Locale, samples: Map<string, Record<string, string>>) {
  await visit('/users');
  record(`${locale} header and footer`, await axeFindings(page));

  await openProfile(locale);
  record(`${locale} profile menu`, await axeFindings(page, '.MuiMenu-root'));
  await page.getByRole('menuitem', { name: text(locale, 'shell.profile.helpDesk') }).click();
  await page.getByRole('dialog').waitFor();
  record(`${locale} help desk`, await axeFindings(page, '[role=dialog]'));
  await closeWithEscape('dialog');

  await openProfile(locale);
  await page.getByRole('menuitem', { name: text(locale, 'shell.profile.about') }).click();
  await page.getByRole('dialog').waitFor();
  record(`${locale} about`, await axeFindings(page, '[role=dialog]'));
  await closeWithEscape('dialog');

  await page.getByRole('button', { name: textPattern(locale, 'shell.notifications.title') }).first().click();
  await page.getByRole('menu').waitFor();
  record(`${locale} notifications`, await axeFindings(page, '.MuiMenu-root'));
  await closeWithEscape('menu');

  await page.getByRole('button', { name: text(locale, 'widgets.dataTable.columns') }).click();
  await page.getByRole('menu').waitFor();
  record(`${locale} column chooser`, await axeFindings(page, '.MuiMenu-root'));
  await closeWithEscape('menu');

  await rows(page).first().getByRole('checkbox').check();
  await page.getByRole('button', { name: text(locale, 'users.list.action.delete') }).click();
  await page.getByRole('dialog').waitFor();
  record(`${locale} delete confirmation`, await axeFindings(page, '[role=dialog]'));
  await page.getByRole('dialog').getByRole('button', { name: text(locale, 'renderer.cancel') }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });

  const role = samples.get('/role/detail/:dn');
  if (role) {
    await visit(`/role/detail/${encodeURIComponent(role.dn!)}`);
    await page.getByRole('tab', { name: text(locale, 'catalog.tab.assignments') }).click();
    await page.getByRole('button', { name: text(locale, 'catalog.action.assign'), exact: true }).click();
    await page.getByRole('dialog').waitFor();
    await quiet(page);
    record(`${locale} assign dialog`, await axeFindings(page, '[role=dialog]'));
    await closeWithEscape('dialog');
  }
}

async function switchLocale(from: Locale, to: string, dir: 'ltr' | 'rtl') {
  await openProfile(from);
  await page.getByRole('menuitemradio', { name: to }).click();
  await eventually(() => page.evaluate(() => document.documentElement.dir)).toBe(dir);
}

// First, while the page is in English (the scans below switch to Arabic and back).
describe('focus and announcements', () => {
  const activeElement = () => page.evaluate(() => ({ tag: document.activeElement?.tagName, id: document.activeElement?.id }));

  it('names the page in the title and moves focus to its heading on a route change', async () => {
    await visit('/role');
    expect(currentRoute(page)).toBe('/role');
    await eventually(() => page.title()).toBe(`${text('en', 'route.role.title')} - ${text('en', 'shell.header.title')}`);
    await eventually(activeElement).toMatchObject({ tag: 'H1' });
  });

  it('says how many problems a failed submit found and puts focus on the first invalid field; after Create, on the new page’s heading', async () => {
    await visit('/role/create');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await eventually(() => page.getByRole('alert').allInnerTexts()).toContainEqual(expect.stringMatching(/^The form has \d+ problems?:/));
    await eventually(activeElement).toEqual({ tag: 'INPUT', id: 'root_name' });

    await page.keyboard.type('Focus Keeper');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await eventually(() => currentRoute(page)).toMatch(/^\/role\/detail\//);
    await eventually(activeElement).toMatchObject({ tag: 'H1' });
  });

  it('puts focus on the list’s table after a confirmed delete, not on the page’s body', async () => {
    await visit('/role');
    await page.getByRole('searchbox', { name: 'Search' }).fill('Focus Keeper');
    await page.keyboard.press('Enter');
    await eventually(() => rows(page).count()).toBe(1);
    await rows(page).first().getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await eventually(() => page.getByRole('status').allInnerTexts()).toContainEqual(expect.stringContaining('deleted successfully'));
    await eventually(activeElement).toMatchObject({ tag: 'TABLE' });
  });
});

describe('axe finds nothing serious on any screen', () => {
  const samples = new Map<string, Record<string, string>>();

  it('in English: every route, every tab of a tab set, the main dialogs and menus', async () => {
    const visited = await scanRoutes('en', samples);
    await scanDialogs('en', samples);
    expect(visited).toBeGreaterThan(ROUTES.length);
    expect(findings, findings.join('\n')).toEqual([]);
  }, 600_000);

  it('in Arabic (right to left): the same', async () => {
    findings.length = 0;
    await switchLocale('en', 'العربية', 'rtl');
    try {
      await scanRoutes('ar', samples);
      await scanDialogs('ar', samples);
    } finally {
      // Back to English for the tests below.
      await switchLocale('ar', 'English', 'ltr');
    }
    expect(findings, findings.join('\n')).toEqual([]);
  }, 600_000);
});
