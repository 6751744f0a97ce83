/**
 * Server statistics for administrators. Contract: GET /catalog/statistics/cacheinfo,
 * /clusterinfo, /memoryinfo, /threadinfo (stack, thread-count). The real server reports its Java
 * virtual machine and cluster; the sandbox is one Node.js process and answers honestly about
 * that: the cache holders of its store (as GET /admin/cache/holders), the memory of the process
 * (process.memoryUsage, os free memory), its one JavaScript thread, and a cluster of one that is
 * not open (no cluster). Domain administrators only (403 otherwise). docs/server.md says so.
 */
import { freemem, totalmem } from 'node:os';
import type { FastifyPluginAsync } from 'fastify';
import { requirePower } from '../auth/principal.ts';
import { badRequest } from '../http/fault.ts';

const MB = 1024 * 1024;
const megabytes = (bytes: number) => Math.round(bytes / MB);

const statisticsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;
  const admin = { preHandler: requirePower('domainAdmin') };

  app.get('/catalog/statistics/cacheinfo', admin, async () => {
    const rows = await db.all<{ holder_id: string; object_count: number }>('SELECT holder_id, object_count FROM cache_holders ORDER BY holder_id');
    return { cacheArraySize: rows.length, cacheHolders: rows.map((row) => ({ name: row.holder_id, objectCount: row.object_count })) };
  });

  app.get('/catalog/statistics/clusterinfo', admin, async () => ({
    clusterName: 'sandbox (one process, no cluster)', sentBytes: 0, rcvdBytes: 0, sentMessages: 0, rcvdMessages: 0,
    localAdrress: app.server.address() && typeof app.server.address() === 'object' ? `${(app.server.address() as { address: string }).address}` : '', isOpen: false, isConnected: false, dumpStats: '',
  }));

  // Sizes in MB: the process's heap and resident memory, and the machine's.
  app.get('/catalog/statistics/memoryinfo', admin, async () => {
    const usage = process.memoryUsage();
    return {
      jvmMemoryUsage: [{ name: 'Heap', maxMemory: megabytes(usage.heapTotal), usedMemory: megabytes(usage.heapUsed), freeMemory: megabytes(usage.heapTotal - usage.heapUsed) }],
      javaMemoryPool: [{ name: 'Resident set', maxMemory: megabytes(usage.rss), usedMemory: megabytes(usage.rss), freeMemory: 0 }],
      systemMemoryUsage: [{ name: 'System', maxMemory: megabytes(totalmem()), usedMemory: megabytes(totalmem() - freemem()), freeMemory: megabytes(freemem()) }],
      commitedVirtualMemory: megabytes(usage.rss),
    };
  });

  // The one JavaScript thread; thread-count (1 to 100) and stack (true/false) are checked as the contract has them.
  app.get('/catalog/statistics/threadinfo', admin, async (request) => {
    const query = request.query as Record<string, unknown>;
    const count = Number(query['thread-count'] ?? 5);
    if (!Number.isInteger(count) || count < 1 || count > 100) throw badRequest('thread-count: a whole number from 1 to 100');
    const stack = String(query.stack ?? 'false').toLowerCase();
    if (stack !== 'true' && stack !== 'false') throw badRequest('stack: true or false');
    const cpu = process.cpuUsage();
    return {
      topMostCPUConsumingThread: [{ name: 'main', state: 'RUNNABLE', cpuTimeInMilliSec: Math.round((cpu.user + cpu.system) / 1000), ...(stack === 'true' ? { stackTrace: '' } : {}) }],
      threadStateCounts: [{ state: 'RUNNABLE', count: 1 }],
    };
  });
};

export default statisticsRoutes;
