// A plain OAuth client of the workflow operations, for the workflow tests: signs the demo users in
// and wraps the calls they make (request, list tasks, act, read the history), checking every
// answer against the contract.
import { expect } from 'vitest';
import { expectMatchesContract } from './contract.ts';
import { passwordGrant, rest, type TestServer } from './harness.ts';

export const DEMO_USERS = ['uaadmin', 'roleadmin', 'manager', 'enduser', 'proxyuser'] as const;
export type DemoUser = (typeof DEMO_USERS)[number];

export interface TaskNode { taskId: string; processId: string; addressee: string; activityName: string; taskClaimed: boolean; claimedby?: string; returnAddressee?: string; recipient: string }
export interface HistoryNode { id: string; requestState: number; requestStatus: string; processState: number; retractable: boolean; requestOper: number; comments?: { comment: string; user: string }[] }
export interface ActionAnswer { success: boolean; succeeded: { id: string; reason: string }[]; failed: { id: string; reason: string }[] }

export class WorkflowClient {
  readonly token: Partial<Record<DemoUser, string>> = {};
  readonly dn: Partial<Record<DemoUser, string>> = {};

  constructor(readonly server: TestServer) {}

  async signIn(): Promise<void> {
    for (const name of DEMO_USERS) this.token[name] = (await passwordGrant(this.server, name)).access_token;
    for (const name of DEMO_USERS) {
      const users = (await this.call('uaadmin', 'GET', `/access/users/list?q=${name}&size=300`)).body as { usersList: { dn: string }[] };
      const found = users.usersList.find((u) => u.dn.toLowerCase().startsWith(`cn=${name},`));
      if (!found) throw new Error(`no demo user ${name}`);
      this.dn[name] = found.dn;
    }
  }

  call(user: DemoUser, method: string, path: string, body?: unknown) {
    return rest(this.server, this.token[user]!, method, path, body);
  }

  /** Creates a role as uaadmin (the body's approval fields decide its approval); answers its id. */
  async createRole(body: Record<string, unknown>): Promise<string> {
    const answer = await this.call('uaadmin', 'POST', '/catalog/roles', { roleLevel: { level: 20 }, ...body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return (answer.body as { id: string }).id;
  }

  /** Requests a role for oneself (or others); answers the contract's list node. */
  async request(user: DemoUser, roleId: string, extra: Record<string, unknown> = {}) {
    const answer = await this.call(user, 'POST', '/access/requests/permissions', { reqPermissions: [{ id: roleId, entityType: 'role' }], reason: 'testing', ...extra });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expectMatchesContract('POST', '/access/requests/permissions', 201, answer.body);
    return answer.body as { success: boolean; OperationNodes: { userDn: string; success: boolean; succeeded: { requestId: string; reason: string }[]; failed: { reason: string }[]; sods: { sodName: string }[] }[] };
  }

  /** Requests a role and answers the new request's id. */
  async requestId(user: DemoUser, roleId: string, extra: Record<string, unknown> = {}): Promise<string> {
    const answer = await this.request(user, roleId, extra);
    const id = answer.OperationNodes[0]?.succeeded[0]?.requestId;
    if (!id) throw new Error(`no request made: ${JSON.stringify(answer)}`);
    return id;
  }

  async tasks(user: DemoUser, query = ''): Promise<{ tasks: TaskNode[]; total: number; nextIndex: number }> {
    const answer = await this.call(user, 'GET', `/access/tasks/list?size=300${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expectMatchesContract('GET', '/access/tasks/list', 200, answer.body);
    return answer.body as { tasks: TaskNode[]; total: number; nextIndex: number };
  }

  /** The open tasks of a request that `user` may act on. */
  async tasksOf(user: DemoUser, requestId: string, query = ''): Promise<TaskNode[]> {
    return (await this.tasks(user, query)).tasks.filter((t) => t.processId === requestId);
  }

  async act(user: DemoUser, action: string, taskIds: string[], extra: Record<string, unknown> = {}) {
    return this.call(user, 'POST', '/access/tasks', { action, tasks: taskIds.map((taskId) => ({ taskId })), ...extra });
  }

  /** Acts and expects the contract's 201 answer. */
  async acted(user: DemoUser, action: string, taskIds: string[], extra: Record<string, unknown> = {}): Promise<ActionAnswer> {
    const answer = await this.act(user, action, taskIds, extra);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expectMatchesContract('POST', '/access/tasks', 201, answer.body);
    return answer.body as ActionAnswer;
  }

  async historyItem(user: DemoUser, id: string): Promise<HistoryNode> {
    const answer = await this.call(user, 'POST', '/access/requests/history/item', { id });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expectMatchesContract('POST', '/access/requests/history/item', 201, answer.body);
    return answer.body as HistoryNode;
  }

  /** Who holds the role directly (the catalogue's assignment list). */
  async assignees(roleId: string): Promise<string[]> {
    const answer = await this.call('uaadmin', 'POST', '/catalog/roles/role/assignments', { id: roleId });
    return (answer.body as { assignments: { recipientDn: string }[] }).assignments.map((a) => a.recipientDn);
  }
}
