// The level of com.netiq.idm.rest is the sandbox's own request log: set on Fastify's logger, it
// decides whether the next requests' lines are written.
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../store/db.ts';
import { applySandboxLogLevel, loggerLevelOf, logLevelOf } from './sandbox-logger.ts';

/** A store whose only row is the sandbox package at the given level. */
const storeAt = (logLevel: number, configured = 1) => ({ get: async () => ({ log_level: logLevel, configured }) }) as unknown as Db;

function appWithLog() {
  const lines: string[] = [];
  const stream = new Writable({ write(chunk, _encoding, done) { lines.push(String(chunk)); done(); } });
  const app = Fastify({ logger: { level: 'info', stream } });
  app.get('/ping', async () => 'pong');
  return { app, lines };
}

describe('the sandbox log level', () => {
  it('maps log4j levels to the logger and back', () => {
    expect(loggerLevelOf(30000)).toBe('warn');
    expect(logLevelOf('debug')).toBe(10000);
    expect(loggerLevelOf(7)).toBeUndefined();
  });

  it('WARN silences the request lines of the next requests, INFO brings them back', async () => {
    const { app, lines } = appWithLog();
    await app.inject('/ping');
    expect(lines.some((line) => line.includes('request completed'))).toBe(true);

    lines.length = 0;
    await applySandboxLogLevel(storeAt(30000), app.log);
    await app.inject('/ping');
    expect(lines.filter((line) => line.includes('request completed'))).toEqual([]);

    await applySandboxLogLevel(storeAt(20000), app.log);
    await app.inject('/ping');
    expect(lines.some((line) => line.includes('request completed'))).toBe(true);
    await app.close();
  });

  it('a package that is not configured leaves the level alone', async () => {
    const { app } = appWithLog();
    await applySandboxLogLevel(storeAt(50000, 0), app.log);
    expect(app.log.level).toBe('info');
    await app.close();
  });
});
