// Who acts for whom: delegations of request definitions, availability, proxy assignments.
import { DAY, SEED_EPOCH, type Cast } from './common.ts';
import type { RequestDefinition } from './requests.ts';

export interface Delegation { id: string; delegatorDn: string; delegateeDn: string; categoryKey: string; prdDn: string | null; startTime: number; endTime: number }
export interface Availability { id: string; userDn: string; status: 'Available' | 'Unavailable'; prdDn: string | null; startTime: number; endTime: number }
export interface ProxyAssignment { id: string; proxyDn: string; forDn: string; startTime: number; endTime: number | null }

/** Three delegations, two availability settings and one proxy assignment of the demo users. */
export function delegation(requestDefinitions: RequestDefinition[], { manager, proxyuser, uaadmin, roleadmin, reports }: Cast) {
  const delegations: Delegation[] = [
    { id: 'delegation-1', delegatorDn: manager.dn, delegateeDn: proxyuser.dn, categoryKey: 'it-prd', prdDn: requestDefinitions[0]!.dn, startTime: SEED_EPOCH - 5 * DAY, endTime: SEED_EPOCH + 60 * DAY },
    { id: 'delegation-2', delegatorDn: uaadmin.dn, delegateeDn: roleadmin.dn, categoryKey: 'accounts-prd', prdDn: null, startTime: SEED_EPOCH - 30 * DAY, endTime: SEED_EPOCH + 30 * DAY },
    { id: 'delegation-3', delegatorDn: reports[0]?.dn ?? manager.dn, delegateeDn: manager.dn, categoryKey: 'facilities', prdDn: null, startTime: SEED_EPOCH + 2 * DAY, endTime: SEED_EPOCH + 20 * DAY },
  ];
  const availability: Availability[] = [
    { id: 'availability-1', userDn: manager.dn, status: 'Unavailable', prdDn: requestDefinitions[4]!.dn, startTime: SEED_EPOCH + 10 * DAY, endTime: SEED_EPOCH + 17 * DAY },
    { id: 'availability-2', userDn: uaadmin.dn, status: 'Available', prdDn: null, startTime: SEED_EPOCH - DAY, endTime: SEED_EPOCH + 365 * DAY },
  ];
  const proxyAssignments: ProxyAssignment[] = [{ id: 'proxy-1', proxyDn: proxyuser.dn, forDn: manager.dn, startTime: SEED_EPOCH - 10 * DAY, endTime: null }];
  return { delegations, availability, proxyAssignments };
}
