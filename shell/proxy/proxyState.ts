// Proxy mode: the user acts for another user. The proxied user is kept in session storage so that
// a reload stays in proxy mode, while a new tab or a new sign-in starts without it.
export const PROXY_STORAGE_KEY = 'idm.proxyUser';

export interface ProxiedUser {
  dn: string;
  fullName: string;
}

export function readProxiedUser(storage: Storage = sessionStorage): ProxiedUser | undefined {
  try {
    const value = JSON.parse(storage.getItem(PROXY_STORAGE_KEY) ?? 'null') as ProxiedUser | null;
    return value && typeof value.dn === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

export function storeProxiedUser(user: ProxiedUser | undefined, storage: Storage = sessionStorage): void {
  if (user) storage.setItem(PROXY_STORAGE_KEY, JSON.stringify(user));
  else storage.removeItem(PROXY_STORAGE_KEY);
}
