import type { FastifyPluginAsync } from 'fastify';
import { badRequest } from '../http/fault.ts';
import { likePattern, nextIndexAfter, pageRequest } from '../http/paging.ts';
import type { Db } from '../store/db.ts';
import { mergeAuditConfiguration, readAuditConfiguration, saveAuditConfiguration } from '../logging/audit.ts';
import { applySandboxLogLevel, logLevelOf, recordSandboxLogLevel } from '../logging/sandbox-logger.ts';

// Administration > Logging: the server's logger packages and their levels, and the audit (CEF)
// destination. The whole /admin area needs the domainAdmin power (checked by the authentication
// hook). The level of com.netiq.idm.rest is the sandbox's own log level (logging/sandbox-logger.ts).

/** log4j levels, by number (the contract's logLevel). */
export const LOG_LEVELS: Readonly<Record<number, string>> = {
  5000: 'TRACE',
  10000: 'DEBUG',
  20000: 'INFO',
  30000: 'WARN',
  40000: 'ERROR',
  50000: 'FATAL',
};

interface LogRow {
  package_name: string;
  description: string;
  log_level: number;
  additivity: number;
  configured: number;
}

const SORT_COLUMNS: Record<string, string> = {
  logName: 'package_name',
  packageName: 'package_name',
  logLevel: 'log_level',
};

const listQuery = {
  type: 'object',
  properties: {
    nextIndex: { type: 'string' },
    pageSize: { type: 'string' },
    q: { type: 'string' },
    sortBy: { type: 'string', enum: Object.keys(SORT_COLUMNS) },
    sortOrder: { type: 'string', enum: ['asc', 'desc', 'ASC', 'DESC'] },
    fetchLogConfigs: { type: 'string', enum: ['true', 'false'] },
    fetchAuditConfigs: { type: 'string', enum: ['true', 'false'] },
  },
} as const;

const updateBody = {
  type: 'object',
  required: ['logConfigurations'],
  properties: {
    logConfigurations: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['packageConfigured', 'logLevel'],
        properties: {
          packageConfigured: {
            type: 'object',
            required: ['packageName'],
            properties: { packageName: { type: 'string', minLength: 1 }, packageDescription: { type: 'string' } },
          },
          logLevel: { type: 'integer' },
          logAdditivity: { type: 'boolean' },
        },
      },
    },
    persist: { type: 'boolean' },
  },
} as const;

interface UpdateBody {
  logConfigurations: Array<{ packageConfigured: { packageName: string }; logLevel: number; logAdditivity?: boolean }>;
}

const toLogNode = (row: LogRow) => ({
  packageConfigured: { packageName: row.package_name, packageDescription: row.description },
  logLevel: row.log_level,
  logAdditivity: row.additivity === 1,
});

/** A page of the configured packages, or of every package (the ones an administrator may add). */
async function listPage(db: Db, query: Record<string, string | undefined>, which: 'configured' | 'all') {
  const page = pageRequest({ nextIndex: query.nextIndex, size: query.pageSize, q: query.q });
  // Package names are dotted paths: the search finds the text anywhere in the name.
  const pattern = `%${likePattern(page.q)}`;
  const column = SORT_COLUMNS[query.sortBy ?? 'logName'] ?? 'package_name';
  const order = query.sortOrder?.toLowerCase() === 'desc' ? 'DESC' : 'ASC';
  const where = `WHERE package_name LIKE ? ESCAPE '\\'${which === 'configured' ? ' AND configured = 1' : ''}`;
  const total = (await db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM log_configurations ${where}`, [pattern]))?.n ?? 0;
  const rows = await db.all<LogRow>(
    `SELECT package_name, description, log_level, additivity, configured FROM log_configurations ${where}
     ORDER BY ${column} ${order}, package_name ASC LIMIT ? OFFSET ?`,
    [pattern, page.size, page.offset],
  );
  return { page, total, rows };
}

const auditBody = {
  type: 'object',
  properties: {
    enableCEF: {},
    cefConfigs: { type: 'object' },
  },
} as const;

const loggingRoutes: FastifyPluginAsync = async (app) => {
  // The log starts at the level the server was started with (IDM_LOG_LEVEL), and the REST
  // services' package says so; an administrator's change of that level below takes effect at once.
  const { db } = app.platform;
  await recordSandboxLogLevel(db, app.log);

  app.get('/admin/logging/list', { schema: { querystring: listQuery } }, async (request) => {
    const query = request.query as Record<string, string | undefined>;
    const { page, total, rows } = await listPage(db, query, 'configured');
    const withLogs = query.fetchLogConfigs !== 'false';
    const audit = query.fetchAuditConfigs === 'false' ? {} : await readAuditConfiguration(db);
    return {
      nextIndex: nextIndexAfter(page, total),
      logConfigurations: withLogs ? rows.map(toLogNode) : [],
      total,
      totalSize: total,
      enableCEF: false,
      ...audit,
      // The level the sandbox's own log runs at (package com.netiq.idm.rest).
      globalLogLevel: logLevelOf(app.log.level) ?? 20000,
      persist: true,
    };
  });

  app.get('/admin/logging/packages/list', { schema: { querystring: listQuery } }, async (request) => {
    const { page, total, rows } = await listPage(db, request.query as Record<string, string | undefined>, 'all');
    return {
      nextIndex: nextIndexAfter(page, total),
      packages: rows.map((row) => ({ packageName: row.package_name, packageDescription: row.description })),
      total,
      totalSize: total,
    };
  });

  /**
   * Checks every entry first, then changes all of them in one transaction (a 400 changes nothing).
   * A package of the packages list that was not configured is configured from then on (added).
   */
  async function update(body: UpdateBody): Promise<LogRow[]> {
    const known = new Set((await db.all<{ package_name: string }>('SELECT package_name FROM log_configurations')).map((r) => r.package_name));
    for (const entry of body.logConfigurations) {
      const name = entry.packageConfigured.packageName;
      if (!known.has(name)) throw badRequest(`Unknown log package "${name}": choose one of the packages listed by /admin/logging/packages/list`);
      if (!(entry.logLevel in LOG_LEVELS)) {
        const allowed = Object.entries(LOG_LEVELS).map(([level, label]) => `${level} (${label})`).join(', ');
        throw badRequest(`Log level ${entry.logLevel} of "${name}" is not valid: use one of ${allowed}`);
      }
    }
    const changed = await db.transaction(async (tx) => {
      const rows: LogRow[] = [];
      for (const entry of body.logConfigurations) {
        const name = entry.packageConfigured.packageName;
        await tx.run('UPDATE log_configurations SET log_level = ?, configured = 1 WHERE package_name = ?', [entry.logLevel, name]);
        if (entry.logAdditivity !== undefined) {
          await tx.run('UPDATE log_configurations SET additivity = ? WHERE package_name = ?', [entry.logAdditivity ? 1 : 0, name]);
        }
        const row = await tx.get<LogRow>('SELECT package_name, description, log_level, additivity, configured FROM log_configurations WHERE package_name = ?', [name]);
        if (row) rows.push(row);
      }
      return rows;
    });
    await applySandboxLogLevel(db, app.log);
    return changed;
  }

  app.put('/admin/logging', { schema: { body: updateBody } }, async (request, reply) => {
    await update(request.body as UpdateBody);
    return reply.code(204).send();
  });

  app.post('/admin/logging', { schema: { body: updateBody } }, async (request, reply) => {
    const changed = await update(request.body as UpdateBody);
    return reply.code(201).send({ logConfigurations: changed.map(toLogNode), total: changed.length, totalSize: changed.length });
  });

  app.post('/admin/logging/auditConfig', { schema: { body: auditBody } }, async (request, reply) => {
    const next = mergeAuditConfiguration(await readAuditConfiguration(db), request.body as Parameters<typeof mergeAuditConfiguration>[1]);
    await saveAuditConfiguration(db, next);
    reply.code(201);
    return { logConfigurations: [], total: 0, persist: true, ...next };
  });
};

export default loggingRoutes;
