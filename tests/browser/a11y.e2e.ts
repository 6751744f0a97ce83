// Accessibility that holds on every screen. axe-core runs over every routed screen of the area
// manifests (each tab of a route's tab set, sample ids for :params taken from the links the lists
// show) and over the main dialogs and menus, in English and in Arabic; any finding of impact
// serious or critical fails, named by rule, target and route. Then what only a browser shows:
// the title and focus on a route change, a failed submit's announcement and focus, and where focus
// lands after Save and after a confirmed delete. The language of every screen
// (screenLanguage.ts): the Arabic walk also finds no English left and every screen laid out right
// to left; a walk without axe shares the screens out among German, Japanese and Hebrew.
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
import { ROUTES } from '../../shell/routing/routeTable.ts';
import { installCspListener, watchCsp, type CspWatch } from './cspWatch.ts';
import { currentRoute, goToHash, signIn, startSandbox, WAIT_POLLING_MS, type Sandbox } from './harness.ts';
import { quiet as quietWith, seedSamples, trackRequests, walkRoutes, type Samples } from './routeWalk.ts';
import { chooseLanguage, languageFindings, leftoverRule, rtlProblems, walkInLocales } from './screenLanguage.ts';
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
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity), undefined, { timeout: 15_000, polling: WAIT_POLLING_MS });
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

let requests: { inFlight(): number };
/** Until the screen has settled (routeWalk.ts). */
const quiet = (page: Page) => quietWith(page, requests);

let sandbox: Sandbox;
let page: Page;
let csp: CspWatch;
beforeAll(async () => {
  sandbox = await startSandbox();
  await seedSamples(sandbox);
  const signedIn = await signIn(sandbox, 'uaadmin', '/default');
  await signedIn.context.addInitScript({ content: AXE_SOURCE });
  await installCspListener(signedIn.context);
  page = signedIn.page;
  requests = trackRequests(page);
  csp = watchCsp(page);
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
  await goToHash(page, hashPath);
  await quiet(page);
}

/** The CSP violations heard on each screen of the English walk, named by route. */
const cspHeard: string[] = [];

/** The English left on screen and the layout's direction, on each screen of the Arabic walk (screenLanguage.ts). */
const languageFound: string[] = [];
/** Every route's screens, in the page's locale; the sample params found on the way are kept. */
function scanRoutes(locale: Locale, samples: Samples): Promise<number> {
  const rule = locale === 'ar' ? leftoverRule('ar') : undefined;
  return walkRoutes(page, samples, {
    settle: () => quiet(page),
    onScreen: async (hashPath) => {
      record(`${locale} #${hashPath}`, await lastingFindings(page, 'main'));
      if (locale === 'en') cspHeard.push(...(await csp.violations()));
      if (rule) languageFound.push(...(await languageFindings(page, rule, `uaadmin #${hashPath}`)));
    },
    onNoSample: (route) => findings.push(`${locale} ${route.path}: no sample (no list links to it): add it to SAMPLE_FROM in routeWalk.ts`),
  });
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
async function scanDialogs(locale: Locale, samples: Samples) {
  const rule = locale === 'ar' ? leftoverRule('ar') : undefined;
  /** axe over the element (or the document), and in Arabic the language of what shows (screenLanguage.ts). */
  const scan = async (what: string, selector?: string) => {
    record(`${locale} ${what}`, await axeFindings(page, selector));
    if (rule) languageFound.push(...(await languageFindings(page, rule, `uaadmin ${what}`)));
  };
  await visit('/users');
  await scan('header and footer');

  await openProfile(locale);
  await scan('profile menu', '.MuiMenu-root');
  await page.getByRole('menuitem', { name: text(locale, 'shell.profile.helpDesk') }).click();
  await page.getByRole('dialog').waitFor();
  await scan('help desk', '[role=dialog]');
  await closeWithEscape('dialog');

  await openProfile(locale);
  await page.getByRole('menuitem', { name: text(locale, 'shell.profile.about') }).click();
  await page.getByRole('dialog').waitFor();
  await scan('about', '[role=dialog]');
  await closeWithEscape('dialog');

  await page.getByRole('button', { name: textPattern(locale, 'shell.notifications.title') }).first().click();
  await page.getByRole('menu').waitFor();
  await scan('notifications', '.MuiMenu-root');
  await closeWithEscape('menu');

  await page.getByRole('button', { name: text(locale, 'widgets.dataTable.columns') }).click();
  await page.getByRole('menu').waitFor();
  await scan('column chooser', '.MuiMenu-root');
  await closeWithEscape('menu');

  await rows(page).first().getByRole('checkbox').check();
  await page.getByRole('button', { name: text(locale, 'users.list.action.delete') }).click();
  await page.getByRole('dialog').waitFor();
  await scan('delete confirmation', '[role=dialog]');
  await page.getByRole('dialog').getByRole('button', { name: text(locale, 'renderer.cancel') }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });

  const role = samples.get('/role/detail/:dn');
  if (role) {
    await visit(`/role/detail/${encodeURIComponent(role.dn!)}`);
    await page.getByRole('tab', { name: text(locale, 'catalog.tab.assignments') }).click();
    await page.getByRole('button', { name: text(locale, 'catalog.action.assign'), exact: true }).click();
    await page.getByRole('dialog').waitFor();
    await quiet(page);
    await scan('assign dialog', '[role=dialog]');
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

describe('every routed screen as the administrator', () => {
  const samples: Samples = new Map();
  // The English walk, shared by the first two tests: axe's findings and the CSP violations it heard.
  let visitedInEnglish = 0;
  let englishFindings: string[] = [];
  beforeAll(async () => {
    await csp.violations();
    visitedInEnglish = await scanRoutes('en', samples);
    englishFindings = findings.splice(0);
  }, 600_000);

  it('shows every routed screen, each tab of a tab set, without a Content-Security-Policy violation (csp.e2e.ts)', () => {
    expect(visitedInEnglish).toBeGreaterThan(ROUTES.length);
    expect(cspHeard, cspHeard.join('\n')).toEqual([]);
  });

  it('axe finds nothing serious in English: every route, every tab of a tab set, the main dialogs and menus', async () => {
    await scanDialogs('en', samples);
    const found = [...englishFindings, ...findings.splice(0)];
    expect(visitedInEnglish).toBeGreaterThan(ROUTES.length);
    expect(found, found.join('\n')).toEqual([]);
  }, 600_000);

  it('axe finds nothing serious in Arabic (right to left): the same; no English is left on any screen and each lays out right to left', async () => {
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
    expect(languageFound, languageFound.join('\n')).toEqual([]);
  }, 600_000);

  // Without axe: each screen once, the areas shared out among the languages (screenLanguage.ts).
  it('leaves no English on any screen in German, Japanese and Hebrew, and lays Hebrew out right to left', async () => {
    const { visited, found } = await walkInLocales(page, requests, samples, ['de', 'ja', 'he'], 'uaadmin');
    await chooseLanguage(page, 'en');
    // The direction check can fail: an English page is not right to left.
    expect(await rtlProblems(page)).toContain('<html dir="ltr">');
    expect(visited).toBeGreaterThan(ROUTES.length / 2);
    expect(found, found.join('\n')).toEqual([]);
  }, 600_000);
});
