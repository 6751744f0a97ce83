// 498: the password must be changed. The password-change page is shown in a full-screen frame (one
// frame however many requests meet the 498), then each request is replayed once.
import type { AxiosError, AxiosResponse } from 'axios';
import type { ApiRuntime } from '../runtimeTypes.ts';
import { flagsOf } from './flags.ts';

export const PASSWORD_CHANGE_STATUS = 498;

function passwordChangeShown(runtime: ApiRuntime): Promise<void> {
  const session = runtime.session;
  if (!session.passwordChange) {
    const shown = Promise.resolve()
      .then(() => runtime.options.showPasswordChange())
      .finally(() => {
        if (session.passwordChange === shown) session.passwordChange = undefined;
      });
    session.passwordChange = shown;
  }
  return session.passwordChange;
}

export async function handlePasswordChange(runtime: ApiRuntime, error: AxiosError): Promise<AxiosResponse> {
  const config = error.config!;
  const flags = flagsOf(config);
  if (flags.replayedAfterPasswordChange) throw error;
  try {
    await passwordChangeShown(runtime);
  } catch {
    throw error;
  }
  return runtime.http.request({ ...config, idmSession: { ...flags, replayedAfterPasswordChange: true } });
}
