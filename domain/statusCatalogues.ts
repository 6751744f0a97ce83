// The status catalogues (request and process states, record status, request operations) as pure
// tables: a code becomes a translation key (and, for request states, an icon group). Node-safe, no
// React: the cells and tests share it.

/** The icon groups a request state is drawn with. */
export type IconGroup = 'running' | 'completed-approved' | 'completed' | 'canceled' | 'error' | 'denied';

export const ICON_GROUPS: readonly IconGroup[] = ['running', 'completed-approved', 'completed', 'canceled', 'error', 'denied'];

export type RequestCatalogue = 'role' | 'resource';

// Which group a state falls in is not in the spec: a request still moving is running; approved and
// provisioned (or provision succeeded) are completed-approved; cleanup is completed (the request's
// work is over without a grant to show); retracted is canceled; the error states are error; denial
// (SoD exception denied included) is denied.
const ROLE_REQUEST_STATES: Record<string, IconGroup> = {
  '0': 'running',
  '2': 'running',
  '3': 'running',
  '5': 'running',
  '10': 'running',
  '12': 'running',
  '13': 'running',
  '15': 'running',
  '20': 'completed-approved',
  '25': 'running',
  '30': 'running',
  '50': 'completed-approved',
  '70': 'running',
  '75': 'canceled',
  '80': 'error',
  '90': 'denied',
  '95': 'denied',
  '100': 'completed',
};

const RESOURCE_REQUEST_STATES: Record<string, IconGroup> = {
  '0': 'running',
  '12': 'running',
  '13': 'running',
  '15': 'running',
  '20': 'completed-approved',
  '26': 'running',
  '27': 'running',
  '28': 'running',
  '29': 'completed-approved',
  '30': 'running',
  '50': 'completed-approved',
  '70': 'running',
  '75': 'canceled',
  '80': 'error',
  '95': 'denied',
  '96': 'error',
  '100': 'completed',
};

// Provisioning request definitions (workflows): 0 Processing, 1 Denied, 2 Approved, 3 Retracted,
// 4 Error, 5 Refused; refused is a denial by the addressee, so it is drawn as denied.
const PRD_REQUEST_STATES: Record<string, IconGroup> = {
  '0': 'running',
  '1': 'denied',
  '2': 'completed-approved',
  '3': 'canceled',
  '4': 'error',
  '5': 'denied',
};

/** The catalogues of request states: roles, resources and provisioning request definitions. */
export type RequestStateCatalogue = RequestCatalogue | 'prd';

const REQUEST_STATES: Record<RequestStateCatalogue, Record<string, IconGroup>> = { role: ROLE_REQUEST_STATES, resource: RESOURCE_REQUEST_STATES, prd: PRD_REQUEST_STATES };

/** Process states: 0 Running, 1 Stopped, 2 Terminated, 3 Completed. */
const PROCESS_STATES = ['0', '1', '2', '3'];

/** Role and resource record status: 50 Created, 15 Pending Delete. */
const RECORD_STATUSES = ['50', '15'];

/** Request operations: resource 10/15; role 10/15 user, 20/25 role, 30/35 group, 40, 41, 45 container. */
const REQUEST_OPERATIONS: Record<RequestCatalogue, string[]> = {
  role: ['10', '15', '20', '25', '30', '35', '40', '41', '45'],
  resource: ['10', '15'],
};

export interface StatusEntry {
  /** Translation key of the state's name. */
  key: string;
  group?: IconGroup;
  /** The values the key's text takes (the code of an unknown state). */
  values?: Record<string, string>;
}

/** The translation key of a request state no catalogue knows: "Unknown (27)". */
export const UNKNOWN_REQUEST_STATE_KEY = 'widgets.requestState.unknown';

/** The code as the tables hold it: numbers and numeric strings alike ('050' is not a code). */
const codeOf = (value: unknown): string | undefined => (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '') ? String(value).trim() : undefined);

export const isRequestCatalogue = (value: unknown): value is RequestCatalogue => value === 'role' || value === 'resource';

/** A request-state catalogue's name in any case ('PRD', 'role'), or undefined. */
export function requestStateCatalogue(value: unknown): RequestStateCatalogue | undefined {
  const name = typeof value === 'string' ? value.toLowerCase() : undefined;
  return name === 'role' || name === 'resource' || name === 'prd' ? name : undefined;
}

/** A role, resource or PRD request state, or undefined for a code outside the catalogue. */
export function requestState(catalogue: RequestStateCatalogue, value: unknown): StatusEntry | undefined {
  const code = codeOf(value);
  const group = code === undefined ? undefined : REQUEST_STATES[catalogue][code];
  return group && code !== undefined ? { key: `widgets.requestState.${catalogue}.${code}`, group } : undefined;
}

/**
 * The status of a request as every page shows it (dashboard, history and its detail, the role and
 * resource request-status tabs, exports): the catalogue is the request's own type (its entityType:
 * role, resource or prd), else `fallback` (a list of one type, e.g. a role's request-status tab),
 * else role. A code that catalogue does not know is "Unknown (code)", never a bare number; no code
 * at all is undefined (nothing to show).
 */
export function requestStatus(type: unknown, value: unknown, fallback?: RequestStateCatalogue): StatusEntry | undefined {
  const code = codeOf(value);
  if (code === undefined) return undefined;
  return requestState(requestStateCatalogue(type) ?? fallback ?? 'role', code) ?? { key: UNKNOWN_REQUEST_STATE_KEY, values: { code } };
}

export function processState(value: unknown): StatusEntry | undefined {
  const code = codeOf(value);
  return code !== undefined && PROCESS_STATES.includes(code) ? { key: `widgets.processState.${code}` } : undefined;
}

export function recordStatus(value: unknown): StatusEntry | undefined {
  const code = codeOf(value);
  return code !== undefined && RECORD_STATUSES.includes(code) ? { key: `widgets.recordStatus.${code}` } : undefined;
}

export function requestOperation(catalogue: RequestCatalogue, value: unknown): StatusEntry | undefined {
  const code = codeOf(value);
  return code !== undefined && REQUEST_OPERATIONS[catalogue].includes(code) ? { key: `widgets.requestOperation.${catalogue}.${code}` } : undefined;
}

/** Every translation key the catalogues may produce (the locale test checks each exists). */
export function catalogueKeys(): string[] {
  return [
    ...(['role', 'resource', 'prd'] as const).flatMap((c) => Object.keys(REQUEST_STATES[c]).map((code) => `widgets.requestState.${c}.${code}`)),
    ...PROCESS_STATES.map((code) => `widgets.processState.${code}`),
    ...RECORD_STATUSES.map((code) => `widgets.recordStatus.${code}`),
    ...(['role', 'resource'] as const).flatMap((c) => REQUEST_OPERATIONS[c].map((code) => `widgets.requestOperation.${c}.${code}`)),
    ...ICON_GROUPS.map((group) => `widgets.iconGroup.${group}`),
    UNKNOWN_REQUEST_STATE_KEY,
  ];
}

