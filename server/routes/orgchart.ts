/**
 * The org chart: a person with the chain of managers above and the direct reports below, over the
 * users' manager attribute (the one relationship of this server, key "manager").
 * Contract: GET /access/orgChart, /access/orgChart/v2 (paged reports), /access/orgChart/target/list
 * (the level-up options: whom the person points to through the relationship),
 * /access/orgChart/managers (the hierarchy above) and /access/relationships/list.
 */
import type { FastifyPluginAsync } from 'fastify';
import { badRequest, notFound } from '../http/fault.ts';
import { nextIndexAfter, pageRequest } from '../http/paging.ts';
import type { UserRow } from '../identity/user-nodes.ts';
import type { Db } from '../store/db.ts';

export const MANAGER_RELATIONSHIP = {
  key: 'manager',
  displayName: 'Manager',
  sourceEntityKey: 'user',
  sourceAttributeKey: 'Manager',
  targetEntityKey: 'user',
  targetAttributeKey: 'DirectReports',
};
const RELATIONSHIPS = [MANAGER_RELATIONSHIP];
/** A cycle in the data must not hang the server: the chain above stops after this many managers. */
const MAX_CHAIN = 50;

interface AttrNode { key: string; displayLabel: string; value: string; dataType: string }

type ChartRow = Pick<UserRow, 'dn' | 'full_name' | 'title' | 'department' | 'email' | 'telephone' | 'location' | 'manager_dn' | 'photo'> & { reports: number };

const CHART_COLUMNS = `u.dn, u.full_name, u.title, u.department, u.email, u.telephone, u.location, u.manager_dn, u.photo,
  (SELECT count(*) FROM users r WHERE r.manager_dn = u.dn) AS reports`;

function attr(key: string, displayLabel: string, value: string | null): AttrNode[] {
  return value ? [{ key, displayLabel, value, dataType: 'String' }] : [];
}

/** OrgChartUserInfoNode: title and department first (shown on the card), contact details second. */
function chartNode(row: ChartRow) {
  return {
    dn: row.dn,
    fullName: row.full_name,
    ...(row.photo ? { image: row.photo.toString('base64') } : {}),
    primaryAttributes: [...attr('Title', 'Title', row.title), ...attr('Department', 'Department', row.department)],
    secondaryAttributes: [...attr('Email', 'Email', row.email), ...attr('TelephoneNumber', 'Telephone Number', row.telephone), ...attr('Location', 'Location', row.location)],
    directReportee: String(row.reports > 0),
    totalNumberOfReportees: row.reports,
  };
}

async function chartRow(db: Db, dn: string): Promise<ChartRow | undefined> {
  return db.get<ChartRow>(`SELECT ${CHART_COLUMNS} FROM users u WHERE u.dn = ? COLLATE NOCASE`, [dn]);
}

/** The managers above a person, nearest first. */
async function managerChain(db: Db, person: ChartRow): Promise<ChartRow[]> {
  const chain: ChartRow[] = [];
  const seen = new Set([person.dn.toLowerCase()]);
  let next = person.manager_dn;
  while (next && !seen.has(next.toLowerCase()) && chain.length < MAX_CHAIN) {
    seen.add(next.toLowerCase());
    const manager = await chartRow(db, next);
    if (!manager) break;
    chain.push(manager);
    next = manager.manager_dn;
  }
  return chain;
}

async function reports(db: Db, dn: string, offset: number, size: number): Promise<ChartRow[]> {
  return db.all<ChartRow>(`SELECT ${CHART_COLUMNS} FROM users u WHERE u.manager_dn = ? ORDER BY u.full_name COLLATE NOCASE, u.dn LIMIT ? OFFSET ?`, [dn, size, offset]);
}

async function personOrFault(db: Db, dn: string | undefined, field: string): Promise<ChartRow> {
  const wanted = (dn ?? '').trim();
  if (wanted === '') throw badRequest(`${field} is required: the DN of the person whose org chart to show`);
  const person = await chartRow(db, wanted);
  if (!person) throw notFound(`No user has the DN "${wanted}"`);
  return person;
}

/** Only the manager relationship (and the user entity) exists here; anything else is a bad request. */
function checkRelationship(keys: string[], entityDefKey: string | undefined): void {
  const unknown = keys.filter((key) => !RELATIONSHIPS.some((r) => r.key === key));
  if (unknown.length > 0) throw badRequest(`relationshipKeys: "${unknown.join(', ')}" is not known; use ${RELATIONSHIPS.map((r) => r.key).join(', ')}`);
  const entity = (entityDefKey ?? '').trim();
  if (entity !== '' && entity !== 'user') throw badRequest(`entityDefKey: "${entity}" has no org chart relationship; use user`);
}

const asList = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((v) => String(v).trim()).filter((v) => v !== '');

const orgChartRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  app.get('/access/orgChart', async (request) => {
    const { dn } = request.query as { dn?: string };
    const person = await personOrFault(db, dn, 'dn');
    const all = await reports(db, person.dn, 0, -1);
    return {
      userQuickInfo: chartNode(person),
      managers: (await managerChain(db, person)).map(chartNode),
      reportees: all.map(chartNode),
      totalNumberOfReportees: person.reports,
    };
  });

  app.get('/access/orgChart/v2', async (request) => {
    const query = request.query as { entityDN?: string; entityDefKey?: string; relationshipKeys?: string | string[]; nextIndex?: string; size?: string };
    checkRelationship(asList(query.relationshipKeys), query.entityDefKey);
    const person = await personOrFault(db, query.entityDN, 'entityDN');
    const page = pageRequest(query);
    return {
      userQuickInfo: chartNode(person),
      managers: (await managerChain(db, person)).map(chartNode),
      reportees: (await reports(db, person.dn, page.offset, page.size)).map(chartNode),
      totalNumberOfReportees: person.reports,
    };
  });

  app.get('/access/orgChart/target/list', async (request) => {
    const query = request.query as { dn?: string; relationshipkey?: string; nextIndex?: string; size?: string };
    checkRelationship(asList(query.relationshipkey), undefined);
    const person = await personOrFault(db, query.dn, 'dn');
    const manager = person.manager_dn ? await chartRow(db, person.manager_dn) : undefined;
    const targets = manager ? [manager] : [];
    const page = pageRequest(query);
    return {
      userQuickInfo: chartNode(person),
      managers: targets.slice(page.offset, page.offset + page.size).map(chartNode),
      totalNumberOfReportees: person.reports,
    };
  });

  app.get('/access/orgChart/managers', async (request) => {
    const { dn } = request.query as { dn?: string };
    const person = await personOrFault(db, dn, 'dn');
    const chain = await managerChain(db, person);
    return { dn: person.dn, managers: chain.reverse().map((m) => ({ dn: m.dn, fullName: m.full_name, title: m.title ?? '' })) };
  });

  app.get('/access/relationships/list', async (request) => {
    const query = request.query as { relationshipType?: string; sourceEntityKey?: string; nextIndex?: string; size?: string; q?: string };
    const type = (query.relationshipType ?? '').trim() || 'orgchart';
    if (!['all', 'team-management', 'orgchart'].includes(type)) throw badRequest(`relationshipType: "${type}" is not known; use all, team-management or orgchart`);
    const source = (query.sourceEntityKey ?? '').trim();
    const page = pageRequest(query);
    const pattern = page.q === '*' ? '' : page.q.replace(/\*/g, '').toLowerCase();
    const matching = RELATIONSHIPS.filter((r) => (source === '' || r.sourceEntityKey === source) && r.displayName.toLowerCase().includes(pattern));
    return {
      relationships: matching.slice(page.offset, page.offset + page.size),
      arraySize: Math.min(page.size, Math.max(matching.length - page.offset, 0)), total: matching.length, totalSize: matching.length,
      nextIndex: nextIndexAfter(page, matching.length),
    };
  });
};

export default orgChartRoutes;

