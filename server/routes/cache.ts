/**
 * Cache administration (domainAdmin; the platform's hook guards /admin). The sandbox has no real
 * cache: the holders and their object counts are rows of the store (a flush sets a count to 0);
 * the cache configuration and the customized holders are kept per server process. Contract: /admin/cache/holders, /admin/cache/holder/items,
 * /admin/cache/configuration, /admin/cache/customizedHolders.
 */
import type { FastifyPluginAsync } from 'fastify';
import { badRequest, notFound } from '../http/fault.ts';

const HOLDER_IDS = [
  'Authorization', 'ComplexPermissions', 'DirectReports', 'EntityDefinitions', 'Groups', 'NavigationMenu',
  'ProvisioningRequestDefinitions', 'ResourceDefinitions', 'RoleDefinitions', 'SoDDefinitions', 'TeamDefinitions', 'UserProfiles',
] as const;

const DEFAULT_CONFIGURATION: Record<string, string> = {
  clusterEnabled: 'false', clusterEnabledCurrentValue: 'false', groupID: 'UserApp', currentGroupID: 'UserApp',
  lockAcquTimeout: '15000', lockAcquCurrentTimeout: '15000', evictionPolicyClass: 'LRU', currentEvictionPolicyClass: 'LRU',
  wakeUpIntervalSeconds: '5', currentWakeUpInterval: '5', maxNodes: '5000', currentMaxNodes: '5000',
  timeToLiveSeconds: '3600', currentTimeToLive: '3600',
};
const EDITABLE = ['clusterEnabled', 'groupID', 'lockAcquTimeout', 'evictionPolicyClass', 'wakeUpIntervalSeconds', 'maxNodes', 'timeToLiveSeconds'];
const NUMERIC = new Set(['lockAcquTimeout', 'wakeUpIntervalSeconds', 'maxNodes', 'timeToLiveSeconds']);
/** The eviction policies the console offers (screens/settings/cache.json). */
const EVICTION_POLICIES = ['LRU', 'FIFO'];
const FLAGS = ['true', 'false'];

interface CustomizedHolder { cacheValue: string; cacheEnable: string; localMaxnodes: string; loacalTimetolive: string; maxnodesCurrent: number; timetoliveCurrent: number }

const cacheRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;
  const configuration: Record<string, string> = { ...DEFAULT_CONFIGURATION };
  let customized: CustomizedHolder[] = HOLDER_IDS.slice(0, 4).map((id) => ({
    cacheValue: id, cacheEnable: 'true', localMaxnodes: '1000', loacalTimetolive: '600', maxnodesCurrent: 1000, timetoliveCurrent: 600,
  }));

  app.get('/admin/cache/holders', async () => {
    const rows = await db.all<{ holder_id: string; object_count: number }>('SELECT holder_id, object_count FROM cache_holders ORDER BY holder_id');
    return { cacheArraySize: rows.length, cacheHolders: rows.map((row) => ({ cacheHolderID: row.holder_id, objectCount: row.object_count })) };
  });

  app.delete('/admin/cache/holder/items', async (request, reply) => {
    const id = ((request.query as { cacheHolderID?: string }).cacheHolderID ?? '').trim();
    if (id === '') throw badRequest('cacheHolderID is required: the holder to flush, e.g. cacheHolderID=Groups');
    const flushed = await db.run('UPDATE cache_holders SET object_count = 0 WHERE holder_id = ?', [id]);
    if (flushed.changes === 0) throw notFound(`No cache holder has the id "${id}"; known: ${HOLDER_IDS.join(', ')}`);
    return reply.code(204).send();
  });

  app.get('/admin/cache/configuration', async () => configuration);

  app.post('/admin/cache/configuration', { schema: { body: { type: 'object' } } }, async (request, reply) => {
    const body = request.body as Record<string, unknown>;
    const changes: Record<string, string> = {};
    for (const [key, value] of Object.entries(body)) {
      if (!(key in DEFAULT_CONFIGURATION)) throw badRequest(`"${key}" is not a cache setting`);
      if (!EDITABLE.includes(key)) continue; // current values are reported, not set
      const text = String(value);
      if (NUMERIC.has(key) && !/^\d{1,9}$/.test(text)) throw badRequest(`${key}: "${text}" is not a whole number`);
      if (key === 'clusterEnabled' && !FLAGS.includes(text)) throw badRequest('clusterEnabled: true or false');
      if (key === 'evictionPolicyClass' && !EVICTION_POLICIES.includes(text)) throw badRequest(`evictionPolicyClass: "${text}" is not one of ${EVICTION_POLICIES.join(', ')}`);
      if (key === 'groupID' && text.trim() === '') throw badRequest('groupID: the name of the cache group is required');
      changes[key] = text;
    }
    Object.assign(configuration, changes);
    reply.code(201);
    return configuration;
  });

  app.get('/admin/cache/customizedHolders', async () => ({ arraySize: customized.length, customizeCacheHolders: customized }));

  app.post('/admin/cache/customizedHolders', {
    schema: { body: { type: 'object', required: ['customizeCacheHolders'], properties: { customizeCacheHolders: { type: 'array', items: { type: 'object', required: ['cacheValue'], properties: { cacheValue: { type: 'string' } } } } } } },
  }, async (request, reply) => {
    const { customizeCacheHolders } = request.body as { customizeCacheHolders: Partial<CustomizedHolder>[] };
    const next = customizeCacheHolders.map((holder) => {
      if (!HOLDER_IDS.includes(holder.cacheValue as (typeof HOLDER_IDS)[number])) throw badRequest(`cacheValue: "${holder.cacheValue}" is not a cache holder`);
      const maxnodes = String(holder.localMaxnodes ?? '1000');
      const ttl = String(holder.loacalTimetolive ?? '600');
      if (!/^\d{1,9}$/.test(maxnodes) || !/^\d{1,9}$/.test(ttl)) throw badRequest(`${holder.cacheValue}: localMaxnodes and loacalTimetolive are whole numbers`);
      const enabled = String(holder.cacheEnable ?? 'true');
      if (!FLAGS.includes(enabled)) throw badRequest(`${holder.cacheValue}: cacheEnable is true or false`);
      return { cacheValue: holder.cacheValue!, cacheEnable: enabled, localMaxnodes: maxnodes, loacalTimetolive: ttl, maxnodesCurrent: Number(maxnodes), timetoliveCurrent: Number(ttl) };
    });
    // The holders sent are customized (again); the others keep their customization.
    const sent = new Set(next.map((holder) => holder.cacheValue));
    customized = [...customized.filter((holder) => !sent.has(holder.cacheValue)), ...next].sort((a, b) => a.cacheValue.localeCompare(b.cacheValue));
    reply.code(201);
    return { arraySize: customized.length, customizeCacheHolders: customized };
  });
};

export default cacheRoutes;
