// Users over real HTTP: list (paging, sorting, search), details, create, update, delete.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFault, expectMatchesContract } from './contract.ts';
import { passwordGrant, rest, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
const token: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['uaadmin', 'enduser', 'manager']) token[name] = (await passwordGrant(server, name)).access_token;
});
afterAll(async () => {
  await server.close();
});

interface Attribute { key: string; attributeValues?: { $: string; value: string }[]; isEditable: boolean }
interface Person { dn: string; fullName: string; image?: string; primaryAttributes: Attribute[]; secondaryAttributes: Attribute[]; otherAttributes: Attribute[]; groupMemberof?: string[] }
interface UserList { usersList: Person[]; nextIndex: number; hasMore: boolean; totalCount: number; totalSize: number }

const LIST = '/access/users/list';
const valueOf = (person: Person, key: string): string | undefined =>
  [...person.primaryAttributes, ...person.secondaryAttributes, ...person.otherAttributes].find((a) => a.key === key)?.attributeValues?.[0]?.value;

async function list(query: string, who = 'uaadmin'): Promise<UserList> {
  const answer = await rest(server, token[who]!, 'GET', `${LIST}?${query}`);
  expect(answer.status).toBe(200);
  expectMatchesContract('GET', LIST, 200, answer.body);
  return answer.body as UserList;
}

describe('GET /access/users/list', () => {
  it('pages with a 1-based nextIndex, totalSize, and 0 after the last page', async () => {
    const first = await list('size=25&sortBy=LastName&sortOrder=asc');
    expect(first.usersList).toHaveLength(25);
    expect(first.totalSize).toBeGreaterThan(2000);
    expect(first.nextIndex).toBe(26);
    expect(first.hasMore).toBe(true);
    const second = await list('size=25&nextIndex=26&sortBy=LastName&sortOrder=asc');
    expect(second.nextIndex).toBe(51);
    const overlap = second.usersList.filter((u) => first.usersList.some((f) => f.dn === u.dn));
    expect(overlap).toEqual([]);
    const last = await list(`size=25&nextIndex=${first.totalSize - 4}`);
    expect(last.usersList).toHaveLength(5);
    expect(last.nextIndex).toBe(0);
    expect(last.hasMore).toBe(false);
  });

  it('treats sizes outside 1..300 as 10, a nextIndex below 1 as 1 and an empty q as *', async () => {
    for (const size of ['0', '-3', '301', 'abc']) expect((await list(`size=${size}`)).usersList).toHaveLength(10);
    expect((await list('size=300')).usersList).toHaveLength(300);
    const fromStart = await list('size=5&nextIndex=1');
    expect((await list('size=5&nextIndex=0')).usersList.map((u) => u.dn)).toEqual(fromStart.usersList.map((u) => u.dn));
    expect((await list('size=5&q=')).totalSize).toBe(fromStart.totalSize);
    expect((await list('size=5&q=*')).totalSize).toBe(fromStart.totalSize);
  });

  it('sorts by an attribute, ascending and descending', async () => {
    const lastNames = (page: UserList) => page.usersList.map((u) => valueOf(u, 'LastName')!.toLowerCase());
    const asc = lastNames(await list('size=50&sortBy=LastName&sortOrder=asc'));
    expect(asc).toEqual([...asc].sort());
    const desc = lastNames(await list('size=50&sortBy=LastName&sortOrder=DESC'));
    expect(desc).toEqual([...desc].sort().reverse());
    expect(desc[0]! > asc[0]!).toBe(true);
    const emails = (await list('size=30&sortBy=Email')).usersList.map((u) => valueOf(u, 'Email')!.toLowerCase());
    expect(emails).toEqual([...emails].sort());
  });

  it('sorts ties by last name: users of one first name or one department come in last-name order', async () => {
    for (const key of ['FirstName', 'Department']) {
      const rows = (await list(`size=300&sortBy=${key}`)).usersList.map((u) => [valueOf(u, key)!.toLowerCase(), valueOf(u, 'LastName')!.toLowerCase()] as const);
      const ties = rows.slice(1).filter(([value], i) => value === rows[i]![0]);
      expect(ties.length).toBeGreaterThan(0);
      rows.slice(1).forEach(([value, last], i) => {
        if (value === rows[i]![0]) expect(last >= rows[i]![1]).toBe(true);
      });
    }
  });

  it('searches q as a prefix of first name, last name, email or telephone (case-insensitive)', async () => {
    const found = await list('q=megan&size=300');
    expect(found.usersList.length).toBeGreaterThan(0);
    expect(found.usersList.some((u) => u.dn === 'cn=manager,ou=users,o=data')).toBe(true);
    for (const user of found.usersList) {
      const fields = ['FirstName', 'LastName', 'Email', 'TelephoneNumber'].map((key) => (valueOf(user, key) ?? '').toLowerCase());
      expect(fields.some((field) => field.startsWith('megan'))).toBe(true);
    }
    expect((await list('q=eddie.doesnotexist')).totalSize).toBe(0);
    // searchAttr narrows the search to the named attributes.
    const byEmail = await list('q=enduser@&searchAttr=Email');
    expect(byEmail.usersList.map((u) => u.dn)).toEqual(['cn=enduser,ou=users,o=data']);
    expect((await list('q=Eddie&searchAttr=Email')).totalSize).toBe(0);
  });

  it('takes * as the wildcard in q and % or _ as plain characters', async () => {
    expect((await list('q=%25')).totalSize).toBe(0);
    expect((await list('q=_')).totalSize).toBe(0);
    const inner = await list('q=*nduser@exam*&searchAttr=Email');
    expect(inner.usersList.map((u) => u.dn)).toEqual(['cn=enduser,ou=users,o=data']);
  });

  it('applies advSearch as an AND of attribute prefixes, taking priority over q', async () => {
    const both = await list('advSearch=FirstName:Megan,LastName:Man&q=zzz');
    expect(both.usersList.map((u) => u.dn)).toEqual(['cn=manager,ou=users,o=data']);
    const anyEmail = await list('advSearch=FirstName:Eddie,Email:*');
    expect(anyEmail.usersList.map((u) => u.dn)).toContain('cn=enduser,ou=users,o=data');
    // DN: base-DN search over a container and its subtree.
    const legal = await list('advSearch=DN:ou=legal,ou=users,o=data&size=300');
    expect(legal.totalSize).toBeGreaterThan(200);
    expect(legal.usersList.every((u) => u.dn.endsWith(',ou=legal,ou=users,o=data'))).toBe(true);
  });

  it('a search sorted by last or first name pages through every match in order (the sort index walk and the sort by id agree)', async () => {
    for (const [sortBy, keys] of [['LastName', ['LastName', 'FirstName']], ['FirstName', ['FirstName', 'LastName']]] as const) {
      for (const q of ['a', 'ma', 'zzq']) {
        const seen: Person[] = [];
        let next = 1;
        let total = 0;
        do {
          const page = await list(`q=${q}&size=300&nextIndex=${next}&sortBy=${sortBy}&sortOrder=asc`);
          seen.push(...page.usersList);
          total = page.totalSize;
          next = page.nextIndex;
        } while (next > 0);
        expect(seen).toHaveLength(total);
        expect(new Set(seen.map((u) => u.dn)).size).toBe(total);
        const sortKey = (u: Person) => keys.map((key) => (valueOf(u, key) ?? '').toLowerCase());
        const order = seen.map(sortKey);
        const sorted = [...order].sort((a, b) => (a[0]! < b[0]! ? -1 : a[0]! > b[0]! ? 1 : a[1]! < b[1]! ? -1 : a[1]! > b[1]! ? 1 : 0));
        expect(order).toEqual(sorted);
        const prefix = (u: Person) => ['FirstName', 'LastName', 'Email', 'TelephoneNumber'].some((key) => (valueOf(u, key) ?? '').toLowerCase().startsWith(q));
        expect(seen.every(prefix)).toBe(true);
      }
    }
  });

  it('an answer that lists only some attributes carries no photo unless Photo is asked for', async () => {
    const withPhotos = (await list('size=300&q=*')).usersList.filter((u) => u.image !== undefined).map((u) => u.dn);
    expect(withPhotos.length).toBeGreaterThan(0);
    const only = await list('size=300&q=*&columnCustomization=true&filter=FirstName');
    expect(only.usersList.some((u) => u.image !== undefined)).toBe(false);
    const asked = await list('size=300&q=*&columnCustomization=true&filter=FirstName,Photo');
    expect(asked.usersList.filter((u) => u.image !== undefined).map((u) => u.dn)).toEqual(withPhotos);
  });

  it('lists only the filter attributes with columnCustomization=true', async () => {
    const page = await list('columnCustomization=true&filter=FirstName,Email&size=3');
    for (const user of page.usersList) {
      expect(user.primaryAttributes.map((a) => a.key)).toEqual(['FirstName', 'Email']);
      expect(user.secondaryAttributes).toEqual([]);
    }
    // Each attribute stays in its section, where a list reads it in a full answer (the users list
    // asks for its columns this way).
    const sections = await list('columnCustomization=true&filter=Title,CN,Department,Email&size=3');
    for (const user of sections.usersList) {
      expect(user.primaryAttributes.map((a) => a.key)).toEqual(['Title', 'Email']);
      expect(user.secondaryAttributes.map((a) => a.key)).toEqual(['Department']);
      expect(user.otherAttributes.map((a) => a.key)).toEqual(['CN']);
    }
  });

  it('answers 400 with a Fault that names the problem for bad parameters', async () => {
    for (const [query, words] of [['sortBy=Password', 'sortBy'], ['sortOrder=sideways', 'sortOrder'], ['q=a&searchAttr=Salary', 'searchAttr'],
      ['advSearch=FirstName', 'advSearch'], ['advSearch=Nope:x', 'advSearch']]) {
      const answer = await rest(server, token.uaadmin!, 'GET', `${LIST}?${query}`);
      expect(answer.status).toBe(400);
      expect(expectFault(answer.body)).toContain(words);
    }
  });

  it('answers 401 without a token', async () => {
    expect((await rest(server, null, 'GET', LIST)).status).toBe(401);
  });
});

describe('GET /access/users/details and userDefaults', () => {
  it('answers a user with groups, photo and manager', async () => {
    const answer = await rest(server, token.uaadmin!, 'GET', `/access/users/details?userDn=${encodeURIComponent('cn=enduser,ou=users,o=data')}`);
    expect(answer.status).toBe(200);
    expectMatchesContract('GET', '/access/users/details', 200, answer.body);
    const person = answer.body as Person;
    expect(person.fullName).toBe('Eddie Enduser');
    expect(Buffer.from(person.image!, 'base64').subarray(0, 2).toString('hex')).toBe('ffd8');
    expect(person.groupMemberof).toContain('cn=Engineering Staff,ou=groups,o=data');
    const manager = person.secondaryAttributes.find((a) => a.key === 'Manager')!;
    expect(manager.attributeValues).toEqual([{ $: 'Megan Manager', value: 'cn=manager,ou=users,o=data' }]);
  });

  it('finds a user by DN in any case (LDAP semantics)', async () => {
    const answer = await rest(server, token.enduser!, 'GET', `/access/users/details?userDn=${encodeURIComponent('CN=Manager,OU=Users,O=Data')}`);
    expect(answer.status).toBe(200);
    expect((answer.body as Person).dn).toBe('cn=manager,ou=users,o=data');
  });

  it('answers 404 for an unknown DN and 400 without one', async () => {
    const missing = await rest(server, token.uaadmin!, 'GET', '/access/users/details?userDn=cn%3Dnobody%2Co%3Ddata');
    expect(missing.status).toBe(404);
    expectFault(missing.body);
    expect((await rest(server, token.uaadmin!, 'GET', '/access/users/details')).status).toBe(400);
  });

  it('answers the signed-in user for userDefaults, editable where the profile allows', async () => {
    const answer = await rest(server, token.enduser!, 'GET', '/access/users/userDefaults?isProfile=true');
    expect(answer.status).toBe(200);
    expectMatchesContract('GET', '/access/users/userDefaults', 200, answer.body);
    const me = answer.body as Person;
    expect(me.dn).toBe('cn=enduser,ou=users,o=data');
    const editable = [...me.primaryAttributes, ...me.secondaryAttributes, ...me.otherAttributes].filter((a) => a.isEditable).map((a) => a.key).sort();
    expect(editable).toEqual(['Location', 'Mobile', 'TelephoneNumber']);
  });
});

describe('create, update and delete a user', () => {
  // The console sends key, dataType, isRequired, values and action per attribute.
  const newUser = (cn: string, extra: { key: string; values: string[] }[] = []) => ({
    container: 'ou=sales,ou=users,o=data',
    password: 'Secret123!',
    attributes: [
      { key: 'CN', values: [cn], action: 'add' },
      { key: 'FirstName', values: ['Tess'], action: 'add', dataType: 'String', isRequired: true },
      { key: 'LastName', values: ['Tester'], action: 'add' },
      { key: 'Email', values: [`${cn}@example.com`], action: 'add' },
      { key: 'Manager', values: ['cn=manager,ou=users,o=data'], action: 'add' },
      ...extra,
    ],
  });
  const count = async () => (await list('size=1')).totalSize;

  it('creates, finds, updates and deletes (round trip)', async () => {
    const before = await count();
    const created = await rest(server, token.uaadmin!, 'POST', '/access/user', newUser('ttester'));
    expect(created.status).toBe(201);
    expectMatchesContract('POST', '/access/user', 201, created.body);
    expect(created.body).toEqual({ dn: 'cn=ttester,ou=sales,ou=users,o=data', name: 'ttester', firstName: 'Tess', lastName: 'Tester' });
    expect(await count()).toBe(before + 1);
    // The new user can sign in with the password given.
    await passwordGrant(server, 'ttester', 'Secret123!');

    const dn = 'cn=ttester,ou=sales,ou=users,o=data';
    const withPhoto = await rest(server, token.uaadmin!, 'POST', '/access/user', { ...newUser('tphoto'), profilePhoto: readFileSync(new URL('../../server/seed/assets/avatar-1.jpg', import.meta.url)).toString('base64') });
    expect(withPhoto.status).toBe(201);
    const photoDetails = (await rest(server, token.uaadmin!, 'GET', `/access/users/details?userDn=${encodeURIComponent('cn=tphoto,ou=sales,ou=users,o=data')}`)).body as Person;
    expect(photoDetails.image).toBeTruthy();
    expect((await rest(server, token.uaadmin!, 'DELETE', '/access/user', { members: [{ dn: 'cn=tphoto,ou=sales,ou=users,o=data' }] })).status).toBe(204);

    const updated = await rest(server, token.uaadmin!, 'PUT', '/access/user', { dn, attributes: [{ key: 'LastName', values: ['Tested'], action: 'update' }, { key: 'Title', values: ['QA Lead'], action: 'update' }] });
    expect(updated.status).toBe(204);
    const details = (await rest(server, token.uaadmin!, 'GET', `/access/users/details?userDn=${encodeURIComponent(dn)}`)).body as Person;
    expect(details.fullName).toBe('Tess Tested');
    expect(valueOf(details, 'Title')).toBe('QA Lead');

    const deleted = await rest(server, token.uaadmin!, 'DELETE', '/access/user', { members: [{ dn }] });
    expect(deleted.status).toBe(204);
    expect(await count()).toBe(before);
    expect((await rest(server, token.uaadmin!, 'GET', `/access/users/details?userDn=${encodeURIComponent(dn)}`)).status).toBe(404);
  });

  it('answers 400 with a Fault for bad bodies, and creates nothing', async () => {
    const before = await count();
    const cases: [unknown, string][] = [
      [{ ...newUser('x1'), password: 'short' }, 'password'],
      [{ ...newUser('x2'), password: 'NoDigitsHere' }, 'password'],
      [newUser('bad,name'), 'invalid chracter'],
      [newUser('enduser'), 'already taken'],
      [{ ...newUser('x3'), container: 'ou=nowhere,o=data' }, 'container'],
      [newUser('x4', [{ key: 'Salary', values: ['1'] }]), 'Salary'],
      [newUser('x5', [{ key: 'Department', values: ['Catering'] }]), 'Department'],
      [{ ...newUser('x6'), attributes: newUser('x6').attributes.filter((a) => a.key !== 'LastName') }, 'LastName'],
      [{ container: 'ou=sales,ou=users,o=data' }, 'password'],
      ['not json at all', 'Invalid request'],
    ];
    for (const [body, words] of cases) {
      const answer = await rest(server, token.uaadmin!, 'POST', '/access/user', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(expectFault(answer.body)).toContain(words);
    }
    // Email format and manager existence.
    const withValue = (cn: string, key: string, value: string) => ({ ...newUser(cn), attributes: newUser(cn).attributes.map((a) => (a.key === key ? { ...a, values: [value] } : a)) });
    const email = await rest(server, token.uaadmin!, 'POST', '/access/user', withValue('x7', 'Email', 'not-an-email'));
    expect(email.status).toBe(400);
    expect(expectFault(email.body)).toContain('Email');
    const manager = await rest(server, token.uaadmin!, 'POST', '/access/user', withValue('x8', 'Manager', 'cn=nobody,o=data'));
    expect(manager.status).toBe(400);
    expect(expectFault(manager.body)).toContain('Manager');
    expect(await count()).toBe(before);
  });

  it('lets a user update their own profile where the schema allows, and nothing else', async () => {
    const me = 'cn=enduser,ou=users,o=data';
    const ok = await rest(server, token.enduser!, 'PUT', '/access/user?isProfile=true', { dn: me, attributes: [{ key: 'TelephoneNumber', values: ['+1 801 555 0100'], action: 'update' }] });
    expect(ok.status).toBe(204);
    const after = (await rest(server, token.enduser!, 'GET', '/access/users/userDefaults')).body as Person;
    expect(valueOf(after, 'TelephoneNumber')).toBe('+1 801 555 0100');

    const title = await rest(server, token.enduser!, 'PUT', '/access/user', { dn: me, attributes: [{ key: 'Title', values: ['CEO'], action: 'update' }] });
    expect(title.status).toBe(400);
    expect(expectFault(title.body)).toContain('Title is not editable');
    const other = await rest(server, token.enduser!, 'PUT', '/access/user', { dn: 'cn=manager,ou=users,o=data', attributes: [{ key: 'TelephoneNumber', values: ['1'], action: 'update' }] });
    expect(other.status).toBe(403);
    expectFault(other.body);
    const unchanged = (await rest(server, token.enduser!, 'GET', '/access/users/userDefaults')).body as Person;
    expect(valueOf(unchanged, 'Title')).toBe('Software Engineer');
  });

  it('takes a profile photo under 59 kb and refuses a bigger one or one that is not an image', async () => {
    const me = 'cn=enduser,ou=users,o=data';
    const photo = readFileSync(new URL('../../server/seed/assets/avatar-3.jpg', import.meta.url));
    const put = (value: string) => rest(server, token.enduser!, 'PUT', '/access/user?isProfile=true', { dn: me, attributes: [{ key: 'Photo', values: [value], action: 'update' }] });
    expect((await put(photo.toString('base64'))).status).toBe(204);
    const after = (await rest(server, token.enduser!, 'GET', '/access/users/userDefaults')).body as Person;
    expect(after.image).toBe(photo.toString('base64'));
    const huge = Buffer.concat([photo.subarray(0, 4), Buffer.alloc(60 * 1024)]);
    const tooBig = await put(huge.toString('base64'));
    expect(tooBig.status).toBe(400);
    expect(expectFault(tooBig.body)).toContain('Image Size should be less Than 59 kb');
    const text = await put(Buffer.from('hello').toString('base64'));
    expect(text.status).toBe(400);
    expect((await rest(server, token.enduser!, 'GET', '/access/users/userDefaults')).body).toMatchObject({ image: photo.toString('base64') });
  });

  it('answers 403 to a user without domainAdmin for create and delete', async () => {
    const created = await rest(server, token.enduser!, 'POST', '/access/user', newUser('sneaky'));
    expect(created.status).toBe(403);
    expectFault(created.body);
    const deleted = await rest(server, token.manager!, 'DELETE', '/access/user', { members: [{ dn: 'cn=enduser,ou=users,o=data' }] });
    expect(deleted.status).toBe(403);
    expect((await rest(server, token.uaadmin!, 'GET', `/access/users/details?userDn=${encodeURIComponent('cn=enduser,ou=users,o=data')}`)).status).toBe(200);
  });

  it('disables and enables a login (disabledLogin as an attribute change) for an administrator only', async () => {
    expect((await rest(server, token.uaadmin!, 'POST', '/access/user', newUser('tlogin'))).status).toBe(201);
    const dn = 'cn=tlogin,ou=sales,ou=users,o=data';
    const login = async () => ((await rest(server, token.uaadmin!, 'GET', `/access/users/details?userDn=${encodeURIComponent(dn)}`)).body as Person & { disabledLogin: boolean; disabledLoginSupported: boolean });
    const setLogin = (who: string, values: unknown[], target = dn) =>
      rest(server, token[who]!, 'PUT', '/access/user', { dn: target, attributes: [{ key: 'disabledLogin', values, action: 'update' }] });
    expect(await login()).toMatchObject({ disabledLogin: false, disabledLoginSupported: true });

    expect((await setLogin('uaadmin', ['true'])).status).toBe(204);
    expect((await login()).disabledLogin).toBe(true);
    await expect(passwordGrant(server, 'tlogin', 'Secret123!')).rejects.toThrow('400');

    // Bad input, a user without domainAdmin, and an administrator's own login change nothing.
    for (const [who, values, target, status, words] of [
      ['uaadmin', ['maybe'], dn, 400, 'disabledLogin'],
      ['uaadmin', [], dn, 400, 'disabledLogin'],
      ['uaadmin', ['true', 'false'], dn, 400, 'disabledLogin'],
      ['enduser', ['false'], dn, 403, 'needs domainAdmin'],
      ['enduser', ['true'], 'cn=enduser,ou=users,o=data', 403, 'needs domainAdmin'],
      ['uaadmin', ['true'], 'cn=uaadmin,ou=users,o=data', 400, 'your own login'],
    ] as const) {
      const answer = await setLogin(who, [...values], target);
      expect(answer.status, `${who} ${JSON.stringify(values)}`).toBe(status);
      expect(expectFault(answer.body)).toContain(words);
    }
    expect((await login()).disabledLogin).toBe(true);

    expect((await setLogin('uaadmin', ['false'])).status).toBe(204);
    expect((await login()).disabledLogin).toBe(false);
    await passwordGrant(server, 'tlogin', 'Secret123!');
    expect((await rest(server, token.uaadmin!, 'DELETE', '/access/user', { members: [{ dn }] })).status).toBe(204);
  });

  it('deletes all or nothing: one unknown DN keeps every user', async () => {
    const before = await count();
    const answer = await rest(server, token.uaadmin!, 'DELETE', '/access/user', { members: [{ dn: 'cn=proxyuser,ou=users,o=data' }, { dn: 'cn=ghost,o=data' }] });
    expect(answer.status).toBe(400);
    expect(expectFault(answer.body)).toContain('cn=ghost,o=data: no such user');
    expect(await count()).toBe(before);
    const self = await rest(server, token.uaadmin!, 'DELETE', '/access/user', { members: [{ dn: 'cn=uaadmin,ou=users,o=data' }] });
    expect(self.status).toBe(400);
    expect(expectFault(self.body)).toContain('your own account');
  });
});

describe("the client's maxLimitUserSearch", () => {
  it('caps every user search page (users list, entity user search), and a larger setting is refused', async () => {
    const setLimit = (value: unknown) => rest(server, token.uaadmin!, 'POST', '/access/config/custom?client=1', [{ key: 'maxLimitUserSearch', value }]);
    expect((await setLimit(7)).status).toBeLessThan(300);
    try {
      const page = await list('size=25');
      expect(page.usersList).toHaveLength(7);
      expect(page.nextIndex).toBe(8);
      const entities = await rest(server, token.uaadmin!, 'GET', '/access/entities/list?entityKey=user&size=25');
      expect(entities.status).toBe(200);
      expect((entities.body as { entityList: unknown[]; nextIndex: number })).toMatchObject({ entityList: expect.any(Array), nextIndex: 8 });
      expect((entities.body as { entityList: unknown[] }).entityList).toHaveLength(7);
      expect((await list('size=5')).usersList).toHaveLength(5);
      const refused = await setLimit(301);
      expect(refused.status).toBe(400);
      expect((await list('size=25')).usersList).toHaveLength(7);
    } finally {
      expect((await setLimit(300)).status).toBeLessThan(300);
    }
    expect((await list('size=25')).usersList).toHaveLength(25);
  });
});
