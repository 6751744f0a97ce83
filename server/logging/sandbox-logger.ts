// The logging levels take effect on the sandbox's own log: the package com.netiq.idm.rest (the
// REST services) is the sandbox's HTTP log, Fastify's logger. The server starts it at its own
// level (IDM_LOG_LEVEL), which the package then shows, and applies the package's level whenever an
// administrator changes it; request loggers are made per request from this logger, so the next
// request already logs at the new level.
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

/**
 * At start the log runs at the level the server was started with (IDM_LOG_LEVEL); the stored level
 * of the sandbox's package is set to it, so that the logging list shows the level the log really
 * runs at. A log without a log4j level (silent, the tests' default) leaves the stored level alone.
 */
export async function recordSandboxLogLevel(db: Db, log: FastifyBaseLogger): Promise<void> {
  const level = logLevelOf(log.level);
  if (level === undefined) return;
  await db.run('UPDATE log_configurations SET log_level = ? WHERE package_name = ? AND configured = 1', [level, SANDBOX_LOG_PACKAGE]);
}
