// A page with the API client and nothing else, served by the sandbox server in place of the console
// (tests/browser/api-session.e2e.ts). It loads the context, makes one call (which, without a
// session, starts the login and comes back here), then exposes call() to the test.
import { call, loadContext } from '../../../../api/index.ts';

export type UntypedCall = (name: string, params?: Record<string, unknown>, body?: unknown) => Promise<unknown>;

declare global {
  interface Window {
    apiHarness?: { call: UntypedCall };
  }
}

async function start(): Promise<void> {
  const status = document.getElementById('status')!;
  try {
    await loadContext();
    await call('info.version');
    window.apiHarness = { call: call as unknown as UntypedCall };
    status.textContent = 'Ready';
    document.body.dataset.ready = 'true';
  } catch (error) {
    status.textContent = `Failed: ${String(error)}`;
  }
}

void start();
