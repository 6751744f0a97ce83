// CPRS (permission reconciliation) rows and their contract nodes: the settings per driver and
// entitlement, the requests with their progress, and the delta a reconcile found.
import { badRequest } from '../http/fault.ts';
import type { Db } from '../store/db.ts';

/** op_status of a request (the contract leaves the number open). */
export const OP_STATUS = { queued: 0, running: 1, completed: 2, completedWithFailures: 3, failed: 4 } as const;
export type OpType = 'RECONCILE' | 'PUBLISH';

export interface SettingRow {
  id: string;
  driver_dn: string;
  driver_name: string;
  entitlement_dn: string;
  entitlement_name: string;
  logical_system: string;
  resource: number;
}

export const SETTING_SELECT = `s.id, d.dn AS driver_dn, d.name AS driver_name, e.dn AS entitlement_dn, e.display_name AS entitlement_name,
  s.logical_system, s.resource`;
const SETTING_JOINS = 'JOIN entitlements e ON e.dn = s.entitlement_dn JOIN drivers d ON d.dn = e.driver_dn';
export const SETTING_FROM = `cprs_settings s ${SETTING_JOINS}`;

/** CprsSettingNode: a request names the setting by its id. */
export const settingNode = (row: SettingRow) => ({
  id: row.id,
  drivername: row.driver_name,
  entitlement: row.entitlement_name,
  logicalsystem: row.logical_system,
  resource: row.resource === 1 ? 'true' : 'false',
});

/** The part of a CprsRequestNode that names a setting: its id, or the driver and entitlement DNs. */
export interface SettingReference {
  id?: unknown;
  driverDn?: unknown;
  entitlementDn?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The setting a request body names, or a 400 that says how to name one. */
export async function settingOf(db: Db, body: SettingReference | null | undefined): Promise<SettingRow> {
  const id = text(body?.id);
  const entitlementDn = text(body?.entitlementDn);
  if (id === '' && entitlementDn === '') {
    throw badRequest('Name the CPRS setting: its id, or its driverDn and entitlementDn (see /access/cprs/settings)');
  }
  const row = id !== ''
    ? await db.get<SettingRow>(`SELECT ${SETTING_SELECT} FROM ${SETTING_FROM} WHERE s.id = ?`, [id])
    : await db.get<SettingRow>(`SELECT ${SETTING_SELECT} FROM ${SETTING_FROM} WHERE e.dn = ? COLLATE NOCASE`, [entitlementDn]);
  if (!row) throw badRequest(`No CPRS setting is ${id !== '' ? `"${id}"` : `for the entitlement "${entitlementDn}"`}: see /access/cprs/settings`);
  const driverDn = text(body?.driverDn);
  if (driverDn !== '' && driverDn.toLowerCase() !== row.driver_dn.toLowerCase()) {
    throw badRequest(`The entitlement of CPRS setting ${row.id} belongs to the driver "${row.driver_dn}", not "${driverDn}"`);
  }
  return row;
}

/** CprsRequestNode: what a reconcile or publish answers. */
export const requestNode = (setting: SettingRow, requestId: string, opType: OpType) => ({
  id: requestId,
  driverDn: setting.driver_dn,
  entitlementDn: setting.entitlement_dn,
  logicalSystem: setting.logical_system,
  opType,
  isMigrate: opType === 'RECONCILE',
});

export interface RequestRow extends SettingRow {
  request_id: string;
  op_type: OpType;
  op_status: number;
  start_time: string;
  completion_time: string | null;
  total_assignments: number;
  processed_assignments: number;
  failed_assignments: number;
  status_message: string;
}

export const REQUEST_SELECT = `r.id AS request_id, r.op_type, r.op_status, r.start_time, r.completion_time, r.total_assignments,
  r.processed_assignments, r.failed_assignments, r.status_message, ${SETTING_SELECT}`;
export const REQUEST_FROM = `cprs_requests r JOIN cprs_settings s ON s.id = r.setting_id ${SETTING_JOINS}`;

/** CprsRequestStatusNode; the progress is told by statusMessage ('Reconciling: 5 of 12 assignments read'). */
export const statusNode = (row: RequestRow) => ({
  id: row.request_id,
  driverDn: row.driver_dn,
  entitlementDn: row.entitlement_dn,
  logicalSystem: row.logical_system,
  opType: row.op_type,
  opStatus: row.op_status,
  requestStartTime: row.start_time,
  requestCompletionTime: row.completion_time ?? '',
  totalAssignments: row.total_assignments,
  failedAssignments: row.failed_assignments,
  statusMessage: row.status_message,
});

export interface DeltaRow {
  id: string;
  user_dn: string;
  first_name: string;
  last_name: string;
  entitlement_value: string;
  source: 'APPLICATION' | 'IDM';
}

/** CprsDeltaAssignmentsNode. */
export const deltaNode = (row: DeltaRow, setting: SettingRow) => ({
  id: row.id,
  userDN: row.user_dn,
  firstName: row.first_name,
  lastName: row.last_name,
  entitlementValue: row.entitlement_value,
  entitlementDn: setting.entitlement_dn,
  logicalSystemId: setting.logical_system,
  source: row.source,
});

/** A running or queued request of the setting, if any: one operation at a time per setting. */
export async function activeRequest(db: Db, settingId: string): Promise<{ id: string; op_type: string } | undefined> {
  return db.get<{ id: string; op_type: string }>(
    'SELECT id, op_type FROM cprs_requests WHERE setting_id = ? AND op_status IN (0, 1)',
    [settingId],
  );
}
