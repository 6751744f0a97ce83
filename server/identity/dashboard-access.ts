/**
 * What a user may do with the dashboard, from the client's dashboardAccess settings: which cards
 * they see, whether they set the global cards, and where #/default leads (areaDefault).
 */
import type { Power } from '../auth/principal.ts';
import type { Db } from '../store/db.ts';
import { loadSettingsClient, type SettingsClient } from './client-settings.ts';

/** The pages an areaDefault may name, with the name the unauthorized modal shows. */
const AREA_DEFAULTS: Readonly<Record<string, string>> = { dashboard: 'Dashboard', landing: 'Landing page' };

/** Whether a setting opens to the powers: a list of powers (or 'everyone'), or simply true or false. */
const opens = (audience: unknown, powers: ReadonlySet<Power>): boolean =>
  audience === true || (Array.isArray(audience) && audience.some((who) => who === 'everyone' || powers.has(who as Power)));

const dashboardSettings = (client: SettingsClient): Map<string, unknown> =>
  new Map(client.config.dashboardAccess.map((entry) => [entry.key, entry.value]));

export async function dashboardAccess(db: Db, powers: ReadonlySet<Power>, clientId?: string) {
  const settings = dashboardSettings(await loadSettingsClient(db, clientId));
  const widgets = (settings.get('widgets') ?? {}) as Record<string, unknown>;
  return {
    dashboardWidgetsAccess: Object.fromEntries(Object.entries(widgets).map(([id, audience]) => [id, opens(audience, powers)])),
    globalDashboard: opens(settings.get('globalDashboard'), powers),
    // Administrators always arrange their own dashboard; the setting says who else may.
    editDashboard: powers.has('domainAdmin') || opens(settings.get('editDashboard'), powers),
  };
}

/** Where #/default leads for the client (its settings read by the caller, with the page access). */
export function areaDefault(client: SettingsClient): { key: string; displayName: string } {
  const key = String(dashboardSettings(client).get('areaDefault') ?? 'dashboard');
  return AREA_DEFAULTS[key] ? { key, displayName: AREA_DEFAULTS[key] } : { key: 'dashboard', displayName: AREA_DEFAULTS.dashboard! };
}
