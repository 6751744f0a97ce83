// Email-approval settings over REST: read by anyone without the password, saved by an
// administrator (the password kept when none is sent), bad input a Fault with nothing saved, 403
// for others.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFault, expectMatchesContract } from './contract.ts';
import { passwordGrant, rest, startTestServer, type TestServer } from './harness.ts';

const PATH = '/access/administration/emailApproval';
let server: TestServer;
const token: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['uaadmin', 'enduser']) token[name] = (await passwordGrant(server, name)).access_token;
});
afterAll(async () => {
  await server.close();
});

const call = (who: string, method: string, body?: unknown) => rest(server, token[who]!, method, PATH, body);

describe('email approval settings', () => {
  it('saves what an administrator sends, keeps the password unseen, and reads it back', async () => {
    const first = await call('enduser', 'GET');
    expect(first.status).toBe(200);
    expectMatchesContract('GET', PATH, 200, first.body);
    expect(first.body).toMatchObject({ emailApprovalTurnOn: false, serverType: 'IMAP' });

    const saved = await call('uaadmin', 'POST', {
      emailApprovalTurnOn: true, host: ' mail.example.com ', email: 'approvals@example.com', password: 'secret', port: 143, sslEnabled: false,
      approvePhrase: [{ locale: 'en', value: 'yes' }, { locale: 'de', value: ' ' }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expectMatchesContract('POST', PATH, 201, saved.body);
    expect(saved.body).toMatchObject({ host: 'mail.example.com', port: 143, approvePhrase: [{ locale: 'en', value: 'yes' }] });
    expect(saved.body).not.toHaveProperty('password');
    const again = await call('uaadmin', 'POST', { pollingInterval: 10, password: '' });
    expect(again.body).toMatchObject({ pollingInterval: 10, host: 'mail.example.com' });
  });

  it('refuses bad input with a Fault and saves nothing; others may not save', async () => {
    const before = (await call('uaadmin', 'GET')).body;
    for (const body of [{ port: 0 }, { port: 70000 }, { email: 'not mail' }, { serverType: 'FAX' }, { sslEnabled: 'yes' }, { approvePhrase: 'approve' }, { emailApprovalTurnOn: true, host: '' }]) {
      const answer = await call('uaadmin', 'POST', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expectFault(answer.body);
    }
    expect((await call('uaadmin', 'GET')).body).toEqual(before);
    expect((await call('enduser', 'POST', { pollingInterval: 3 })).status).toBe(403);
  });
});
