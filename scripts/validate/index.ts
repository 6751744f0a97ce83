// validateProject(root): every check of `npm run validate`, as a library used by the CLI
// (scripts/validate-screens.ts), the Vite plugin (scripts/vite-plugin-validate-screens.ts) and the
// tests. It checks every screen file, the area manifests (screens/<area>/area.json, see
// manifests.ts) and the call catalogue (api/calls/*.json) against schemas/, then what a schema
// alone cannot: that every named call, widget, cell renderer, validator, encoder, transform and
// route exists; that every translation key exists in every locale file; that routes point at
// screens of their own area, every screen is reachable from a route, and no two routes share a
// path; against the areas' code (./areas.ts), that a screen names only generic names or its own
// area's and that a codec's declared fields are on its form; that conditions compare one value
// with one operator and name fields of their own form; that a view widget (the timeline) fills only a
// row detail's section and such a section holds only one; that body templates use each binding where
// it has a value; that fragments (screens/fragments/) exist, are of the kind their place takes and
// do not include themselves; that a dashboard card shows one thing; that the catalogue's
// keptForImplementers marks are true (./callUses.ts: which calls the console's code uses).
import path from 'node:path';
import type { ValidateFunction } from 'ajv';
import { forgetReadFiles, ProjectFiles, type Overlay } from './files.ts';
import { expandFragments, FRAGMENT_KINDS, FRAGMENTS_DIR } from '../fragments.ts';
import { checkDashboardCards } from './cards.ts';
import { checkScreenConditions } from './conditions.ts';
import { checkScreenTemplates } from './templates.ts';
import { forgetParsedSources, parseJsonSource, pointerSegments, toPointer, type JsonSource } from './json-source.ts';
import { readableErrors } from './messages.ts';
import { areaOf, checkAreaName, checkCodecFields } from './areas.ts';
import { codeRegistries, type CodeRegistries } from './registries.ts';
import { isManifest, loadManifests, SCREENS_DIR, unreachableMessage } from './manifests.ts';
import { forgetCompiledSchemas, loadSchemas, type Reference, type SchemaSet } from './schemas.ts';
import { didYouMean } from './suggest.ts';
import { callsUsedByCode, CONSOLE_CODE_DIRS } from './callUses.ts';
import { ICON_NAMES, VIEW_WIDGET_NAMES } from '../../widgets/names.ts';
import { NOT_YET_SERVED } from '../../tests/server/contract-walk.known.ts';


export interface Diagnostic {
  /** Path relative to the project root, forward slashes. */
  file: string;
  line: number;
  column: number;
  /** JSON pointer of the offending value ('' is the whole file). */
  pointer: string;
  /** What is wrong and, where it can say, the fix. */
  message: string;
}

export interface ValidateOptions {
  /** In-memory files that add, replace or (null) remove project files. */
  overlay?: Overlay;
  /** Registries to check names against; default the project's own. */
  registries?: CodeRegistries;
  /**
   * Contract operations the sandbox answers with "No such operation"; default the contract walk's
   * exact list (tests/server/contract-walk.known.ts), empty while the sandbox serves all of them.
   */
  unservedOperations?: readonly string[];
  /**
   * Check this one screen file only (the studio, on each edit): the catalogue, the locales and the
   * manifests are still read for its cross-file checks, the other screens and fragment files are not.
   */
  onlyScreen?: string;
}

export const CALLS_DIR = 'api/calls';
export const LOCALES_DIR = 'public/locales';
export const WIDGET_SCHEMAS_DIR = 'schemas/widgets';
const WIDGET_NAMES_FILE = 'widgets/names.ts';

interface CallInfo {
  params: Set<string>;
  paging: string;
  /** The contract operation the call names ("GET /access/teams/members"), when it names one. */
  contract?: string;
  /** Marked "keptForImplementers": no screen or console code uses it. */
  kept: boolean;
  /** Where the entry stands, for the catalogue's own reports. */
  source: JsonSource;
}

const REGISTRY_LABEL: Record<Exclude<Reference['kind'], 'translationKey'>, string> = {
  calls: 'call',
  widgets: 'widget',
  customScreens: 'custom screen',
  dashboardCards: 'dashboard card',
  memberDialogs: 'member dialog',
  cellRenderers: 'cell renderer',
  validators: 'validator',
  encoders: 'encoder',
  transforms: 'transform',
  checks: 'check',
  routes: 'route',
  icons: 'icon',
};

/** The value at a JSON pointer, or undefined. */
function at(value: unknown, pointer: string): unknown {
  let current = value;
  for (const segment of pointerSegments(pointer)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

const parentOf = (pointer: string) => pointer.slice(0, pointer.lastIndexOf('/'));
const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const routeParams = (routePath: string) => [...routePath.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);

class Validation {
  readonly diagnostics: Diagnostic[] = [];
  readonly files: ProjectFiles;
  readonly schemas: SchemaSet;
  readonly registries: CodeRegistries;
  readonly unservedOperations: ReadonlySet<string>;
  readonly locales = new Map<string, Set<string>>();
  readonly calls = new Map<string, CallInfo>();
  readonly routes = new Set<string>();
  /** The calls the screen definitions (screens, fragments, manifests) name, each with the first file. */
  readonly callsUsedByScreens = new Map<string, string>();
  readonly screenRouteParams = new Map<string, Set<string>>();
  private readonly validatorParamSchemas = new Map<string, ValidateFunction>();
  readonly onlyScreen: boolean;

  constructor(root: string, options: ValidateOptions) {
    this.onlyScreen = options.onlyScreen !== undefined;
    this.files = new ProjectFiles(root, options.overlay);
    this.schemas = loadSchemas(path.join(root, 'schemas'));
    this.registries = options.registries ?? codeRegistries;
    this.unservedOperations = new Set(options.unservedOperations ?? NOT_YET_SERVED);
  }

  report(source: Pick<JsonSource, 'file' | 'locate' | 'sourcePointer'>, pointer: string, message: string) {
    const { pointer: at, fragment } = source.sourcePointer ? source.sourcePointer(pointer) : { pointer };
    const { line, column } = source.locate(at);
    this.diagnostics.push({ file: source.file, line, column, pointer: at, message: fragment ? `${message} (in fragment '${fragment}')` : message });
  }

  private readonly fragmentFiles = new Map<string, unknown>();

  /** The parsed fragment file screens/fragments/<name>.json, or undefined. */
  readFragment = (name: string): unknown => {
    if (!this.fragmentFiles.has(name)) {
      const file = `${FRAGMENTS_DIR}/${name}.json`;
      let value: unknown;
      try {
        value = this.files.exists(file) ? JSON.parse(this.files.read(file)) : undefined;
      } catch {
        value = undefined; // the fragment file's own check reports the syntax error
      }
      this.fragmentFiles.set(name, value);
    }
    return this.fragmentFiles.get(name);
  };

  /** Checks a fragment file: its schema, names and keys, and the fragments it uses. */
  checkFragmentFile(file: string) {
    const source = this.load(file);
    if (!source) return;
    this.checkReferences(source, this.check(source, this.schemas.fragment));
    if (!isObject(source.value)) return;
    for (const kind of FRAGMENT_KINDS) {
      const named = source.value[kind];
      if (!isObject(named)) continue;
      for (const [name, list] of Object.entries(named)) {
        const { problems } = expandFragments({ [kind]: list }, this.readFragment);
        for (const p of problems) this.report(source, `/${kind}${toPointer([name])}${p.pointer.slice(kind.length + 1)}`, p.message);
      }
    }
  }

  /** Looks up the translation keys and registry names a schema check met. */
  checkReferences(source: JsonSource, references: Reference[]) {
    // Widget options are checked against the widget's own schema; they may hold keys too.
    for (const ref of references.filter((r) => r.kind === 'widgets')) {
      const optionsPointer = `${parentOf(ref.pointer)}/options`;
      const validate = this.schemas.widgets.get(ref.value);
      const options = at(source.value, optionsPointer);
      if (validate && options !== undefined) references.push(...this.check(source, validate, options, optionsPointer));
    }
    const area = areaOf(source.file, this.registries);
    const report = (pointer: string, message: string) => this.report(source, pointer, message);
    for (const ref of references) {
      if (ref.kind === 'translationKey') this.checkTranslationKey(source, ref);
      else this.checkName(source, ref);
      if (area) checkAreaName(this.registries, area, ref, report);
      checkCodecFields(this.registries, area, source.value, ref, at(source.value, parentOf(ref.pointer)), report);
    }
  }

  /** Parses a JSON file; reports syntax errors and returns undefined when it is not valid JSON. */
  load(file: string): JsonSource | undefined {
    const source = parseJsonSource(file, this.files.read(file));
    for (const e of source.syntaxErrors) this.diagnostics.push({ file, ...e.position, pointer: '', message: e.message });
    return source.value === undefined ? undefined : source;
  }

  /** Validates a value against a schema; reports readable errors; returns the references met. */
  check(source: JsonSource, validate: ValidateFunction, value = source.value, prefix = ''): Reference[] {
    const { result, references } = this.schemas.collect(() => validate(value));
    if (!result) for (const e of readableErrors(validate.errors, prefix)) this.report(source, e.pointer, e.message);
    const unique = new Map<string, Reference>();
    for (const r of references) unique.set(`${r.kind} ${prefix}${r.pointer}`, { ...r, pointer: prefix + r.pointer });
    return [...unique.values()];
  }

  loadLocales() {
    const files = this.files.list(LOCALES_DIR, '.json', false);
    const sources = new Map<string, JsonSource>();
    const plurals = new Map<string, Map<string, Set<string>>>();
    for (const file of files) {
      const source = this.load(file);
      if (!source) continue;
      if (!isObject(source.value)) {
        this.report(source, '', 'a locale file must be a flat JSON object of translation key to text');
        continue;
      }
      const { keys, families } = localeKeys(source.value);
      this.locales.set(file, keys);
      // The locale files' own checks report on the locale files: a check of one screen skips them.
      if (this.onlyScreen) continue;
      for (const [key, text] of Object.entries(source.value)) {
        if (typeof text !== 'string') this.report(source, toPointer([key]), `the text of '${key}' must be a string (locale files are flat: keys are dot-namespaced, not nested)`);
      }
      sources.set(file, source);
      plurals.set(file, families);
    }
    // A key in one locale file must be in all of them; a plural key with every form its language has.
    for (const [file, source] of sources) {
      const families = plurals.get(file)!;
      for (const key of this.locales.get(file)!) {
        const lacking = [...this.locales].filter(([, keys]) => !keys.has(key)).map(([other]) => path.basename(other));
        const pointer = toPointer([families.has(key) ? `${key}_${[...families.get(key)!][0]}` : key]);
        if (lacking.length) this.report(source, pointer, `translation key '${key}' is missing from ${lacking.join(', ')}; add it there too`);
      }
      const language = path.basename(file, '.json');
      for (const [key, forms] of families) {
        const missing = pluralCategories(language).filter((form) => !forms.has(form));
        if (missing.length) this.report(source, toPointer([`${key}_${[...forms][0]}`]), `plural key '${key}' lacks the form${missing.length > 1 ? 's' : ''} ${missing.map((f) => `${key}_${f}`).join(', ')} that ${language} needs; add ${missing.length > 1 ? 'them' : 'it'}`);
      }
    }
  }

  checkTranslationKey(source: JsonSource, ref: Reference) {
    if (this.locales.size === 0) return;
    const lacking = [...this.locales].filter(([, keys]) => !keys.has(ref.value)).map(([file]) => file);
    if (lacking.length === 0) return;
    const firstKeys = this.locales.get(lacking[0]!)!;
    this.report(source, ref.pointer, `missing translation key '${ref.value}' in ${lacking.join(', ')}${didYouMean(ref.value, firstKeys)}`);
  }

  loadCatalogue() {
    const firstSeen = new Map<string, string>();
    for (const file of this.files.list(CALLS_DIR, '.json', false)) {
      const source = this.load(file);
      if (!source) continue;
      this.check(source, this.schemas.catalogue);
      const calls = isObject(source.value) && isObject(source.value.calls) ? source.value.calls : {};
      for (const [name, call] of Object.entries(calls)) {
        if (firstSeen.has(name)) {
          this.report(source, toPointer(['calls', name]), `call '${name}' is already defined in ${firstSeen.get(name)}; call names are unique across the catalogue`);
          continue;
        }
        firstSeen.set(name, file);
        const c = isObject(call) ? call : {};
        const pathParams = typeof c.path === 'string' ? [...c.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!) : [];
        this.calls.set(name, {
          params: new Set([...Object.keys(isObject(c.query) ? c.query : {}), ...pathParams]),
          paging: typeof c.paging === 'string' ? c.paging : 'none',
          ...(typeof c.contract === 'string' ? { contract: c.contract } : {}),
          kept: c.keptForImplementers === true,
          source,
        });
      }
    }
  }

  checkScreen(file: string) {
    const loaded = this.load(file);
    if (!loaded) return;
    // The screen as the renderer gets it: its fragments expanded. Problems inside what a fragment
    // brought are reported at the reference.
    const expansion = expandFragments(loaded.value, this.readFragment);
    for (const p of expansion.problems) this.report(loaded, p.pointer, p.message);
    const source: JsonSource = { ...loaded, value: expansion.value, sourcePointer: expansion.sourcePointer };
    this.checkReferences(source, this.check(source, this.schemas.screen));
    this.checkUniqueIds(source);
    this.checkSectionFields(source);
    this.checkSettingsParts(source);
    const report = (pointer: string, message: string) => this.report(source, pointer, message);
    checkScreenConditions(source.value, report);
    checkScreenTemplates(source.value, report);
    checkDashboardCards(source.value, report);
  }

  /** Actions, tabs, sections and cards: ids unique among their siblings. */
  checkUniqueIds(source: JsonSource) {
    const walk = (node: unknown, pointer: string) => {
      if (Array.isArray(node)) {
        const seen = new Set<string>();
        node.forEach((item, i) => {
          if (isObject(item) && typeof item.id === 'string') {
            if (seen.has(item.id)) this.report(source, `${pointer}/${i}/id`, `duplicate id '${item.id}'; ids are unique among siblings`);
            seen.add(item.id);
          }
          walk(item, `${pointer}/${i}`);
        });
      } else if (isObject(node)) {
        for (const [key, value] of Object.entries(node)) walk(value, `${pointer}/${toPointer([key]).slice(1)}`);
      }
    };
    walk(source.value, '');
  }

  /**
   * A section may name a field declared in the screen's fields. On a form built on the server's
   * attribute schema any attribute key is fine (only the server knows them), otherwise the name
   * must be declared.
   */
  checkSectionFields(source: JsonSource) {
    const screen = source.value;
    if (!isObject(screen) || screen.attributeSchema !== undefined) return;
    const declared = (Array.isArray(screen.fields) ? screen.fields : []).filter(isObject).map((f) => f.name).filter((n): n is string => typeof n === 'string');
    const sectionLists: [string, unknown][] = [['/sections', screen.sections]];
    if (Array.isArray(screen.tabs)) screen.tabs.forEach((tab: unknown, t) => isObject(tab) && sectionLists.push([`/tabs/${t}/sections`, tab.sections]));
    if (Array.isArray(screen.parts)) screen.parts.forEach((part: unknown, p) => isObject(part) && sectionLists.push([`/parts/${p}/sections`, part.sections]));
    for (const [pointer, sections] of sectionLists) {
      if (!Array.isArray(sections)) continue;
      sections.forEach((section: unknown, s) => {
        if (!isObject(section) || !Array.isArray(section.fields)) return;
        section.fields.forEach((field: unknown, f) => {
          if (typeof field === 'string' && !declared.includes(field)) {
            const fix = didYouMean(field, declared) || "; declare it in the screen's fields";
            this.report(source, `${pointer}/${s}/fields/${f}`, `unknown field '${field}'${fix}`);
          }
        });
      });
    }
  }

  /** A settings page is saved by its submit, or by its parts, each with its own sections (and no restore of the whole page). */
  checkSettingsParts(source: JsonSource) {
    const screen = source.value;
    if (!isObject(screen) || screen.kind !== 'settings') return;
    if (screen.parts === undefined) {
      if (screen.submit === undefined) this.report(source, '', 'a settings page needs its submit, or parts each with its own submit');
      return;
    }
    for (const key of ['submit', 'sections', 'tabs', 'restoreDefaults']) {
      if (key in screen) this.report(source, `/${key}`, `a settings page in parts saves and draws each part on its own; move '${key}' into the parts or remove it`);
    }
  }

  checkName(source: JsonSource, ref: Reference) {
    const known = this.namesOf(ref.kind as keyof typeof REGISTRY_LABEL);
    if (!known.includes(ref.value)) {
      const fix = didYouMean(ref.value, known) || (ref.kind === 'icons' ? '; use one of ICON_NAMES (domain/registryNames.ts), or add it there and its drawing to widgets/icons.tsx' : '');
      this.report(source, ref.pointer, `unknown ${REGISTRY_LABEL[ref.kind as keyof typeof REGISTRY_LABEL]} '${ref.value}'${fix}`);
      return;
    }
    const parent = parentOf(ref.pointer);
    if (ref.kind === 'calls' && !this.callsUsedByScreens.has(ref.value)) this.callsUsedByScreens.set(ref.value, source.file);
    if (ref.kind === 'calls') this.checkCallUse(source, ref, parent);
    if (ref.kind === 'routes') this.checkRouteLink(source, ref, parent);
    if (ref.kind === 'validators') this.checkValidatorParams(source, ref);
    if (ref.kind === 'widgets') this.checkWidgetPlace(source, ref);
  }

  /** A row detail's section holds a view widget (the timeline); a view widget stands nowhere else. */
  checkWidgetPlace(source: JsonSource, ref: Reference) {
    const views = this.registries.viewWidgets ?? VIEW_WIDGET_NAMES;
    const inDetailSection = /\/rowDetail\/sections\/\d+\/widget$/.test(ref.pointer);
    if (inDetailSection && !views.includes(ref.value)) {
      this.report(source, ref.pointer, `widget '${ref.value}' edits a value; a row detail's section shows one with a view widget (${views.join(', ')})`);
    } else if (!inDetailSection && views.includes(ref.value)) {
      this.report(source, ref.pointer, `widget '${ref.value}' only shows a value; use it in a row detail's section`);
    }
  }

  namesOf(kind: keyof typeof REGISTRY_LABEL): string[] {
    if (kind === 'calls') return [...this.calls.keys()];
    if (kind === 'routes') return [...this.routes];
    if (kind === 'icons') return [...ICON_NAMES];
    if (kind === 'validators') return [...this.registries.validators.keys()];
    return [...this.registries[kind]];
  }

  /** The call's params, and a list's filters, search, sorting and paging, must be the call's own. */
  checkCallUse(source: JsonSource, ref: Reference, owner: string) {
    const call = this.calls.get(ref.value)!;
    if (call.contract && this.unservedOperations.has(call.contract)) {
      this.report(source, ref.pointer, `call '${ref.value}' names ${call.contract}, which the sandbox does not serve ("No such operation"); use another call, or serve the operation in server/ and take it off NOT_YET_SERVED in tests/server/contract-walk.known.ts`);
    }
    const accepted = [...call.params];
    const params = at(source.value, `${owner}/params`);
    if (isObject(params)) {
      for (const name of Object.keys(params)) {
        if (!call.params.has(name)) this.report(source, `${owner}/params/${name}`, `call '${ref.value}' has no parameter '${name}'${didYouMean(name, accepted)}`);
      }
    }
    const dataSource = at(source.value, owner);
    if (isObject(dataSource) && typeof dataSource.paging === 'string' && dataSource.paging !== call.paging) {
      this.report(source, `${owner}/paging`, `paging '${dataSource.paging}' differs from the paging '${call.paging}' of call '${ref.value}'; remove it or use '${call.paging}'`);
    }
    if (!owner.endsWith('/dataSource')) return;
    const list = at(source.value, parentOf(owner));
    if (!isObject(list)) return;
    const listPointer = parentOf(owner);
    if (Array.isArray(list.filters)) {
      list.filters.forEach((filter: unknown, i) => {
        if (isObject(filter) && typeof filter.param === 'string' && !call.params.has(filter.param)) {
          this.report(source, `${listPointer}/filters/${i}/param`, `call '${ref.value}' has no parameter '${filter.param}'${didYouMean(filter.param, accepted)}`);
        }
      });
    }
    const sortable = Array.isArray(list.columns) && list.columns.some((c: unknown) => isObject(c) && c.sortable === true);
    if (sortable || isObject(list.sort)) {
      const sortParam = isObject(list.sort) && typeof list.sort.param === 'string' ? list.sort.param : 'sortBy';
      const missing = [sortParam, 'sortOrder'].filter((p) => !call.params.has(p));
      const where = isObject(list.sort) ? `${listPointer}/sort` : `${listPointer}/columns`;
      if (missing.length) this.report(source, where, `call '${ref.value}' cannot sort: it has no parameter ${missing.map((m) => `'${m}'`).join(' or ')}; remove sort and sortable`);
    }
    if (isObject(list.search)) {
      const param = typeof list.search.param === 'string' ? list.search.param : 'q';
      if (!call.params.has(param)) this.report(source, `${listPointer}/search`, `call '${ref.value}' has no search parameter '${param}'${didYouMean(param, accepted)}`);
    }
  }

  /**
   * A link to '/users/:dn' must say where dn comes from, unless every route that shows the screen
   * has :dn too (the link then keeps the current route's value).
   */
  checkRouteLink(source: JsonSource, ref: Reference, link: string) {
    const given = at(source.value, `${link}/params`);
    const kept = this.screenRouteParams.get(source.file) ?? new Set<string>();
    for (const name of routeParams(ref.value)) {
      if (kept.has(name)) continue;
      if (!isObject(given) || !(name in given)) this.report(source, link, `route '${ref.value}' needs params.${name}: the attribute that fills :${name}`);
    }
  }

  checkValidatorParams(source: JsonSource, ref: Reference) {
    const entry = this.registries.validators.get(ref.value)!;
    if (!entry.params) return;
    const objectForm = ref.pointer.endsWith('/name');
    const paramsPointer = objectForm ? `${parentOf(ref.pointer)}/params` : ref.pointer;
    const params = objectForm ? (at(source.value, paramsPointer) ?? {}) : {};
    let validate = this.validatorParamSchemas.get(ref.value);
    if (!validate) {
      validate = this.schemas.ajv.compile(entry.params);
      this.validatorParamSchemas.set(ref.value, validate);
    }
    if (!validate(params)) {
      const problems = readableErrors(validate.errors).map((e) => `${e.pointer || 'params'} ${e.message}`.trim());
      const form = objectForm ? '' : `; write { "name": "${ref.value}", "params": { ... } }`;
      this.report(source, paramsPointer, `validator '${ref.value}' params: ${problems.join('; ')}${form}`);
    }
  }

  /**
   * The catalogue says what it is: an entry no screen definition and no console code uses is marked
   * "keptForImplementers" (it documents an operation for implementers), and a marked one is used by
   * nothing. Reported at the entry.
   */
  checkCatalogueUse() {
    const byCode = callsUsedByCode(this.files, new Set(this.calls.keys()));
    for (const [name, call] of this.calls) {
      const user = this.callsUsedByScreens.get(name) ?? byCode.get(name);
      const entry = toPointer(['calls', name]);
      if (!user && !call.kept) {
        this.report(call.source, entry, `call '${name}' is used by no screen (screens/) and no console code (${CONSOLE_CODE_DIRS.join('/, ')}/); mark it "keptForImplementers": true if it documents an operation for implementers, or remove it`);
      } else if (user && call.kept) {
        this.report(call.source, `${entry}/keptForImplementers`, `call '${name}' is marked keptForImplementers but ${user} uses it; take the mark off`);
      }
    }
  }

  /** Every widget name has an options schema and every options schema a widget name. */
  checkWidgetRegistry() {
    const schemaFiles = this.files.list(WIDGET_SCHEMAS_DIR, '.schema.json', false);
    const withSchema = new Set(schemaFiles.map((f) => path.basename(f, '.schema.json')));
    const names = new Set(this.registries.widgets);
    const namesText = this.files.exists(WIDGET_NAMES_FILE) ? this.files.read(WIDGET_NAMES_FILE) : '';
    const lineOf = (word: string) => {
      const index = namesText.indexOf(`'${word}'`);
      return index < 0 ? 1 : namesText.slice(0, index).split('\n').length;
    };
    for (const name of names) {
      if (!withSchema.has(name)) {
        this.diagnostics.push({ file: WIDGET_NAMES_FILE, line: lineOf(name), column: 1, pointer: '', message: `widget '${name}' has no options schema; add ${WIDGET_SCHEMAS_DIR}/${name}.schema.json` });
      }
    }
    for (const file of schemaFiles) {
      const name = path.basename(file, '.schema.json');
      if (!names.has(name)) {
        this.diagnostics.push({ file, line: 1, column: 1, pointer: '', message: `options schema of unregistered widget '${name}'${didYouMean(name, names)}; add '${name}' to ${WIDGET_NAMES_FILE} or remove the file` });
      }
    }
  }
}

/** A parsed locale file's keys, kept with its parse (a validation in the same process reuses both). */
const keptLocaleKeys = new WeakMap<object, { keys: Set<string>; families: Map<string, Set<string>> }>();

/** The keys a locale file offers: its plain keys and, for x_one, x_other ..., the base name x that t('x', { count }) uses. */
function localeKeys(texts: Record<string, unknown>) {
  let kept = keptLocaleKeys.get(texts);
  if (!kept) {
    const { plain, families } = splitPluralKeys(Object.keys(texts));
    kept = { keys: new Set([...plain, ...families.keys()]), families };
    keptLocaleKeys.set(texts, kept);
  }
  return kept;
}

const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];
const PLURAL_FORM = new RegExp(`^(.+)_(${PLURAL_FORMS.join('|')})$`);

/** A locale's keys, the plural ones (x_one, x_other ...) gathered under their base name with the forms given. */
export function splitPluralKeys(keys: Iterable<string>): { plain: string[]; families: Map<string, Set<string>> } {
  const plain: string[] = [];
  const families = new Map<string, Set<string>>();
  for (const key of keys) {
    const match = PLURAL_FORM.exec(key);
    if (!match) plain.push(key);
    else families.set(match[1]!, (families.get(match[1]!) ?? new Set()).add(match[2]!));
  }
  return { plain, families };
}

/** The plural forms a language's texts need (Intl's rules, as i18next uses them): en and de two, ar six. */
export function pluralCategories(language: string): string[] {
  try {
    const forms: readonly string[] = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    return PLURAL_FORMS.filter((form) => forms.includes(form));
  } catch {
    return ['one', 'other'];
  }
}

/** Forgets what validations keep for the next one (compiled schemas, parsed files): the next is cold, as `npm run validate`'s only one. */
export function forgetValidationCaches(): void {
  forgetCompiledSchemas();
  forgetParsedSources();
  forgetReadFiles();
}

export function validateProject(root: string, options: ValidateOptions = {}): Diagnostic[] {
  const v = new Validation(root, options);
  v.loadLocales();
  v.loadCatalogue();
  v.checkWidgetRegistry();
  const routed = loadManifests(v);
  if (!options.onlyScreen) for (const file of v.files.list(FRAGMENTS_DIR, '.json', false)) v.checkFragmentFile(file);
  const screens = v.files.list(SCREENS_DIR, '.json').filter((f) => !isManifest(f) && !f.startsWith(`${FRAGMENTS_DIR}/`) && (!options.onlyScreen || f === options.onlyScreen));
  for (const file of screens) {
    v.checkScreen(file);
    if (!routed.has(file)) v.diagnostics.push({ file, line: 1, column: 1, pointer: '', message: unreachableMessage(file, v.files) });
  }
  // Whether a call is used is a question of the whole project: a check of one screen cannot answer it.
  if (!options.onlyScreen) v.checkCatalogueUse();
  return v.diagnostics;
}

/** One line per diagnostic: file:line:column pointer message. */
export function formatDiagnostic(d: Diagnostic): string {
  return `${d.file}:${d.line}:${d.column} ${d.pointer || '/'} ${d.message}`;
}
