// A list's saved views stored as the user's preference over real HTTP: per user, readable from
// another sign-in, and refused with a Fault (nothing changed) when they break the views' rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFault } from './contract.ts';
import { passwordGrant, rest, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const PATH = '/access/preference?attribute=console.views.users.list';
const view = (name: string, more: Record<string, unknown> = {}) => JSON.stringify({ name, ...more });

describe('saved views as a preference', () => {
  it('stores the views per user and gives them to another sign-in of the same user', async () => {
    const first = (await passwordGrant(server, 'manager')).access_token;
    const views = [view('Open', { isDefault: true, search: 'ann', filters: { status: ['open'] }, sort: { by: 'name', order: 'DESC' }, columns: ['fullName', 'mail'], pageSize: 25 }), view('All')];
    // The contract answers the save with JAX-RS's Response: its status and the saved preference as its entity.
    expect(await rest(server, first, 'POST', PATH, { columns: views })).toMatchObject({
      status: 201, body: { status: 201, entity: { isPreferenceAvailable: true, columns: views, settingFor: 'console.views.users.list' } },
    });
    const second = (await passwordGrant(server, 'manager')).access_token;
    expect((await rest(server, second, 'GET', PATH)).body).toEqual({ isPreferenceAvailable: true, columns: views, settingFor: 'console.views.users.list' });
    const other = (await passwordGrant(server, 'enduser')).access_token;
    expect((await rest(server, other, 'GET', PATH)).body).toMatchObject({ isPreferenceAvailable: false, columns: [] });
  });

  it('refuses bad views with a 400 Fault and keeps what was stored', async () => {
    const token = (await passwordGrant(server, 'roleadmin')).access_token;
    const kept = [view('Mine')];
    expect((await rest(server, token, 'POST', PATH, { columns: kept })).status).toBe(201);
    const bad: [string[], RegExp][] = [
      [[view('x'.repeat(61))], /name is 1 to 60 characters/],
      [[view('')], /name is 1 to 60 characters/],
      [Array.from({ length: 21 }, (_, i) => view(`v${i}`)), /at most 20 views/],
      [[JSON.stringify({ name: 'a', colour: 'red' })], /unknown view field colour/],
      [['{not json'], /a view is a JSON object/],
      [[view('a'), view('A')], /taken by another view/],
      [[view('a', { isDefault: true }), view('b', { isDefault: true })], /at most one view is the default/],
      [[view('a', { pageSize: 1000 })], /pageSize is a whole number/],
    ];
    for (const [columns, reason] of bad) {
      const answer = await rest(server, token, 'POST', PATH, { columns });
      expect(answer.status, JSON.stringify(columns).slice(0, 80)).toBe(400);
      expectFault(answer.body);
      expect((answer.body as { Fault: { Reason: { Text: string } } }).Fault.Reason.Text).toMatch(reason);
    }
    expect((await rest(server, token, 'GET', PATH)).body).toMatchObject({ isPreferenceAvailable: true, columns: kept });
  });

  it('leaves other preferences free-form', async () => {
    const token = (await passwordGrant(server, 'enduser')).access_token;
    expect((await rest(server, token, 'POST', '/access/preference?attribute=roleList-filters', { columns: ['{not json'] })).status).toBe(201);
  });
});
