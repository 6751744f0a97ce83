// Availability: a user's overall status and their Unavailable entries (all requests or chosen
// request definitions, from an effective date until an expiry date or for a duration in D, M or
// Y). While unavailable for a request, the tasks of it go to the delegates of delegations that
// hold only while unavailable (delegation-rules.ts).
import { randomUUID } from 'node:crypto';
import { bodyOf, optionalBoolean, wireDate, type Body } from '../catalog/common.ts';
import { badRequest } from '../http/fault.ts';
import type { Db } from '../store/db.ts';
import { addDuration, isExpiryUnit } from '../../domain/duration.ts';

export const AVAILABILITY_STATUSES = ['Available', 'Unavailable'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

interface AvailabilityRow { availability_id: string; user_dn: string; prd_dn: string | null; start_time: string; end_time: string | null }

export interface AvailabilityInput { allRequests: boolean; prdDns: string[]; effective: string; expiry: string | null }

const epoch = (iso: string | null): number | undefined => (iso ? Date.parse(iso) : undefined);

/** The request definitions a user may mark themselves unavailable for (the requestable workflows). */
export const availableRequestDefs = (db: Db) =>
  db.all<{ dn: string; name: string }>("SELECT dn, name FROM request_definitions WHERE process_type = 'workflow' ORDER BY name");

/**
 * The overall status as the contract types it in AvailabilityListNode.availabilityStatus (a
 * number): 0 Available, 1 Unavailable. POST /access/availability/status takes and answers the
 * words (AvailabilityStatusNode.status is a string).
 */
export const AVAILABILITY_STATUS_CODES: Readonly<Record<AvailabilityStatus, number>> = { Available: 0, Unavailable: 1 };

export async function statusOf(db: Db, userDn: string): Promise<AvailabilityStatus> {
  const row = await db.get<{ status: AvailabilityStatus }>('SELECT status FROM availability_status WHERE user_dn = ? COLLATE NOCASE', [userDn]);
  return row?.status ?? 'Available';
}

/** AvailabilityListNode of a user: their Unavailable entries, overall status and whether delegates would take their tasks. */
export async function availabilityList(db: Db, userDn: string) {
  const rows = await db.all<AvailabilityRow & { prd_name: string | null }>(
    `SELECT a.availability_id, a.user_dn, a.prd_dn, a.start_time, a.end_time, rd.name AS prd_name FROM availability a
       LEFT JOIN request_definitions rd ON rd.dn = a.prd_dn COLLATE NOCASE
     WHERE a.user_dn = ? COLLATE NOCASE AND a.status = 'Unavailable' ORDER BY a.start_time, a.availability_id, rd.name`, [userDn]);
  const user = await db.get<{ dn: string; full_name: string; first_name: string | null; last_name: string | null }>(
    'SELECT dn, full_name, first_name, last_name FROM users WHERE dn = ? COLLATE NOCASE', [userDn]);
  const principalUser = { dn: user?.dn ?? userDn, name: user?.full_name ?? userDn, firstName: user?.first_name ?? '', lastName: user?.last_name ?? '' };
  const byId = new Map<string, (AvailabilityRow & { prd_name: string | null })[]>();
  for (const row of rows) byId.set(row.availability_id, [...(byId.get(row.availability_id) ?? []), row]);
  const availability = [...byId.entries()].map(([id, group]) => {
    const first = group[0]!;
    const allRequests = group.some((r) => r.prd_dn === null);
    return {
      availabilityId: id, principalUser, allRequests,
      requestDefs: allRequests ? [] : group.map((r) => ({ dn: r.prd_dn!, name: r.prd_name ?? r.prd_dn! })),
      effectiveDate: epoch(first.start_time), hasExpiry: first.end_time !== null,
      ...(first.end_time ? { expiryDate: epoch(first.end_time) } : {}),
    };
  });
  const delegates = await db.get("SELECT 1 FROM delegation_assignments da JOIN delegation_parties p ON p.assignment_id = da.id AND p.side = 'from' WHERE p.type = 'user' AND p.dn = ? COLLATE NOCASE", [userDn]);
  return { availability, totalAvailability: availability.length, availabilityStatus: AVAILABILITY_STATUS_CODES[await statusOf(db, userDn)], hasDelegatesAssigned: Boolean(delegates) };
}

/** The availability entry's owner, or undefined when there is no such entry. */
export async function ownerOfAvailability(db: Db, id: string): Promise<string | undefined> {
  return (await db.get<{ user_dn: string }>('SELECT user_dn FROM availability WHERE availability_id = ?', [id]))?.user_dn;
}

/**
 * Checks an AvailabilityNode: all requests or chosen request definitions; an effective date
 * (default now); and an expiry date (hasExpiry) or a duration (hasExpiryDuration, expiryDuration
 * a whole number, expiryDurationUnit D, M or Y), or neither for no expiry.
 */
export async function readAvailability(db: Db, raw: unknown, now = new Date()): Promise<AvailabilityInput> {
  const body: Body = bodyOf(raw);
  const allRequests = optionalBoolean(body.allRequests, 'allRequests') ?? false;
  const prdDns: string[] = [];
  if (!allRequests) {
    if (!Array.isArray(body.requestDefs) || body.requestDefs.length === 0) throw badRequest('requestDefs: choose all requests or at least one request definition');
    for (const entry of body.requestDefs) {
      const dn = typeof bodyOf(entry).dn === 'string' ? (bodyOf(entry).dn as string).trim() : '';
      const row = dn === '' ? undefined : await db.get<{ dn: string }>("SELECT dn FROM request_definitions WHERE dn = ? COLLATE NOCASE AND process_type = 'workflow'", [dn]);
      if (!row) throw badRequest(`requestDefs: no request definition has the DN "${dn}"`);
      if (!prdDns.includes(row.dn)) prdDns.push(row.dn);
    }
  }
  const effective = wireDate(body.effectiveDate, 'effectiveDate') ?? now.toISOString();
  let expiry: string | undefined;
  if (optionalBoolean(body.hasExpiryDuration, 'hasExpiryDuration')) {
    const amount = Number(body.expiryDuration);
    if (!Number.isInteger(amount) || amount <= 0) throw badRequest(`expiryDuration: "${String(body.expiryDuration)}" is not a whole number above 0`);
    if (!isExpiryUnit(body.expiryDurationUnit)) throw badRequest(`expiryDurationUnit: "${String(body.expiryDurationUnit)}" is not D, M or Y`);
    expiry = addDuration(new Date(effective), amount, body.expiryDurationUnit).toISOString();
  } else if (optionalBoolean(body.hasExpiry, 'hasExpiry') ?? body.expiryDate !== undefined) {
    expiry = wireDate(body.expiryDate, 'expiryDate');
    if (!expiry) throw badRequest('expiryDate is required when the availability expires');
  }
  if (expiry && expiry <= effective) throw badRequest('expiryDate must be after effectiveDate');
  return { allRequests, prdDns, effective, expiry: expiry ?? null };
}

/** Writes an entry of `userDn` (a new one, or replacing the one of the same id). Run in a transaction. */
export async function writeAvailability(tx: Db, id: string | undefined, userDn: string, input: AvailabilityInput): Promise<string> {
  const availabilityId = id ?? `availability-${randomUUID()}`;
  if (id) await tx.run('DELETE FROM availability WHERE availability_id = ?', [id]);
  const prds = input.allRequests ? [null] : input.prdDns;
  for (const prd of prds) {
    await tx.run("INSERT INTO availability (availability_id, user_dn, status, prd_dn, start_time, end_time) VALUES (?, ?, 'Unavailable', ?, ?, ?)",
      [availabilityId, userDn, prd, input.effective, input.expiry]);
  }
  return availabilityId;
}
