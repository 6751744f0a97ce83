// The request interceptors against an msw server: headers; on 401 one shared token refresh, then the
// queued requests retried; a failing refresh signs out; 489 on refresh starts a new login; 498 shows
// the password change, then replays; 400 invalid_grant signs out; other errors are passed on.
import { isAxiosError } from 'axios';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SessionEndedError } from '../errors.ts';
import { createTestClient, TEST_BASE } from '../testing/testClient.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const TASKS = `${TEST_BASE}/rest/access/tasks/list`;
const REFRESH = `${TEST_BASE}/RefreshTokenServlet`;

/** Answers 401 unless the request carries `bearer <validToken>`; records each request's Authorization. */
function protectedEndpoint(url: string, validToken: () => string, seen: string[] = []) {
  return http.all(url, ({ request }) => {
    const authorization = request.headers.get('authorization') ?? '';
    seen.push(authorization);
    if (authorization !== `bearer ${validToken()}`) return new HttpResponse(null, { status: 401 });
    return HttpResponse.json({ ok: true, url: request.url });
  });
}

/** A refresh servlet that counts its calls and answers after a delay (so that requests pile up meanwhile). */
function refreshServlet(answer: () => Response | Promise<Response>, counter: { calls: number }) {
  return http.get(REFRESH, async () => {
    counter.calls += 1;
    await delay(30);
    return answer();
  });
}

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject');
}

describe('request headers', () => {
  it('adds authorization, JSON content type, no-cache and the anti-forgery header on most paths', async () => {
    let headers: Headers | undefined;
    server.use(
      http.post(`${TEST_BASE}/rest/access/info/user/navigationmenu`, ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({});
      }),
    );
    const { call } = createTestClient();
    await call('navigation.menu');
    expect(headers!.get('authorization')).toBe('bearer token-1');
    expect(headers!.get('content-type')).toMatch(/^application\/json/);
    expect(headers!.get('cache-control')).toBe('no-cache');
    expect(headers!.get('pragma')).toBe('no-cache');
    expect(headers!.get('netiq_idm_rbpm_acsrf')).toBe('acsrf-1');
  });

  it('gives paths containing /api/ only the authorization and content-type headers', async () => {
    let headers: Headers | undefined;
    server.use(
      http.get(`${TEST_BASE}/api/whoami`, ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({});
      }),
    );
    const { runtime } = createTestClient();
    await runtime.http.get('/api/whoami');
    expect(headers!.get('authorization')).toBe('bearer token-1');
    expect(headers!.get('content-type')).toMatch(/^application\/json/);
    expect(headers!.get('cache-control')).toBeNull();
    expect(headers!.get('pragma')).toBeNull();
    expect(headers!.get('netiq_idm_rbpm_acsrf')).toBeNull();
  });
});

describe('401: one refresh shared by every waiting request', () => {
  it('refreshes exactly once for five concurrent 401s, then retries and resolves all five', async () => {
    const refresh = { calls: 0 };
    const seen: string[] = [];
    server.use(
      protectedEndpoint(TASKS, () => 'token-2', seen),
      refreshServlet(() => HttpResponse.json({ token_type: 'bearer', access_token: 'token-2' }), refresh),
    );
    const { call, jar, hooks, runtime } = createTestClient();

    const answers = await Promise.all([1, 2, 3, 4, 5].map((i) => call('tasks.list', { fromIndex: i })));

    expect(refresh.calls).toBe(1);
    expect(answers).toHaveLength(5);
    answers.forEach((answer, i) => expect(answer).toMatchObject({ ok: true, url: expect.stringContaining(`fromIndex=${i + 1}`) }));
    expect(seen.filter((a) => a === 'bearer token-1')).toHaveLength(5);
    expect(seen.filter((a) => a === 'bearer token-2')).toHaveLength(5);
    // The new token is kept in memory: script writes it to no cookie (the servlet sets its own).
    expect(runtime.session.token).toEqual({ tokenType: 'bearer', accessToken: 'token-2' });
    expect(jar.get('MFSSO_Admin_Spiffy_Session')).toBe('bearer,token-1');
    expect(hooks.onSignOut).not.toHaveBeenCalled();
    expect(hooks.onLoginRequired).not.toHaveBeenCalled();
  });

  it('keeps working with refresh-token rotation: two concurrent 401s spend the refresh cookie once', async () => {
    // As the sandbox does: the servlet rotates the refresh cookie, and a spent one used again ends
    // the session (489). A second refresh for the same expiry would sign the user out.
    const refresh = { calls: 0 };
    server.use(
      protectedEndpoint(TASKS, () => 'token-2'),
      refreshServlet(() => (refresh.calls === 1 ? HttpResponse.json({ token_type: 'bearer', access_token: 'token-2' }) : new HttpResponse(null, { status: 489 })), refresh),
    );
    const { call, hooks } = createTestClient();

    const answers = await Promise.all([call('tasks.list', { fromIndex: 1 }), call('tasks.list', { fromIndex: 2 })]);

    expect(refresh.calls).toBe(1);
    expect(answers).toEqual([expect.objectContaining({ ok: true }), expect.objectContaining({ ok: true })]);
    expect(hooks.onLoginRequired).not.toHaveBeenCalled();
    expect(hooks.onSignOut).not.toHaveBeenCalled();
  });

  it('makes a request that starts during the refresh wait for it and go out with the new token', async () => {
    const refresh = { calls: 0 };
    const seen: string[] = [];
    server.use(
      protectedEndpoint(TASKS, () => 'token-2', seen),
      refreshServlet(() => HttpResponse.json({ token_type: 'bearer', access_token: 'token-2' }), refresh),
    );
    const { call } = createTestClient();

    const first = call('tasks.list');
    await expect.poll(() => refresh.calls).toBe(1); // the refresh is in flight (it answers after 30 ms)
    const late = call('tasks.list', { fromIndex: 11 });
    await Promise.all([first, late]);

    expect(refresh.calls).toBe(1);
    // The first went out with the old token and was retried; the late one went out once, with the new token.
    expect(seen).toEqual(['bearer token-1', 'bearer token-2', 'bearer token-2']);
  });

  it('retries without a new refresh when the 401 answers a token that has already been replaced', async () => {
    const refresh = { calls: 0 };
    server.use(
      protectedEndpoint(TASKS, () => 'token-2'),
      refreshServlet(() => HttpResponse.json({ token_type: 'bearer', access_token: 'token-3' }), refresh),
    );
    const { call, jar } = createTestClient();
    const slow = call('tasks.list');
    jar.write('MFSSO_Admin_Spiffy_Session=bearer,token-2; path=/'); // another tab or request refreshed meanwhile
    await expect(slow).resolves.toMatchObject({ ok: true });
    expect(refresh.calls).toBe(0);
  });

  it('passes on a second 401 after the retry instead of refreshing in a loop', async () => {
    const refresh = { calls: 0 };
    const seen: string[] = [];
    server.use(
      protectedEndpoint(TASKS, () => 'never-valid', seen),
      refreshServlet(() => HttpResponse.json({ token_type: 'bearer', access_token: 'token-2' }), refresh),
    );
    const { call, hooks } = createTestClient();
    const error = await rejectionOf(call('tasks.list'));
    expect(isAxiosError(error) && error.response?.status).toBe(401);
    expect(refresh.calls).toBe(1);
    expect(seen).toHaveLength(2);
    expect(hooks.onSignOut).not.toHaveBeenCalled();
  });

  it('does not send the refresh request through the 401 logic', async () => {
    const refresh = { calls: 0 };
    server.use(
      protectedEndpoint(TASKS, () => 'token-2'),
      refreshServlet(() => new HttpResponse(null, { status: 401 }), refresh),
    );
    const { call, hooks } = createTestClient();
    const error = await rejectionOf(call('tasks.list'));
    expect(error).toBeInstanceOf(SessionEndedError);
    expect(refresh.calls).toBe(1);
    expect(hooks.onSignOut).toHaveBeenCalledTimes(1);
  });

  it('starts a new login without asking the server or refreshing when there is no session cookie', async () => {
    const refresh = { calls: 0 };
    const seen: string[] = [];
    server.use(
      protectedEndpoint(TASKS, () => 'token-2', seen),
      refreshServlet(() => HttpResponse.json({ token_type: 'bearer', access_token: 'token-2' }), refresh),
    );
    const { call, hooks } = createTestClient({ cookies: {} });
    const error = await rejectionOf(call('tasks.list'));
    expect(error).toBeInstanceOf(SessionEndedError);
    expect((error as SessionEndedError).reason).toBe('login');
    expect(hooks.onLoginRequired).toHaveBeenCalledTimes(1);
    // No request that could only be answered 401 (a console opened before sign-in asks nothing).
    expect(seen).toEqual([]);
    expect(refresh.calls).toBe(0);
    expect(hooks.onSignOut).not.toHaveBeenCalled();
  });
});

describe('failing refresh', () => {
  it('signs out exactly once, rejects every queued request and sends nothing more', async () => {
    const refresh = { calls: 0 };
    const seen: string[] = [];
    server.use(
      protectedEndpoint(TASKS, () => 'token-2', seen),
      refreshServlet(() => HttpResponse.json({ Fault: { Reason: { Text: 'boom' } } }, { status: 500 }), refresh),
    );
    const { call, hooks } = createTestClient();

    const failing = [1, 2, 3].map((i) => rejectionOf(call('tasks.list', { fromIndex: i })));
    await expect.poll(() => refresh.calls).toBe(1); // the refresh is in flight (it answers after 30 ms)
    const startedDuringRefresh = rejectionOf(call('tasks.list', { fromIndex: 4 }));
    const errors = await Promise.all([...failing, startedDuringRefresh]);

    errors.forEach((error) => expect(error).toBeInstanceOf(SessionEndedError));
    expect(hooks.onSignOut).toHaveBeenCalledTimes(1);
    expect(hooks.onLoginRequired).not.toHaveBeenCalled();
    expect(refresh.calls).toBe(1);
    expect(seen).toHaveLength(3); // the three first tries; no retries, and the late request never left

    // After the sign-out, requests are refused before sending: no further refresh, no loop.
    expect(await rejectionOf(call('tasks.list'))).toBeInstanceOf(SessionEndedError);
    expect(refresh.calls).toBe(1);
    expect(seen).toHaveLength(3);
    expect(hooks.onSignOut).toHaveBeenCalledTimes(1);
  });

  it('starts a new login (not a sign-out) when the refresh answers 489', async () => {
    const refresh = { calls: 0 };
    server.use(
      protectedEndpoint(TASKS, () => 'token-2'),
      refreshServlet(() => new HttpResponse(null, { status: 489 }), refresh),
    );
    const { call, hooks } = createTestClient();
    const errors = await Promise.all([rejectionOf(call('tasks.list')), rejectionOf(call('tasks.list'))]);
    errors.forEach((error) => expect((error as SessionEndedError).reason).toBe('login'));
    expect(hooks.onLoginRequired).toHaveBeenCalledTimes(1);
    expect(hooks.onSignOut).not.toHaveBeenCalled();
    expect(refresh.calls).toBe(1);
  });

  it('does not refresh again for a 401 that arrives after the session has ended', async () => {
    const refresh = { calls: 0 };
    server.use(
      // The 'late' request was sent before the refresh failed, but its 401 arrives after it.
      http.get(TASKS, async ({ request }) => {
        if (new URL(request.url).searchParams.get('q') === 'late') await delay(200);
        return new HttpResponse(null, { status: 401 });
      }),
      refreshServlet(() => new HttpResponse(null, { status: 489 }), refresh),
    );
    const { call, hooks } = createTestClient();
    const errors = await Promise.all([rejectionOf(call('tasks.list')), rejectionOf(call('tasks.list', { q: 'late' }))]);
    errors.forEach((error) => expect((error as SessionEndedError).reason).toBe('login'));
    expect(refresh.calls).toBe(1);
    expect(hooks.onLoginRequired).toHaveBeenCalledTimes(1);
  });

  it('signs out when the refresh answers without a token', async () => {
    const refresh = { calls: 0 };
    server.use(
      protectedEndpoint(TASKS, () => 'token-2'),
      refreshServlet(() => HttpResponse.json({ token_type: 'bearer' }), refresh),
    );
    const { call, hooks } = createTestClient();
    expect(await rejectionOf(call('tasks.list'))).toBeInstanceOf(SessionEndedError);
    expect(hooks.onSignOut).toHaveBeenCalledTimes(1);
  });
});

describe('498: password change, then replay', () => {
  it('shows the password-change frame once for concurrent 498s and replays each request', async () => {
    let passwordChanged = false;
    let calls = 0;
    server.use(
      http.get(TASKS, () => {
        calls += 1;
        return passwordChanged ? HttpResponse.json({ ok: true }) : new HttpResponse(null, { status: 498 });
      }),
    );
    const { call, hooks } = createTestClient();
    hooks.showPasswordChange.mockImplementation(async () => {
      await delay(20);
      passwordChanged = true;
    });

    const answers = await Promise.all([call('tasks.list'), call('tasks.list', { fromIndex: 11 })]);
    expect(answers).toEqual([{ ok: true }, { ok: true }]);
    expect(hooks.showPasswordChange).toHaveBeenCalledTimes(1);
    expect(calls).toBe(4);
  });

  it('passes on a second 498 after the replay', async () => {
    server.use(http.get(TASKS, () => new HttpResponse(null, { status: 498 })));
    const { call, hooks } = createTestClient();
    const error = await rejectionOf(call('tasks.list'));
    expect(isAxiosError(error) && error.response?.status).toBe(498);
    expect(hooks.showPasswordChange).toHaveBeenCalledTimes(1);
  });

  it('passes the 498 on when the frame cannot be shown', async () => {
    server.use(http.get(TASKS, () => new HttpResponse(null, { status: 498 })));
    const { call, hooks } = createTestClient();
    hooks.showPasswordChange.mockRejectedValue(new Error('no page'));
    const error = await rejectionOf(call('tasks.list'));
    expect(isAxiosError(error) && error.response?.status).toBe(498);
  });
});

describe('other statuses', () => {
  it('signs out on 400 with error invalid_grant', async () => {
    server.use(http.get(TASKS, () => HttpResponse.json({ error: 'invalid_grant' }, { status: 400 })));
    const { call, hooks } = createTestClient();
    const error = await rejectionOf(call('tasks.list'));
    expect(error).toBeInstanceOf(SessionEndedError);
    expect(hooks.onSignOut).toHaveBeenCalledTimes(1);
  });

  it('passes on any other 400 unchanged', async () => {
    const fault = { Fault: { Reason: { Text: 'Role name is in use' } } };
    server.use(http.get(TASKS, () => HttpResponse.json(fault, { status: 400 })));
    const { call, hooks } = createTestClient();
    const error = await rejectionOf(call('tasks.list'));
    expect(isAxiosError(error) && error.response?.data).toEqual(fault);
    expect(hooks.onSignOut).not.toHaveBeenCalled();
  });

  it('passes on 500 and 403 without refreshing', async () => {
    const refresh = { calls: 0 };
    let status = 500;
    server.use(
      http.get(TASKS, () => new HttpResponse(null, { status })),
      refreshServlet(() => HttpResponse.json({ token_type: 'bearer', access_token: 'x' }), refresh),
    );
    const { call } = createTestClient();
    expect(isAxiosError(await rejectionOf(call('tasks.list'))) && status).toBe(500);
    status = 403;
    const forbidden = await rejectionOf(call('tasks.list'));
    expect(isAxiosError(forbidden) && forbidden.response?.status).toBe(403);
    expect(refresh.calls).toBe(0);
  });

  it('passes on network errors', async () => {
    server.use(http.get(TASKS, () => HttpResponse.error()));
    const { call, hooks } = createTestClient();
    const error = await rejectionOf(call('tasks.list'));
    expect(isAxiosError(error) && error.response).toBeUndefined();
    expect(hooks.onSignOut).not.toHaveBeenCalled();
  });
});

describe('an HttpOnly session cookie: the token out of script\'s reach', () => {
  // As the sandbox does: script sees only the anti-forgery cookie; the browser sends the HttpOnly
  // session cookie, which the server takes with the anti-forgery header.
  const signedIn = { netiq_idm_rbpm_acsrf: 'acsrf-1' };

  it('sends the first requests without Authorization but with the anti-forgery header, then the refreshed token from memory', async () => {
    const refresh = { calls: 0 };
    const seen: Array<[string | null, string | null]> = [];
    let cookieValid = true;
    server.use(
      http.all(TASKS, ({ request }) => {
        const authorization = request.headers.get('authorization');
        seen.push([authorization, request.headers.get('netiq_idm_rbpm_acsrf')]);
        const ok = authorization === 'bearer token-2' || (authorization === null && cookieValid);
        return ok ? HttpResponse.json({ ok: true }) : new HttpResponse(null, { status: 401 });
      }),
      refreshServlet(() => HttpResponse.json({ token_type: 'bearer', access_token: 'token-2' }), refresh),
    );
    const { call, jar, hooks, runtime } = createTestClient({ cookies: signedIn });

    await expect(call('tasks.list')).resolves.toMatchObject({ ok: true });
    expect(refresh.calls).toBe(0);
    cookieValid = false; // the cookie's access token expires
    // Three different pages: the same GET asked twice at once is sent once (api/sharedReads.ts).
    const answers = await Promise.all([1, 2, 3].map((fromIndex) => call('tasks.list', { fromIndex })));

    expect(answers).toEqual([1, 2, 3].map(() => expect.objectContaining({ ok: true })));
    expect(refresh.calls).toBe(1);
    expect(seen.slice(0, 4)).toEqual([1, 2, 3, 4].map(() => [null, 'acsrf-1']));
    expect(seen.slice(4)).toEqual([1, 2, 3].map(() => ['bearer token-2', 'acsrf-1']));
    expect(runtime.session.token?.accessToken).toBe('token-2');
    expect(jar.read()).not.toContain('token-2');
    expect(hooks.onLoginRequired).not.toHaveBeenCalled();
  });

  it('retries without a second refresh a late 401 for a request sent before the refresh', async () => {
    const refresh = { calls: 0 };
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.all(TASKS, async ({ request }) => {
        const authorization = request.headers.get('authorization');
        if (authorization === 'bearer token-2') return HttpResponse.json({ ok: true });
        if (new URL(request.url).searchParams.get('fromIndex') === '7') await held; // answered after the refresh
        return new HttpResponse(null, { status: 401 });
      }),
      refreshServlet(() => HttpResponse.json({ token_type: 'bearer', access_token: 'token-2' }), refresh),
    );
    const { call } = createTestClient({ cookies: signedIn });
    const late = call('tasks.list', { fromIndex: 7 });
    await call('tasks.list', { fromIndex: 1 });
    release();
    await expect(late).resolves.toMatchObject({ ok: true });
    expect(refresh.calls).toBe(1);
  });

  it('starts a new login when the refresh answers 489, and forgets the token', async () => {
    server.use(
      protectedEndpoint(TASKS, () => 'never-valid'),
      refreshServlet(() => new HttpResponse(null, { status: 489 }), { calls: 0 }),
    );
    const { call, hooks, runtime } = createTestClient({ cookies: signedIn });
    runtime.session.token = { tokenType: 'bearer', accessToken: 'token-1' };
    const error = await rejectionOf(call('tasks.list'));
    expect((error as SessionEndedError).reason).toBe('login');
    expect(hooks.onLoginRequired).toHaveBeenCalledTimes(1);
    expect(runtime.session.token).toBeUndefined();
  });
});
