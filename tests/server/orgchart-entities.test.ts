// The org chart and the entity items over real HTTP, checked against the contract: the chart's
// managers and paged reports, the level-up options, relationships, and locations created, edited
// and deleted (403 without the right, 400 with nothing changed on a bad body).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFault, expectMatchesContract } from './contract.ts';
import { passwordGrant, rest, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
const token: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['uaadmin', 'manager', 'enduser']) token[name] = (await passwordGrant(server, name)).access_token;
});
afterAll(async () => {
  await server.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read the answers field by field
async function ok(who: string, method: string, path: string, status: number, body?: unknown, contractPath?: string): Promise<any> {
  const answer = await rest(server, token[who]!, method, path, body);
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(status);
  if (contractPath) expectMatchesContract(method, contractPath, status, answer.body);
  return answer.body;
}

const MANAGER = 'cn=manager,ou=users,o=data';
const ENDUSER = 'cn=enduser,ou=users,o=data';
const q = encodeURIComponent;

describe('org chart', () => {
  it('answers the person, the managers above (nearest first) and all reports', async () => {
    const chart = await ok('enduser', 'GET', `/access/orgChart?dn=${q(MANAGER)}`, 200, undefined, '/access/orgChart');
    expect(chart.userQuickInfo).toMatchObject({ dn: MANAGER, fullName: 'Megan Manager', totalNumberOfReportees: 8 });
    expect(chart.userQuickInfo.primaryAttributes[0]).toMatchObject({ key: 'Title', value: 'Engineering Manager' });
    expect(chart.reportees).toHaveLength(8);
    expect(chart.reportees.map((r: { dn: string }) => r.dn)).toContain(ENDUSER);
    expect(chart.managers.at(-1).fullName).toBe('Catherine Chief');
    expect(chart.managers[0].totalNumberOfReportees).toBeGreaterThan(0);
  });

  it('pages the reports of v2 with the total and the next index', async () => {
    const first = await ok('manager', 'GET', `/access/orgChart/v2?entityDN=${q(MANAGER)}&entityDefKey=user&relationshipKeys=manager&size=5`, 200, undefined, '/access/orgChart/v2');
    expect(first.reportees).toHaveLength(5);
    expect(first.totalNumberOfReportees).toBe(8);
    const second = await ok('manager', 'GET', `/access/orgChart/v2?entityDN=${q(MANAGER)}&relationshipKeys=manager&size=5&nextIndex=6`, 200);
    expect(second.reportees).toHaveLength(3);
    const names = [...first.reportees, ...second.reportees].map((r: { dn: string }) => r.dn);
    expect(new Set(names).size).toBe(8);
  });

  it('is five levels deep in the default organisation', async () => {
    const leaf = await ok('enduser', 'GET', `/access/orgChart/managers?dn=${q(ENDUSER)}`, 200);
    const ceo = leaf.managers[0];
    expect(ceo.fullName).toBe('Catherine Chief');
    // Depth first from the CEO through the people who have reports, until five levels are seen.
    const depthBelow = async (dn: string, level: number): Promise<number> => {
      if (level >= 5) return level;
      const chart = await ok('enduser', 'GET', `/access/orgChart?dn=${q(dn)}`, 200);
      let deepest = level;
      for (const report of chart.reportees as { dn: string; totalNumberOfReportees: number }[]) {
        deepest = Math.max(deepest, report.totalNumberOfReportees > 0 ? await depthBelow(report.dn, level + 1) : level + 1);
        if (deepest >= 5) break;
      }
      return deepest;
    };
    const levels = await depthBelow(ceo.dn, 1);
    expect(levels).toBeGreaterThanOrEqual(5);
  });

  it('lists the level-up options and the relationships', async () => {
    const up = await ok('enduser', 'GET', `/access/orgChart/target/list?dn=${q(ENDUSER)}&relationshipkey=manager`, 200, undefined, '/access/orgChart/target/list');
    expect(up.managers.map((m: { dn: string }) => m.dn)).toEqual([MANAGER]);
    const relationships = await ok('enduser', 'GET', '/access/relationships/list?relationshipType=orgchart', 200, undefined, '/access/relationships/list');
    expect(relationships.relationships).toEqual([expect.objectContaining({ key: 'manager', sourceEntityKey: 'user', targetEntityKey: 'user' })]);
  });

  it('refuses unknown people and relationships with a Fault', async () => {
    expectFault(await ok('enduser', 'GET', '/access/orgChart/v2?entityDN=', 400));
    expectFault(await ok('enduser', 'GET', `/access/orgChart/v2?entityDN=${q(MANAGER)}&relationshipKeys=sibling`, 400));
    expectFault(await ok('enduser', 'GET', `/access/orgChart?dn=${q('cn=nobody,o=data')}`, 404));
    expectFault(await ok('enduser', 'GET', '/access/relationships/list?relationshipType=family', 400));
  });
});

describe('entity items', () => {
  const location = (name: string, city: string) => ({
    key: 'location',
    attributes: [{ key: 'CN', attributeValues: [name] }, { key: 'City', attributeValues: [city] }, { key: 'Country', attributeValues: ['Norway'] }],
  });
  const names = async () => ((await ok('uaadmin', 'GET', '/access/entities/list?entityKey=location&size=50', 200, undefined, '/access/entities/list')).entityList as { attributes: { key: string; attributeValues: { value: string }[] }[] }[])
    .map((item) => item.attributes.find((a) => a.key === 'CN')!.attributeValues[0]!.value);

  it('defines locations and cost centres with their attributes', async () => {
    const all = await ok('uaadmin', 'GET', '/access/entities/definitions', 200);
    expect(all.entityDefinitions.map((d: { key: string }) => d.key)).toEqual(expect.arrayContaining(['user', 'group', 'location', 'costCentre']));
    // Each definition has a name of its own: the user lookup is not a second 'User'.
    const displayNames = all.entityDefinitions.map((d: { displayName: string }) => d.displayName);
    expect(new Set(displayNames).size).toBe(displayNames.length);
    const one = await ok('uaadmin', 'GET', '/access/entities/definitions?key=location', 200);
    expect(one.attributes.map((a: { key: string }) => a.key)).toEqual(['CN', 'City', 'Country', 'Description']);
    expect(await names()).toContain('Munich');
  });

  it('creates, edits and deletes a location', async () => {
    const created = await ok('uaadmin', 'POST', '/access/entities/item', 201, location('Oslo', 'Oslo'), '/access/entities/item');
    expect(created).toEqual({ dn: 'cn=Oslo,ou=locations,o=data', conatiner: 'ou=locations,o=data' });
    expect(await names()).toContain('Oslo');
    await ok('uaadmin', 'PUT', '/access/entities/item', 204, { key: 'location', dn: created.dn, attributes: [{ key: 'Description', attributeValues: ['Nordic office'] }] });
    const found = await ok('uaadmin', 'GET', '/access/entities/list?entityKey=location&q=nordic', 200);
    expect(found.entityList.map((i: { dn: string }) => i.dn)).toEqual([created.dn]);
    const one = await ok('uaadmin', 'GET', `/access/entities/list?entityKey=location&entityDN=${q(created.dn)}`, 200, undefined, '/access/entities/list');
    expect(one.entityList[0].attributes.find((a: { key: string }) => a.key === 'Description').attributeValues[0].value).toBe('Nordic office');
    await ok('uaadmin', 'DELETE', '/access/entities/item', 204, { items: [{ key: 'location', dn: created.dn }] });
    expect(await names()).not.toContain('Oslo');
  });

  it('changes nothing on a bad body or without the right', async () => {
    expectFault(await ok('enduser', 'POST', '/access/entities/item', 403, location('Bergen', 'Bergen')));
    expectFault(await ok('uaadmin', 'POST', '/access/entities/item', 400, { key: 'location', attributes: [{ key: 'CN', attributeValues: ['Bergen'] }] }));
    expectFault(await ok('uaadmin', 'POST', '/access/entities/item', 400, location('Ber,gen', 'Bergen')));
    expectFault(await ok('uaadmin', 'POST', '/access/entities/item', 400, location('Munich', 'Munich')));
    expectFault(await ok('uaadmin', 'DELETE', '/access/entities/item', 404, { items: [{ key: 'location', dn: 'cn=Provo,ou=locations,o=data' }, { key: 'location', dn: 'cn=Nowhere,ou=locations,o=data' }] }));
    expect(await names()).toEqual(expect.arrayContaining(['Provo', 'Munich']));
    expect(await names()).not.toContain('Bergen');
  });
});
