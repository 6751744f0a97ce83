import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildCallRequest } from './call.ts';
import { catalogue, type CallDefinition } from './calls/index.ts';
import { CallDefinitionError } from './errors.ts';
import { createTestClient, TEST_BASE } from './testing/testClient.ts';

/** The request of a named call as call() builds it, with the definition from the whole catalogue. */
const build = (name: string, ...rest: Parameters<typeof buildCallRequest> extends [string, unknown, ...infer R] ? R : never) =>
  buildCallRequest(name, (catalogue as Readonly<Record<string, CallDefinition>>)[name], ...rest);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('call()', () => {
  it('sends the task list with the catalogue defaults q=* and expireUnit=weeks and answers the data', async () => {
    let seen: URL | undefined;
    server.use(
      http.get(`${TEST_BASE}/rest/access/tasks/list`, ({ request }) => {
        seen = new URL(request.url);
        return HttpResponse.json({ tasks: [{ id: 't1' }] });
      }),
    );
    const { call } = createTestClient();
    const answer = await call('tasks.list', { size: 25, sortBy: 'createTime' });
    expect(answer).toEqual({ tasks: [{ id: 't1' }] });
    expect(Object.fromEntries(seen!.searchParams)).toEqual({ fromIndex: '1', size: '25', q: '*', sortBy: 'createTime', expireUnit: 'weeks' });
  });

  it('normalises paging: start index below 1 becomes 1, size out of 1..300 becomes 10, empty q becomes *', () => {
    const request = build('tasks.list', { fromIndex: 0, size: 301, q: '' });
    const query = new URLSearchParams(request.url!.split('?')[1]);
    expect(query.get('fromIndex')).toBe('1');
    expect(query.get('size')).toBe('10');
    expect(query.get('q')).toBe('*');
  });

  it("sends a list's size as pageSize to a call that names it so (logging)", () => {
    const query = new URLSearchParams(build('logging.list', { nextIndex: 11, size: 10 }).url!.split('?')[1]);
    expect(query.get('pageSize')).toBe('10');
    expect(query.has('size')).toBe(false);
  });

  it('fills and encodes path segments', () => {
    expect(build('config.client', { id: 'a b/c' }).url).toBe('/rest/access/config/clients/a%20b%2Fc');
  });

  it('refuses a missing required parameter before sending', () => {
    expect(() => build('users.details', {})).toThrow(new CallDefinitionError("Call 'users.details' needs the parameter 'userDn'"));
    expect(() => build('config.client', {})).toThrow(CallDefinitionError);
  });

  it('refuses unknown names and parameters at run time too', () => {
    expect(() => build('users.lst')).toThrow("Unknown call 'users.lst'");
    expect(() => build('tasks.list', { pageSize: 5 })).toThrow("Call 'tasks.list' has no parameter 'pageSize'");
  });

  it('sends an empty JSON object as the body of a POST without one (navigation menu)', () => {
    const request = build('navigation.menu');
    expect(request.method).toBe('POST');
    expect(request.data).toEqual({});
  });
});
