// The shell's start as the server sees it: every request made from the start to the first screen's
// guard check, counted against the msw handlers. The start-up calls go out side by side (one wave
// once the context is in), and no URL is asked twice (the navigation rights of the route default
// and of the first guard check are one question; the bell's and uploaded texts' reads are fetched
// once, ahead).
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestClient } from '../api/testing/testClient.ts';
import { App } from './App.tsx';
import { forgetStartupRights } from './routing/firstScreen.ts';
import { englishI18n, startHandlers, testContext } from './testing/shellTestKit.tsx';

interface Seen { key: string; start: number; end?: number; wave?: number }

const server = setupServer();
let clock = 0;
const seen = new Map<string, Seen>();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request, requestId }) => {
    seen.set(requestId, { key: `${request.method} ${request.url}`, start: clock++ });
  });
  server.events.on('request:end', ({ requestId }) => {
    const entry = seen.get(requestId);
    if (entry) entry.end = clock++;
  });
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  seen.clear();
  forgetStartupRights();
  window.location.hash = '';
});
afterAll(() => server.close());

/** A request's wave: one more than the highest wave of the requests that had ended before it started. */
function waves(requests: Seen[]): Seen[] {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  for (const request of sorted) {
    const before = sorted.filter((other) => other.end !== undefined && other.end < request.start);
    request.wave = 1 + Math.max(0, ...before.map((other) => other.wave ?? 0));
  }
  return sorted;
}

const path = (key: string) => key.replace(/^(\S+) https?:\/\/[^/]+/, '$1 ');

describe('the shell start, request by request', () => {
  it('asks every start-up call once, side by side, and the first screen asks no rights of its own', async () => {
    server.use(
      // Every answer takes a while, so that calls made one after another cannot overlap.
      http.all('*', async () => {
        await delay(30);
      }),
      ...startHandlers(),
      // The first screen's own calls (the dashboard) are not the shell's: answered empty.
      http.all('*', () => HttpResponse.json({})),
    );
    const client = createTestClient();
    render(
      <App
        i18n={englishI18n()}
        deps={{
          base: '/idmdash/',
          loadContext: async () => testContext,
          call: client.call,
          prefetch: client.prefetch,
          fetchStatic: async () => new Response('', { status: 404 }),
          addStyleSheet: () => undefined,
        }}
      />,
    );
    await screen.findByRole('banner');
    await waitFor(() => expect(window.location.hash).toBe('#/dashboard'));
    await waitFor(() => expect([...seen.values()].every((entry) => entry.end !== undefined)).toBe(true));

    const requests = waves([...seen.values()]);
    const keys = requests.map((entry) => path(entry.key));
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);

    const startUp = [
      'GET /IDMProv/rest/access/supportedlocales',
      'GET /IDMProv/rest/access/ulp/l10n',
      'GET /IDMProv/rest/access/ulp/l10n/list',
      'GET /IDMProv/rest/admin/display/settings/general',
      'POST /IDMProv/rest/access/info/user/navigationmenu',
      'GET /IDMProv/rest/access/info/user/rights',
      'GET /IDMProv/rest/access/users/userDefaults?clientId=1',
      'GET /IDMProv/rest/access/config/clients/1',
      'GET /IDMProv/rest/access/notifyService?client=1',
      'POST /IDMProv/rest/access/info/user/navigationrights',
    ];
    const wavesOf = Object.fromEntries(requests.filter((entry) => startUp.includes(path(entry.key))).map((entry) => [path(entry.key), entry.wave]));
    expect(wavesOf).toEqual(Object.fromEntries(startUp.map((key) => [key, 1])));
  });
});
