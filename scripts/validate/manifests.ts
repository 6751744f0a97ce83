// The area manifests (screens/<area>/area.json) as `npm run validate` reads them: each is checked
// against schemas/area.schema.json, then for what the schema alone cannot say: route paths, menu
// keys, page-right keys and help-topic keys are unique across all manifests; a route's screen is a
// file of the manifest's own folder; the guard's rules sit only on guarded routes; title keys are
// in every locale; a menu entry's link leads to a route of the area, its group is a menu entry
// without a link, its page key has a page right and its label (shell.menu.item.<key>) is in every
// locale; every help topic has a section in every help page (public/help/<language>/index.html); a tab set is shown by a route and its tabs' screens
// are files of the folder; a picker tab's declared source (pickerSources) is declared by one manifest,
// names calls of the catalogue with their own parameters, is either sameAs another declared tab or
// a call with itemsPath and item, and every tab that a palette kind or sameAs names is declared. The screen files the routes and their tabs name come back, so that the
// caller can report the unreachable ones.
import path from 'node:path';
import type { ValidateFunction } from 'ajv';
import { areaOf, checkAreaName } from './areas.ts';
import type { ProjectFiles } from './files.ts';
import { toPointer, type JsonSource } from './json-source.ts';
import type { CodeRegistries } from './registries.ts';
import type { Reference } from './schemas.ts';
import { didYouMean } from './suggest.ts';

export const SCREENS_DIR = 'screens';
export const MANIFEST_NAME = 'area.json';
export const MANIFEST_SCHEMA = 'schemas/area.schema.json';
export const HELP_DIR = 'public/help';
/** The route properties only the route guard reads. */
const GUARD_RULES = ['requireTrue', 'alsoAsk', 'pageKeyFrom'];

/** What the manifest checks need of the running validation. */
export interface ManifestValidation {
  readonly files: ProjectFiles;
  readonly schemas: { area: ValidateFunction };
  /** Route paths, for the links of screens (unknown route, missing params). */
  readonly routes: Set<string>;
  /** Per screen file, the :params every route that shows it has (a link may keep them). */
  readonly screenRouteParams: Map<string, Set<string>>;
  /** The registries' names, by area (a manifest names only its own area's member dialogs). */
  readonly registries: CodeRegistries;
  load(file: string): JsonSource | undefined;
  check(source: JsonSource, validate: ValidateFunction): Reference[];
  checkTranslationKey(source: JsonSource, ref: Reference): void;
  /** Looks up a registry name (a call: its parameters too), reporting an unknown one with the closest. */
  checkName(source: JsonSource, ref: Reference): void;
  report(source: Pick<JsonSource, 'file' | 'locate'>, pointer: string, message: string): void;
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** screens/<area>/area.json: the manifests sit directly in an area folder. */
export function isManifest(file: string): boolean {
  const parts = file.split('/');
  return parts.length === 3 && parts[0] === SCREENS_DIR && parts[2] === MANIFEST_NAME;
}

/** The manifest of the area a screen file belongs to (screens/users/list.json → screens/users/area.json). */
export function manifestOf(screenFile: string): string {
  const area = screenFile.slice(SCREENS_DIR.length + 1).split('/')[0]!;
  return `${SCREENS_DIR}/${area}/${MANIFEST_NAME}`;
}

/** Why a screen file is not reachable, with the fix. */
export function unreachableMessage(screenFile: string, files: ProjectFiles): string {
  const manifest = manifestOf(screenFile);
  const name = screenFile.slice(path.posix.dirname(manifest).length + 1);
  const fix = files.exists(manifest) ? '' : `; the area has no manifest: create ${manifest} (see ${MANIFEST_SCHEMA})`;
  return `screen is not reachable: no route or tab in ${manifest} has "screen": "${name}"${fix}`;
}

/** The section ids of every help page, by page file; empty when the project ships none. */
function helpSections(files: ProjectFiles): Map<string, Set<string>> {
  const pages = files.list(HELP_DIR, '.html').filter((file) => path.posix.basename(file) === 'index.html');
  return new Map(pages.map((page) => [page, new Set([...files.read(page).matchAll(/<section id="([^"]+)"/g)].map((m) => m[1]!))]));
}

/** Reads and checks every manifest; returns the screen files (screens/<area>/<file>) their routes name. */
export function loadManifests(v: ManifestValidation): Set<string> {
  const routed = new Set<string>();
  const pathOwners = new Map<string, string>();
  // The shell merges every manifest's menu and helpTopics into one map each.
  const keyOwners = { menu: new Map<string, string>(), pageRights: new Map<string, string>(), helpTopics: new Map<string, string>(), pickerSources: new Map<string, string>() };
  const tabUses: TabUse[] = [];
  const menuEntries: Array<{ source: JsonSource; key: string; entry: Record<string, unknown> }> = [];
  const sections = helpSections(v.files);
  const checkHelpTopic = (source: JsonSource, pointer: string, topic: unknown) => {
    if (typeof topic !== 'string' || sections.size === 0) return;
    const lacking = [...sections].filter(([, ids]) => !ids.has(topic)).map(([page]) => page);
    if (lacking.length === 0) return;
    const fix = didYouMean(topic, sections.get(lacking[0]!)!) || `; add <section id="${topic}"> there or name another topic`;
    v.report(source, pointer, `help topic '${topic}' has no section in ${lacking.join(', ')}${fix}`);
  };

  const manifests = v.files.list(SCREENS_DIR, '.json').filter(isManifest);
  for (const file of manifests) {
    const source = v.load(file);
    if (!source) continue;
    const area = areaOf(file, v.registries);
    for (const ref of v.check(source, v.schemas.area)) {
      if (ref.kind === 'translationKey') v.checkTranslationKey(source, ref);
      else if (ref.kind === 'calls' || ref.kind === 'memberDialogs') v.checkName(source, ref);
      // A member dialog is the manifest's own area's (another area's is not loaded with it).
      if (area && ref.kind === 'memberDialogs') checkAreaName(v.registries, area, ref, (pointer, message) => v.report(source, pointer, message));
    }
    const manifest = isObject(source.value) ? source.value : {};
    const areaDir = path.posix.dirname(file);
    const routes = Array.isArray(manifest.routes) ? manifest.routes : [];
    const tabSets = isObject(manifest.tabSets) ? manifest.tabSets : {};
    const usedTabSets = new Set<string>();
    routes.forEach((route: unknown, i) => {
      if (!isObject(route)) return;
      const at = (key: string) => toPointer(['routes', i, key]);
      if (typeof route.path === 'string') {
        const owner = pathOwners.get(route.path);
        if (owner !== undefined) v.report(source, at('path'), `duplicate route path '${route.path}'; ${owner === file ? 'another route of this manifest' : owner} already uses it`);
        else pathOwners.set(route.path, file);
        v.routes.add(route.path);
      }
      const routePath = typeof route.path === 'string' ? route.path : undefined;
      if (typeof route.screen === 'string') showScreen(v, source, at('screen'), areaDir, route.screen, routePath, routed);
      if (typeof route.tabSet === 'string') {
        const set = tabSets[route.tabSet];
        if (!isObject(set)) {
          v.report(source, at('tabSet'), `tab set '${route.tabSet}' is not declared${didYouMean(route.tabSet, Object.keys(tabSets)) || '; declare it under "tabSets" of this manifest'}`);
        } else {
          usedTabSets.add(route.tabSet);
          const tabs = Array.isArray(set.tabs) ? set.tabs : [];
          tabs.forEach((tab: unknown, t) => {
            if (isObject(tab) && typeof tab.screen === 'string') showScreen(v, source, toPointer(['tabSets', route.tabSet as string, 'tabs', t, 'screen']), areaDir, tab.screen, routePath, routed);
            // A tab of a route with the set's :param is a page of its own that screens may link to ('/profile/roles').
            const param = `:${String(set.param)}`;
            if (isObject(tab) && typeof tab.id === 'string' && routePath?.split('/').includes(param)) v.routes.add(routePath.replace(param, tab.id));
          });
        }
      }
      const shows = ['screen', 'component', 'tabSet', 'redirectTo'].filter((key) => typeof route[key] === 'string');
      if (shows.length > 1) v.report(source, at(shows[1]!), `give one of ${shows.join(', ')}, not ${shows.length === 2 ? 'both' : 'all of them'}`);
      if (typeof route.redirectTo === 'string' && routePath) {
        const params = (pattern: string) => pattern.split('/').filter((part) => part.startsWith(':'));
        const missing = params(route.redirectTo).filter((param) => !params(routePath).includes(param));
        if (missing.length > 0) v.report(source, at('redirectTo'), `'${route.redirectTo}' needs ${missing.join(', ')}, which '${routePath}' does not give`);
        const target = routes.find((other) => isObject(other) && other.path === route.redirectTo);
        if (!isObject(target)) v.report(source, at('redirectTo'), `'${route.redirectTo}' is not a route of this manifest`);
        else if (typeof target.redirectTo === 'string') v.report(source, at('redirectTo'), `'${route.redirectTo}' leads on to '${target.redirectTo}'; lead there directly`);
      }
      if (route.guarded === false) {
        for (const rule of GUARD_RULES.filter((r) => r in route)) v.report(source, at(rule), `'${rule}' is a rule of the route guard, and this route is not guarded; remove it or "guarded": false`);
      }
      checkHelpTopic(source, at('helpTopic'), route.helpTopic);
    });
    checkTabSets(v, source, tabSets, usedTabSets, routes);
    if (isObject(manifest.menu)) {
      checkMenuLinks(v, source, manifest.menu, routes);
      for (const [key, entry] of Object.entries(manifest.menu)) if (isObject(entry)) menuEntries.push({ source, key, entry });
    }
    if (Array.isArray(manifest.objects)) {
      checkObjectKinds(v, source, manifest.objects, routes);
      manifest.objects.forEach((kind: unknown, i) => {
        if (isObject(kind) && typeof kind.source === 'string') tabUses.push({ source, pointer: toPointer(['objects', i, 'source']), tab: kind.source, by: 'the palette kind' });
      });
    }
    if (isObject(manifest.pickerSources)) checkPickerSources(v, source, manifest.pickerSources, tabUses);
    for (const section of ['menu', 'pageRights', 'helpTopics', 'pickerSources'] as const) {
      for (const key of Object.keys(isObject(manifest[section]) ? manifest[section] : {})) {
        const owner = keyOwners[section].get(key);
        if (owner !== undefined) v.report(source, toPointer([section, key]), `${section} key '${key}' is already named by ${owner}; a key belongs to one area: keep one of them`);
        else keyOwners[section].set(key, file);
      }
    }
    if (isObject(manifest.helpTopics)) {
      for (const [key, topic] of Object.entries(manifest.helpTopics)) checkHelpTopic(source, toPointer(['helpTopics', key]), topic);
    }
  }
  checkMenuTree(v, menuEntries, new Set(keyOwners.pageRights.keys()));
  for (const use of tabUses.filter(({ tab }) => !keyOwners.pickerSources.has(tab))) {
    const declared = [...keyOwners.pickerSources.keys()];
    v.report(use.source, use.pointer, `${use.by} names the picker tab '${use.tab}', whose source no manifest declares${didYouMean(use.tab, declared) || `; declare it under "pickerSources" of the area whose objects it lists (see ${MANIFEST_SCHEMA})`}`);
  }
  return routed;
}

/** A place that names a picker tab whose source must be declared. */
interface TabUse {
  source: JsonSource;
  pointer: string;
  tab: string;
  by: string;
}

/** The forms of a declared picker source the schema leaves open: sameAs alone, or a call with itemsPath and item; a case's 'when'. */
function checkPickerSources(v: ManifestValidation, source: JsonSource, sources: Record<string, unknown>, tabUses: TabUse[]) {
  for (const [tab, declaration] of Object.entries(sources)) {
    if (!isObject(declaration)) continue;
    const at = (...rest: Array<string | number>) => toPointer(['pickerSources', tab, ...rest]);
    if (typeof declaration.sameAs === 'string') {
      const extra = Object.keys(declaration).filter((key) => key !== 'sameAs');
      if (extra.length > 0) v.report(source, at(extra[0]!), `a source with "sameAs" searches as tab '${declaration.sameAs}' does; remove ${extra.map((key) => `'${key}'`).join(', ')}`);
      if (declaration.sameAs === tab) v.report(source, at('sameAs'), `tab '${tab}' cannot search as itself; name another tab or declare its call, itemsPath and item`);
      else tabUses.push({ source, pointer: at('sameAs'), tab: declaration.sameAs, by: `"sameAs" of tab '${tab}'` });
      continue;
    }
    const missing = ['call', 'itemsPath', 'item'].filter((key) => !(key in declaration));
    if (missing.length > 0) v.report(source, at(), `picker source '${tab}' needs ${missing.map((key) => `"${key}"`).join(', ')} (or "sameAs" another declared tab)`);
    const cases = Array.isArray(declaration.cases) ? declaration.cases : [];
    cases.forEach((option: unknown, i) => {
      if (!isObject(option) || !isObject(option.when)) return;
      const when = option.when;
      const byOption = 'option' in when || 'equals' in when;
      if (byOption && 'given' in when) v.report(source, at('cases', i, 'when'), `a case holds when an option equals a value, or when a context is given; keep "option" and "equals", or "given"`);
      else if (byOption && !('option' in when && 'equals' in when)) v.report(source, at('cases', i, 'when'), `a case on an option needs both "option" and "equals"`);
      else if (!byOption && !('given' in when)) v.report(source, at('cases', i, 'when'), `say when the case holds: { "option": ..., "equals": ... } or { "given": ... }`);
    });
  }
}

/**
 * The menu is one tree over all manifests: an entry's group is an entry without a link; an item's
 * page key (its menu key) has a page right, else only domain administrators would see it; its
 * label is a translation key.
 */
function checkMenuTree(v: ManifestValidation, entries: Array<{ source: JsonSource; key: string; entry: Record<string, unknown> }>, rights: Set<string>) {
  const groups = entries.filter(({ entry }) => entry.link === undefined).map(({ key }) => key);
  for (const { source, key, entry } of entries) {
    v.checkTranslationKey(source, { kind: 'translationKey', value: `shell.menu.item.${key}`, pointer: toPointer(['menu', key]) });
    if (typeof entry.under === 'string' && !groups.includes(entry.under)) {
      const fix = didYouMean(entry.under, groups) || `; name one of ${groups.join(', ')}`;
      v.report(source, toPointer(['menu', key, 'under']), `menu group '${entry.under}' is no menu entry without a link${fix}`);
    }
    if (entry.link !== undefined && !rights.has(key)) {
      v.report(source, toPointer(['menu', key]), `menu entry '${key}' has no page right; add "pageRights": { "${key}": "everyone" } (or the powers that open it) to this manifest`);
    }
  }
}

/**
 * A menu entry's link leads to a route of the area (its path before any ?query); an entry that says
 * what proxy mode does is named after its link's first path segment, which is how the shell finds it.
 */
function checkMenuLinks(v: ManifestValidation, source: JsonSource, menu: Record<string, unknown>, routes: unknown[]) {
  const paths = routes.filter(isObject).map((route) => route.path).filter((p): p is string => typeof p === 'string');
  for (const [key, entry] of Object.entries(menu)) {
    if (!isObject(entry) || typeof entry.link !== 'string') continue;
    const target = entry.link.slice(1).split('?')[0]!;
    if (!paths.includes(target)) {
      v.report(source, toPointer(['menu', key, 'link']), `menu link '${entry.link}' leads to no route of this area${didYouMean(target, paths) || '; a link is # and a route path of this manifest'}`);
    } else if (entry.proxyMode !== undefined && target.split('/')[1] !== key) {
      v.report(source, toPointer(['menu', key]), `menu key '${key}' says what proxy mode does, so it must be its link's first path segment '${target.split('/')[1]}' (the shell finds the entry by it)`);
    }
  }
}

/** An object kind opens what it finds on a route of its own manifest, whose one :param the object's id fills. */
function checkObjectKinds(v: ManifestValidation, source: JsonSource, kinds: unknown[], routes: unknown[]) {
  const paths = routes.filter(isObject).map((route) => route.path).filter((p): p is string => typeof p === 'string');
  kinds.forEach((kind, i) => {
    if (!isObject(kind) || typeof kind.route !== 'string') return;
    const pointer = toPointer(['objects', i, 'route']);
    const params = kind.route.split('/').filter((segment) => segment.startsWith(':')).length;
    if (!paths.includes(kind.route)) v.report(source, pointer, `'${kind.route}' is not a route of this manifest${didYouMean(kind.route, paths)}`);
    else if (params !== 1) v.report(source, pointer, `route '${kind.route}' has ${params} :params; an object kind needs a route with exactly one, which the object's id fills`);
  });
}

/**
 * A tab set is shown by a route; its tab ids are unique; its param is a :param of the route its
 * tabs link to (or, without such a route, of no route: then it is a query parameter).
 */
function checkTabSets(v: ManifestValidation, source: JsonSource, tabSets: Record<string, unknown>, used: Set<string>, routes: unknown[]) {
  const paths = routes.filter(isObject).map((route) => route.path).filter((p): p is string => typeof p === 'string');
  for (const [name, set] of Object.entries(tabSets)) {
    if (!isObject(set)) continue;
    if (!used.has(name)) v.report(source, toPointer(['tabSets', name]), `tab set '${name}' is shown by no route; give a route "tabSet": "${name}" or remove it`);
    const ids = new Set<string>();
    (Array.isArray(set.tabs) ? set.tabs : []).forEach((tab: unknown, t) => {
      if (!isObject(tab) || typeof tab.id !== 'string') return;
      if (ids.has(tab.id)) v.report(source, toPointer(['tabSets', name, 'tabs', t, 'id']), `duplicate tab id '${tab.id}'; each tab of a set needs its own id (it is the tab's value in the URL)`);
      ids.add(tab.id);
    });
    if (typeof set.route === 'string' && typeof set.param === 'string') {
      if (!paths.includes(set.route)) v.report(source, toPointer(['tabSets', name, 'route']), `'${set.route}' is not a route of this manifest${didYouMean(set.route, paths)}`);
      else if (!set.route.split('/').includes(`:${set.param}`)) v.report(source, toPointer(['tabSets', name, 'route']), `route '${set.route}' has no :${set.param}; the tabs link to it with their id as :${set.param}`);
    }
  }
}

/** A screen a route shows: a file of the area's folder, reachable, knowing the :params of every route that shows it. */
function showScreen(v: ManifestValidation, source: JsonSource, pointer: string, areaDir: string, screen: string, routePath: string | undefined, routed: Set<string>) {
  checkScreen(v, source, pointer, areaDir, screen, routed);
  if (routePath === undefined) return;
  const file = `${areaDir}/${screen}`;
  const params = new Set([...routePath.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!));
  const before = v.screenRouteParams.get(file);
  v.screenRouteParams.set(file, before ? new Set([...before].filter((p) => params.has(p))) : params);
}

/** A route's screen is a file of its own area's folder. */
function checkScreen(v: ManifestValidation, source: JsonSource, pointer: string, areaDir: string, screen: string, routed: Set<string>) {
  if (screen.includes('/')) {
    const otherArea = `${SCREENS_DIR}/${screen.split('/')[0]}/${MANIFEST_NAME}`;
    v.report(source, pointer, `screen '${screen}' is outside this area; a route names a file of its own folder ${areaDir}/: move the route to ${otherArea}, or the screen into ${areaDir}/`);
    return;
  }
  const file = `${areaDir}/${screen}`;
  routed.add(file);
  if (!v.files.exists(file)) {
    const known = v.files.list(areaDir, '.json', false).filter((f) => !isManifest(f)).map((f) => path.posix.basename(f));
    v.report(source, pointer, `screen file '${file}' does not exist${didYouMean(screen, known)}`);
  }
}
