// Shapes the shell reads from the server at start: locales, menu, rights, user, client settings,
// display settings, build info.
// Every field is optional: the shell tolerates a server that leaves one out.
import type { ContextConfig } from '../../api/index.ts';

export interface SupportedLocale {
  locale: string;
  localeDisplayName?: string;
}

export interface MenuItem {
  mapName?: string;
  menuName?: string;
  menuOrder?: number | string;
  /** The link: a console route ("#/tasks", "/idmdash/#/tasks") or an external URL. */
  context?: string;
  subMenuList?: MenuItem[];
}

export interface UserRights {
  clientId?: string;
  clientName?: string;
  proxyFor?: boolean;
  isAdmin?: boolean;
  isRoleAdmin?: boolean;
}

export interface LoggedInUser {
  dn?: string;
  fullName?: string;
  image?: string;
  helpdeskDetails?: HelpdeskDetails;
}

export interface HelpdeskDetails {
  helpdeskName?: string;
  emailAddress?: string;
  contactNumber?: string | string[];
  image?: string;
}

/** A text per locale ("en", "de" ...), optionally with a link. */
export type LocalizedText = Record<string, string>;

export interface FooterLink {
  name?: string | LocalizedText;
  link?: string;
  url?: string;
}

export interface Branding {
  title?: LocalizedText;
  image?: string;
  enableFooter?: boolean;
  footerLink?: FooterLink[];
  contactInfo?: string | LocalizedText;
}

export interface HelpdeskSettings extends HelpdeskDetails {
  showInfooter?: boolean;
  showInMenu?: boolean;
}

export interface CustomSettings {
  messageTime?: number | string;
  /** The attributes the advanced search offers, separated by commas: 'FirstName,LastName,Email'. */
  searchLookup?: string;
  newRequestDefaultSortByOption?: string;
  /** Which permission types users may search for a request: { key: role | resource | prd, value }. */
  viewPermission?: { key?: string; value?: unknown }[];
}

export interface DisplaySettings {
  defaultRowsPerPage?: number;
  optionsRowsPerPage?: string;
  newRequestDefaultSortByOption?: string;
}

export interface BuildInfo {
  version?: string;
  date?: string;
  revision?: { number?: string };
}

export interface ShellLoadError {
  /** Which step failed ("menu", "settings" ...). */
  step: string;
  message: string;
}

export interface ShellData {
  context: ContextConfig;
  locale: string;
  supportedLocales: SupportedLocale[];
  displaySettings?: DisplaySettings;
  menu?: MenuItem[];
  userRights?: UserRights;
  user?: LoggedInUser;
  branding?: Branding;
  helpdesk?: HelpdeskSettings;
  custom?: CustomSettings;
  proxyFor: boolean;
  buildInfo?: BuildInfo;
  clientId: string;
  errors: ShellLoadError[];
}
