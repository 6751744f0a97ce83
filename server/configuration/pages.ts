/**
 * The configuration pages saved whole (GET the settings, POST the changes): each page's field
 * rules and the checks across fields or against the store. A POST changes only the fields it
 * sends, and nothing when any of them is wrong.
 */
import { badRequest } from '../http/fault.ts';
import type { Db } from '../store/db.ts';
import type { FieldRules, Settings } from './fields.ts';
import { checkTemplates } from './references.ts';
import type { ConfigurationPage } from './store.ts';

export interface PageDefinition {
  page: ConfigurationPage;
  rules: FieldRules;
  /** Checks of the settings as they would be stored (`next`), given the changes. */
  check?: (db: Db, next: Settings, changes: Settings) => Promise<void> | void;
  /** Fields stored but never answered. */
  secret?: readonly string[];
}

const DAYS = { kind: 'integer', min: 0, max: 3650 } as const;
const TEXT = { kind: 'text' } as const;
const BOOLEAN = { kind: 'boolean' } as const;

export const DELEGATION: PageDefinition = {
  page: 'delegation',
  rules: { allRequests: BOOLEAN, delegateNotfTemplate: TEXT, delegationRetentionTime: DAYS, availabilityNotfTemplate: TEXT, availabilityRetentionTime: DAYS },
  check: (db, _next, changes) => checkTemplates(db, changes, ['delegateNotfTemplate', 'availabilityNotfTemplate']),
};

export const PROXY: PageDefinition = {
  page: 'proxy',
  rules: { proxyNotfTemplate: TEXT, proxyRetentionTime: DAYS },
  check: (db, _next, changes) => checkTemplates(db, changes, ['proxyNotfTemplate']),
};

/** The proxy and delegation synchronization and cleanup service; intervals in minutes, the date in ms. */
export const PROXY_SERVICE: PageDefinition = {
  page: 'proxyService',
  rules: {
    cleanupChoice: { kind: 'choice', values: ['interval', 'scheduled'] },
    cleanUpSeviceActivationInteval: { kind: 'integer', min: 1, max: 525_600 },
    syncServiceActivationInterval: { kind: 'integer', min: 1, max: 525_600 },
    scheduledCleanUpDate: { kind: 'integer', min: 0 },
  },
  check: (_db, next) => {
    if (next.cleanupChoice === 'scheduled' && !(typeof next.scheduledCleanUpDate === 'number' && next.scheduledCleanUpDate > 0)) {
      throw badRequest('scheduledCleanUpDate: a scheduled cleanup needs its date');
    }
  },
};

export const CPRS: PageDefinition = {
  page: 'cprs',
  rules: { enableCprs: BOOLEAN, cleanupTimeInDays: { kind: 'integer', min: 1, max: 3650 }, pollingInterval: { kind: 'integer', min: 1, max: 1440 } },
};

const URL_PATTERN = /^https?:\/\/[^\s/]+/;

/** Identity Governance: the admin password is kept and never answered; an empty one keeps the stored. */
export const IG: PageDefinition = {
  page: 'ig',
  rules: { host: TEXT, adminUserName: TEXT, adminPassword: TEXT, showIgApprovals: BOOLEAN, showIgRequestCatalog: BOOLEAN },
  secret: ['adminPassword'],
  check: (_db, next) => {
    const host = typeof next.host === 'string' ? next.host : '';
    if (host !== '' && !URL_PATTERN.test(host)) throw badRequest(`host: "${host}" is not an http or https address`);
    if ((next.showIgApprovals === true || next.showIgRequestCatalog === true) && host === '') throw badRequest('host: Identity Governance needs its address to show approvals or the request catalogue');
  },
};

const count = (min: number) => ({ kind: 'integer', min, max: 1_000_000 }) as const;

export const ENGINE_CONFIGURATION: PageDefinition = {
  page: 'engineConfiguration',
  rules: {
    minPoolSize: count(1), maxPoolSize: count(1), initialPoolSize: count(1), keepAliveTime: count(0),
    userActivityTimeout: count(0), completedProcessTimeout: count(0), webServiceActivityTimeout: count(0), pendingInterval: count(1),
    cleanupInterval: count(1), retryQueueInterval: count(1), maxShutdownTime: count(0), enableEmailNotification: BOOLEAN,
    processCacheInitialCapacity: count(1), processCacheMaxCapacity: count(1), processCacheLoadFactor: { kind: 'fraction', above: 0, max: 1 },
    heartbeatInterval: count(1), heartbeatFactor: count(1),
  },
  check: (_db, next) => {
    const n = next as Record<string, number>;
    if (!(n.minPoolSize! <= n.initialPoolSize! && n.initialPoolSize! <= n.maxPoolSize!)) throw badRequest('initialPoolSize: between minPoolSize and maxPoolSize');
    if (n.processCacheInitialCapacity! > n.processCacheMaxCapacity!) throw badRequest('processCacheInitialCapacity: at most processCacheMaxCapacity');
  },
};

/** The settings as answered: without the secret fields. */
export function shown(definition: PageDefinition, settings: Settings): Settings {
  const answer = { ...settings };
  for (const key of definition.secret ?? []) delete answer[key];
  return answer;
}
