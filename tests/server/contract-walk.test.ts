// Walks every operation of the REST contract (contract/*.swagger.json, 331) against one fresh
// sandbox as the domain administrator: reads first, then creations, changes and removals. Each
// answer is checked against the contract:
// - the operation is served (no "No such operation");
// - a success answer has a status the contract declares for it and, unless a 204, a body its
//   schema allows (tests/server/contract.ts: types, required, no undeclared keys);
// - a refusal is a Fault, and never a server error (5xx).
// Inputs: the contract's own parameters (path placeholders and query defaults, the body
// definition's example) overridden by INPUTS where a valid call needs real names (seeded DNs).
// The lists in contract-walk.known.ts say where the sandbox does not yet meet this; they are
// exact, so an operation that gets fixed must leave its list (the test names it) and nothing new
// may join one unnoticed.
import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_FILE, responseValidator } from './contract.ts';
import { KNOWN_DEVIATIONS, NOT_YET_SERVED, REFUSED_WALK_INPUT } from './contract-walk.known.ts';
import { rest, startServerWithTokens, type TestServer } from './harness.ts';

interface Parameter { name: string; in: string; default?: unknown; schema?: { $ref?: string } }
interface Operation { parameters?: Parameter[]; responses: Record<string, unknown> }
interface Swagger { paths: Record<string, Record<string, Operation>>; definitions: Record<string, { example?: unknown }> }

const swagger = JSON.parse(readFileSync(CONTRACT_FILE, 'utf8')) as Swagger;
const METHOD_ORDER = ['get', 'post', 'put', 'delete'];

const USER = 'cn=enduser,ou=users,o=data';
const HR_ROLE = 'cn=HRGeneralist,cn=Level30,cn=RoleDefs,cn=RoleConfig,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system';
const SOD = 'cn=PayablesversusReceivables,cn=SoDDefs,cn=RoleConfig,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system';
const ENTITLEMENT = 'cn=Group,cn=EntitlementDefs,cn=Active Directory Driver,cn=driverset1,o=system';
const ROLE_DEFS = 'cn=RoleDefs,cn=RoleConfig,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system';
const RESOURCE = 'cn=ActiveDirectoryDriverGroupMembershipDomainUsers,cn=ResourceDefs,cn=RoleConfig,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system';
/** Another resource of the seed, by its CN. */
const resource = (cn: string) => RESOURCE.replace('ActiveDirectoryDriverGroupMembershipDomainUsers', cn);
/** A request of the seed with open tasks (a process to follow). */
const PROCESS = 'req-demo-0007';
/** A permission role (level 10) of the seed. */
const IT_ROLE = 'cn=ADGroupFinance,cn=Level10,cn=RoleDefs,cn=RoleConfig,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system';
const ADMIN = 'cn=uaadmin,ou=users,o=data';
const MANAGER = 'cn=manager,ou=users,o=data';
/** A week from the walk's start, as the contract's times (ms). */
const IN_A_WEEK = Date.now() + 7 * 86_400_000;
const TEAM = 'cn=EngineeringTeam,cn=TeamDefs,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system';

/**
 * Inputs a valid call needs beyond the contract's defaults: path values, query values, body, and
 * the demo account that calls (uaadmin unless `as` names another: an operation on the caller's
 * own assignments needs one who holds some), and a body's content type other than JSON (a text
 * body: a style sheet, a properties file).
 */
interface Input { path?: Record<string, string>; query?: Record<string, string>; body?: unknown; as?: 'enduser'; contentType?: string; prepare?: Prepare }
/** A call the walk makes to prepare an operation (as uaadmin). */
type Call = (method: string, url: string, body?: unknown) => Promise<{ status: number; body: unknown }>;
/**
 * Makes what an operation acts on and answers the input that names it: a write on something a
 * fresh sandbox does not have yet (a proxy definition, an item in the caller's cart, a running
 * request, a completed reconcile) or whose name the sandbox makes (ids).
 */
type Prepare = (call: Call) => Promise<Omit<Input, 'prepare'>>;

const ROLEADMIN = 'cn=roleadmin,ou=users,o=data';
/** A resource the walk puts in uaadmin's cart. */
const CART_ITEM = resource('ActiveDirectoryDriverGroupMembershipDevelopers');
const cart = (assignee = true) => ({ cartOwner: ADMIN, cartItems: [{ itemDn: CART_ITEM, itemType: 'resource', ...(assignee ? { itemAssignees: [{ assignedToDn: ADMIN }] } : {}) }] });
/** Puts CART_ITEM for uaadmin in uaadmin's cart, and answers the body that names it. */
const inCart = (assignee: boolean): Prepare => async (call) => {
  await expectStatus(call('POST', '/access/queue/entry/items', cart()), 201);
  return { body: cart(assignee) };
};

/** The body of an answer of the status expected (an answer of another status stops the preparation). */
async function expectStatus<T>(answer: Promise<{ status: number; body: unknown }>, status: number): Promise<T> {
  const { status: got, body } = await answer;
  if (got !== status) throw new Error(`preparing the walk: status ${got}, ${JSON.stringify(body)}`);
  return body as T;
}

/** Reconciles a CPRS setting of another driver than ENTITLEMENT's (the walk reconciles that one), waits until its delta is stored, and answers the setting's id. */
async function reconciled(call: Call): Promise<string> {
  const settings = (await expectStatus<{ cprsSettingList: { id: string; drivername: string }[] }>(call('GET', '/access/cprs/settings?size=50'), 200)).cprsSettingList;
  const setting = settings.find((s) => s.drivername !== 'Active Directory Driver')!;
  const { id } = await expectStatus<{ id: string }>(call('POST', '/access/cprs/assignments/reconcile', { id: setting.id }), 201);
  for (let i = 0; i < 100; i += 1) {
    if ((await expectStatus<{ opStatus: number }>(call('POST', '/access/cprs/cprsrequest/status', { id }), 201)).opStatus >= 2) return setting.id;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`preparing the walk: the reconcile ${id} did not complete`);
}
const INPUTS: Readonly<Record<string, Input>> = {
  'GET /access/assignments/identities': { query: { permissionId: HR_ROLE, permissionType: 'role' } },
  'GET /access/codeMap/{id}/values': { path: { id: ENTITLEMENT } },
  'GET /access/config': { query: { key: 'messageTime' } },
  'GET /access/config/clients/{id}': { path: { id: '1' } },
  'GET /access/config/style/{fileName}': { path: { fileName: '1.css' } },
  'GET /access/delegation/requests': { query: { category: 'accounts-prd' } },
  'GET /access/entities/globalList': { query: { key: 'location' } },
  'GET /access/entities/list': { query: { entityKey: 'location' } },
  'GET /access/entities/quickInfo': { query: { entityId: USER, entityType: 'USER' } },
  'GET /access/forms': { query: { id: 'task-demo-0003' } },
  'GET /access/forms/dataItemsList': { query: { formId: 'ApprovalForm' } },
  'GET /access/forms/listWorkflowForms': { query: { formContainer: 'RequestForms' } },
  'GET /access/gcv/value': { query: { key: 'idv.dit.data.users' } },
  'GET /access/groups/membershipInfo': { query: { userDn: USER } },
  'GET /access/monitoring/comments': { query: { requestId: PROCESS } },
  'GET /access/monitoring/workentries': { query: { requestId: PROCESS } },
  'GET /access/orgChart': { query: { dn: USER } },
  'GET /access/orgChart/managers': { query: { dn: USER } },
  'GET /access/orgChart/target/list': { query: { dn: USER } },
  'GET /access/orgChart/v2': { query: { entityDN: USER } },
  'GET /access/requests/historylist': { query: { type: 'role' } },
  'GET /access/requests/processes': { query: { processId: PROCESS } },
  'GET /access/sods/violations': { query: { sodDn: SOD } },
  'GET /access/sods/violations/user': { query: { userDn: USER } },
  'GET /access/tasks/list/others/team': { query: { teamDN: TEAM } },
  'GET /access/tasks/workEntries': { query: { processId: PROCESS } },
  'GET /access/teams/team/userlist': { query: { teamDn: TEAM } },
  'GET /access/ulp/l10n/{locale}.properties': { path: { locale: 'en' } },
  'GET /access/user/admin': { query: { type: 'ROLES', userDn: USER } },
  'GET /access/users/clearEntitlementResult': { query: { userDn: USER } },
  'GET /access/users/details': { query: { userDn: USER } },
  'GET /admin/administrator/assignments': { query: { filterSearch: 'ROLES' } },
  'GET /admin/permission': { query: { domain: 'ROLES' } },
  'GET /admin/permission/rights': { query: { objectType: 'role' } },
  'GET /admin/permission/rootContainer': { query: { domain: 'ROLES' } },
  'GET /catalog/entitlements/entitlementInfo': { query: { entilementDN: ENTITLEMENT } },
  'POST /access/administration/cprsConfig': { body: { cleanupTimeInDays: 30 } },
  'POST /access/administration/delegation': { body: { delegationRetentionTime: 30 } },
  'POST /access/assignments/item': { as: 'enduser', body: { id: HR_ROLE, entityType: 'role' } },
  'POST /access/assignments/list': { body: { dn: USER } },
  'POST /access/assignments/list/v2': { body: { dn: USER } },
  'POST /access/assignments/resource/list': { body: { dn: USER } },
  'POST /access/assignments/role/list': { body: { dn: USER } },
  'POST /access/availability/list': { body: { dn: 'cn=manager,ou=users,o=data' } },
  'POST /access/config/restoreSettings/{key}': { path: { key: 'branding' } },
  'POST /access/containers/container': { body: { dn: 'ou=users,o=data' } },
  'POST /access/data/migration/workflow': { body: { tables: { requests: [] } } },
  'POST /access/entities/resource/assignments/columns': { body: { dn: RESOURCE } },
  'POST /access/featuredItems': { body: { items: [{ name: 'Walked item', entityType: 'navigation', appUrl: '#/tasks' }] } },
  'POST /access/featuredItems/categories': { body: { itemCategories: [{ categoryName: 'Walked category' }] } },
  'POST /access/groups/members': { body: { dn: 'cn=Engineering Staff,ou=groups,o=data' } },
  'POST /access/index/permissions': { body: { permIndexChanges: [{ operation: 'modify', permId: HR_ROLE, permType: 'role' }] } },
  'POST /access/info/user/equivalent': { body: { principals: [USER, 'cn=uaadmin,ou=users,o=data'] } },
  'POST /access/info/user/passwordsyncstatus': { body: { dn: USER } },
  'POST /access/query/global': { body: { key: 'usersByDepartment', parameters: [{ key: 'department', values: ['Engineering'] }] } },
  'POST /access/requests/history/item': { body: { id: PROCESS } },
  'POST /access/requests/historyForUser': { body: { dn: USER } },
  'POST /access/requests/historylist': { body: {} },
  'POST /access/requests/permissions': { body: { reqPermissions: [{ id: resource('ActiveDirectoryDriverGroupMembershipSales'), entityType: 'resource' }], reason: 'walk' } },
  'POST /access/requests/permissions/item': { body: { id: resource('ActiveDirectoryDriverGroupMembershipDevelopers'), entityType: 'resource', reason: 'walk' } },
  'POST /access/requests/permissions/v2': { body: { reqPermissions: [{ id: resource('ActiveDirectoryDriverGroupMembershipFinance'), entityType: 'resource' }], reason: 'walk' } },
  'POST /access/requests/team/user/history': { query: { type: 'role' }, body: { dn: USER } },
  'POST /access/tasks/v2': { body: { taskId: 'task-demo-0006', action: 'approve', comment: 'walked' } },
  'POST /access/teams/container/resources': { body: { dn: ROLE_DEFS.replace('cn=RoleDefs', 'cn=ResourceDefs') } },
  'POST /access/teams/container/roles': { body: { dn: ROLE_DEFS } },
  'POST /access/teams/permissions': { body: { targetSetDnList: [TEAM] } },
  'POST /access/teams/recipients/list': { body: { dn: TEAM } },
  'POST /access/teams/recipients/users/v2': { body: { teams: [{ dn: TEAM }] } },
  'POST /access/teams/team': { body: { dn: TEAM } },
  'POST /access/teams/team/permissions': { body: { dn: TEAM } },
  'POST /access/ulp/l10n/listLocales': { body: { localeKey: 'en' } },
  'POST /access/user/dn': { body: { oldUserDn: 'cn=formerName,ou=users,o=data', newUserDn: USER } },
  'POST /admin/identityResync': { body: { dn: USER } },
  'POST /admin/proxy/configuration': { body: { proxyRetentionTime: 30 } },
  'POST /admin/proxy/service/settings': { body: { cleanupChoice: 'interval' } },
  'POST /admin/workflowengines/configuration': { body: { processCacheLoadFactor: 0.75 } },
  'POST /catalog/administration/roleResourceSettings/entitlementQuery': { body: { queryTimeout: 30 } },
  'POST /catalog/administration/roleResourceSettings/role': { body: { roleAssignmentGracePeriod: 0 } },
  'POST /catalog/administration/roleResourceSettings/sod': { body: { defaultSODRequestDef: 'cn=RoleGrantReview,cn=RequestDefs,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system' } },
  'POST /catalog/drivers/driver': { body: { id: 'cn=Active Directory Driver,cn=driverset1,o=system' } },
  'POST /catalog/drivers/driverEntitlementViewValues/list': { body: { entitlements: [{ id: ENTITLEMENT }] } },
  'POST /catalog/drivers/driverEntitlementViewValues/listV2': { body: { entitlements: [{ id: ENTITLEMENT }] } },
  'POST /catalog/drivers/entitlementValues/list': { body: { entitlements: [{ id: ENTITLEMENT }] } },
  'POST /catalog/drivers/entitlementValues/listV2': { body: { id: ENTITLEMENT } },
  'POST /catalog/drivers/entitlementViewValues/list': { body: { viewID: ENTITLEMENT } },
  'POST /catalog/entitlements/entitlementValues': { body: { viewID: ENTITLEMENT } },
  'POST /catalog/entitlements/resources': { body: { entitlements: [{ id: ENTITLEMENT }] } },
  'POST /catalog/entitlements/tempResources': { body: { entitlements: [{ id: ENTITLEMENT, parameterValue: 'Sales' }] } },
  'POST /catalog/resources/category': { body: { id: 'walked', name: 'Walked category' } },
  'POST /catalog/resources/resource': { body: { resources: [{ id: RESOURCE }] } },
  'POST /catalog/resources/resource/assignments': { body: { dn: RESOURCE } },
  'POST /catalog/resources/resource/entitlements/list': { body: { id: RESOURCE } },
  'POST /catalog/resources/resource/entitlements/list/v2': { body: { id: RESOURCE } },
  'POST /catalog/resources/resourceV2': { body: { resources: [{ id: RESOURCE }] } },
  'POST /catalog/roles/mappedResources/list': { body: { id: HR_ROLE } },
  'POST /catalog/roles/parentRoles/list': { body: { id: HR_ROLE } },
  'POST /catalog/roles/role': { body: { roles: [{ id: HR_ROLE }] } },
  'POST /catalog/roles/role/assignments': { body: { id: HR_ROLE } },
  'POST /catalog/roles/roleV2': { body: { roles: [{ id: HR_ROLE }] } },
  'POST /catalog/roles/subRoles/list': { body: { id: HR_ROLE } },
  'POST /access/availability/status': { body: { status: 'Available', dn: 'cn=uaadmin,ou=users,o=data' } },
  'POST /access/config/access': { body: [{ key: 'orgchart', value: ['everyone'] }] },
  'POST /admin/workflowengines/status': { body: { engineStatus: 1 } },
  'POST /admin/logging': { body: { logConfigurations: [{ packageConfigured: { packageName: 'com.netiq.idm.auditing' }, logLevel: 20000, logAdditivity: true }] } },
  'PUT /admin/logging': { body: { logConfigurations: [{ packageConfigured: { packageName: 'com.netiq.idm.auditing' }, logLevel: 20000, logAdditivity: true }] } },
  'POST /access/config/clients': { body: { id: 'walked', name: 'Walked client', matchCondition: 'walked.example.com', isDefault: false } },
  'POST /access/config/clients/{id}': { path: { id: 'walked' }, body: { id: 'walked', name: 'Walked client', matchCondition: 'walked.example.com', isDefault: false } },
  'DELETE /access/config/clients': { body: { values: ['walked'] } },
  'POST /access/groups': { body: { name: 'Walked group', description: 'walked', container: 'ou=groups,o=data', members: [USER] } },
  'PUT /access/groups': { body: { dn: 'cn=Walked group,ou=groups,o=data', description: 'walked again', members: [USER], membersAction: 'add' } },
  'DELETE /access/groups': { body: { dn: 'cn=Walked group,ou=groups,o=data' } },
  'DELETE /access/ulp/categories': { body: { itemCategories: [{ itemCategoryId: 2 }] } },
  'PUT /access/ulp/categories': { body: { itemCategories: [{ itemCategoryId: 2, categoryName: 'Popular access' }] } },
  'DELETE /access/ulp/items': { body: { items: [{ itemId: 3 }] } },
  'POST /access/ulp/items': { body: { items: [{ name: 'Walked link', desc: 'walked', entityType: 'navigation', appUrl: '#/tasks', itemCategoryId: 1 }] } },
  'POST /access/ulp/featuredItems': { body: { items: [{ name: 'Walked featured', desc: 'walked', entityType: 'navigation', appUrl: '#/tasks' }] } },
  'POST /access/cprs/assignments/delta': { body: { entitlementDn: ENTITLEMENT } },
  'POST /access/cprs/assignments/reconcile': { body: { entitlementDn: ENTITLEMENT } },
  'POST /access/cprs/cprsrequest/status/list': { body: { entitlementDn: ENTITLEMENT } },
  'POST /catalog/codemaprefresh/driver': { body: { drivers: [{ id: 'cn=Active Directory Driver,cn=driverset1,o=system' }] } },
  'POST /catalog/codemaprefresh/entitlement': { body: { entitlements: [{ id: ENTITLEMENT }] } },
  'POST /access/entities/item': { body: { key: 'location', dn: 'cn=Walked,ou=locations,o=data', attributes: [{ key: 'CN', attributeValues: ['Walked'] }, { key: 'City', attributeValues: ['Walked'] }, { key: 'Country', attributeValues: ['Norway'] }] } },
  'PUT /access/entities/item': { body: { key: 'location', dn: 'cn=Walked,ou=locations,o=data', attributes: [{ key: 'Description', attributeValues: ['Walked office'] }] } },
  'DELETE /access/entities/item': { body: { items: [{ key: 'location', dn: 'cn=Walked,ou=locations,o=data' }] } },
  'DELETE /access/availability': { body: { availability: [{ availabilityId: 'availability-1' }] } },
  'DELETE /access/delegation': { body: { delegations: [{ assignmentId: 'delegation-1' }] } },
  'POST /access/proxy/delete': { body: { proxyDefinitions: [{ dn: 'proxy-1' }] } },
  'POST /access/preference': { query: { attribute: 'roleList-columns' }, body: { columns: ['name'] } },
  'POST /access/dashboard/globalTiles': { body: { dashboardCustomizations: '["tasks","requests"]' } },
  'POST /access/preference/dashboard': { body: { dashboardCustomizations: '["tasks","requests"]' } },
  'POST /access/requests/historylist/permission': { query: { type: 'role', item: HR_ROLE } },
  'DELETE /access/assignments/list': { body: { assignments: [{ id: IT_ROLE, entityType: 'role', assignmentToList: [{ assignedToDn: MANAGER }] }], reason: 'walked' } },
  'PUT /admin/display/settings/request': { body: { requestListSort: 'name' } },
  'PUT /admin/display/settings/task': { body: { taskListSort: 'priority' } },
  'PUT /admin/display/settings/general': { body: { optionsRowsPerPage: '5,10,25,50' } },
  'POST /admin/cache/configuration': { body: {} },
  'POST /access/config/branding': { body: [{ key: 'enableFooter', value: true }] },
  'POST /access/config/custom': { body: [{ key: 'maxLimitUserSearch', value: 300 }] },
  'POST /access/config/dashboard': { body: [{ key: 'areaDefault', value: 'dashboard' }] },
  'POST /access/config/helpdesk': { body: [{ key: 'helpdeskName', value: 'IT Service Desk' }] },
  'POST /catalog/roles/subRoles': { body: { roleId: HR_ROLE, subRoles: [{ id: IT_ROLE, requestDescription: 'walked' }] } },
  // DELETE /catalog/roles/parentRoles removed the link already: it is made again first.
  'DELETE /catalog/roles/subRoles': {
    prepare: async (call) => {
      await expectStatus(call('POST', '/catalog/roles/subRoles', { roleId: HR_ROLE, subRoles: [{ id: IT_ROLE }] }), 201);
      return { body: { roleId: HR_ROLE, subRoles: [{ id: IT_ROLE }] } };
    },
  },
  'POST /catalog/roles/parentRoles': { body: { roleId: IT_ROLE, parentRoles: [{ id: HR_ROLE, requestDescription: 'walked' }] } },
  'DELETE /catalog/roles/parentRoles': { body: { roleId: IT_ROLE, parentRoles: [{ id: HR_ROLE }] } },
  'POST /catalog/roles/mappedResources': { body: { roleId: HR_ROLE, mappedResources: [{ id: resource('ActiveDirectoryDriverGroupMembershipFinance') }] } },
  'DELETE /catalog/roles/mappedResources': { body: { roleId: HR_ROLE, mappedResources: [{ id: resource('ActiveDirectoryDriverGroupMembershipFinance') }] } },
  'PUT /catalog/roles/role': { body: { id: HR_ROLE, name: 'HR Generalist', description: 'HR Generalist (Business Role)' } },
  'PUT /catalog/resources/resource': { body: { id: RESOURCE, name: 'Domain Users', description: 'Group Membership Domain Users in Active Directory' } },
  'PUT /catalog/sods/sod': { body: { id: SOD, name: 'Payables versus Receivables', description: 'walked' } },
  'POST /catalog/roles': { body: { name: 'Walked role', description: 'walked', level: 10, categories: [], owners: [] } },
  'POST /catalog/sods': { body: { name: 'Walked policy', description: 'walked', roles: [{ id: HR_ROLE }, { id: IT_ROLE }] } },
  'POST /catalog/resources': { body: { name: 'Walked resource', description: 'walked', categories: [], owners: [] } },
  'PUT /access/user': { body: { dn: USER, attributes: [{ key: 'Title', values: ['Walked title'], action: 'replace' }] } },
  'POST /access/administration/igConfig': { body: { host: 'https://ig.example.com', adminUserName: 'igadmin', showIgApprovals: false, showIgRequestCatalog: false } },
  'POST /access/administration/emailApproval': { body: { emailApprovalTurnOn: false, serverType: 'IMAP', host: 'mail.example.com', email: 'approvals@example.com', folder: 'INBOX', port: 993, sslEnabled: true } },
  'POST /admin/logging/auditConfig': { body: { enableCEF: false, cefConfigs: { destinationHost: 'audit.example.com', destinationPort: 1468, protocol: 'TCP', useTLS: false } } },
  'POST /catalog/resources/resource/assignments/assign': { body: { dn: RESOURCE, recipientDns: ['cn=manager,ou=users,o=data'], description: 'walked' } },
  'POST /catalog/resources/resource/assignments/revoke': { body: { dn: RESOURCE, recipientDns: ['cn=manager,ou=users,o=data'], description: 'walked' } },
  'POST /access/availability': { body: { principalUser: { dn: ADMIN }, allRequests: true, type: 'Unavailable', effectiveDate: Date.now(), hasExpiry: true, expiryDate: IN_A_WEEK } },
  'PUT /access/availability': { body: { availabilityId: 'availability-2', principalUser: { dn: ADMIN }, allRequests: true, type: 'Unavailable', effectiveDate: Date.now(), hasExpiry: true, expiryDate: IN_A_WEEK } },
  'POST /access/delegation': { body: { allRequests: true, assignFromUsers: [{ dn: ADMIN }], assignToUsers: [{ dn: MANAGER }], isExpires: true, effectiveDate: Date.now(), expiryDate: IN_A_WEEK } },
  'PUT /access/delegation': { body: { assignmentId: 'delegation-2', allRequests: true, assignFromUsers: [{ dn: ADMIN }], assignToUsers: [{ dn: MANAGER }], isExpires: true, effectiveDate: Date.now(), expiryDate: IN_A_WEEK } },
  'POST /access/user': { body: { container: 'ou=users,o=data', password: 'Walked1Passw0rd!', attributes: [{ key: 'CN', values: ['walked'] }, { key: 'FirstName', values: ['Walked'] }, { key: 'LastName', values: ['User'] }] } },
  'DELETE /access/user': { body: { members: [{ dn: 'cn=walked,ou=users,o=data' }], reason: 'walked' } },
  'PUT /access/teams': { body: { dn: TEAM, name: 'Engineering Team', description: 'walked' } },
  'POST /access/permissions/item': { body: { id: HR_ROLE, dn: HR_ROLE, entityType: 'ROLE' } },
  'POST /catalog/delegatedAdmin/rights': { body: { permissions: [{ id: HR_ROLE, dn: HR_ROLE, entityType: 'role' }] } },
  'PUT /access/teams/permissions': { body: { teamDN: TEAM, permissions: [{ id: HR_ROLE, dn: HR_ROLE, entityType: 'role' }] } },
  'DELETE /access/teams/permissions': { body: { teamDN: TEAM, permissions: [{ id: HR_ROLE, dn: HR_ROLE, entityType: 'role' }] } },
  'PUT /access/ulp/landingItems/v2': { body: { items: [{ itemId: 1, subType: 'featured' }] } },
  'POST /admin/cache/customizedHolders': { body: { customizeCacheHolders: [{ cacheValue: 'Groups' }] } },
  'POST /admin/administrator/assignments/create': { body: { assigneeDn: MANAGER, domain: 'ROLES', adminType: 'DOMAIN' } },
  'POST /access/tasks': { body: { action: 'comment', comment: 'walked', tasks: [{ taskId: 'task-demo-0003' }] } },
  'POST /access/tasks/item': { body: { taskId: 'task-demo-0003' } },
  'DELETE /admin/administrator/assignments': { body: { revokeAssignments: [{ assignmentDomain: 'ROLES', identity: MANAGER, isAllPermissions: true }] } },
  'POST /catalog/roles/role/assignments/assign': { body: { dn: IT_ROLE, recipientDns: [MANAGER], description: 'walked' } },
  'PUT /access/config/uploadStyle': { query: { client: '1' }, body: 'body { color: #123456; }', contentType: 'text/plain' },
  'PUT /access/featuredItems': { body: { items: [{ itemId: 1, desc: 'Approve or deny what waits for you' }] } },
  'PUT /access/featuredItems/categories': { body: { itemCategories: [{ itemCategoryId: 1, categoryName: 'Self-service' }] } },
  'PUT /access/ulp/l10n/{locale}.properties': { path: { locale: 'en' }, body: 'api.error.contextLoad=Server error', contentType: 'text/plain' },
  'PUT /catalog/resources/resources': { body: { resources: [{ id: RESOURCE, description: 'Group Membership Domain Users in Active Directory' }] } },
  'PUT /catalog/roles/roles': { body: { roles: [{ id: HR_ROLE, description: 'HR Generalist (Business Role)' }] } },
  'DELETE /access/assignments': { as: 'enduser', body: { assignments: [{ id: HR_ROLE, entityType: 'role' }] } },
  'DELETE /access/featuredItems': { body: { items: [{ itemId: 1 }] } },
  'DELETE /access/featuredItems/categories': { body: { itemCategories: [{ itemCategoryId: 3 }] } },
  'DELETE /access/preference': { query: { attribute: 'roleList-filters' } },
  'DELETE /access/queue/entry': { body: {} },
  'DELETE /admin/cache/holder/items': { query: { cacheHolderID: 'Groups' } },
  'POST /access/cprs/assignments/publish': { prepare: async (call) => ({ body: { id: await reconciled(call) } }) },
  'POST /access/cprs/cprsrequest/status': {
    prepare: async (call) => ({ body: { id: (await expectStatus<{ cprsRequestStatus: { id: string }[] }>(call('POST', '/access/cprs/cprsrequest/status/list', {}), 201)).cprsRequestStatus[0]!.id } }),
  },
  'POST /access/monitoring/reassign': {
    prepare: async (call) => {
      const entries = (await expectStatus<{ workentries: { id: string; addressee: string; status: number }[] }>(call('GET', `/access/monitoring/workentries?requestId=${PROCESS}`), 200)).workentries;
      const open = entries.find((e) => e.status === 0)!;
      return { body: { afTaskNode: { tasks: [{ taskId: open.id, currentAddressee: open.addressee }] }, primaryPrincipal: ROLEADMIN, comment: 'walked' } };
    },
  },
  'POST /access/proxy/create': { body: { assignedUserDN: USER, proxyForUsers: [{ dn: ROLEADMIN }], expirytime: IN_A_WEEK } },
  'POST /access/proxy/edit': {
    prepare: async (call) => {
      const definitions = (await expectStatus<{ proxyDefinitions: { dn: string; assignedUserDN: string }[] }>(call('GET', '/access/proxy/all'), 200)).proxyDefinitions;
      const dn = definitions.find((d) => d.assignedUserDN === USER)!.dn;
      return { body: { dn, assignedUserDN: USER, proxyForUsers: [{ dn: MANAGER }], expirytime: IN_A_WEEK } };
    },
  },
  'POST /access/queue/entry/items': { body: cart() },
  'DELETE /access/queue/entry/item/assignees': { prepare: inCart(true) },
  'DELETE /access/queue/entry/items': { prepare: inCart(false) },
  'POST /access/teams': { body: { name: 'Walked team', description: 'walked', domainTypes: ['R'], requestors: [{ dn: MANAGER }], recipients: [{ dn: USER, type: 'user' }] } },
  'POST /access/workflow/prd': { body: { prdCN: 'WalkedProvisioning', prdName: [{ key: 'en', value: 'Walked provisioning' }], prdCategory: 'facilities' } },
  'POST /access/workflow': { body: { template: 'OneStepApproval', cn: 'WalkedRequest', prdName: [{ key: 'en', value: 'Walked request' }], approveInfo: [{ approvalOrder: 1, approvers: [MANAGER] }] } },
  'PUT /admin/assignment/permissions': { prepare: async (call) => ({ body: { assignedToDN: await delegate(call), permissions: [{ id: 'role:create' }] } }) },
  'DELETE /catalog/roles/role': { prepare: async (call) => ({ body: { roles: [{ id: await firstFound(call, '/catalog/roles/listV2?q=Walked%20role') }] } }) },
  'DELETE /catalog/resources/resource': { prepare: async (call) => ({ body: { resources: [{ id: await firstFound(call, '/catalog/resources/listV2?q=Walked%20resource') }] } }) },
  'DELETE /catalog/sods/sod': { prepare: async (call) => ({ body: { sods: [{ id: await firstFound(call, '/catalog/sods?q=Walked%20policy') }] } }) },
  'DELETE /access/teams': { prepare: async (call) => ({ body: { teams: [{ dn: await firstFound(call, '/access/teams/managelist?q=Walked%20team') }] } }) },
  'DELETE /admin/assignment/permissions': { prepare: async (call) => ({ body: { assignedToDN: await delegate(call), permissions: [{ id: 'role:create' }] } }) },
  'PUT /catalog/resources/resource/entitlement': { body: { id: RESOURCE, entitlements: [{ id: ENTITLEMENT }] } },
  'DELETE /access/requests/history': {
    prepare: async (call) => {
      // The walk's own requests (POST /access/requests/permissions*) wait for approval.
      const mine = (await expectStatus<{ requests: { id: string; retractable: boolean }[] }>(call('POST', '/access/requests/historylist', {}), 201)).requests;
      const running = mine.find((r) => r.retractable);
      if (!running) throw new Error(`no request to retract: ${JSON.stringify(mine)}`);
      return { body: { requests: [{ id: running.id }], comment: 'walked' } };
    },
  },
};

/** The id (or DN) of the first entry a list answers: the entity the walk made, found by its name. */
async function firstFound(call: Call, url: string): Promise<string> {
  const body = await expectStatus<Record<string, unknown>>(call('GET', url), 200);
  const first = (Object.values(body).find(Array.isArray) as { id?: string; dn?: string }[] | undefined)?.[0];
  if (!first) throw new Error(`preparing the walk: ${url} found nothing`);
  return first.id ?? first.dn!;
}

/** The seed's delegated administrator of the role domain. */
async function delegate(call: Call): Promise<string> {
  const list = (await expectStatus<{ adminAssignments: { assigneeDn: string; adminTypeKey: string }[] }>(call('GET', '/admin/administrator/assignments?filterSearch=ROLES'), 200)).adminAssignments;
  return list.find((a) => a.adminTypeKey === 'DELEGATED')!.assigneeDn;
}

interface Walked { key: string; status: number; outcome: 'ok' | 'unserved' | 'deviation' | 'refused'; detail: string }

let server: TestServer;
let admin: string;
let enduser: string;
let walked: Walked[] = [];

function operations(): Array<{ method: string; path: string; operation: Operation }> {
  const all = Object.entries(swagger.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, operation]) => ({ method, path, operation })));
  return all.sort((a, b) => METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method) || a.path.localeCompare(b.path));
}

const prepareCall: Call = (method, url, body) => rest(server, admin, method, url, body);

function request(given: Input | undefined, path: string, operation: Operation): { url: string; body?: unknown } {
  const input = given ?? {};
  let url = path;
  const query = new URLSearchParams();
  let body: unknown;
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(input.path?.[parameter.name] ?? String(parameter.default ?? 'x')));
    else if (parameter.in === 'query' && parameter.default !== undefined && parameter.default !== '') query.set(parameter.name, String(parameter.default));
    else if (parameter.in === 'body') {
      const ref = parameter.schema?.$ref?.replace('#/definitions/', '');
      body = ref ? (swagger.definitions[ref]?.example ?? {}) : {};
    }
  }
  for (const [name, value] of Object.entries(input.query ?? {})) query.set(name, value);
  if (input.body !== undefined) body = input.body;
  const search = query.toString();
  return { url: search ? `${url}?${search}` : url, body };
}

async function walk(method: string, path: string, operation: Operation): Promise<Walked> {
  const key = `${method.toUpperCase()} ${path}`;
  const given = INPUTS[key];
  let input = given;
  try {
    if (given?.prepare) input = { ...given, ...(await given.prepare(prepareCall)) };
  } catch (error) {
    return { key, status: 0, outcome: 'refused', detail: `preparing: ${String(error)}` };
  }
  const { url, body } = request(input, path, operation);
  const answer = await rest(server, input?.as === 'enduser' ? enduser : admin, method.toUpperCase(), url, body, input?.contentType ? { 'Content-Type': input.contentType } : {});
  const fault = (answer.body as { Fault?: { Reason?: { Text?: unknown } } } | undefined)?.Fault?.Reason?.Text;
  const text = typeof fault === 'string' ? fault : '';
  const declared = Object.keys(operation.responses);
  if (text.startsWith('No such operation')) return { key, status: answer.status, outcome: 'unserved', detail: text };
  if (answer.status >= 500) return { key, status: answer.status, outcome: 'deviation', detail: `server error: ${text}` };
  if (answer.status >= 400) {
    if (text === '') return { key, status: answer.status, outcome: 'deviation', detail: `a refusal without a Fault: ${JSON.stringify(answer.body)}` };
    return { key, status: answer.status, outcome: 'refused', detail: text };
  }
  if (!declared.includes(String(answer.status))) return { key, status: answer.status, outcome: 'deviation', detail: `status ${answer.status}, the contract declares ${declared.join(', ')}` };
  if (answer.status === 204) return { key, status: answer.status, outcome: 'ok', detail: '' };
  const validate = responseValidator(method, path, answer.status);
  // An answer of no bytes is the empty text (a text/css style sheet not yet uploaded); it only
  // passes where the contract's schema is a string.
  if (validate(answer.body ?? '')) return { key, status: answer.status, outcome: 'ok', detail: '' };
  const problems = (validate.errors ?? []).slice(0, 3).map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
  return { key, status: answer.status, outcome: 'deviation', detail: problems.join('; ') };
}

beforeAll(async () => {
  ({ server, admin, enduser } = await startServerWithTokens());
  walked = [];
  for (const { method, path, operation } of operations()) walked.push(await walk(method, path, operation));
  // CONTRACT_WALK_OUT=file: every answer's outcome as JSON, to see what changed.
  if (process.env.CONTRACT_WALK_OUT) writeFileSync(process.env.CONTRACT_WALK_OUT, JSON.stringify(walked, null, 1));
}, 600_000);
afterAll(async () => {
  await server.close();
});

const keysOf = (outcome: Walked['outcome']) => walked.filter((w) => w.outcome === outcome).map((w) => w.key).sort();
const report = (outcome: Walked['outcome']) => walked.filter((w) => w.outcome === outcome).map((w) => `${w.key} (${w.status}): ${w.detail}`).join('\n');

describe('the contract, operation by operation', () => {
  it('walks all 331 operations of the contract', () => {
    expect(walked).toHaveLength(331);
  });

  it('serves every operation but those still listed as not served', () => {
    expect(keysOf('unserved'), report('unserved')).toEqual([...NOT_YET_SERVED].sort());
  });

  it('answers as the contract says (status, schema; refusals as Faults, no server errors), but for the listed deviations', () => {
    expect(keysOf('deviation'), report('deviation')).toEqual(Object.keys(KNOWN_DEVIATIONS).sort());
  });

  it('accepts the walk\'s input for every operation but the listed ones (their refusals are Faults)', () => {
    expect(keysOf('refused'), report('refused')).toEqual([...REFUSED_WALK_INPUT].sort());
  });

  it('finds a deviation when an answer breaks the contract', () => {
    // The walk's own check, on an answer that sends availabilityStatus as text (the old fault).
    const validate = responseValidator('get', '/access/availability', 200);
    expect(validate({ availability: [], availabilityStatus: 'Available' })).toBe(false);
    expect(validate({ availability: [], availabilityStatus: 0 })).toBe(true);
  });
});
