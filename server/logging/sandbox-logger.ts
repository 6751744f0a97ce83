// The logging levels take effect on the sandbox's own log: the package com.netiq.idm.rest (the
// REST services) is the sandbox's HTTP log, Fastify's logger. Its level is applied when the server
// starts and whenever an administrator changes it; request loggers are made per request from this
// logger, so the next request already logs at the new level.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../store/db.ts';

/** The logger package whose level is the sandbox's own log level. */
export const SANDBOX_LOG_PACKAGE = 'com.netiq.idm.rest';

/** log4j level numbers (the contract's logLevel) and the logger's names for them. */
const LOGGER_LEVELS: ReadonlyArray<readonly [number, string]> = [
  [5000, 'trace'], [10000, 'debug'], [20000, 'info'], [30000, 'warn'], [40000, 'error'], [50000, 'fatal'],
];

export const loggerLevelOf = (logLevel: number): string | undefined => LOGGER_LEVELS.find(([n]) => n === logLevel)?.[1];
export const logLevelOf = (loggerLevel: string): number | undefined => LOGGER_LEVELS.find(([, name]) => name === loggerLevel)?.[0];

/** Sets the logger's level from the stored level of the sandbox's package. */
export async function applySandboxLogLevel(db: Db, log: FastifyBaseLogger): Promise<void> {
  const row = await db.get<{ log_level: number; configured: number }>(
    'SELECT log_level, configured FROM log_configurations WHERE package_name = ?', [SANDBOX_LOG_PACKAGE],
  );
  const level = row && row.configured === 1 ? loggerLevelOf(row.log_level) : undefined;
  if (level) log.level = level;
}
