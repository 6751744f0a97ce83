// What a request of a resource must carry: the values of the parameters it asks at request time,
// a bound entitlement's value among the entitlement's values, and an expiry within expiresAfter
// when its assignments must expire. The permission detail shows the parameters; the workflow's
// submission checks them, so a request the console would refuse is refused here too.
import { ENTITLEMENT_PARAM_DEFAULTS } from '../../../domain/parameters.ts';
import { badRequest } from '../../http/fault.ts';
import type { Db } from '../../store/db.ts';
import { parseAttrs } from '../common.ts';
import { expiringDates } from './input.ts';
import { entitlementHasValue, type ResourceAttrs, type ResourceParam } from './store.ts';

/** A resource's entitlement binding as the queries below read it (value_count: the entitlement's values). */
export interface ResourceBindingRow { entitlement_dn: string | null; entitlement_value: string | null; value_count: number }

/** The columns of a ResourceBindingRow, for a query of resources aliased r. */
export const BINDING_COLUMNS = 'r.entitlement_dn, r.entitlement_value, (SELECT count(*) FROM entitlement_values v WHERE v.entitlement_dn = r.entitlement_dn) AS value_count';

/**
 * The parameters asked at request time (PermissionParamNode): the resource's shown dynamic
 * parameters; a resource bound to an entitlement without a value asks for that value, offered from
 * the entitlement's values (codemapKey: the entitlement's DN).
 */
export function permissionParams(row: ResourceBindingRow, attrs: ResourceAttrs) {
  const declared: ResourceParam[] = attrs.resourceParameters ?? [];
  // An entitlement without values (an account) has nothing to choose.
  const unbound = row.entitlement_dn && row.entitlement_value === null && row.value_count > 0 && !declared.some((p) => p.id === ENTITLEMENT_PARAM_DEFAULTS.id);
  const params = unbound ? [{ ...ENTITLEMENT_PARAM_DEFAULTS, entitlementDn: row.entitlement_dn! } as ResourceParam, ...declared] : declared;
  return params
    .filter((p) => !p.hide && p.binding !== 'static')
    .map((p) => {
      const entitlementDn = p.entitlementDn ?? (p.type === ENTITLEMENT_PARAM_DEFAULTS.type ? row.entitlement_dn ?? undefined : undefined);
      return {
        key: p.id,
        dataType: p.type === ENTITLEMENT_PARAM_DEFAULTS.type ? 'String' : p.type,
        value: p.value ?? p.staticValue ?? '',
        displayLabel: p.displayValue ?? p.id,
        hidden: false,
        static: false,
        multivalue: p.multiValue ?? false,
        ...(entitlementDn ? { codemapKey: entitlementDn, entitlementDn } : {}),
      };
    });
}

/** The dates and parameter values of a grant of the resource, checked against its rules (expiry filled in when it must expire). */
export async function checkedResourcePayload<P extends { effective: string; expiry?: string; params?: Record<string, string> }>(db: Db, resourceDn: string, payload: P): Promise<P> {
  const row = await db.get<ResourceBindingRow & { name: string; attrs: string }>(`SELECT r.name, r.attrs, ${BINDING_COLUMNS} FROM resources r WHERE r.dn = ?`, [resourceDn]);
  if (!row) return payload;
  const attrs = parseAttrs(row.attrs) as ResourceAttrs;
  for (const param of permissionParams(row, attrs)) {
    const value = payload.params?.[param.key]?.trim() ?? '';
    if (value === '') throw badRequest(`permReqParams: "${row.name}" needs a value for ${param.displayLabel}`);
    if (param.codemapKey && row.value_count > 0 && !(await entitlementHasValue(db, param.codemapKey, value))) throw badRequest(`permReqParams: "${value}" is not a value of ${param.displayLabel} of "${row.name}"`);
  }
  const dates = expiringDates({ effective: payload.effective, ...(payload.expiry ? { expiry: payload.expiry } : {}) }, attrs);
  return { ...payload, ...dates };
}
