// The configuration area's code, node-safe: what the stored settings and the form values differ
// in. The SoD approvers are ApproverNodes in the settings and picker items in the form; the
// scheduled cleanup date is milliseconds on the wire and an ISO text in the date field (0: none).
// Registered for the configuration screens only (its default export below, found by screens/areas.ts); npm run validate reads it.
import { defineArea } from '../../../renderer/core/area.ts';
import { defineCodec } from '../../../api/encoders/codec.ts';
import { asRecord, asRows, item, str, type Row } from '../../../domain/catalogNodes.ts';
import type { AreaCode } from '../../../renderer/core/registries.ts';

/** RoleResourceSettingsNode → form values: the SoD approvers as picker items. */
export function roleResourceForm(value: unknown): Row {
  const node = asRecord(value);
  return { ...node, sodApprovers: asRows(node.sodApprovers).map((a) => item(a, str(a.type) === 'group' ? 'group' : 'user')) };
}

/** ProxyDelSettingsNode → form values: the scheduled cleanup date as an ISO text, none when 0. */
export function cleanupServiceForm(value: unknown): Row {
  const { scheduledCleanUpDate, ...rest } = asRecord(value);
  return typeof scheduledCleanUpDate === 'number' && scheduledCleanUpDate > 0 ? { ...rest, scheduledCleanUpDate: new Date(scheduledCleanUpDate).toISOString() } : rest;
}

/** Form values → ProxyDelSettingsNode: the scheduled cleanup date in milliseconds (0 when none). */
export function cleanupServiceNode(data: unknown): Row {
  const { scheduledCleanUpDate, ...rest } = asRecord(data);
  const time = typeof scheduledCleanUpDate === 'string' && scheduledCleanUpDate !== '' ? Date.parse(scheduledCleanUpDate) : Number.NaN;
  return { ...rest, scheduledCleanUpDate: Number.isNaN(time) ? 0 : time };
}

export const configurationCode = {
  transforms: { roleResourceForm, cleanupServiceForm },
  encoders: {
    cleanupServiceNode: defineCodec({ fields: ['cleanupChoice', 'cleanUpSeviceActivationInteval', 'syncServiceActivationInterval'], optionalFields: ['scheduledCleanUpDate'] }, cleanupServiceNode),
  },
} as const satisfies AreaCode;

export default defineArea({ code: configurationCode });
