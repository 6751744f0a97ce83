// The audit trail: every sign-in (success and failure), sign-out and write, stored (audit_events,
// migration 047) and, while CEF auditing is enabled in the administration settings, sent as a CEF
// line to its destination. Sending never holds up or fails the request it records.
import type { Db } from '../store/db.ts';
import { readAuditConfiguration } from './audit.ts';
import type { AuditEvent } from './audit-event.ts';
import { cefLine, sendCef } from './cef.ts';

export type { AuditEvent } from './audit-event.ts';

/** Longer snapshots are cut: the trail records changes of settings, not bulk data. */
const MAX_SNAPSHOT = 64 * 1024;
const cut = (text: string | null | undefined) => (text && text.length > MAX_SNAPSHOT ? `${text.slice(0, MAX_SNAPSHOT)}…` : text ?? null);

export type AuditFailureReporter = (error: unknown) => void;

export async function recordAuditEvent(db: Db, event: Omit<AuditEvent, 'at'>, reportFailure?: AuditFailureReporter): Promise<void> {
  const stored: AuditEvent = { ...event, at: new Date().toISOString(), before: cut(event.before), after: cut(event.after) };
  await db.run(
    `INSERT INTO audit_events (at, kind, actor, on_behalf_of, operation, object, outcome, address, before_value, after_value)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      stored.at,
      stored.kind,
      stored.actor,
      stored.onBehalfOf ?? null,
      stored.operation,
      stored.object ?? null,
      stored.outcome ? 1 : 0,
      stored.address ?? null,
      stored.before ?? null,
      stored.after ?? null,
    ],
  );
  const config = await readAuditConfiguration(db);
  if (config.enableCEF && config.cefConfigs.destinationHost) {
    sendCef(config.cefConfigs, cefLine(stored)).catch((error: unknown) => reportFailure?.(error));
  }
}

export interface AuditQuery {
  actor?: string;
  kind?: string;
  operation?: string;
  /** ISO times, inclusive. */
  from?: string;
  to?: string;
  offset: number;
  size: number;
}

export interface AuditRow {
  id: number;
  at: string;
  kind: string;
  actor: string;
  onBehalfOf: string | null;
  operation: string;
  object: string | null;
  outcome: 'success' | 'failure';
  address: string | null;
  before: string | null;
  after: string | null;
}

/** A text matched literally by LIKE ... ESCAPE '\\'. */
const likeText = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A page of the trail, newest first, filtered by actor (or the user acted for), kind, operation (part of) and time. */
export async function listAuditEvents(db: Db, query: AuditQuery): Promise<{ rows: AuditRow[]; total: number }> {
  const where: string[] = [];
  const params: Array<string | number> = [];
  if (query.actor) {
    // The user acted for is kept as a DN: a user name finds it by its CN (cn=manager,...).
    where.push("(actor = ? COLLATE NOCASE OR on_behalf_of = ? COLLATE NOCASE OR on_behalf_of LIKE ? ESCAPE '\\')");
    params.push(query.actor, query.actor, `cn=${likeText(query.actor)},%`);
  }
  if (query.kind) {
    where.push('kind = ?');
    params.push(query.kind);
  }
  if (query.operation) {
    where.push("operation LIKE ? ESCAPE '\\'");
    params.push(`%${likeText(query.operation)}%`);
  }
  if (query.from) {
    where.push('at >= ?');
    params.push(query.from);
  }
  if (query.to) {
    where.push('at <= ?');
    params.push(query.to);
  }
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const total = (await db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM audit_events ${clause}`, params))?.n ?? 0;
  const rows = await db.all<{
    id: number;
    at: string;
    kind: string;
    actor: string;
    on_behalf_of: string | null;
    operation: string;
    object: string | null;
    outcome: number;
    address: string | null;
    before_value: string | null;
    after_value: string | null;
  }>(`SELECT * FROM audit_events ${clause} ORDER BY id DESC LIMIT ? OFFSET ?`, [...params, query.size, query.offset]);
  return {
    total,
    rows: rows.map((row) => ({
      id: row.id,
      at: row.at,
      kind: row.kind,
      actor: row.actor,
      onBehalfOf: row.on_behalf_of,
      operation: row.operation,
      object: row.object,
      outcome: row.outcome ? 'success' : 'failure',
      address: row.address,
      before: row.before_value,
      after: row.after_value,
    })),
  };
}
