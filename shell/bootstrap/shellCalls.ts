// The named calls of the API catalogue (api/calls/*.json) that the shell makes. Kept in one
// place so that a rename in the catalogue is a one-line change here.
export const SHELL_CALLS = {
  supportedLocales: 'locales.supported',
  userLocale: 'locales.user',
  defaultLocale: 'locales.default',
  displaySettings: 'settings.general',
  navigationMenu: 'navigation.menu',
  navigationRights: 'navigation.rights',
  userRights: 'user.rights',
  loggedInUser: 'user.defaults',
  brandingSettings: 'config.branding',
  helpdeskSettings: 'config.helpdesk',
  customSettings: 'config.custom',
  proxyForUsers: 'proxy.forUsers',
  notifications: 'notifications.header',
  taskBadge: 'tasks.badge',
} as const;
