/**
 * Entities: the user attribute schema, entity definitions, lookup lists, quick info and the items
 * of the other entity types (locations, cost centres).
 * Contract: GET /access/entities/schema, /access/entities/definitions, /access/entities/list,
 * /access/entities/quickInfo; POST, PUT and DELETE /access/entities/item.
 */
import type { FastifyPluginAsync } from 'fastify';
import { principalOf, requirePower, type Principal } from '../auth/principal.ts';
import { badRequest, notFound } from '../http/fault.ts';
import { nextIndexAfter, pageRequest } from '../http/paging.ts';
import { USERS_DN } from '../seed/organisation.ts';
import { deleteItems, findItem, insertItem, itemNode, itemType, itemValues, ITEM_TYPES, searchItems, updateItem, type ItemValues } from '../identity/entity-items.ts';
import { findGroup, searchGroups } from '../identity/group-store.ts';
import { isTrue, sortDirection } from '../identity/query-params.ts';
import { PHOTO_ATTRIBUTE, USER_ATTRIBUTES, USER_LOOKUP, type UserAttribute } from '../identity/user-attributes.ts';
import { attributeWithValues, describeAttribute, type AttributeNode, type EditMode } from '../identity/user-nodes.ts';
import { buildUserSearch } from '../identity/user-search.ts';
import { maxUserSearch } from '../identity/client-settings.ts';
import { findUser, searchUsers } from '../identity/user-store.ts';

/** Entities this server defines; user-lookup is the user entity as a DN attribute's lookup. */
const ENTITY_DEFINITIONS = [
  { key: 'user', displayName: 'User', creatable: true, editable: true, removable: true, viewable: true },
  { key: USER_LOOKUP, displayName: 'User lookup', creatable: false, editable: false, removable: false, viewable: true },
  { key: 'group', displayName: 'Group', creatable: true, editable: true, removable: true, viewable: true },
  ...ITEM_TYPES.map((t) => ({ key: t.key, displayName: t.displayName, creatable: true, editable: true, removable: true, viewable: true })),
];

const GROUP_ATTRIBUTES: AttributeNode[] = [
  { key: 'CN', displayLabel: 'Name', dataType: 'String', formatType: 'text', controlType: 'text', isSearchable: true, isSortable: true, isRequired: true, isEditable: true, isMultivalued: false, isHideable: false, isClickable: false },
  { key: 'Description', displayLabel: 'Description', dataType: 'String', formatType: 'text', controlType: 'text', isSearchable: true, isSortable: false, isRequired: false, isEditable: true, isMultivalued: false, isHideable: true, isClickable: false },
];

function schemaAttributes(entityName: string, mode: EditMode): AttributeNode[] {
  if (entityName === 'createUser') {
    // The create form: every attribute settable on create is editable there.
    return [...USER_ATTRIBUTES, PHOTO_ATTRIBUTE].filter((a) => a.onCreate).map((a) => describeAttribute(a, 'admin'));
  }
  return [...USER_ATTRIBUTES, PHOTO_ATTRIBUTE].map((a) => describeAttribute(a, mode));
}

/** AttributesListNode of an entity's schema (GET /access/entities/schema, and /schema/rra). */
export function entitySchema(principal: Principal, query: { entityName?: string; editable?: string; searchable?: string }) {
  const entityName = (query.entityName ?? '').trim() || 'user';
  if (entityName !== 'user' && entityName !== 'createUser') {
    throw badRequest(`entityName: "${entityName}" is not known; use user or createUser`);
  }
  const mode: EditMode = principal.powers.has('domainAdmin') ? 'admin' : 'self';
  let attributesList = schemaAttributes(entityName, mode);
  if (isTrue(query.editable)) attributesList = attributesList.filter((a) => a.isEditable);
  if (isTrue(query.searchable)) attributesList = attributesList.filter((a) => a.isSearchable);
  return { container: USERS_DN, namingAttr: 'CN', displayPhoto: true, attributesList };
}

const entitiesRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  app.get('/access/entities/schema', async (request) => entitySchema(principalOf(request), request.query as Record<string, string>));

  app.get('/access/entities/definitions', async (request) => {
    const principal = principalOf(request);
    const { key } = request.query as { key?: string };
    const mode: EditMode = principal.powers.has('domainAdmin') ? 'admin' : 'readOnly';
    const describe = (definition: (typeof ENTITY_DEFINITIONS)[number]) => ({
      ...definition,
      namingAttribute: 'CN',
      attributes: definition.key === 'group' ? GROUP_ATTRIBUTES
        : itemType(definition.key)?.attributes.map((a) => ({ ...a, isEditable: a.isEditable && mode === 'admin' }))
        ?? USER_ATTRIBUTES.map((a) => describeAttribute(a, mode)),
    });
    if (key === undefined || key.trim() === '') return { entityDefinitions: ENTITY_DEFINITIONS.map(describe) };
    const definition = ENTITY_DEFINITIONS.find((d) => d.key === key.trim());
    if (!definition) throw notFound(`No entity definition has the key "${key}"; known: ${ENTITY_DEFINITIONS.map((d) => d.key).join(', ')}`);
    return describe(definition);
  });

  app.get('/access/entities/list', async (request) => {
    const query = request.query as { entityKey?: string; entityDN?: string; q?: string; nextIndex?: string; size?: string; advSearch?: string; searchKeys?: string; sortBy?: string; sortOrder?: string };
    const entityKey = (query.entityKey ?? '').trim();
    const page = pageRequest(query);
    if (entityKey === 'user' || entityKey === USER_LOOKUP) {
      // No page larger than maxLimitUserSearch (client 1's customization: the call names no client).
      page.size = Math.min(page.size, await maxUserSearch(db, undefined));
      const search = buildUserSearch({ q: page.q, searchAttr: query.searchKeys, advSearch: query.advSearch, sortBy: query.sortBy, sortOrder: query.sortOrder });
      const { rows, total } = await searchUsers(db, search, page);
      const mode: EditMode = 'readOnly';
      const shown: UserAttribute[] = USER_ATTRIBUTES.filter((a) => a.section === 'primary');
      const nextIndex = nextIndexAfter(page, total);
      return {
        entityList: rows.map((row) => ({ dn: row.dn, attributes: [
          { ...describeAttribute(USER_ATTRIBUTES.find((a) => a.key === 'CN')!, mode), attributeValues: [{ $: row.full_name, value: row.username }] },
          ...shown.map((a) => attributeWithValues(a, row, mode)),
        ] })),
        nextIndex, totalCount: total, hasMore: nextIndex > 0,
      };
    }
    if (entityKey === 'group') {
      const { rows, total } = await searchGroups(db, page, sortDirection(query.sortOrder));
      const nextIndex = nextIndexAfter(page, total);
      return {
        entityList: rows.map((row) => ({ dn: row.dn, attributes: [
          { ...GROUP_ATTRIBUTES[0]!, attributeValues: [{ $: row.name, value: row.name }] },
          { ...GROUP_ATTRIBUTES[1]!, attributeValues: row.description ? [{ $: row.description, value: row.description }] : [] },
        ] })),
        nextIndex, totalCount: total, hasMore: nextIndex > 0,
      };
    }
    const type = itemType(entityKey);
    if (type && (query.entityDN ?? '').trim() !== '') {
      // One item by its DN (the item editor's load).
      const found = await findItem(db, query.entityDN!);
      const rows = found && found.entity_key === type.key ? [found] : [];
      return { entityList: rows.map((row) => itemNode(type, row)), nextIndex: 0, totalCount: rows.length, hasMore: false };
    }
    if (type) {
      const { rows, total } = await searchItems(db, type, page, sortDirection(query.sortOrder) === 'DESC');
      const nextIndex = nextIndexAfter(page, total);
      return { entityList: rows.map((row) => itemNode(type, row)), nextIndex, totalCount: total, hasMore: nextIndex > 0 };
    }
    throw badRequest(`entityKey: "${entityKey}" is not known; use ${ENTITY_DEFINITIONS.map((d) => d.key).join(', ')}`);
  });

  // Items of the entity types of this server other than users and groups (they have their own endpoints).
  const typeOf = (key: unknown) => {
    const type = itemType(typeof key === 'string' ? key.trim() : '');
    if (!type) throw badRequest(`key: "${String(key ?? '')}" is not an entity type whose items can change here; use ${ITEM_TYPES.map((t) => t.key).join(', ')}`);
    return type;
  };

  app.post('/access/entities/item', { preHandler: requirePower('domainAdmin') }, async (request, reply) => {
    const body = request.body as { key?: unknown } | null;
    const type = typeOf(body?.key);
    const dn = await insertItem(db, type, itemValues(type, body, true));
    return reply.code(201).send({ dn, conatiner: type.container });
  });

  app.put('/access/entities/item', { preHandler: requirePower('domainAdmin') }, async (request, reply) => {
    const body = request.body as { key?: unknown; dn?: unknown } | null;
    const type = typeOf(body?.key);
    const dn = typeof body?.dn === 'string' ? body.dn.trim() : '';
    const current = dn === '' ? undefined : await findItem(db, dn);
    if (!current || current.entity_key !== type.key) throw notFound(`No ${type.displayName.toLowerCase()} has the DN "${dn}"`);
    await updateItem(db, current.dn, itemValues(type, body, false, JSON.parse(current.attributes) as ItemValues));
    return reply.code(204).send();
  });

  app.delete('/access/entities/item', { preHandler: requirePower('domainAdmin') }, async (request, reply) => {
    const items = (request.body as { items?: unknown } | null)?.items;
    if (!Array.isArray(items) || items.length === 0) throw badRequest('items: a non-empty list of { key, dn } is required');
    const dns: string[] = [];
    // All or nothing: every item is checked before any is deleted.
    for (const item of items as { key?: unknown; dn?: unknown }[]) {
      const type = typeOf(item?.key);
      const dn = typeof item?.dn === 'string' ? item.dn.trim() : '';
      const found = dn === '' ? undefined : await findItem(db, dn);
      if (!found || found.entity_key !== type.key) throw notFound(`No ${type.displayName.toLowerCase()} has the DN "${dn}"`);
      dns.push(found.dn);
    }
    await db.transaction((tx) => deleteItems(tx, dns));
    return reply.code(204).send();
  });

  app.get('/access/entities/quickInfo', async (request) => {
    const { entityType, entityId } = request.query as { entityType?: string; entityId?: string };
    const type = (entityType ?? '').trim().toUpperCase();
    const id = (entityId ?? '').trim();
    if (id === '') throw badRequest('entityId is required: the DN of the user, role, resource or group');
    const detail = (key: string, displayLabel: string, value: unknown, dataType = 'String') =>
      ({ key, displayLabel, value: value === null || value === undefined ? '' : String(value), dataType });
    if (type === 'USER') {
      const user = await findUser(db, id);
      if (!user) throw notFound(`No user has the DN "${id}"`);
      return {
        entityType: 'USER', entityName: user.full_name,
        details: [
          detail('FullName', 'Full Name', user.full_name), detail('Title', 'Title', user.title), detail('Department', 'Department', user.department),
          detail('Email', 'Email', user.email), detail('TelephoneNumber', 'Telephone Number', user.telephone),
          detail('Manager', 'Manager', user.manager_name ?? '', 'DN'), detail('Location', 'Location', user.location),
        ].filter((d) => d.value !== ''),
      };
    }
    if (type === 'ROLE') {
      const role = await db.get<{ name: string; description: string | null; level: number; level_name: string }>(
        'SELECT r.name, r.description, r.level, l.name AS level_name FROM roles r JOIN role_levels l ON l.level = r.level WHERE r.dn = ? COLLATE NOCASE', [id]);
      if (!role) throw notFound(`No role has the DN "${id}"`);
      return { entityType: 'ROLE', entityName: role.name, details: [detail('name', 'Name', role.name), detail('description', 'Description', role.description), detail('level', 'Role Level', role.level_name)] };
    }
    if (type === 'RESOURCE') {
      const resource = await db.get<{ name: string; description: string | null }>('SELECT name, description FROM resources WHERE dn = ? COLLATE NOCASE', [id]);
      if (!resource) throw notFound(`No resource has the DN "${id}"`);
      return { entityType: 'RESOURCE', entityName: resource.name, details: [detail('name', 'Name', resource.name), detail('description', 'Description', resource.description)] };
    }
    if (type === 'GROUP') {
      const group = await findGroup(db, id);
      if (!group) throw notFound(`No group has the DN "${id}"`);
      return {
        entityType: 'GROUP', entityName: group.name,
        details: [detail('dn', 'DN', group.dn, 'DN'), detail('name', 'Name', group.name), detail('description', 'Description', group.description), detail('container', 'Container', group.container_dn, 'DN')],
      };
    }
    throw badRequest(`entityType: "${entityType ?? ''}" is not known; use USER, ROLE, RESOURCE or GROUP`);
  });
};

export default entitiesRoutes;
