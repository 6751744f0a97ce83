// The picker tabs whose data source an area declares (pickerSources of screens/<area>/area.json):
// the call a tab searches with, where the answer holds its items and how an entry reads. This file
// reads such a declaration; it names no call of its own. npm run validate has checked the calls,
// their parameters and the shape of each declaration.
import type { CallFunction } from '../../../api/index.ts';
import type {
  MemberList,
  PickerCase,
  PickerField,
  PickerItemMap,
  PickerParams,
  PickerSource as PickerSourceDeclaration,
  PickerValue,
  PickerWhen,
} from '../../../schemas/types/area.ts';
import type { PickerItem, PickerPage, PickerTab } from '../types.ts';
import type { PickerSourceDeclarations } from './context.ts';
import { asAnswer, listOf, nameOfDn, num, serverPage, text, type Answer, type PickerSource, type SourceContext, type SourceRequest } from './common.ts';

export type { PickerSourceDeclaration };

/** The values a declaration may read besides the request: the picker's context, and the container whose members are listed. */
interface Scope {
  request: SourceRequest;
  context: SourceContext;
  containerDn?: string;
}

/** The values at a dotted path; '*' steps into every element of a list. */
function valuesAt(entry: unknown, path: string): unknown[] {
  let current: unknown[] = [entry];
  for (const step of path.split('.')) {
    current = current.flatMap((value) => {
      if (step === '*') return Array.isArray(value) ? (value as unknown[]) : [];
      return typeof value === 'object' && value !== null && !Array.isArray(value) ? [(value as Answer)[step]] : [];
    });
  }
  return current;
}

const pathsOf = (field: PickerField): string[] => (Array.isArray(field) ? field : (field.first ?? []));

/** The first non-empty text (or number, for a number field) of a field's keys. */
function firstOf(entry: Answer, field: PickerField): string | number | undefined {
  const asNumber = !Array.isArray(field) && field.number === true;
  for (const path of pathsOf(field)) {
    for (const value of valuesAt(entry, path)) {
      const read = asNumber ? num(value) : text(value);
      if (read !== undefined && read !== '') return read;
    }
  }
  return undefined;
}

/** Every non-empty text at the keys, each once, in order (an item's categories). */
function allTexts(entry: Answer, paths: string[]): string[] {
  const found = paths.flatMap((path) => valuesAt(entry, path).flatMap((value) => text(value) || []));
  return [...new Set(found)];
}

/** A longer text cut to the limit, ending with '...'. */
export function shortText(value: string | undefined, limit: number): string | undefined {
  if (value === undefined || value.length <= limit) return value;
  return `${value.slice(0, limit)}...`;
}

/** A field of an entry whose id is known: its keys, else its fixed value or stand-in, cut to its length. */
function readField(entry: Answer, field: PickerField | undefined, id: string | undefined): string | number | undefined {
  if (field === undefined) return undefined;
  if (!Array.isArray(field) && field.value !== undefined) return field.value;
  let read = firstOf(entry, field);
  if (read === undefined && !Array.isArray(field)) {
    if (field.otherwise === 'commonName') read = nameOfDn(id);
    else if (field.otherwise === 'id') read = id;
  }
  if (typeof read === 'string' && !Array.isArray(field) && field.maxLength !== undefined) read = shortText(read, field.maxLength);
  return read;
}

const asText = (value: string | number | undefined) => (value === undefined ? undefined : String(value));
const asNum = (value: string | number | undefined) => (typeof value === 'number' ? value : undefined);

/** An entry of the answer's list as an item of the tab; none without an id. */
export function declaredItem(entry: Answer, map: PickerItemMap, type: PickerTab): PickerItem | undefined {
  const id = asText(firstOf(entry, map.id));
  if (!id) return undefined;
  const field = (name: Exclude<keyof PickerItemMap, 'id' | 'conflict' | 'categories'>) => readField(entry, map[name], id);
  const item: PickerItem = { type, id, displayName: asText(field('displayName')) ?? id };
  const texts = { dn: field('dn'), description: field('description'), detail: field('detail'), subType: field('subType'), value: field('value'), image: field('image'), viewID: field('viewID') };
  for (const [key, value] of Object.entries(texts)) if (value !== undefined) (item as unknown as Record<string, unknown>)[key] = asText(value);
  const level = asNum(field('level'));
  if (level !== undefined) item.level = level;
  const managedBy = asNum(field('managedBy'));
  if (managedBy !== undefined) item.managedBy = managedBy;
  const bulk = asText(field('bulkRequestable'));
  if (bulk === 'true' || bulk === 'false') item.bulkRequestable = bulk === 'true';
  const categories = map.categories ? allTexts(entry, map.categories) : [];
  if (categories.length > 0) item.categories = categories.join(', ');
  if (map.conflict) {
    const pair = listOf(entry, map.conflict.from);
    if (pair.length >= 2) {
      const conflict = map.conflict;
      const nameOf = (part: Answer) => asText(firstOf(part, conflict.name)) ?? nameOfDn(asText(firstOf(part, conflict.id)));
      item.conflict = [nameOf(pair[0]!), nameOf(pair[1]!)];
    }
  }
  return item;
}

/** What a context value names: the team, the entity key, the entitlement's id or DN, the container. */
function contextValue(name: string, scope: Scope): unknown {
  const { context } = scope;
  switch (name) {
    case 'teamDn':
      return context.teamDn;
    case 'entityKey':
      return context.entityKey;
    case 'entitlementId':
      return context.entitlement?.id;
    case 'entitlementDn':
      return context.entitlement ? (context.entitlement.dn ?? context.entitlement.id) : undefined;
    case 'containerDn':
      return scope.containerDn;
    default:
      return undefined;
  }
}

function valueOf(value: PickerValue, scope: Scope): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const { request, context } = scope;
  switch (value.from) {
    case 'query':
      return request.q;
    case 'start':
      return request.nextIndex;
    case 'size':
      return request.size;
    case 'option': {
      const option = (context.options as Record<string, unknown>)[value.name];
      if (!value.map) return option;
      return typeof option === 'string' ? value.map[option] : undefined;
    }
    case 'context':
      return contextValue(value.name, scope);
  }
}

/** The parameters (or body) a declaration gives, each from where it says. */
function valuesOf(params: PickerParams | undefined, scope: Scope): Record<string, unknown> | undefined {
  if (!params) return undefined;
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, value === undefined ? undefined : valueOf(value, scope)]));
}

function holds(when: PickerWhen, scope: Scope): boolean {
  if (when.given !== undefined) return contextValue(when.given === 'entitlement' ? 'entitlementId' : when.given, scope) !== undefined;
  return when.option !== undefined && (scope.context.options as Record<string, unknown>)[when.option] === when.equals;
}

type Query = Pick<PickerCase, 'call' | 'params' | 'body' | 'itemsPath' | 'nextIndexPath'>;

/** Sends a declared query and reads its answer's items as a page of the tab. */
async function runQuery(call: CallFunction, query: Query, map: PickerItemMap, type: PickerTab, scope: Scope, totalPaths?: string[]): Promise<PickerPage> {
  const dynamic = call as unknown as (name: string, params?: unknown, body?: unknown, options?: { signal?: AbortSignal }) => Promise<unknown>;
  const answer = asAnswer(await dynamic(query.call, valuesOf(query.params, scope) ?? {}, valuesOf(query.body, scope), { signal: scope.request.signal }));
  const items = listOf(answer, query.itemsPath).flatMap((entry) => declaredItem(entry, map, type) ?? []);
  return serverPage(items, answer, query.nextIndexPath ?? 'nextIndex', totalPaths);
}

/**
 * The source of a declared tab. sameAs follows the named tab's declaration; a tab whose needs are
 * not given lists nothing; the user being edited is left out when the picker says excludeSelf.
 */
export function declaredSource(tab: PickerTab, declarations: PickerSourceDeclarations): PickerSource | undefined {
  let declaration = declarations[tab];
  for (let hops = 0; declaration?.sameAs !== undefined && hops < 4; hops += 1) declaration = declarations[declaration.sameAs];
  if (!declaration?.call || !declaration.itemsPath || !declaration.item) return undefined;
  const { call: name, params, body, itemsPath, nextIndexPath, cases = [], item: map, needs, totalPaths } = declaration;
  return async (request, context) => {
    const scope: Scope = { request, context };
    if (needs !== undefined && contextValue(needs === 'entitlement' ? 'entitlementId' : needs, scope) === undefined) return { items: [], nextIndex: 0 };
    const query = cases.find((option) => holds(option.when, scope)) ?? { call: name, params, body, itemsPath, nextIndexPath };
    const page = await runQuery(context.call, query, map, tab, scope, totalPaths);
    const self = context.options.excludeSelf ? context.selfDn?.toLowerCase() : undefined;
    return self === undefined ? page : { ...page, items: page.items.filter((item) => item.dn?.toLowerCase() !== self) };
  };
}

/** The members of a chosen item (a group, a team), paged, as its declaration lists them. */
export type MemberSource = (request: SourceRequest, call: CallFunction, container: PickerItem) => Promise<PickerPage>;

export function declaredMembers(list: MemberList): MemberSource {
  return (request, call, container) => runQuery(call, list, list.item, 'user', { request, context: { call, options: {} }, containerDn: container.dn ?? container.id });
}
