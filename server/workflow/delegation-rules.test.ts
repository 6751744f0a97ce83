// The delegation and availability rules on a real (temporary) store: which open tasks of an
// approver a delegate sees, by party (user, group, container, manager relationship), by scope
// (all requests, request definition, category), by window, and while the approver is unavailable.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrate } from '../store/migrate.ts';
import { SqliteDb } from '../store/sqlite.ts';
import { delegatedToSql } from './delegation-rules.ts';

const dn = (name: string) => `cn=${name},ou=users,o=data`;
const ann = dn('ann');
const bob = dn('bob');
const cat = dn('cat');
const GROUP = 'cn=approvers,ou=groups,o=data';
const VPN = 'cn=VPN,cn=PRDs';
const BADGE = 'cn=Badge,cn=PRDs';
const NOW = '2026-06-01T12:00:00.000Z';

let dir = '';
let db: SqliteDb;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'delegation-rules-'));
  db = new SqliteDb(path.join(dir, 'test.sqlite'));
  await migrate(db);
  await db.run("INSERT INTO containers (dn, parent_dn, name, kind) VALUES ('o=data', NULL, 'data', 'organization')");
  for (const user of [bob, ann, cat]) {
    await db.run("INSERT INTO users (dn, container_dn, username, full_name, password_hash, created_at, manager_dn) VALUES (?, 'o=data', ?, ?, 'x', '2026-01-01T00:00:00Z', ?)",
      [user, user, user, user === ann ? bob : null]);
  }
  await db.run("INSERT INTO groups (dn, container_dn, name) VALUES (?, 'o=data', 'Approvers')", [GROUP]);
  await db.run('INSERT INTO group_members (group_dn, user_dn) VALUES (?, ?)', [GROUP, ann]);
  for (const [prd, category] of [[VPN, 'it'], [BADGE, 'facilities']] as const) {
    await db.run("INSERT INTO request_definitions (dn, name, category_key, process_type) VALUES (?, ?, ?, 'workflow')", [prd, prd, category]);
  }
  // ann approves one VPN and one badge request.
  for (const [id, prd] of [['t-vpn', VPN], ['t-badge', BADGE]] as const) {
    await db.run(`INSERT INTO tasks (id, name, prd_dn, recipient_dn, requester_dn, assignee_dn, activity, priority, created_at, request_id)
                  VALUES (?, 'Approve', ?, ?, ?, ?, 'Approval', 3, ?, ?)`, [id, prd, cat, cat, ann, NOW, `r-${id}`]);
  }
});
afterEach(async () => {
  await db.close();
  await rm(dir, { recursive: true, force: true });
});

interface Delegation { from?: [string, string]; to?: string; relationship?: string; all?: boolean; scope?: [string, string | null][]; start?: string; end?: string | null; onlyWhenUnavailable?: boolean }

async function delegate({ from = [ann, 'user'], to = cat, relationship, all = false, scope = [], start = '2026-05-01T00:00:00Z', end = null, onlyWhenUnavailable = false }: Delegation) {
  await db.run('INSERT INTO delegation_assignments (id, owner_dn, all_requests, relationship, effective_date, expiry_date, only_when_unavailable) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ['d1', ann, all ? 1 : 0, relationship ?? null, start, end, onlyWhenUnavailable ? 1 : 0]);
  await db.run("INSERT INTO delegation_parties (assignment_id, side, dn, type) VALUES ('d1', 'from', ?, ?)", from);
  if (!relationship) await db.run("INSERT INTO delegation_parties (assignment_id, side, dn, type) VALUES ('d1', 'to', ?, 'user')", [to]);
  for (const [category, prd] of scope) await db.run("INSERT INTO delegation_scope (assignment_id, category_key, prd_dn) VALUES ('d1', ?, ?)", [category, prd]);
}

async function delegatedTo(user: string, now = NOW): Promise<string[]> {
  const rule = delegatedToSql(user, now);
  return (await db.all<{ id: string }>(`SELECT t.id FROM tasks t WHERE ${rule.sql} ORDER BY t.id`, rule.params)).map((r) => r.id);
}

describe('delegation', () => {
  it('sends nothing without a delegation', async () => {
    expect(await delegatedTo(cat)).toEqual([]);
  });

  it('covers all requests, one request definition, or a category', async () => {
    await delegate({ all: true });
    expect(await delegatedTo(cat)).toEqual(['t-badge', 't-vpn']);
    await db.run("UPDATE delegation_assignments SET all_requests = 0");
    await db.run("INSERT INTO delegation_scope (assignment_id, category_key, prd_dn) VALUES ('d1', 'it', ?)", [VPN]);
    expect(await delegatedTo(cat)).toEqual(['t-vpn']);
    await db.run("UPDATE delegation_scope SET category_key = 'facilities', prd_dn = NULL");
    expect(await delegatedTo(cat)).toEqual(['t-badge']);
  });

  it('holds only in its window', async () => {
    await delegate({ all: true, start: '2026-06-02T00:00:00Z' });
    expect(await delegatedTo(cat)).toEqual([]);
    expect(await delegatedTo(cat, '2026-06-03T00:00:00Z')).toHaveLength(2);
    await db.run("UPDATE delegation_assignments SET expiry_date = '2026-06-04T00:00:00Z'");
    expect(await delegatedTo(cat, '2026-06-05T00:00:00Z')).toEqual([]);
  });

  it('reaches the approver through a group or container, and a delegate through the manager relationship', async () => {
    await delegate({ from: [GROUP, 'group'], all: true });
    expect(await delegatedTo(cat)).toHaveLength(2);
    await db.run("UPDATE delegation_parties SET dn = 'o=data', type = 'container' WHERE side = 'from'");
    expect(await delegatedTo(cat)).toHaveLength(2);
    await db.run("DELETE FROM delegation_parties WHERE side = 'to'");
    await db.run("UPDATE delegation_assignments SET relationship = 'manager'");
    expect(await delegatedTo(cat)).toEqual([]);
    expect(await delegatedTo(bob)).toHaveLength(2);
  });

  it('never lists the approver\'s own tasks as delegated, nor a task someone else claimed', async () => {
    await delegate({ all: true });
    expect(await delegatedTo(ann)).toEqual([]);
    await db.run("UPDATE tasks SET claimed_by = ? WHERE id = 't-vpn'", [bob]);
    expect(await delegatedTo(cat)).toEqual(['t-badge']);
  });
});

describe('availability', () => {
  it('puts a delegation that holds only while unavailable in force while the approver is unavailable for the request', async () => {
    await delegate({ all: true, onlyWhenUnavailable: true });
    expect(await delegatedTo(cat)).toEqual([]);
    await db.run("INSERT INTO availability (availability_id, user_dn, status, prd_dn, start_time, end_time) VALUES ('a1', ?, 'Unavailable', ?, '2026-05-30T00:00:00Z', '2026-06-02T00:00:00Z')", [ann, VPN]);
    expect(await delegatedTo(cat)).toEqual(['t-vpn']);
    expect(await delegatedTo(cat, '2026-06-03T00:00:00Z')).toEqual([]);
    await db.run("UPDATE availability SET prd_dn = NULL");
    expect(await delegatedTo(cat)).toEqual(['t-badge', 't-vpn']);
  });

  it('counts the overall status Unavailable for every request', async () => {
    await delegate({ all: true, onlyWhenUnavailable: true });
    await db.run("INSERT INTO availability_status (user_dn, status) VALUES (?, 'Unavailable')", [ann]);
    expect(await delegatedTo(cat)).toHaveLength(2);
    await db.run("UPDATE availability_status SET status = 'Available'");
    expect(await delegatedTo(cat)).toEqual([]);
  });
});
