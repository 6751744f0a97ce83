// Options of startServer() and how the environment fills them (npm start, the crash-test child).
import type { SignInLimits } from './auth/sign-in-guard.ts';

/** Levels of the server's log (pino's names). */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type SeedScale = 'default' | 'large';

export interface ServerOptions {
  /** 0 = a free port. Default 8180. */
  port?: number;
  /** Default 127.0.0.1 (loopback only). */
  host?: string;
  /** The data folder (SQLite file, signing key). Created when missing. */
  dataDir: string;
  seedScale?: SeedScale;
  /** Access-token lifetime in seconds (IDM_TOKEN_TTL). Default 300. */
  tokenTtl?: number;
  /** The context's sessionTimeOut in seconds (IDM_SESSION_TIMEOUT). Default 1800. */
  sessionTimeout?: number;
  /** Delete the data folder's contents and seed again. */
  reset?: boolean;
  /** The built console served under /idmdash/. Default dist/. */
  consoleDir?: string;
  /** Lockout after failed sign-ins and the per-address limit (IDM_LOCKOUT_FAILURES, IDM_LOCKOUT_MINUTES, IDM_SIGNIN_ADDRESS_LIMIT, IDM_SIGNIN_ADDRESS_GRANTS). */
  signInLimits?: Partial<SignInLimits>;
  /** Further origins the server is reached at (IDM_PUBLIC_ORIGINS, comma-separated), e.g. behind a proxy. */
  publicOrigins?: string[];
  /** Log every request (pino, info level) to stdout. Default false. */
  logger?: boolean;
  /** The level of the server's log; failures (5xx) are logged at error. Default silent, or info with logger. */
  logLevel?: LogLevel;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: { write(line: string): void };
}

export const DEFAULT_PORT = 8180;
/** `npm start` logs failures (every 5xx, with its request id) but not every request. */
export const DEFAULT_LOG_LEVEL: LogLevel = 'warn';
export const DEFAULT_TOKEN_TTL = 300;
export const DEFAULT_SESSION_TIMEOUT = 1800;
/** Refresh tokens and SSO sessions end after this many seconds even when used. */
export const REFRESH_TOKEN_LIFETIME = 12 * 60 * 60;
/** Authorization codes are exchanged within seconds of being issued. */
export const AUTHORIZATION_CODE_LIFETIME = 60;

function positiveInteger(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return number;
}

/** Reads PORT, IDM_DATA_DIR, IDM_SEED_SCALE, IDM_TOKEN_TTL, IDM_SESSION_TIMEOUT, IDM_LOG_LEVEL, IDM_LOCKOUT_*, IDM_SIGNIN_ADDRESS_LIMIT, IDM_PUBLIC_ORIGINS. */
export function optionsFromEnvironment(env: NodeJS.ProcessEnv): ServerOptions {
  const seedScale = env.IDM_SEED_SCALE || 'default';
  if (seedScale !== 'default' && seedScale !== 'large') {
    throw new Error(`IDM_SEED_SCALE must be "default" or "large", got "${seedScale}"`);
  }
  const logLevel = env.IDM_LOG_LEVEL || DEFAULT_LOG_LEVEL;
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new Error(`IDM_LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }
  return {
    logLevel: logLevel as LogLevel,
    port: positiveInteger('PORT', env.PORT) ?? DEFAULT_PORT,
    dataDir: env.IDM_DATA_DIR || '.data',
    seedScale,
    tokenTtl: positiveInteger('IDM_TOKEN_TTL', env.IDM_TOKEN_TTL),
    sessionTimeout: positiveInteger('IDM_SESSION_TIMEOUT', env.IDM_SESSION_TIMEOUT),
    signInLimits: {
      maxFailures: positiveInteger('IDM_LOCKOUT_FAILURES', env.IDM_LOCKOUT_FAILURES),
      lockMinutes: positiveInteger('IDM_LOCKOUT_MINUTES', env.IDM_LOCKOUT_MINUTES),
      addressFailuresPerMinute: positiveInteger('IDM_SIGNIN_ADDRESS_LIMIT', env.IDM_SIGNIN_ADDRESS_LIMIT),
      addressSignInsPerMinute: positiveInteger('IDM_SIGNIN_ADDRESS_GRANTS', env.IDM_SIGNIN_ADDRESS_GRANTS),
    },
    publicOrigins: env.IDM_PUBLIC_ORIGINS ? env.IDM_PUBLIC_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean) : undefined,
  };
}
