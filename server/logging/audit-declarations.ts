// What each REST operation writes, declared per route: a POST that only reads (criteria in a body)
// says so, and every write names where its object is found: the task of a task action, the
// request a submission made, the role a role change changed. Nothing is guessed from the path or
// from whichever field a body happens to carry first. A REST route with a write method that is not
// declared here stops the server at start (installAuditTrail), so a new write cannot miss the trail.
//
// An object source is a path: `body.tasks[].taskId` (every item's field), `answer.id` (the answer
// sent, for what a write created), `params.id`, `query.attribute`, `principal` (the signed-in user:
// their own preferences), `actingFor` (the user a proxy acted for, else the signed-in user), or
// `=text` (a settings page: the setting's name). The first source that yields a value names the object;
// several values (a bulk write) are joined with "; ".

export type ObjectSource = string;

export type AuditDeclaration = { kind: 'read' } | { kind: 'write'; object: readonly ObjectSource[] };

const read: AuditDeclaration = { kind: 'read' };
const write = (...object: ObjectSource[]): AuditDeclaration => ({ kind: 'write', object });
/** A settings page: one object, named as the store keeps it (its page, section or table). */
const setting = (name: string): AuditDeclaration => write(`=${name}`);

/** By `METHOD /path` after /IDMProv/rest, with Fastify's `:param` names. */
export const AUDIT_DECLARATIONS: Readonly<Record<string, AuditDeclaration>> = {
  // Reads made with POST (a body of criteria): lists, an item's details, rights, statuses, validations.
  'POST /access/assignments/resource/list': read,
  'POST /access/assignments/role/list': read,
  'POST /access/availability/list': read,
  'POST /access/containers/container': read,
  'POST /access/cprs/assignments/delta': read,
  'POST /access/cprs/cprsrequest/status': read,
  'POST /access/cprs/cprsrequest/status/list': read,
  'POST /access/delegation/list': read,
  'POST /access/groups/members': read,
  'POST /access/info/user/navigationmenu': read,
  'POST /access/info/user/navigationrights': read,
  'POST /access/info/user/passwordsyncstatus': read,
  'POST /access/permissions/item': read,
  'POST /access/requests/history/item': read,
  'POST /access/requests/historylist/permission': read,
  'POST /access/requests/team/user/history': read,
  'POST /access/tasks/item': read,
  'POST /access/teams/team': read,
  'POST /access/teams/team/permissions': read,
  // A search of the permission index narrowed to the teams named in the body.
  'POST /access/teams/permissions': read,
  'POST /access/ulp/l10n/listLocales': read,
  'POST /catalog/delegatedAdmin/rights': read,
  'POST /catalog/drivers/driver': read,
  'POST /catalog/drivers/entitlementValues/listV2': read,
  'POST /catalog/resources/driverResources': read,
  'POST /catalog/resources/resource': read,
  'POST /catalog/resources/resource/assignments': read,
  'POST /catalog/resources/validateResourceNames': read,
  'POST /catalog/roles/mappedResources/list': read,
  'POST /catalog/roles/parentRoles/list': read,
  'POST /catalog/roles/role': read,
  'POST /catalog/roles/role/assignments': read,
  'POST /catalog/roles/subRoles/list': read,
  'POST /catalog/sods/sod': read,

  // Settings pages: the object is the setting.
  'POST /access/administration/cprsConfig': setting('cprs'),
  'POST /access/administration/delegation': setting('delegation'),
  'POST /access/administration/emailApproval': setting('email_approval_settings'),
  'POST /access/administration/igConfig': setting('ig'),
  'POST /access/config/access': write('query.client', '=access'),
  'POST /access/config/branding': write('query.client', '=branding'),
  'POST /access/config/custom': write('query.client', '=custom'),
  'POST /access/config/dashboard': write('query.client', '=dashboard'),
  'POST /access/config/helpdesk': write('query.client', '=helpdesk'),
  'POST /access/config/restoreSettings/:key': write('params.key'),
  'POST /access/dashboard/globalTiles': write('query.client', '=globalTiles'),
  'POST /admin/cache/configuration': setting('cacheConfiguration'),
  'POST /admin/cache/customizedHolders': write('body.customizeCacheHolders[].cacheHolderID', '=customizedHolders'),
  'POST /admin/logging': write('body.logConfigurations[].loggerName', '=logging'),
  'PUT /admin/logging': write('body.logConfigurations[].loggerName', '=logging'),
  'POST /admin/logging/auditConfig': setting('audit_configuration'),
  'POST /admin/proxy/configuration': setting('proxy'),
  'POST /admin/proxy/service/settings': setting('proxyService'),
  'POST /admin/workflowengines/configuration': setting('engineConfiguration'),
  'POST /admin/workflowengines/status': write('body.engineId', 'answer.engineId', '=workflowEngine'),
  'POST /catalog/administration/roleResourceSettings/entitlementQuery': setting('roleResource'),
  'POST /catalog/administration/roleResourceSettings/role': setting('roleResource'),
  'POST /catalog/administration/roleResourceSettings/sod': setting('roleResource'),
  'PUT /admin/display/settings/general': setting('general'),
  'PUT /admin/display/settings/request': setting('request'),
  'PUT /admin/display/settings/task': setting('task'),
  'POST /catalog/codemaprefresh/driver': write('body.drivers[].id', 'body.drivers[].dn'),
  'POST /catalog/codemaprefresh/entitlement': write('body.entitlements[].id', 'body.id'),
  'DELETE /admin/cache/holder/items': write('query.cacheHolderID'),

  // Clients of the console.
  'POST /access/config/clients': write('answer.id', 'body.id', 'body.name'),
  'POST /access/config/clients/:id': write('params.id'),
  'DELETE /access/config/clients': write('body.values[]', 'body.value', 'body.key'),

  // Delegation, availability, proxies: the user whose definitions changed.
  'POST /access/availability': write('answer.availabilityId', 'body.principalUser', 'actingFor'),
  'PUT /access/availability': write('body.availabilityId', 'body.principalUser', 'actingFor'),
  'DELETE /access/availability': write('body.availability[].availabilityId', 'actingFor'),
  'POST /access/availability/status': write('answer.dn', 'body.dn', 'actingFor'),
  'POST /access/delegation': write('answer.assignmentId', 'body.assignToUsers[].dn', 'actingFor'),
  'PUT /access/delegation': write('body.assignmentId'),
  'DELETE /access/delegation': write('body.delegations[].assignmentId'),
  'POST /access/proxy/create': write('body.assignedUserDN', 'body.dn'),
  'POST /access/proxy/edit': write('body.assignedUserDN', 'body.dn'),
  'POST /access/proxy/delete': write('body.proxyDefinitions[].assignedUserDN', 'body.proxyDefinitions[].dn'),

  // Entities, users, groups, containers.
  'POST /access/entities/item': write('answer.dn', 'body.dn'),
  'PUT /access/entities/item': write('body.dn'),
  'DELETE /access/entities/item': write('body.items[].dn'),
  'POST /access/user': write('answer.dn', 'answer.id'),
  'PUT /access/user': write('body.dn'),
  'DELETE /access/user': write('body.members[].dn', 'body.members[].id'),
  'POST /access/groups': write('answer.dn', 'answer.id', 'body.dn'),
  'PUT /access/groups': write('body.dn'),
  'DELETE /access/groups': write('body.dn[]', 'body.dn'),

  // The user's own preferences and cart.
  'POST /access/preference': write('query.attribute', 'principal'),
  'DELETE /access/preference': write('query.attribute', 'principal'),
  'POST /access/preference/dashboard': write('principal'),
  'DELETE /access/preference/dashboard': write('principal'),
  'POST /access/queue/entry/items': write('body.cartItems[].itemDn', 'principal'),
  'DELETE /access/queue/entry/items': write('body.cartItems[].itemDn', 'principal'),
  'DELETE /access/queue/entry/item/assignees': write('body.cartItems[].itemDn', 'principal'),
  'DELETE /access/queue/entry': write('principal'),

  // The workflow: tasks, requests, processes.
  'POST /access/tasks': write('body.tasks[].taskId'),
  'POST /access/requests/permissions': write('answer.OperationNodes[].succeeded[].requestId', 'body.reqPermissions[].id'),
  'POST /access/requests/permissions/item': write('answer.OperationNodes[].succeeded[].requestId', 'body.id'),
  'DELETE /access/requests/history': write('body.requests[].id'),
  'POST /access/monitoring/process/terminate': write('body.processes[].processId', 'body.processes[].id'),
  'POST /access/monitoring/reassign': write('body.afTaskNode[].taskId', 'body.afTaskNode.taskId'),
  'POST /access/workflow': write('answer.id', 'answer.cn', 'body.cn'),
  'POST /access/workflow/prd': write('answer.id', 'answer.prdCN', 'body.prdCN'),
  'DELETE /access/assignments/list': write('body.assignments[].entityId', 'body.assignments[].id'),

  // Teams.
  'POST /access/teams': write('answer.dn', 'answer.id', 'body.dn', 'body.name'),
  'PUT /access/teams': write('body.dn'),
  'DELETE /access/teams': write('body.teams[].dn', 'body.teams[].id'),
  'PUT /access/teams/permissions': write('body.teamDN'),
  'DELETE /access/teams/permissions': write('body.teamDN'),

  // The landing page and the locale kit.
  'POST /access/ulp/categories': write('answer.itemCategories[].itemCategoryId', 'body.itemCategories[].categoryName'),
  'PUT /access/ulp/categories': write('body.itemCategories[].itemCategoryId'),
  'DELETE /access/ulp/categories': write('body.itemCategories[].itemCategoryId'),
  'POST /access/ulp/items': write('answer.items[].itemId', 'body.items[].name'),
  'POST /access/ulp/featuredItems': write('body.items[].itemId', 'body.items[].name', '=featuredItems'),
  'DELETE /access/ulp/items': write('body.items[].itemId'),
  'PUT /access/ulp/landingItems/v2': write('body.items[].itemId', 'query.clientId', '=landingItems'),
  'PUT /access/ulp/l10n/:locale.properties': write('params.locale'),

  // Administrator assignments and permissions.
  'POST /admin/administrator/assignments/create': write('body.assigneeDn', 'body.assignee'),
  'DELETE /admin/administrator/assignments': write('body.revokeAssignments[].assigneeDn', 'body.revokeAssignments[].id'),
  'PUT /admin/assignment/permissions': write('body.assignedToDN'),
  'DELETE /admin/assignment/permissions': write('body.assignedToDN'),

  // CPRS.
  'POST /access/cprs/assignments/publish': write('body.id', 'body.entitlementDn'),
  'POST /access/cprs/assignments/reconcile': write('body.id', 'body.entitlementDn'),

  // The catalogue: roles, resources, SoD.
  'POST /catalog/roles': write('answer.id', 'body.id'),
  'PUT /catalog/roles/role': write('body.id'),
  'DELETE /catalog/roles/role': write('body.roles[].id'),
  'POST /catalog/roles/subRoles': write('body.roleId'),
  'DELETE /catalog/roles/subRoles': write('body.roleId'),
  'POST /catalog/roles/parentRoles': write('body.roleId'),
  'DELETE /catalog/roles/parentRoles': write('body.roleId'),
  'POST /catalog/roles/mappedResources': write('body.roleId'),
  'DELETE /catalog/roles/mappedResources': write('body.roleId'),
  'POST /catalog/roles/role/assignments/assign': write('body.assignments[].id', 'body.assignments[].roleId'),
  'POST /catalog/resources': write('answer.id', 'body.id'),
  'PUT /catalog/resources/resource': write('body.id'),
  'PUT /catalog/resources/resource/entitlement': write('body.id'),
  'DELETE /catalog/resources/resource': write('body.resources[].id'),
  'POST /catalog/resources/resource/assignments/assign': write('body.dn', 'body.dns[]'),
  'POST /catalog/resources/resource/assignments/revoke': write('body.dn', 'body.dns[]'),
  'POST /catalog/sods': write('answer.id', 'body.id'),
  'PUT /catalog/sods/sod': write('body.id'),
  'DELETE /catalog/sods/sod': write('body.sods[].id'),

  // Operations served for the contract walk (tests/server/contract-walk.test.ts).
  'POST /access/assignments/item': read,
  'POST /access/assignments/list': read,
  'POST /access/assignments/list/v2': read,
  'DELETE /access/assignments': write('body.assignments[].id'),
  'POST /access/requests/historyForUser': read,
  'POST /access/requests/historylist': read,
  'POST /access/teams/container/roles': read,
  'POST /access/teams/container/resources': read,
  'POST /access/teams/recipients/list': read,
  'POST /access/teams/recipients/users/v2': read,
  'POST /access/info/user/equivalent': read,
  'POST /admin/identityResync': read,
  'POST /access/helpdesk/ticket': read,
  'POST /access/index/permissions': read,
  'POST /access/entities/resource/assignments/columns': read,
  'POST /access/query/global': read,
  'POST /catalog/drivers/entitlementValues/list': read,
  'POST /catalog/drivers/entitlementViewValues/list': read,
  'POST /catalog/drivers/driverEntitlementViewValues/list': read,
  'POST /catalog/drivers/driverEntitlementViewValues/listV2': read,
  'POST /catalog/entitlements/entitlementValues': read,
  'POST /catalog/entitlements/resources': read,
  'POST /catalog/entitlements/tempResources': read,
  'POST /catalog/resources/resource/entitlements/list': read,
  'POST /catalog/resources/resource/entitlements/list/v2': read,
  'POST /catalog/roles/roleV2': read,
  'POST /catalog/resources/resourceV2': read,
  'POST /access/requests/permissions/v2': write('answer.OperationNodes[].succeeded[].requestId', 'body.reqPermissions[].id'),
  'POST /access/tasks/v2': write('body.taskId'),
  'POST /access/user/dn': write('body.newUserDn'),
  'POST /access/data/migration/workflow': write('body.tables.requests[].id', 'body.tables.tasks[].id', '=workflowImport'),
  'POST /access/featuredItems': write('answer.succeeded[].id', 'body.items[].name', '=featuredItems'),
  'PUT /access/featuredItems': write('body.items[].itemId', '=featuredItems'),
  'DELETE /access/featuredItems': write('body.items[].itemId', '=featuredItems'),
  'POST /access/featuredItems/categories': write('answer.succeeded[].id', 'body.itemCategories[].categoryName'),
  'PUT /access/featuredItems/categories': write('body.itemCategories[].itemCategoryId'),
  'DELETE /access/featuredItems/categories': write('body.itemCategories[].itemCategoryId'),
  'POST /catalog/resources/category': write('body.id'),
  'PUT /catalog/roles/roles': write('body.roles[].id'),
  'PUT /catalog/resources/resources': write('body.resources[].id'),
  'PUT /access/config/uploadStyle': write('query.client', '=style'),
  'PUT /admin/logging/buildPDXLF': read,

  // The sandbox's own: lifting a sign-in lock.
  'POST /sandbox/signin/unlock': write('body.username', 'body.address'),
};

export interface AuditSources {
  params: unknown;
  query: unknown;
  body: unknown;
  answer: unknown;
  principal: string;
  actingFor: string;
}

function valuesAt(root: unknown, steps: readonly string[]): string[] {
  let current: unknown[] = [root];
  for (const step of steps) {
    const each = step.endsWith('[]');
    const key = each ? step.slice(0, -2) : step;
    const next: unknown[] = [];
    for (const value of current) {
      if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
      const found = Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
      if (each && Array.isArray(found)) next.push(...(found as unknown[]));
      else if (found !== undefined) next.push(found);
    }
    current = next;
  }
  return current.filter((value) => (typeof value === 'string' && value !== '') || typeof value === 'number').map(String);
}

/** The object a declared write names, from its sources; undefined for a read or when none yields. */
export function declaredObject(declaration: AuditDeclaration, sources: AuditSources): string | undefined {
  if (declaration.kind === 'read') return undefined;
  for (const source of declaration.object) {
    if (source.startsWith('=')) return source.slice(1);
    if (source === 'principal') return sources.principal;
    if (source === 'actingFor') return sources.actingFor;
    const [root, ...steps] = source.split('.');
    const values = valuesAt(sources[root as 'params' | 'query' | 'body' | 'answer'], steps);
    if (values.length > 0) return [...new Set(values)].join('; ');
  }
  return undefined;
}
