// 400 with error invalid_grant: the grant behind the session is gone; the user is signed out.
import type { AxiosError } from 'axios';

export function isInvalidGrant(error: AxiosError): boolean {
  if (error.response?.status !== 400) return false;
  const data = error.response.data as { error?: unknown } | string | undefined;
  if (typeof data === 'string') {
    try {
      return (JSON.parse(data) as { error?: unknown }).error === 'invalid_grant';
    } catch {
      return false;
    }
  }
  return data?.error === 'invalid_grant';
}
