// A fresh API client for a test: its own axios instance, cookie jar and recorded session hooks,
// talking to an msw server at TEST_ORIGIN.
import { vi } from 'vitest';
import { createCall, createPrefetch } from '../call.ts';
import type { ContextConfig } from '../context.ts';
import { createApiRuntime } from '../runtime.ts';
import type { ApiOptions } from '../runtimeTypes.ts';
import { CookieJar } from './cookieJar.ts';
import { createSharedReads } from '../sharedReads.ts';

export const TEST_ORIGIN = 'http://idm.test';
export const TEST_BASE = `${TEST_ORIGIN}/IDMProv`;

export const testContext: ContextConfig = {
  context: 'IDMProv',
  Authorize: `${TEST_ORIGIN}/osp/a/idm/auth/oauth2/auth`,
  Logout: `${TEST_ORIGIN}/osp/a/idm/auth/app/logout`,
  RRAClientID: 'rbpmrest',
  RRARedirectUrl: `${TEST_ORIGIN}/IDMProv/oauth`,
  SSPRRedirectUrl: `${TEST_ORIGIN}/sspr/private/changepassword`,
  sessionTimeOut: 1800,
  extendSession: `${TEST_ORIGIN}/IDMProv/extendSession`,
};

/** `cookies` are the jar's starting cookies (default: a session with token-1 and an anti-forgery value). */
export function createTestClient({ cookies, ...options }: { cookies?: Record<string, string> } & Partial<Omit<ApiOptions, 'cookies'>> = {}) {
  const jar = new CookieJar(cookies ?? { MFSSO_Admin_Spiffy_Session: 'bearer,token-1', netiq_idm_rbpm_acsrf: 'acsrf-1' });
  const hooks = {
    onSignOut: vi.fn<() => void>(),
    onLoginRequired: vi.fn<() => void>(),
    showPasswordChange: vi.fn<() => Promise<void>>(() => Promise.resolve()),
  };
  const runtime = createApiRuntime({ context: testContext, origin: TEST_ORIGIN, cookies: jar, ...hooks, ...options });
  const shared = createSharedReads();
  return { runtime, jar, hooks, call: createCall(runtime, shared), prefetch: createPrefetch(runtime, shared) };
}
