// The workflow engine's pure transitions: a request's plan and tasks plus an event give its next
// state and the tasks to open and close.
import { describe, expect, it } from 'vitest';
import { transition, TransitionError, type Addressee, type Outcome, type Plan, type RequestView, type TaskView } from './transitions.ts';

const user = (name: string): Addressee => ({ dn: `cn=${name},ou=users,o=data`, type: 'user' });
const [manager, uaadmin, roleadmin] = [user('manager'), user('uaadmin'), user('roleadmin')];

/** Runs events on a request the way the store does: closed tasks take their state, opened ones get ids t1, t2 ... */
function run(kind: RequestView['kind'], plan: Plan, ...events: ({ type: 'approve' | 'deny' | 'refuse' | 'expire'; task: number } | { type: 'retract' | 'terminate' })[]) {
  let tasks: (TaskView & { addressee: Addressee })[] = [];
  let view: RequestView = { kind, phase: 'pending', plan, tasks: [] };
  const apply = (result: Outcome) => {
    tasks = tasks.map((t) => ({ ...t, state: result.close.find((c) => c.id === t.id)?.state ?? t.state }));
    for (const open of result.open) tasks.push({ id: `t${tasks.length + 1}`, stage: open.stage, sequence: open.sequence, state: 'open', addressee: open.addressee });
    view = { kind, phase: result.phase, plan, tasks };
    return result;
  };
  let last = apply(transition(view, { type: 'submit' }));
  for (const event of events) last = apply(transition(view, 'task' in event ? { type: event.type, taskId: `t${event.task}` } : event));
  return { last, tasks, view };
}

const open = (tasks: { state: string; addressee: Addressee }[]) => tasks.filter((t) => t.state === 'open').map((t) => t.addressee.dn);

describe('workflow transitions', () => {
  it('provisions a request without approval at once (requestState 50, processState 3)', () => {
    const { last, tasks } = run('role', { kind: 'NONE', approvers: [] });
    expect(last).toMatchObject({ requestState: 50, processState: 3, provision: true });
    expect(tasks).toEqual([]);
  });

  it('runs a serial approval one sequence at a time and provisions after the last approve', () => {
    const plan: Plan = { kind: 'SERIAL', approvers: [manager, uaadmin] };
    const first = run('role', plan);
    expect(first.last).toMatchObject({ requestState: 15, processState: 0, provision: false });
    expect(open(first.tasks)).toEqual([manager.dn]);
    const second = run('role', plan, { type: 'approve', task: 1 });
    expect(second.last).toMatchObject({ requestState: 15, processState: 0, provision: false });
    expect(open(second.tasks)).toEqual([uaadmin.dn]);
    expect(second.tasks[1]).toMatchObject({ sequence: 2 });
    const done = run('role', plan, { type: 'approve', task: 1 }, { type: 'approve', task: 2 });
    expect(done.last).toMatchObject({ requestState: 50, processState: 3, provision: true });
    expect(open(done.tasks)).toEqual([]);
  });

  it('ends a serial request at a denial (95, terminated) and opens nothing further', () => {
    const { last, tasks } = run('resource', { kind: 'SERIAL', approvers: [manager, uaadmin] }, { type: 'approve', task: 1 }, { type: 'deny', task: 2 });
    expect(last).toMatchObject({ requestState: 95, processState: 2, provision: false });
    expect(tasks.map((t) => t.state)).toEqual(['approved', 'denied']);
  });

  it('records a refusal: a PRD is 5 Refused, a role 95', () => {
    expect(run('prd', { kind: 'CUSTOM', approvers: [manager] }, { type: 'refuse', task: 1 }).last).toMatchObject({ requestState: 5, processState: 2 });
    expect(run('role', { kind: 'CUSTOM', approvers: [manager] }, { type: 'refuse', task: 1 }).last).toMatchObject({ requestState: 95 });
  });

  it('runs a custom approval through the request definition\'s approvers in order (PRD 0 → 2)', () => {
    const plan: Plan = { kind: 'CUSTOM', approvers: [roleadmin, manager] };
    expect(run('prd', plan).last).toMatchObject({ requestState: 0, processState: 0 });
    expect(open(run('prd', plan, { type: 'approve', task: 1 }).tasks)).toEqual([manager.dn]);
    expect(run('prd', plan, { type: 'approve', task: 1 }, { type: 'approve', task: 2 }).last).toMatchObject({ requestState: 2, processState: 3, provision: true });
  });

  it('opens a task per quorum approver and approves once the quorum is reached, closing the rest', () => {
    const plan: Plan = { kind: 'QUORUM', approvers: [manager, uaadmin, roleadmin], needed: 2 };
    expect(open(run('role', plan).tasks)).toEqual([manager.dn, uaadmin.dn, roleadmin.dn]);
    const one = run('role', plan, { type: 'approve', task: 2 });
    expect(one.last).toMatchObject({ requestState: 15, provision: false });
    const reached = run('role', plan, { type: 'approve', task: 2 }, { type: 'deny', task: 1 }, { type: 'approve', task: 3 });
    expect(reached.last).toMatchObject({ requestState: 50, processState: 3, provision: true });
    const early = run('role', plan, { type: 'approve', task: 1 }, { type: 'approve', task: 3 });
    expect(early.tasks.map((t) => t.state)).toEqual(['approved', 'closed', 'approved']);
  });

  it('denies a quorum request as soon as the quorum can no longer be reached', () => {
    const plan: Plan = { kind: 'QUORUM', approvers: [manager, uaadmin, roleadmin], needed: 2 };
    expect(run('role', plan, { type: 'deny', task: 1 }).last).toMatchObject({ requestState: 15, processState: 0 });
    const unreachable = run('role', plan, { type: 'deny', task: 1 }, { type: 'expire', task: 3 });
    expect(unreachable.last).toMatchObject({ requestState: 95, processState: 2, provision: false });
    expect(unreachable.tasks.map((t) => t.state)).toEqual(['denied', 'closed', 'expired']);
  });

  it('treats an expired task as a denial', () => {
    expect(run('role', { kind: 'SERIAL', approvers: [manager] }, { type: 'expire', task: 1 }).last).toMatchObject({ requestState: 95, processState: 2 });
  });

  it('retracts and terminates a running request (75, terminated), dropping its open tasks', () => {
    const plan: Plan = { kind: 'QUORUM', approvers: [manager, uaadmin], needed: 2 };
    const retracted = run('role', plan, { type: 'approve', task: 1 }, { type: 'retract' });
    expect(retracted.last).toMatchObject({ requestState: 75, processState: 2, provision: false });
    expect(retracted.tasks.map((t) => t.state)).toEqual(['approved', 'retracted']);
    expect(run('prd', plan, { type: 'terminate' }).last).toMatchObject({ requestState: 3, processState: 2 });
    expect(run('prd', plan, { type: 'terminate' }).tasks.map((t) => t.state)).toEqual(['terminated', 'terminated']);
  });

  it('refuses events on a finished request and decisions on closed or unknown tasks', () => {
    const done = run('role', { kind: 'SERIAL', approvers: [manager] }, { type: 'approve', task: 1 });
    expect(() => transition(done.view, { type: 'retract' })).toThrow(TransitionError);
    expect(() => transition(done.view, { type: 'approve', taskId: 't1' })).toThrow(TransitionError);
    const pending = run('role', { kind: 'SERIAL', approvers: [manager, uaadmin] }, { type: 'approve', task: 1 });
    expect(() => transition(pending.view, { type: 'approve', taskId: 't1' })).toThrow(/already approved/);
    expect(() => transition(pending.view, { type: 'deny', taskId: 'nope' })).toThrow(TransitionError);
  });

  it('runs an SoD exception approval first (5), then the approval (10), or ends it (90)', () => {
    const plan: Plan = { kind: 'SERIAL', approvers: [manager], sodApprovers: [uaadmin, roleadmin] };
    const start = run('role', plan);
    expect(start.last).toMatchObject({ requestState: 5, processState: 0 });
    expect(open(start.tasks)).toEqual([uaadmin.dn, roleadmin.dn]);
    expect(start.tasks.every((t) => t.stage === 'sod')).toBe(true);
    const excepted = run('role', plan, { type: 'approve', task: 2 });
    expect(excepted.last).toMatchObject({ requestState: 10, processState: 0 });
    expect(excepted.tasks.map((t) => t.state)).toEqual(['closed', 'approved', 'open']);
    expect(open(excepted.tasks)).toEqual([manager.dn]);
    expect(run('role', plan, { type: 'approve', task: 1 }, { type: 'approve', task: 3 }).last).toMatchObject({ requestState: 50, provision: true });
    const denied = run('role', plan, { type: 'deny', task: 1 });
    expect(denied.last).toMatchObject({ requestState: 90, processState: 2, provision: false });
    expect(open(denied.tasks)).toEqual([]);
    // An excepted role without an approval of its own is provisioned at once.
    expect(run('role', { kind: 'NONE', approvers: [], sodApprovers: [uaadmin] }, { type: 'approve', task: 1 }).last).toMatchObject({ requestState: 50, provision: true });
  });
});
