import type { CallName } from '../../api/index.ts';

// The named calls of the API catalogue (api/calls/*.json) that the shell makes. Kept in one
// place so that a rename in the catalogue is a one-line change here.
export const SHELL_CALLS = {
  supportedLocales: 'locales.supported',
  userLocale: 'locales.user',
  defaultLocale: 'locales.default',
  localeSettings: 'landing.locales',
  savePreferredLocale: 'landing.listLocales',
  localeList: 'locales.data',
  localeFile: 'landing.localeFile',
  displaySettings: 'displaySettings.general',
  navigationMenu: 'navigation.menu',
  navigationRights: 'navigation.rights',
  userRights: 'user.rights',
  loggedInUser: 'user.defaults',
  clientSettings: 'config.client',
  proxyFor: 'proxy.for',
  notifications: 'notifications.header',
  taskBadge: 'tasks.badge',
  liveTicket: 'live.eventsTicket',
} as const satisfies Record<string, CallName>;
