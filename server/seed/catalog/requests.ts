// Request definitions (workflows and approval processes), open approval tasks and the request
// history, with the status catalogues its records draw from.
import type { SeedUser } from '../organisation.ts';
import type { Random } from '../prng.ts';
import { DAY, SEED_EPOCH, cnOf, type Cast } from './common.ts';
import type { Resource } from './resources.ts';
import type { Role } from './roles.ts';

const PRD_DEFS_DN = 'cn=RequestDefs,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system';

export interface RequestDefinition { dn: string; name: string; description: string; categoryKey: string; processType: 'workflow' | 'role' | 'resource' }
export interface Task { id: string; name: string; prdDn: string; recipientDn: string; requesterDn: string; assigneeDn: string; createdAt: number; expiresAt: number; priority: number; activity: string }
export interface RequestRecord { id: string; kind: 'role' | 'resource' | 'prd'; itemDn: string; itemName: string; recipientDn: string; requesterDn: string; action: 'grant' | 'revoke'; statusCode: number; status: string; processState: number; requestDate: number; reason: string }

/** Resource request states: code → name. */
export const RESOURCE_REQUEST_STATES: Readonly<Record<number, string>> = {
  0: 'New Request', 12: 'Approval Retry', 13: 'Pending Approval Retry', 15: 'Approval Pending', 20: 'Approved',
  26: 'Provision retry', 27: 'Provision retry pending', 28: 'Provision pending', 29: 'Provision succeeded',
  30: 'Provisioning', 50: 'Provisioned', 70: 'Retracting', 75: 'Retracted', 80: 'Provisioning Error',
  95: 'Denied', 96: 'Provision failed', 100: 'Cleanup',
};

/** Role request states: code → name. */
export const ROLE_REQUEST_STATES: Readonly<Record<number, string>> = {
  0: 'New Request', 2: 'SoD approval start pending', 3: 'SoD approval start suspended', 5: 'SoD exception approval pending',
  10: 'SoD exception approved', 12: 'approval start pending', 13: 'approval start suspended', 15: 'Approval Pending',
  20: 'Approved', 25: 'Pending Activation', 30: 'Provisioning', 50: 'Provisioned', 70: 'Retracting', 75: 'Retracted',
  80: 'Provisioning Error', 90: 'SoD exception denied', 95: 'Denied', 100: 'Cleanup',
};

/** Provisioning-request-definition (workflow) states. */
export const PRD_REQUEST_STATES: Readonly<Record<number, string>> = {
  0: 'Processing', 1: 'Denied', 2: 'Approved', 3: 'Retracted', 4: 'Error', 5: 'Refused',
};

/** The workflows users request (what tasks, requests and delegations draw from). */
export function requestableDefinitions(): RequestDefinition[] {
  return [
    ['Request VPN Access', 'Remote access to the corporate network', 'it-prd'],
    ['Request Laptop', 'A new or replacement laptop', 'it-prd'],
    ['New Employee Onboarding', 'Accounts and equipment for a new hire', 'accounts-prd'],
    ['Employee Offboarding', 'Remove access of a leaving employee', 'accounts-prd'],
    ['Building Access Badge', 'A badge for an office building', 'facilities'],
    ['Parking Space', 'A reserved parking space', 'facilities'],
    ['Mobile Phone', 'A company mobile phone and plan', 'it-prd'],
    ['Password Reset Assistance', 'Help desk assisted password reset', 'accounts-prd'],
  ].map(([name, description, categoryKey]) => ({ dn: `cn=${cnOf(name!)},${PRD_DEFS_DN}`, name: name!, description: description!, categoryKey: categoryKey!, processType: 'workflow' }));
}

/**
 * The approval processes a custom role or resource approval (grant or revoke) runs; the picker's
 * prd tab lists them by process type ('Role Approval', 'Resource Approval'). Kept apart from the
 * requestable workflows, which the random picks draw from.
 */
export function approvalDefinitions(): RequestDefinition[] {
  return ([
    ['Role Grant Review', 'Custom approval of a role assignment', 'role'],
    ['Role Revoke Review', 'Custom approval of a role revocation', 'role'],
    ['Resource Grant Review', 'Custom approval of a resource assignment', 'resource'],
    ['Resource Revoke Review', 'Custom approval of a resource revocation', 'resource'],
  ] as const).map(([name, description, processType]) => ({ dn: `cn=${cnOf(name)},${PRD_DEFS_DN}`, name, description, categoryKey: 'accounts-prd', processType }));
}

/** 60 open approval tasks, the first 20 for the manager's reports. */
export function tasks(random: Random, requestDefinitions: RequestDefinition[], { manager, uaadmin, roleadmin, reports, sample }: Cast): Task[] {
  const tasks: Task[] = [];
  const assignees = [manager, manager, manager, uaadmin, roleadmin];
  for (let i = 0; i < 60; i += 1) {
    const prd = random.pick(requestDefinitions);
    const recipient = i < 20 ? random.pick(reports) : random.pick(sample);
    const createdAt = SEED_EPOCH - random.int(0, 20) * DAY - random.int(0, 86_000) * 1000;
    tasks.push({ id: `task-${String(i + 1).padStart(4, '0')}`, name: `Approve: ${prd.name}`, prdDn: prd.dn, recipientDn: recipient.dn, requesterDn: random.pick([recipient, manager, uaadmin]).dn, assigneeDn: assignees[i % assignees.length]!.dn, createdAt, expiresAt: createdAt + random.int(3, 30) * DAY, priority: random.pick([1, 3, 5]), activity: 'Manager Approval' });
  }
  return tasks;
}

/** What the request history is about: roles, resources and requestable workflows. */
interface RequestItems { roles: Role[]; resources: Resource[]; requestDefinitions: RequestDefinition[] }

/** The request history: every status of every catalogue at least once, then 300 at random. */
export function requests(random: Random, { roles: roleList, resources: resourceList, requestDefinitions }: RequestItems, { enduser, manager, proxyuser, uaadmin, reports, sample }: Cast): RequestRecord[] {
  const requests: RequestRecord[] = [];
  const statesFor = { role: ROLE_REQUEST_STATES, resource: RESOURCE_REQUEST_STATES, prd: PRD_REQUEST_STATES } as const;
  const processStateOf = (code: number, kind: 'role' | 'resource' | 'prd'): number => {
    if (kind === 'prd') return code === 0 ? 0 : code === 3 ? 2 : 3;
    if (code === 75 || code === 95 || code === 90) return 2;
    return code >= 50 ? 3 : 0;
  };
  // Every status of every catalogue appears at least once; the rest are spread at random.
  const kinds = ['role', 'resource', 'prd'] as const;
  let sequence = 0;
  const addRequest = (kind: (typeof kinds)[number], statusCode: number, recipient: SeedUser) => {
    sequence += 1;
    const item = kind === 'role' ? random.pick(roleList) : kind === 'resource' ? random.pick(resourceList) : random.pick(requestDefinitions);
    requests.push({
      id: `req-${String(sequence).padStart(5, '0')}`, kind, itemDn: item.dn, itemName: item.name, recipientDn: recipient.dn,
      requesterDn: random.chance(0.6) ? recipient.dn : random.pick([manager, uaadmin]).dn,
      action: random.chance(0.8) ? 'grant' : 'revoke', statusCode, status: statesFor[kind][statusCode]!, processState: processStateOf(statusCode, kind),
      requestDate: SEED_EPOCH - random.int(0, 365) * DAY - random.int(0, 86_000) * 1000, reason: random.pick(['Needed for my project', 'New job responsibilities', 'Onboarding', 'Temporary cover', 'Audit finding']),
    });
  };
  for (const kind of kinds) for (const code of Object.keys(statesFor[kind]).map(Number)) addRequest(kind, code, random.pick([enduser, manager, proxyuser, ...reports]));
  for (let i = 0; i < 300; i += 1) {
    const kind = random.pick(kinds);
    addRequest(kind, random.pick(Object.keys(statesFor[kind]).map(Number)), random.pick([enduser, manager, ...sample]));
  }
  return requests;
}
