// One broken definition per rule of `npm run validate` (tests/fixtures/invalid-screens/), each
// failing with its message, file, line, column and JSON pointer; and the real project passing.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateProject } from '../../scripts/validate/index.ts';
import { parseJsonSource } from '../../scripts/validate/json-source.ts';
import { INVALID_DIR, ROOT, baseOverlay, placeFixture } from './fixture-project.ts';

interface Expected {
  /** Where the diagnostic points: file:line:column. */
  at: string;
  pointer: string;
  message: string;
  /** Total diagnostics, when the rule causes a consequence too (default 1). */
  count?: number;
  /** Operations the sandbox is taken not to serve (today it serves every one of the contract). */
  unservedOperations?: string[];
}

const fixture = (name: string) => `screens/fixture/${name}`;

// The locale files a missing key is reported in: every file of public/locales, as the validator lists them.
const LOCALE_FILES = fs.readdirSync(`${ROOT}/public/locales`).filter((file) => file.endsWith('.json')).sort();
const inEveryLocale = LOCALE_FILES.map((file) => `public/locales/${file}`).join(', ');
const HELP_PAGES = fs
  .readdirSync(`${ROOT}/public/help`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `public/help/${entry.name}/index.html`)
  .sort()
  .join(', ');
/** Where a real catalogue entry's keptForImplementers mark stands (file:line:column): the catalogue's lines move as it grows. */
function keptMarkAt(file: string, call: string): string {
  const { line, column } = parseJsonSource(file, fs.readFileSync(`${ROOT}/${file}`, 'utf8')).locate(`/calls/${call}/keptForImplementers`);
  return `${file}:${line}:${column}`;
}
const exceptEnglish = LOCALE_FILES.filter((file) => file !== 'en.json').join(', ');

const EXPECTED: Record<string, Expected> = {
  'wrong-type.json': { at: `${fixture('wrong-type.json')}:7:70`, pointer: '/columns/0/sortable', message: 'must be boolean, got string' },
  'unknown-property.json': { at: `${fixture('unknown-property.json')}:9:3`, pointer: '/colums', message: "unknown property 'colums'; did you mean 'columns'?" },
  'missing-required-property.json': { at: `${fixture('missing-required-property.json')}:6:3`, pointer: '/submit', message: "missing required property 'successMessageKey'" },
  'unknown-kind.json': {
    at: `${fixture('unknown-kind.json')}:3:3`,
    pointer: '/kind',
    message: "'lst' is not allowed here; use one of 'list', 'form', 'detail', 'settings', 'dashboard', 'custom'; did you mean 'list'?",
  },
  'invalid-json.json': { at: `${fixture('invalid-json.json')}:5:1`, pointer: '', message: 'invalid JSON: PropertyNameExpected', count: 2 },
  'unknown-call.json': { at: `${fixture('unknown-call.json')}:5:19`, pointer: '/dataSource/call', message: "unknown call 'users.lst'; did you mean 'users.list'?" },
  'unknown-widget.json': { at: `${fixture('unknown-widget.json')}:10:64`, pointer: '/filters/0/widget', message: "unknown widget 'pickr'; did you mean 'picker'?" },
  'row-detail-field-widget.json': {
    at: `${fixture('row-detail-field-widget.json')}:9:34`,
    pointer: '/rowDetail/sections/0/widget',
    message: "widget 'text' edits a value; a row detail's section shows one with a view widget (timeline)",
  },
  'view-widget-as-filter.json': {
    at: `${fixture('view-widget-as-filter.json')}:7:74`,
    pointer: '/filters/0/widget',
    message: "widget 'timeline' only shows a value; use it in a row detail's section",
  },
  'unknown-cell-renderer.json': { at: `${fixture('unknown-cell-renderer.json')}:7:70`, pointer: '/columns/0/renderer', message: "unknown cell renderer 'tex'; did you mean 'text'?" },
  'unknown-validator.json': { at: `${fixture('unknown-validator.json')}:6:36`, pointer: '/fields/0/validators/0', message: "unknown validator 'commonNam'; did you mean 'commonName'?" },
  'unknown-encoder.json': { at: `${fixture('unknown-encoder.json')}:10:109`, pointer: '/actions/0/encoder', message: "unknown encoder 'roleNod'; did you mean 'roleNode'?" },
  'unknown-icon.json': { at: `${fixture('unknown-icon.json')}:10:109`, pointer: '/actions/0/icon', message: "unknown icon 'Delet'; did you mean 'Delete'?" },
  'unknown-check.json': {
    at: `${fixture('unknown-check.json')}:6:50`,
    pointer: '/submit/checks/0',
    message: "unknown check 'resourceNameAvailble'; did you mean 'resourceNameAvailable'?",
  },
  'codec-field-missing.json': {
    at: `${fixture('codec-field-missing.json')}:16:7`,
    pointer: '/actions/0/encoder',
    message: "encoder 'resourceAssignment' reads the field 'recipients', which its dialog does not have; add a field named 'recipients' or name another encoder",
  },
  'inusers-foreign-codec.json': {
    at: 'screens/users/inusers-foreign-codec.json:10:109',
    pointer: '/actions/0/encoder',
    message: "encoder 'roleNode' belongs to the roles area; a screen of the users area names only generic encoders and its own area's",
  },
  'unknown-transform.json': { at: `${fixture('unknown-transform.json')}:5:67`, pointer: '/dataSource/transform', message: "unknown transform 'dnName'; did you mean 'dnNames'?" },
  'unknown-route.json': { at: `${fixture('unknown-route.json')}:9:16`, pointer: '/rowLink/route', message: "unknown route '/user/:dn'; did you mean '/users/:dn'?" },
  'route-link-missing-param.json': { at: `${fixture('route-link-missing-param.json')}:9:3`, pointer: '/rowLink', message: "route '/users/:dn' needs params.dn: the attribute that fills :dn" },
  'invalid-widget-options.json': {
    at: `${fixture('invalid-widget-options.json')}:10:97`,
    pointer: '/filters/0/options/selection',
    message: "'several' is not allowed here; use one of 'single', 'multi', 'dropdown'",
  },
  'invalid-validator-params.json': {
    at: `${fixture('invalid-validator-params.json')}:6:59`,
    pointer: '/fields/0/validators/0/params',
    message: "validator 'maxLength' params: /max must be number, got string",
  },
  'unserved-call.json': {
    at: `${fixture('unserved-call.json')}:5:19`,
    pointer: '/dataSource/call',
    message: "call 'teams.memberUsers' names GET /access/teams/members, which the sandbox does not serve (\"No such operation\"); use another call, or serve the operation in server/ and take it off NOT_YET_SERVED in tests/server/contract-walk.known.ts",
    unservedOperations: ['GET /access/teams/members'],
    // and the catalogue's keptForImplementers mark on teams.memberUsers, which this screen now uses
    count: 2,
  },
  'unknown-call-parameter.json': { at: `${fixture('unknown-call-parameter.json')}:10:7`, pointer: '/filters/0/param', message: "call 'users.list' has no parameter 'roleLevel'" },
  'paging-mismatch.json': {
    at: `${fixture('paging-mismatch.json')}:5:67`,
    pointer: '/dataSource/paging',
    message: "paging 'fromIndex' differs from the paging 'nextIndex' of call 'users.list'; remove it or use 'nextIndex'",
  },
  'list-sort-without-sort-parameter.json': {
    at: `${fixture('list-sort-without-sort-parameter.json')}:6:3`,
    pointer: '/columns',
    message: "call 'groups.list' cannot sort: it has no parameter 'sortBy'; remove sort and sortable",
  },
  'list-sort-param-unknown.json': {
    at: `${fixture('list-sort-param-unknown.json')}:7:3`,
    pointer: '/sort',
    message: "call 'groups.list' cannot sort: it has no parameter 'sortColumn'; remove sort and sortable",
  },
  'duplicate-id.json': { at: `${fixture('duplicate-id.json')}:9:7`, pointer: '/actions/1/id', message: "duplicate id 'create'; ids are unique among siblings" },
  'condition-two-operators.json': {
    at: `${fixture('condition-two-operators.json')}:7:90`,
    pointer: '/fields/1/visibleWhen',
    message: 'a comparison takes exactly one operator of equals, notEquals, in, exists, gt, lt, found 2 operators (equals, exists); combine several with { "and": [...] }',
  },
  'condition-unknown-field.json': {
    at: `${fixture('condition-unknown-field.json')}:7:116`,
    pointer: '/fields/1/enabledWhen/not/field',
    message: "unknown field 'pasword' in the condition; did you mean 'password'?",
  },
  'condition-action-reads-field.json': {
    at: `${fixture('condition-action-reads-field.json')}:8:101`,
    pointer: '/actions/0/visibleWhen/field',
    message: 'an action\'s condition has no form values to read; read the page\'s object with { "from": "item", "name": "fullName" }',
  },
  'condition-page-outside-detail.json': {
    at: `${fixture('condition-page-outside-detail.json')}:8:101`,
    pointer: '/actions/0/visibleWhen/from',
    message: 'only a detail page has a page\'s object; read the row or object with "from": "item"',
  },
  'row-map-unknown-source.json': {
    at: `${fixture('row-map-unknown-source.json')}:9:39`,
    pointer: '/actions/0/body/members/map/from',
    message: "'row' is not allowed here; use one of 'rows', 'form', 'item', 'route', 'user', 'settings'; did you mean 'rows'?",
  },
  'row-binding-outside-map.json': {
    at: `${fixture('row-binding-outside-map.json')}:9:39`,
    pointer: '/actions/0/body/members/0/dn/from',
    message: 'a \'row\' binding reads the entry of a map; use it inside { "map": ..., "to": ... }, or read the first selected row with "from": "item"',
  },
  'row-map-unknown-dialog-field.json': {
    at: `${fixture('row-map-unknown-dialog-field.json')}:10:55`,
    pointer: '/actions/0/body/members/map/name',
    message: "the action's dialog has no field 'member'; did you mean 'members'?",
  },
  'row-map-rows-outside-action.json': {
    at: `${fixture('row-map-rows-outside-action.json')}:5:69`,
    pointer: '/dataSource/body/ids/map/from',
    message: '{ "from": "rows" } maps the rows of an action; here there are none: map a list with { "from": ..., "name": ... }',
  },
  'fragment-unknown.json': {
    at: `${fixture('fragment-unknown.json')}:6:7`,
    pointer: '/fields/0/$fragment',
    message: "fragment file 'catalog' has no fields 'nameDescriptio'; did you mean 'nameDescription'?",
  },
  'fragment-wrong-kind.json': {
    at: `${fixture('fragment-wrong-kind.json')}:8:7`,
    pointer: '/columns/1/$fragment',
    message: 'fragment \'catalog#/fields/nameDescription\' is a list of fields; here columns are expected (use a "columns" fragment)',
  },
  'fragment-field-not-declared.json': {
    at: `${fixture('fragment-field-not-declared.json')}:10:7`,
    pointer: '/sections/1/$fragment',
    message: "unknown field 'localizedNames'; declare it in the screen's fields (in fragment 'catalog#/sections/localizedTexts')",
    // and localizedDescriptions
    count: 2,
  },
  'fragments-cycle.json': {
    at: 'screens/fragments/fragments-cycle.json:6:9',
    pointer: '/fields/first/1/$fragment',
    message: "fragment 'fragments-cycle#/fields/second' includes itself (fragments-cycle#/fields/second → fragments-cycle#/fields/first → fragments-cycle#/fields/second); break the cycle",
    // seen from both of its fragments
    count: 2,
  },
  'dashboard-card-two-bodies.json': {
    at: `${fixture('dashboard-card-two-bodies.json')}:6:5`,
    pointer: '/cards/0',
    message: 'a card shows one thing: give exactly one of counts, card, list or widget (it has counts and list)',
  },
  'unknown-dashboard-card.json': { at: `${fixture('unknown-dashboard-card.json')}:6:114`, pointer: '/cards/0/card', message: "unknown dashboard card 'link'; did you mean 'links'?" },
  'dashboard-links-without-card.json': {
    at: `${fixture('dashboard-links-without-card.json')}:6:114`,
    pointer: '/cards/0/links',
    message: 'links are the options of the links card; name the card: "card": "links"',
  },
  'inusers-foreign-dashboard-card.json': {
    at: 'screens/users/inusers-foreign-dashboard-card.json:6:94',
    pointer: '/cards/0/card',
    message: "dashboard card 'links' belongs to the dashboard area; a screen of the users area names only generic dashboard cards and its own area's",
  },
  'submit-unknown-form-field.json': {
    at: `${fixture('submit-unknown-form-field.json')}:8:77`,
    pointer: '/submit/body/secret/name',
    message: "the form has no field 'passwrd'; did you mean 'password'?",
  },
  'settings-parts-with-submit.json': {
    at: `${fixture('settings-parts-with-submit.json')}:10:3`,
    pointer: '/submit',
    message: "a settings page in parts saves and draws each part on its own; move 'submit' into the parts or remove it",
  },
  'settings-part-submit-other-field.json': {
    at: `${fixture('settings-part-submit-other-field.json')}:11:160`,
    pointer: '/parts/0/submit/body/queryTimeout/name',
    message: "the form has no field 'queryTimeout'; declare it in the screen's fields",
  },
  'unknown-section-field.json': {
    at: `${fixture('unknown-section-field.json')}:9:103`,
    pointer: '/sections/0/fields/1',
    message: "unknown field 'pasword'; did you mean 'password'?",
  },
  'missing-translation-key.json': {
    at: `${fixture('missing-translation-key.json')}:9:15`,
    pointer: '/search/placeholderKey',
    message: `missing translation key 'users.list.search.placeholdr' in ${inEveryLocale}; did you mean 'users.list.search.placeholder'?`,
  },
  'locale-missing-in-other-locale.json': {
    at: 'public/locales/en.json:2:3',
    pointer: '/only.english.key',
    message: `translation key 'only.english.key' is missing from ${exceptEnglish}; add it there too`,
  },
  'unreachable-screen.json': {
    at: `${fixture('unreachable-screen.json')}:1:1`,
    pointer: '',
    message:
      'screen is not reachable: no route or tab in screens/fixture/area.json has "screen": "unreachable-screen.json"; the area has no manifest: create screens/fixture/area.json (see schemas/area.schema.json)',
  },
  'area-duplicate-path.json': { at: 'screens/users/area.json:7:7', pointer: '/routes/3/path', message: "duplicate route path '/role'; screens/roles/area.json already uses it" },
  'area-duplicate-key.json': {
    at: 'screens/users/area.json:13:5',
    pointer: '/helpTopics/dashboard',
    message: "helpTopics key 'dashboard' is already named by screens/dashboard/area.json; a key belongs to one area: keep one of them",
  },
  'area-missing-screen.json': {
    at: 'screens/users/area.json:4:25',
    pointer: '/routes/0/screen',
    message: "screen file 'screens/users/lists.json' does not exist; did you mean 'list.json'?",
    // users/list.json is then reachable from no route
    count: 2,
  },
  'area-missing-title-key.json': {
    at: 'screens/users/area.json:4:68',
    pointer: '/routes/0/titleKey',
    message: `missing translation key 'route.user.title' in ${inEveryLocale}; did you mean 'route.users.title'?`,
  },
  'area-screen-in-other-folder.json': {
    at: 'screens/users/area.json:11:31',
    pointer: '/routes/7/screen',
    message: "screen 'roles/list.json' is outside this area; a route names a file of its own folder screens/users/: move the route to screens/roles/area.json, or the screen into screens/users/",
  },
  'area-guard-rule-on-unguarded-route.json': {
    at: 'screens/users/area.json:7:106',
    pointer: '/routes/3/requireTrue',
    message: `'requireTrue' is a rule of the route guard, and this route is not guarded; remove it or "guarded": false`,
  },
  'area-unknown-guard-rule.json': { at: 'screens/users/area.json:6:80', pointer: '/routes/2/requiresTrue', message: "unknown property 'requiresTrue'; did you mean 'requireTrue'?" },
  'area-menu-link-to-no-route.json': {
    at: 'screens/users/area.json:13:16',
    pointer: '/menu/users/link',
    message: "menu link '#/user' leads to no route of this area; did you mean '/users'?",
  },
  'area-menu-unknown-group.json': {
    at: 'screens/users/area.json:13:35',
    pointer: '/menu/users/under',
    message: "menu group 'peeple' is no menu entry without a link; did you mean 'people'?",
  },
  'area-menu-without-page-right.json': {
    at: 'screens/users/area.json:13:5',
    pointer: '/menu/users',
    message: 'menu entry \'users\' has no page right; add "pageRights": { "users": "everyone" } (or the powers that open it) to this manifest',
  },
  'area-object-kind-unknown-route.json': {
    at: 'screens/users/area.json:13:26',
    pointer: '/objects/0/route',
    message: "'/user/:dn' is not a route of this manifest; did you mean '/users/:dn'?",
  },
  'area-unknown-help-topic.json': {
    at: 'screens/users/area.json:8:160',
    pointer: '/routes/4/helpTopic',
    message:
      `help topic 'profil' has no section in ${HELP_PAGES}; did you mean 'profile'?`,
  },
  'area-tab-route-without-param.json': {
    at: 'screens/users/area.json:4:38',
    pointer: '/tabSets/profile/route',
    message: "route '/profile' has no :section; the tabs link to it with their id as :section",
  },
  'area-redirect-unknown-target.json': {
    at: 'screens/users/area.json:10:38',
    pointer: '/routes/6/redirectTo',
    message: "'/profil/:section' is not a route of this manifest",
  },
  'area-tab-missing-screen.json': {
    at: 'screens/users/area.json:4:136',
    pointer: '/tabSets/profile/tabs/0/screen',
    message: "screen file 'screens/users/myProfil.json' does not exist; did you mean 'myProfile.json'?",
    // once for each of the two routes that show the set (/profile, /profile/:section), and
    // users/myProfile.json is then reachable from no route or tab
    count: 3,
  },
  'area-picker-source-unknown-tab.json': {
    at: 'screens/users/area.json:69:5',
    pointer: '/pickerSources/sodRecipent',
    message:
      "'sodRecipent' is not allowed here; use one of 'user', 'group', 'role', 'category', 'prd', 'entitlementValues', 'resource', 'team', 'sod', 'entity', 'sodRecipient', 'permission'; did you mean 'sodRecipient'?",
  },
  'area-member-dialog-unknown.json': { at: 'screens/users/area.json:39:20', pointer: '/pickerSources/user/members/dialog', message: "unknown member dialog 'userMembers'" },
  'area-member-dialog-of-other-area.json': {
    at: 'screens/users/area.json:39:20',
    pointer: '/pickerSources/user/members/dialog',
    message: "member dialog 'groupMembers' belongs to the groups area; a screen of the users area names only generic member dialogs and its own area's",
  },
  'area-picker-source-unknown-call.json': { at: 'screens/users/area.json:39:7', pointer: '/pickerSources/user/call', message: "unknown call 'users.lst'; did you mean 'users.list'?" },
  'area-picker-source-unknown-param.json': {
    at: 'screens/users/area.json:46:49',
    pointer: '/pickerSources/user/cases/0/params/nextIndx',
    message: "call 'proxy.for' has no parameter 'nextIndx'; did you mean 'nextIndex'?",
  },
  'area-picker-source-undeclared.json': {
    at: 'screens/users/area.json:28:7',
    pointer: '/objects/0/source',
    message: `the palette kind names the picker tab 'user', whose source no manifest declares; declare it under "pickerSources" of the area whose objects it lists (see schemas/area.schema.json)`,
  },
  'area-picker-source-same-as-with-call.json': {
    at: 'screens/users/area.json:69:41',
    pointer: '/pickerSources/sodRecipient/call',
    message: `a source with "sameAs" searches as tab 'user' does; remove 'call'`,
  },
  'area-picker-source-declared-twice.json': {
    at: 'screens/users/area.json:70:5',
    pointer: '/pickerSources/group',
    message: "pickerSources key 'group' is already named by screens/groups/area.json; a key belongs to one area: keep one of them",
  },
  'calls-duplicate-name.json': {
    at: 'api/calls/zz-calls-duplicate-name.json:4:5',
    pointer: '/calls/users.list',
    message: "call 'users.list' is already defined in api/calls/users.json; call names are unique across the catalogue",
  },
  'calls-wrong-method.json': {
    at: 'api/calls/zz-calls-wrong-method.json:4:24',
    pointer: '/calls/fixture.count/method',
    message: "'GETS' is not allowed here; use one of 'GET', 'POST', 'PUT', 'DELETE', 'PATCH'; did you mean 'GET'?",
  },
  'calls-unused-unmarked.json': {
    at: 'api/calls/zz-calls-unused-unmarked.json:4:5',
    pointer: '/calls/fixture.unused',
    message:
      'call \'fixture.unused\' is used by no screen (screens/) and no console code (api/, shell/, renderer/, widgets/, screens/, domain/); mark it "keptForImplementers": true if it documents an operation for implementers, or remove it',
  },
  // A screen using a call the catalogue marks as used by nothing: reported at the mark. (When the
  // console itself comes to use orgChart.managers, the mark goes and this fixture names another marked call.)
  'kept-call-used.json': {
    at: keptMarkAt('api/calls/orgchart.json', 'orgChart.managers'),
    pointer: '/calls/orgChart.managers/keptForImplementers',
    message: "call 'orgChart.managers' is marked keptForImplementers but screens/fixture/kept-call-used.json uses it; take the mark off",
  },
};

describe('npm run validate on tests/fixtures/invalid-screens', () => {
  it('has an expectation for every fixture and a fixture for every expectation', () => {
    expect(fs.readdirSync(INVALID_DIR).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it('passes the project with the fixture catalogue, so each fixture below is the only fault', () => {
    expect(validateProject(ROOT, { overlay: baseOverlay() })).toEqual([]);
  });

  for (const [name, expected] of Object.entries(EXPECTED)) {
    it(`${name}: ${expected.message}`, () => {
      const { overlay } = placeFixture(name);
      const diagnostics = validateProject(ROOT, { overlay, unservedOperations: expected.unservedOperations });
      expect(diagnostics).toHaveLength(expected.count ?? 1);
      const [first] = diagnostics;
      expect(`${first!.file}:${first!.line}:${first!.column}`).toBe(expected.at);
      expect(first!.pointer).toBe(expected.pointer);
      expect(first!.message).toBe(expected.message);
    });
  }
});

describe('the real project', () => {
  it('validates every screen, the area manifests and the call catalogue without a problem', () => {
    expect(validateProject(ROOT)).toEqual([]);
  });
});
