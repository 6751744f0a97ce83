// The parties of delegations and proxy definitions: users, groups and containers named on the
// wire as lists of nodes ({dn, ...}), each of which must exist.
import { badRequest } from '../http/fault.ts';
import type { Principal } from '../auth/principal.ts';
import { bodyOf, resolveEntity, type Body } from '../catalog/common.ts';
import type { Db } from '../store/db.ts';

export type PartyType = 'user' | 'group' | 'container';
export interface Party { dn: string; name: string; type: PartyType }

/** Whether the principal may work on anyone's delegations, availability and proxies. */
export const isAdministrator = (principal: Principal): boolean => principal.powers.has('domainAdmin');

export const sameDn = (a: string | null | undefined, b: string | null | undefined): boolean => (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

/** The DNs of a list of nodes ([{dn}] or DN strings); 400 when it is not a list or an entry has no DN. */
export function dnsOf(value: unknown, what: string): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw badRequest(`${what} must be a list of {dn}`);
  const dns = value.map((entry) => (typeof entry === 'string' ? entry : bodyOf(entry).dn)).map((dn) => (typeof dn === 'string' ? dn.trim() : ''));
  if (dns.some((dn) => dn === '')) throw badRequest(`${what}: every entry needs its dn`);
  return [...new Set(dns.map((dn) => dn.toLowerCase()))].map((lower) => dns.find((dn) => dn.toLowerCase() === lower)!);
}

/** The existing parties of one type named by `body[key]`; 400 for a DN that is not one. */
export async function readParties(db: Db, body: Body, key: string, type: PartyType): Promise<Party[]> {
  const parties: Party[] = [];
  for (const dn of dnsOf(body[key], key)) {
    const found = await resolveEntity(db, dn, [type]);
    if (!found) throw badRequest(`${key}: no ${type} has the DN "${dn}"`);
    parties.push({ dn: found.id, name: found.name, type });
  }
  return parties;
}

/** Node of a party as the console shows it in a list of users, groups or containers. */
export const partyNode = (party: Party) => ({ dn: party.dn, name: party.name });

/** Display names of stored parties. */
export async function namedParties(db: Db, rows: { dn: string; type: string }[]): Promise<Party[]> {
  const result: Party[] = [];
  for (const row of rows) {
    const type = row.type as PartyType;
    const found = await resolveEntity(db, row.dn, [type]);
    result.push({ dn: found?.id ?? row.dn, name: found?.name ?? row.dn, type });
  }
  return result;
}
