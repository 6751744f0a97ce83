/**
 * Users: list (search, sort, paging), details, logged-in user defaults, create, update, delete.
 * Contract: GET /access/users/list, /access/users/details, /access/users/userDefaults,
 * POST/PUT/DELETE /access/user.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { hashPassword } from '../auth/passwords.ts';
import { principalOf, requirePower, type Principal } from '../auth/principal.ts';
import { badRequest, forbidden, notFound } from '../http/fault.ts';
import { nextIndexAfter, pageRequest } from '../http/paging.ts';
import type { Db, SqlValue } from '../store/db.ts';
import { isTrue } from '../identity/query-params.ts';
import { DEFAULT_SEARCH_ATTRIBUTES, PHOTO_ATTRIBUTE, userAttribute } from '../identity/user-attributes.ts';
import { maxUserSearch } from '../identity/client-settings.ts';
import { checkCommonName, checkPassword, columnsOfChanges, type AttributeChange } from '../identity/user-changes.ts';
import { personNode, type EditMode } from '../identity/user-nodes.ts';
import { buildUserSearch } from '../identity/user-search.ts';
import { containerExists, findUser, groupDnsOf, hasDirectReports, searchUsers, updateUserColumns, usernameTaken } from '../identity/user-store.ts';

export interface ListQuery {
  q?: string; nextIndex?: string; size?: string; sortBy?: string; sortOrder?: string;
  searchAttr?: string; advSearch?: string; filter?: string; columnCustomization?: string; clientId?: string;
}

const attributeChangeSchema = {
  type: 'object',
  required: ['key'],
  properties: { key: { type: 'string', minLength: 1 }, values: { type: 'array' }, action: { type: 'string' } },
} as const;

const createBodySchema = {
  type: 'object',
  required: ['container', 'password', 'attributes'],
  properties: {
    container: { type: 'string', minLength: 1 },
    password: { type: 'string' },
    namingAttr: { type: 'string' },
    profilePhoto: { type: 'string' },
    attributes: { type: 'array', minItems: 1, items: attributeChangeSchema },
  },
} as const;

const updateBodySchema = {
  type: 'object',
  required: ['dn', 'attributes'],
  properties: {
    dn: { type: 'string', minLength: 1 },
    attributes: { type: 'array', items: attributeChangeSchema },
  },
} as const;

const deleteBodySchema = {
  type: 'object',
  required: ['members'],
  properties: {
    members: { type: 'array', minItems: 1, items: { type: 'object', required: ['dn'], properties: { dn: { type: 'string', minLength: 1 } } } },
  },
} as const;

/**
 * The user's login switch (the PersonNode's disabledLogin) travels as one more attribute change of
 * the contract's update body: {"key": "disabledLogin", "values": ["true" | "false"]}. Only an
 * administrator may change it, and not on their own account (they would lock themselves out).
 * Returns the other changes and the new value (undefined when the body does not name it).
 */
function loginChangeOf(changes: readonly AttributeChange[], principal: Principal, userDn: string): { rest: AttributeChange[]; disabled: boolean | undefined } {
  const isLogin = (change: AttributeChange) => String(change.key ?? '').trim().toLowerCase() === 'disabledlogin';
  const found = changes.filter(isLogin);
  const rest = changes.filter((change) => !isLogin(change));
  if (found.length === 0) return { rest, disabled: undefined };
  if (found.length > 1) throw badRequest('attributes: disabledLogin is given twice');
  if (!principal.powers.has('domainAdmin')) throw forbidden(`User ${principal.username} may not enable or disable logins (needs domainAdmin)`);
  if (principal.dn.toLowerCase() === userDn.toLowerCase()) throw badRequest('disabledLogin: you cannot disable or enable your own login');
  const values = found[0]?.values ?? [];
  const value = values.length === 1 ? String(values[0]).trim().toLowerCase() : '';
  if (value !== 'true' && value !== 'false') throw badRequest('disabledLogin: give one value, "true" (the user cannot sign in) or "false"');
  return { rest, disabled: value === 'true' };
}

/** How the principal may edit the user: administrators any user, everyone their own profile. */
function editModeFor(principal: Principal, userDn: string): EditMode {
  if (principal.powers.has('domainAdmin')) return 'admin';
  return principal.dn.toLowerCase() === userDn.toLowerCase() ? 'self' : 'readOnly';
}

function userDnParam(request: FastifyRequest): string {
  const dn = (request.query as { userDn?: string }).userDn?.trim();
  if (!dn) throw badRequest('userDn is required: the DN of the user, e.g. userDn=cn=enduser,ou=engineering,ou=users,o=data');
  return dn;
}

/**
 * The CN names the user (it is the first part of the DN that every reference holds), so an update
 * cannot change it: every CN entry of the changes must be the user's own CN, once, exactly as
 * stored. A different CN, a CN in another case, a second value, an empty list or a remove is
 * refused rather than answered 204 with nothing changed.
 */
function refuseRename(changes: readonly AttributeChange[], username: string): void {
  for (const change of changes) {
    if (String(change.key ?? '').trim().toLowerCase() !== 'cn') continue;
    const values = (change.values ?? []).filter((value) => value !== null && value !== undefined);
    const removes = change.action === 'delete' || change.action === 'remove';
    const value = values[0];
    if (!removes && values.length === 1 && typeof value === 'string' && value.trim() === username) continue;
    throw badRequest(`CN: the user ID "${username}" names the user and cannot be changed; create a new user instead`);
  }
}

/** The user search of GET /access/users/list (and the help desk's /access/users/usersForHistory). */
export async function userListPage(db: Db, principal: Principal, query: ListQuery) {
  // No page larger than the client's maxLimitUserSearch (its customization).
  const requested = pageRequest(query);
  const page = { ...requested, size: Math.min(requested.size, await maxUserSearch(db, query.clientId)) };
  const search = buildUserSearch({ q: page.q, searchAttr: query.searchAttr, advSearch: query.advSearch, sortBy: query.sortBy, sortOrder: query.sortOrder });
  let only: string[] | undefined;
  if (isTrue(query.columnCustomization)) {
    only = (query.filter ?? '').split(',').map((key) => key.trim()).filter((key) => key !== '').map((key) => {
      const attribute = userAttribute(key);
      if (!attribute) throw badRequest(`filter: "${key}" is not a user attribute`);
      return attribute.key;
    });
    if (only.length === 0) only = [...DEFAULT_SEARCH_ATTRIBUTES];
  }
  // Only the attributes asked for: a listing of some attributes carries the photo only when asked.
  const { rows, total } = await searchUsers(db, search, page, !only || only.includes(PHOTO_ATTRIBUTE.key));
  const nextIndex = nextIndexAfter(page, total);
  // List rows are compact: their attributes carry no edit flags, so no edit mode is worked out per row.
  const options = { mode: 'readOnly' as const, compact: true, ...(only ? { only } : {}) };
  return {
    usersList: rows.map((row) => personNode(row, options)),
    nextIndex,
    hasMore: nextIndex > 0,
    totalCount: total,
    totalSize: total,
  };
}

const usersRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  app.get('/access/users/list', async (request) => userListPage(db, principalOf(request), request.query as ListQuery));

  async function details(request: FastifyRequest, dn: string) {
    const principal = principalOf(request);
    const row = await findUser(db, dn);
    if (!row) throw notFound(`No user has the DN "${dn}"`);
    const isProfile = isTrue((request.query as { isProfile?: string }).isProfile);
    const mode = isProfile && principal.dn.toLowerCase() !== row.dn.toLowerCase() ? 'readOnly' : editModeFor(principal, row.dn);
    return personNode(row, { mode, groupDns: await groupDnsOf(db, row.dn), teamManager: await hasDirectReports(db, row.dn) });
  }

  app.get('/access/users/details', async (request) => details(request, userDnParam(request)));

  app.get('/access/users/userDefaults', async (request) => details(request, principalOf(request).dn));

  app.post('/access/user', { preHandler: requirePower('domainAdmin'), schema: { body: createBodySchema } }, async (request, reply) => {
    const body = request.body as { container: string; password: string; attributes: AttributeChange[]; profilePhoto?: string };
    // The contract also carries the photo apart from the attributes (profilePhoto, base64).
    if (body.profilePhoto && !body.attributes.some((change) => change.key.trim().toLowerCase() === 'photo')) {
      body.attributes.push({ key: 'Photo', values: [body.profilePhoto], action: 'add' });
    }
    const cnChange = body.attributes.find((change) => change.key.trim().toLowerCase() === 'cn');
    const cnValue = cnChange?.values?.[0];
    if (typeof cnValue !== 'string') throw badRequest('CN is required: the user ID, e.g. {"key":"CN","values":["jdoe"]}');
    const cn = checkCommonName(cnValue);
    const container = body.container.trim();
    if (!(await containerExists(db, container))) throw badRequest(`container: no container has the DN "${container}"`);
    if (await usernameTaken(db, cn)) throw badRequest(`CN: the user ID "${cn}" is already taken`);
    const password = checkPassword(body.password);
    const columns = await columnsOfChanges(db, body.attributes, 'admin', null);
    for (const required of ['FirstName', 'LastName'] as const) {
      const column = userAttribute(required)!.column;
      if (columns[column] === undefined || columns[column] === null) throw badRequest(`${required} is required`);
    }
    const dn = `cn=${cn},${container}`;
    const row: Record<string, SqlValue> = {
      ...columns,
      dn,
      container_dn: container,
      username: cn,
      full_name: `${String(columns.first_name)} ${String(columns.last_name)}`,
      password_hash: await hashPassword(password),
      created_at: new Date().toISOString(),
    };
    const names = Object.keys(row);
    await db.transaction(async (tx) => {
      await tx.run(`INSERT INTO users (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`, names.map((name) => row[name] ?? null));
    });
    reply.code(201);
    return { dn, name: cn, firstName: columns.first_name, lastName: columns.last_name };
  });

  app.put('/access/user', { schema: { body: updateBodySchema } }, async (request, reply) => {
    const principal = principalOf(request);
    const body = request.body as { dn: string; attributes: AttributeChange[] };
    const existing = await findUser(db, body.dn);
    if (!existing) throw notFound(`No user has the DN "${body.dn}"`);
    const mode = editModeFor(principal, existing.dn);
    if (mode === 'readOnly') throw forbidden(`User ${principal.username} may not change other users (needs domainAdmin)`);
    const { rest, disabled } = loginChangeOf(body.attributes, principal, existing.dn);
    refuseRename(rest, existing.username);
    const columns = await columnsOfChanges(db, rest, mode, existing.dn);
    if (disabled !== undefined) columns.disabled = disabled ? 1 : 0;
    if ('first_name' in columns || 'last_name' in columns) {
      columns.full_name = `${String(columns.first_name ?? existing.first_name)} ${String(columns.last_name ?? existing.last_name)}`;
    }
    await db.transaction((tx) => updateUserColumns(tx, existing.dn, columns));
    // The contract's answer is 204: the console reloads the details when it needs them.
    return reply.code(204).send();
  });

  // All or nothing: when any of the users cannot be deleted, none is, and the Fault lists why
  // (the console shows it under 'User(s) failed to delete').
  app.delete('/access/user', { preHandler: requirePower('domainAdmin'), schema: { body: deleteBodySchema } }, async (request, reply) => {
    const principal = principalOf(request);
    const { members } = request.body as { members: { dn: string }[] };
    await db.transaction(async (tx) => {
      const problems: string[] = [];
      const found: string[] = [];
      for (const { dn } of members) {
        const user = await tx.get<{ dn: string }>('SELECT dn FROM users WHERE dn = ? COLLATE NOCASE', [dn.trim()]);
        if (!user) problems.push(`${dn}: no such user`);
        else if (user.dn === principal.dn) problems.push(`${dn}: you cannot delete your own account`);
        else found.push(user.dn);
      }
      if (problems.length > 0) throw badRequest(`No user was deleted. ${problems.join('; ')}`);
      for (const dn of found) {
        // Reports of a deleted user lose their manager rather than pointing at nobody.
        await tx.run('UPDATE users SET manager_dn = NULL WHERE manager_dn = ?', [dn]);
        await tx.run('DELETE FROM users WHERE dn = ?', [dn]);
      }
    });
    return reply.code(204).send();
  });
};

export default usersRoutes;
