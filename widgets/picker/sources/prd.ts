// prd tab (5): custom approval definitions (requestDefs/nextIndex) of a process type.
import type { PickerItem } from '../types.ts';
import { asAnswer, firstText, listOf, nameOfDn, serverPage, type PickerSource } from './common.ts';

/** The process type the server filters request definitions by (approvals 'Role Approval' ...). */
export const APPROVAL_PROCESS_TYPES = { role: 'Role Approval', resource: 'Resource Approval', sod: 'Sod Approval' } as const;

export const prdSource: PickerSource = async ({ q, nextIndex, size, signal }, { call, options }) => {
  const kind = options.approvalKind ?? 'all';
  const processType = kind === 'all' ? undefined : APPROVAL_PROCESS_TYPES[kind];
  const answer = asAnswer(await call('prds.list', { q, nextIndex, size, processType, sortOrder: 'ASC' }, undefined, { signal }));
  const items = listOf(answer, 'requestDefs').flatMap((entry): PickerItem[] => {
    const id = firstText(entry, 'id', 'dn');
    if (!id) return [];
    return [{ type: 'prd', id, dn: id, displayName: firstText(entry, 'name', 'displayName') ?? nameOfDn(id), description: firstText(entry, 'description') }];
  });
  return serverPage(items, answer);
};
