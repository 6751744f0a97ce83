/* eslint-disable */
// generated, do not edit: run `npm run typegen` after changing schemas/.

/**
 * A page key of the navigation-rights call, e.g. 'role', 'createRole', 'orgchart'.
 *
 * This interface was referenced by `AreaManifest`'s JSON-Schema
 * via the `definition` "PageKey".
 */
export type PageKey = string;
/**
 * A fixed value ("ASC", ["ROLE", "PRD"]), or { "from": ... }: 'query' (the search as sent, '*' for none), 'start' (the 1-based start index), 'size' (the page size), 'option' (the picker option 'name', through 'map' when given: an unmapped value is left out), 'context' (teamDn, entityKey, entitlementId, entitlementDn: the entitlement's DN or else its id; containerDn: the group or team whose members are listed).
 *
 * This interface was referenced by `AreaManifest`'s JSON-Schema
 * via the `definition` "PickerValue".
 */
export type PickerValue =
  | (
      | (string | number | boolean)
      | string[]
      | {
          /**
           * The search as sent ('*' for none), the 1-based start index, or the page size.
           */
          from: 'query' | 'start' | 'size';
        }
      | {
          /**
           * The value of a picker option.
           */
          from: 'option';
          name: PickerOptionName;
          /**
           * The value sent for each option value; an unmapped value is left out.
           */
          map?: {
            [k: string]: string | undefined;
          };
        }
      | {
          /**
           * A value of the picker's context.
           */
          from: 'context';
          /**
           * The context value read (entitlementDn: the entitlement's DN or else its id; containerDn: the group or team whose members are listed).
           */
          name: 'teamDn' | 'entityKey' | 'entitlementId' | 'entitlementDn' | 'containerDn';
        }
    )
  | undefined;
/**
 * An option of the picker widget (schemas/widgets/picker.schema.json).
 *
 * This interface was referenced by `AreaManifest`'s JSON-Schema
 * via the `definition` "PickerOptionName".
 */
export type PickerOptionName =
  'userSource' | 'groupSource' | 'roleLevel' | 'categoryKind' | 'approvalKind' | 'teamKind';
/**
 * Where an item's property comes from: the keys (dotted paths; '*' steps into every element of a list) of the entry tried in order, the first with a non-empty text winning; or an object that also says what stands in when none has one ('commonName': the common name of the item's id, cn=Sales,o=data → Sales; 'id': the id itself), reads a number, or cuts a text.
 *
 * This interface was referenced by `AreaManifest`'s JSON-Schema
 * via the `definition` "PickerField".
 */
export type PickerField =
  | PickerPaths
  | {
      first?: PickerPaths;
      /**
       * What stands in when no key has a text: the common name of the item's id, or the id itself.
       */
      otherwise?: 'commonName' | 'id';
      /**
       * Read a number (20 or "20"); the first key with one wins.
       */
      number?: boolean;
      /**
       * A longer text is cut to this length and ends with '...'.
       */
      maxLength?: number;
      /**
       * A fixed text (every item of the tab has it).
       */
      value?: string;
    };
/**
 * Keys of an answer's entry (dotted paths; '*' steps into every element of a list), tried in order: the first with a non-empty text wins.
 *
 * This interface was referenced by `AreaManifest`'s JSON-Schema
 * via the `definition` "PickerPaths".
 */
export type PickerPaths = string[];
/**
 * Keys of an answer's entry (dotted paths; '*' steps into every element of a list), tried in order: the first with a non-empty text wins.
 */
export type PickerPaths1 = string[];
/**
 * This interface was referenced by `AreaManifest`'s JSON-Schema
 * via the `definition` "Audience".
 */
export type Audience =
  | (
      | 'everyone'
      | [
          'domainAdmin' | 'roleAdmin' | 'resourceAdmin' | 'sodAdmin' | 'teamManager',
          ...('domainAdmin' | 'roleAdmin' | 'resourceAdmin' | 'sodAdmin' | 'teamManager')[]
        ]
    )
  | undefined;
/**
 * A section id of the help pages (public/help/<language>/index.html has <section id="<topic>">), e.g. 'create_user'.
 *
 * This interface was referenced by `AreaManifest`'s JSON-Schema
 * via the `definition` "HelpTopic".
 */
export type HelpTopic = string;

/**
 * The manifest of one area of the console (screens/<area>/area.json): its hash routes, with the route guard's rules as data, and its help topics. The shell reads every manifest at start and builds its router from their routes; npm run validate checks that route paths are unique across all manifests, that every screen a route names exists in the area's own folder, that every screen file of the folder is reachable from a route, and that title keys and help topics exist.
 */
export interface AreaManifest {
  /**
   * Relative path to this schema, so that an editor completes and checks the file.
   */
  $schema?: string;
  /**
   * The area's routes. Paths are unique across all areas. A route without a screen shows a placeholder until its screen is built.
   */
  routes: RouteDefinition[];
  /**
   * Pages of several sub-screens, drawn as tabs: a route with "tabSet" shows the set's tabs under its title and the selected tab's screen below. The tab is named by the route's :param of the set's param name or, on a route without that :param, by the ?query parameter of that name; no value selects the first tab, an unknown one shows 'not found'.
   */
  tabSets?: {
    [k: string]: TabSet | undefined;
  };
  /**
   * The area's entries of the navigation menu, by menu key (the server's map name, e.g. 'tasks'; its label is the translation key shell.menu.item.<key>). The sandbox server builds each user's menu from the entries of every manifest, leaving out an item whose page right (pageRights) the user lacks and a group left empty; a real server delivers its own menu, and the console draws only what the server sends, adding what an entry says of proxy mode.
   */
  menu?: {
    [k: string]: MenuEntry | undefined;
  };
  /**
   * The kinds of object of this area that a user finds by name from anywhere in the console (the command palette, Ctrl+K): each searches the server with a picker tab's data source and opens the object found on a detail route of this manifest. A kind is offered only to users whom the navigation rights allow that route.
   */
  objects?: ObjectKind[];
  /**
   * The data sources of picker tabs that this area's objects fill (the user tab searches users): which call a tab searches, where the answer holds the items and how an item reads. The picker and the command palette search with them; a tab is declared by one manifest. The tree and drop-down tabs (container, driverOrEntitlement, dirxmldriver, dropdown) are the picker's own. npm run validate checks the calls and their parameters, that a tab is declared once, and that every tab a palette kind or sameAs names is declared.
   */
  pickerSources?: {
    [k: string]: PickerSource | undefined;
  };
  /**
   * Who opens the area's pages in the sandbox server, by page key (the keys its routes send to the navigation-rights call, and the menu keys of its entries): "everyone", or the list of powers of which a user needs one. A key belongs to one manifest. A key no manifest lists is open to domain administrators only. A client's Page access settings override the keys of their areas.
   */
  pageRights?: {
    [k: string]: Audience | undefined;
  };
  /**
   * Help topics of the area's page keys: the Help button opens this topic on every page whose first path segment (or the segment its route's helpKeyFrom names) is the key, e.g. { "dashboard": "dashboard_configuration" }. Each topic is a section of public/help/<language>/index.html. A route's own helpTopic applies when its key is not listed here; without either, the topic is the key itself.
   */
  helpTopics?: {
    [k: string]: string | undefined;
  };
}
/**
 * This interface was referenced by `AreaManifest`'s JSON-Schema
 * via the `definition` "Route".
 */
export interface RouteDefinition {
  /**
   * Hash path as a react-router pattern, e.g. '/role', '/role/detail/:dn', '/detailInfo/:dn'. The part after '#'.
   */
  path: string;
  /**
   * Screen file in this area's folder (e.g. 'list.json' in screens/users/area.json means screens/users/list.json). Omit while the screen is not built: the shell shows a clear placeholder.
   */
  screen?: string;
  /**
   * Name of a registered custom screen component, for the few screens that are not generic. Exclusive with screen.
   */
  component?: string;
  /**
   * Name of a tab set of this manifest (tabSets): the route shows those tabs and the selected one's screen. Exclusive with screen.
   */
  tabSet?: string;
  /**
   * The path of another route that this one leads to (the address is replaced, so Back skips it), with this route's :params filled in, e.g. '/profile/:section' for '/myProfile/:section': an older address that keeps working. Exclusive with screen, component and tabSet; the route guard checks the target.
   */
  redirectTo?: string;
  /**
   * Page key of this route, sent to the navigation-rights call. Sub-pages name their own key (the role detail page is 'createRole').
   */
  pageKey: string;
  /**
   * Page key of the parent route, sent with the page key to the navigation-rights call; the page is refused when its right is the string 'false'. Defaults to the first path segment.
   */
  parentPageKey?: string;
  /**
   * Where the route guard takes the page key from instead of pageKey. 'lastSegment': the last path segment of the URL (entities pages: /entities/department asks for 'department').
   */
  pageKeyFrom?: 'lastSegment';
  requires?: ActionRequirement;
  /**
   * Whether the page's own right must be exactly the string 'true' (role, resource and SoD sub-pages create, detail and mapresources; delegation's create-delegation and edit; the org chart). Without it a page is allowed unless its right is the string 'false'.
   */
  requireTrue?: boolean;
  /**
   * Further page keys sent to the navigation-rights call with the parent and page keys, for parts of the page that depend on them (the profile pages also ask for 'orgchart'). They do not decide whether the page opens.
   */
  alsoAsk?: PageKey[];
  /**
   * Whether the route guard checks navigation rights before showing the route. Only default and detailInfo are unguarded.
   */
  guarded?: boolean;
  /**
   * Translation key of the page title (used by the unauthorized-access modal and the placeholder).
   */
  titleKey: string;
  /**
   * Where the Help button takes the key it looks up in the manifests' helpTopics instead of the first path segment. 'lastSegment': the last path segment of the URL (the configuration pages: /configuration/igConfiguration opens 'ig_configuration', /configuration/cache opens 'cache').
   */
  helpKeyFrom?: 'lastSegment';
  /**
   * Help topic opened by the Help button on this route, when the manifests' helpTopics do not name one for its key. Defaults to the first path segment.
   */
  helpTopic?: string;
}
/**
 * An administrator right the page needs besides its navigation right (the page that creates roles needs the right to create roles): the guard asks the user's rights and refuses the page without it, as the server would refuse what the page does.
 */
export interface ActionRequirement {
  /**
   * The object type the action changes: role, sod (separation-of-duties policy), resource or prd (provisioning request definition).
   */
  objectType: 'role' | 'sod' | 'resource' | 'prd';
  /**
   * The operation: create, modify, delete, or assign (grant or revoke the object to users).
   */
  right: 'create' | 'modify' | 'delete' | 'assign';
}
/**
 * This interface was referenced by `AreaManifest`'s JSON-Schema
 * via the `definition` "TabSet".
 */
export interface TabSet {
  /**
   * The route :param (or query parameter) naming the selected tab, e.g. 'section' for '/configuration/:section'.
   */
  param: string;
  /**
   * The route of this manifest, with the :param, that the tabs link to; defaults to the route being shown. '/configuration' names '/configuration/:section' so that its tabs lead to '/configuration/<tab>'.
   */
  route?: string;
  /**
   * The tabs, in order; the first is shown when no tab is named.
   *
   * @minItems 1
   */
  tabs: [Tab, ...Tab[]];
}
/**
 * This interface was referenced by `AreaManifest`'s JSON-Schema
 * via the `definition` "Tab".
 */
export interface Tab {
  /**
   * The tab's value in the URL, e.g. 'delegation' in '#/configuration/delegation'.
   */
  id: string;
  /**
   * Translation key of the tab's label.
   */
  labelKey: string;
  /**
   * Screen file in this area's folder that the tab shows (any kind).
   */
  screen: string;
}
/**
 * This interface was referenced by `AreaManifest`'s JSON-Schema
 * via the `definition` "MenuEntry".
 */
export interface MenuEntry {
  /**
   * Where the item leads: a route of this manifest after '#', with an optional ?query, e.g. '#/groups' or '#/settings?tab=cache'. Omit it for a group: an item that holds the items whose 'under' names it.
   */
  link?: string;
  /**
   * The menu key of the group (an entry without a link, in any manifest) this item sits in, e.g. 'people'; omit it for a top-level item.
   */
  under?: string;
  /**
   * The item's place among the items of its group (or the top level), lowest first.
   */
  order: number;
  /**
   * Whether the item stays in the menu in proxy mode (acting as another user), where every other item is hidden. 'shown': as a top-level item or inside a sub-menu (tasks); 'shownInSubMenu': only inside a sub-menu, which stays with the shown items alone (the access menu's requests and history).
   */
  proxyMode?: 'shown' | 'shownInSubMenu';
}
/**
 * This interface was referenced by `AreaManifest`'s JSON-Schema
 * via the `definition` "ObjectKind".
 */
export interface ObjectKind {
  /**
   * The picker tab whose declared data source (pickerSources of some manifest) searches this kind by name, e.g. 'user' (the call users.list); the item's id fills the route's parameter.
   */
  source:
    | 'user'
    | 'group'
    | 'role'
    | 'category'
    | 'prd'
    | 'entitlementValues'
    | 'resource'
    | 'team'
    | 'sod'
    | 'entity'
    | 'sodRecipient'
    | 'permission';
  /**
   * A route of this manifest with one :param, which the found object's id fills, e.g. '/users/:dn'.
   */
  route: string;
  /**
   * Translation key of the kind's name, shown beside each object found (e.g. 'User').
   */
  labelKey: string;
}
/**
 * A picker tab's data source: a server-paged search (the query, the 1-based start index and the page size go to the call) with call, itemsPath and item (params are the query parameters, body the request body, for calls that take the search's context in one; no body when omitted); or the source of another tab, with sameAs alone.
 *
 * This interface was referenced by `AreaManifest`'s JSON-Schema
 * via the `definition` "PickerSource".
 */
export interface PickerSource {
  /**
   * Search as the named tab does (the sodRecipient tab lists users as the user tab); nothing else may be given.
   */
  sameAs?:
    | 'user'
    | 'group'
    | 'role'
    | 'category'
    | 'prd'
    | 'entitlementValues'
    | 'resource'
    | 'team'
    | 'sod'
    | 'entity'
    | 'sodRecipient'
    | 'permission';
  /**
   * The call of the call catalogue (api/calls/*.json) that searches, e.g. 'users.list'.
   */
  call?: string;
  params?: PickerParams;
  body?: PickerParams;
  /**
   * The key of the answer that holds the list of items, e.g. 'usersList'.
   */
  itemsPath?: string;
  /**
   * The key of the answer that holds the 1-based index of the next page (0 or absent on the last).
   */
  nextIndexPath?: string;
  /**
   * The keys of the answer that may hold the number of results, the first present wins.
   */
  totalPaths?: string[];
  /**
   * What the tab cannot search without (the picker's entitlement, the entity tab's entity key): without it the tab lists nothing and calls nothing.
   */
  needs?: 'entitlement' | 'entityKey';
  /**
   * Other searches for some options or contexts (the user tab's proxyFor and onBehalf sources): the first case whose 'when' holds replaces call, params, body, itemsPath and nextIndexPath.
   */
  cases?: PickerCase[];
  item?: PickerItemMap;
  members?: MemberList;
}
/**
 * Parameters by name: a fixed value, or where the value comes from.
 *
 * This interface was referenced by `AreaManifest`'s JSON-Schema
 * via the `definition` "PickerParams".
 */
export interface PickerParams {
  [k: string]: PickerValue | undefined;
}
/**
 * This interface was referenced by `AreaManifest`'s JSON-Schema
 * via the `definition` "PickerCase".
 */
export interface PickerCase {
  when: PickerWhen;
  /**
   * The call this case searches with.
   */
  call: string;
  params?: PickerParams;
  body?: PickerParams;
  /**
   * The key of the answer that holds the items.
   */
  itemsPath: string;
  /**
   * The key of the answer that holds the next page's index; 'nextIndex' when omitted.
   */
  nextIndexPath?: string;
}
/**
 * A picker option that equals a value ({ "option": "userSource", "equals": "proxyFor" }), or a context that is given ({ "given": "entitlement" }).
 *
 * This interface was referenced by `AreaManifest`'s JSON-Schema
 * via the `definition` "PickerWhen".
 */
export interface PickerWhen {
  option?: PickerOptionName;
  /**
   * The value the option must have.
   */
  equals?: string;
  /**
   * A context the picker must be given (an entitlement, an entity key, a team).
   */
  given?: 'entitlement' | 'entityKey' | 'teamDn';
}
/**
 * How an entry of the answer's list becomes an item; an entry without an id is left out. The displayName falls back to the id.
 *
 * This interface was referenced by `AreaManifest`'s JSON-Schema
 * via the `definition` "PickerItemMap".
 */
export interface PickerItemMap {
  id: PickerField;
  dn?: PickerField;
  displayName?: PickerField;
  description?: PickerField;
  detail?: PickerField;
  subType?: PickerField;
  value?: PickerField;
  level?: PickerField;
  managedBy?: PickerField;
  image?: PickerField;
  viewID?: PickerField;
  bulkRequestable?: PickerField;
  categories?: PickerPaths1;
  /**
   * The pair of names an item stands for (a SoD policy's two conflicting roles): the first two entries of the list 'from', each named by 'name', else the common name of its 'id'.
   */
  conflict?: {
    /**
     * The key of the entry's list of the two conflicting items.
     */
    from: string;
    id: PickerField;
    name: PickerField;
  };
}
/**
 * The members of a chosen item (a group's or team's users), listed in the dialog 'Select Specific Users from' that choosing such an item opens; the context containerDn is the chosen item's DN.
 *
 * This interface was referenced by `AreaManifest`'s JSON-Schema
 * via the `definition` "MemberList".
 */
export interface MemberList {
  /**
   * The member dialog that lists them: a name the area's code/index.ts declares (memberDialogs) and its code/components.tsx supplies, e.g. 'groupMembers'.
   */
  dialog: string;
  /**
   * The call that lists the members, e.g. 'groups.members'.
   */
  call: string;
  params?: PickerParams;
  body?: PickerParams;
  /**
   * The key of the answer that holds the members.
   */
  itemsPath: string;
  item: PickerItemMap;
  /**
   * Who may choose the item as a whole instead of members ('Assign Role to Group'): the call whose answer's flag says so for the signed-in user. Omitted: nobody.
   */
  wholeRight?: {
    /**
     * The call whose answer says whether the signed-in user may choose the item whole.
     */
    call: string;
    /**
     * The key of that answer's flag.
     */
    flag: string;
  };
}
