// The audit trail's operations in words. The sandbox records an operation as a code: a sign-in or
// sign-out by its name ('signIn', 'passwordGrant', 'signOut', a refused one with its reason in
// brackets: 'signIn (locked)') and a write by its method and route ('POST /catalog/roles'). The
// trail names a write by what it wrote (the route's subject: roles, tasks, settings, ...) and how
// (add or run, change, delete); a code it does not know shows as it is. Node-safe, no React.

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The route's first two segments (`catalog/roles`, `admin/cache`) → the subject's translation key suffix. */
const SUBJECTS: Readonly<Record<string, string>> = {
  'catalog/roles': 'roles',
  'catalog/resources': 'resources',
  'catalog/sods': 'sod',
  'catalog/administration': 'settings',
  'catalog/codemaprefresh': 'drivers',
  'catalog/drivers': 'drivers',
  'catalog/delegatedAdmin': 'permissions',
  'access/administration': 'settings',
  'access/assignments': 'assignments',
  'access/availability': 'availability',
  'access/config': 'settings',
  'access/containers': 'containers',
  // The workflow import (access/data/migration/workflow) brings in configuration.
  'access/data': 'settings',
  'access/cprs': 'entitlements',
  'access/dashboard': 'dashboard',
  'access/delegation': 'delegation',
  'access/entities': 'entities',
  'access/featuredItems': 'landing',
  'access/groups': 'groups',
  'access/info': 'profile',
  'access/user': 'profile',
  'access/monitoring': 'processes',
  'access/permissions': 'permissions',
  'access/preference': 'preferences',
  'access/proxy': 'proxy',
  'access/queue': 'requests',
  'access/requests': 'requests',
  'access/workflow': 'requests',
  'access/tasks': 'tasks',
  'access/teams': 'teams',
  'access/ulp': 'landing',
  'admin/administrator': 'permissions',
  'admin/assignment': 'permissions',
  'admin/cache': 'cache',
  'admin/display': 'settings',
  'admin/logging': 'logging',
  'admin/proxy': 'settings',
  'admin/workflowengines': 'engines',
  'sandbox/signin': 'signInLock',
};

const ACTIONS: Readonly<Record<string, string>> = { POST: 'add', PUT: 'change', PATCH: 'change', DELETE: 'delete' };
const SIGN_INS = new Set(['signIn', 'passwordGrant', 'signOut']);

/** The translation key and values of an operation code, or undefined for a code the trail does not know. */
export function auditOperationLabel(code: unknown): { key: string; values?: Record<string, string>; subjectKey?: string } | undefined {
  if (typeof code !== 'string') return undefined;
  const signIn = /^(\w+)(?: \((.+)\))?$/.exec(code);
  if (signIn && SIGN_INS.has(signIn[1]!)) {
    return signIn[2] ? { key: `audit.operation.${signIn[1]}.refused`, values: { reason: signIn[2] } } : { key: `audit.operation.${signIn[1]}` };
  }
  const write = /^([A-Z]+) \/([^/]+)\/([^/]+)/.exec(code);
  const action = write ? ACTIONS[write[1]!] : undefined;
  const subject = write ? SUBJECTS[`${write[2]}/${write[3]}`] : undefined;
  if (!action || !subject) return undefined;
  return { key: `audit.operation.${action}`, subjectKey: `audit.subject.${subject}` };
}

/** An operation code in words ('POST /catalog/roles' → 'Roles: add or run'); an unknown code as it is. */
export function auditOperationText(code: unknown, t: Translate): string {
  const label = auditOperationLabel(code);
  if (!label) return code === undefined || code === null ? '' : String(code);
  return t(label.key, label.subjectKey ? { subject: t(label.subjectKey) } : label.values);
}

/** Every translation key the operations may use (for the locale check). */
export const AUDIT_OPERATION_KEYS: readonly string[] = [
  ...[...SIGN_INS].flatMap((name) => [`audit.operation.${name}`, `audit.operation.${name}.refused`]),
  ...new Set(Object.values(ACTIONS).map((action) => `audit.operation.${action}`)),
  ...new Set(Object.values(SUBJECTS).map((subject) => `audit.subject.${subject}`)),
];
