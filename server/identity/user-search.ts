/**
 * Builds the SQL of the users list: quick search (q as a prefix over searchAttr, OR), advanced
 * search (advSearch, AND of prefix filters, which takes priority), base-DN search (key DN),
 * sorting on indexed columns, and paging. Parameter errors become 400 faults that name the fix.
 */
import { badRequest } from '../http/fault.ts';
import { likePattern } from '../http/paging.ts';
import type { SqlValue } from '../store/db.ts';
import { sortDirection } from './query-params.ts';
import { DEFAULT_SEARCH_ATTRIBUTES, SORT_ALIASES, userAttribute, USER_ATTRIBUTES } from './user-attributes.ts';

export interface UserSearch {
  /** SQL after FROM users u (WHERE ...), without ORDER BY. */
  where: string;
  params: SqlValue[];
  orderBy: string;
  /**
   * An index that holds the sort's columns and every column the filter reads (migration
   * 049-user-sort-scan.sql): walking it in order finds the page without reading user rows.
   */
  scanIndex?: string;
}

/** The columns each scan index holds, by the sort column it is ordered by. */
const SCAN_INDEXES: Record<string, { index: string; columns: ReadonlySet<string> }> = {
  last_name: { index: 'users_scan_last_name', columns: new Set(['last_name', 'first_name', 'email', 'telephone']) },
  first_name: { index: 'users_scan_first_name', columns: new Set(['first_name', 'last_name', 'email', 'telephone']) },
};

export interface UserSearchInput {
  q: string;
  searchAttr?: string | undefined;
  advSearch?: string | undefined;
  sortBy?: string | undefined;
  sortOrder?: string | undefined;
}

const searchableKeys = () => USER_ATTRIBUTES.filter((a) => a.isSearchable).map((a) => a.key).join(', ');
const sortableKeys = () => ['name', ...USER_ATTRIBUTES.filter((a) => a.isSortable).map((a) => a.key)].join(', ');

function splitList(value: string | undefined): string[] {
  return (value ?? '').split(',').map((part) => part.trim()).filter((part) => part !== '');
}

/** A case-insensitive prefix match that the NOCASE indexes of the users table can serve. */
function prefixCondition(column: string): string {
  return `u.${column} LIKE ? ESCAPE '\\'`;
}

/** Users in the container or below it. */
function baseDnCondition(dn: string, params: SqlValue[]): string {
  params.push(dn, `%,${dn.replace(/[\\%_]/g, (c) => `\\${c}`)}`);
  return `(u.container_dn = ? COLLATE NOCASE OR u.container_dn LIKE ? ESCAPE '\\')`;
}

function searchColumn(key: string, parameter: string): string {
  const attribute = userAttribute(key);
  if (!attribute || !attribute.isSearchable) {
    throw badRequest(`${parameter}: "${key}" is not a searchable user attribute; use one of ${searchableKeys()} (or DN for a container)`);
  }
  return attribute.column;
}

/** Splits advSearch at the commas that start a new "Key:" term, so DN values keep their commas. */
function advancedTerms(advSearch: string): string[] {
  return advSearch.split(/,(?=\s*[A-Za-z][A-Za-z0-9_]*\s*:)/).map((term) => term.trim()).filter((term) => term !== '');
}

function advancedConditions(advSearch: string, params: SqlValue[]): string[] {
  const conditions: string[] = [];
  for (const term of advancedTerms(advSearch)) {
    const colon = term.indexOf(':');
    if (colon <= 0) throw badRequest(`advSearch: "${term}" must be attribute:value, e.g. advSearch=FirstName:Aaliyah,LastName:Hall`);
    const key = term.slice(0, colon).trim();
    const value = term.slice(colon + 1).trim();
    if (key.toUpperCase() === 'DN') {
      if (value !== '' && value !== '*') conditions.push(baseDnCondition(value, params));
      continue;
    }
    const column = searchColumn(key, 'advSearch');
    if (value === '' || value === '*') continue;
    conditions.push(prefixCondition(column));
    params.push(likePattern(value));
  }
  return conditions;
}

function quickConditions(q: string, searchAttr: string | undefined, params: SqlValue[]): string[] {
  const keys = splitList(searchAttr);
  const dnKey = keys.find((key) => key.toUpperCase() === 'DN');
  // Base-DN search: searchAttr=DN and q is the container; it takes precedence over the rest.
  if (dnKey) return q === '*' ? [] : [baseDnCondition(q, params)];
  if (q === '*') {
    keys.forEach((key) => searchColumn(key, 'searchAttr'));
    return [];
  }
  const columns = (keys.length > 0 ? keys : [...DEFAULT_SEARCH_ATTRIBUTES]).map((key) => searchColumn(key, 'searchAttr'));
  const pattern = likePattern(q);
  for (let i = 0; i < columns.length; i += 1) params.push(pattern);
  return [`(${columns.map(prefixCondition).join(' OR ')})`];
}

function sortColumn(sortBy: string | undefined): string {
  const key = (sortBy ?? '').trim();
  let column = 'last_name';
  if (key !== '') {
    const alias = SORT_ALIASES[key];
    const attribute = userAttribute(key);
    if (alias) column = alias;
    else if (attribute?.isSortable) column = attribute.column;
    else throw badRequest(`sortBy: "${key}" is not a sortable user attribute; use one of ${sortableKeys()}`);
  }
  return column;
}

function orderClause(column: string, sortOrder: string | undefined): string {
  const direction = sortDirection(sortOrder);
  // Ties go by last name (by first name when sorted by last name), then rowid in index order, so
  // that pages never overlap or skip a user.
  const tie = column === 'last_name' ? 'first_name' : 'last_name';
  return `u.${column} COLLATE NOCASE ${direction}, u.${tie} COLLATE NOCASE ${direction}, u.rowid ${direction}`;
}

export function buildUserSearch(input: UserSearchInput): UserSearch {
  const params: SqlValue[] = [];
  const advanced = splitList(input.advSearch).length > 0;
  const conditions = advanced ? advancedConditions(input.advSearch ?? '', params) : quickConditions(input.q, input.searchAttr, params);
  const column = sortColumn(input.sortBy);
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const search: UserSearch = { where, params, orderBy: orderClause(column, input.sortOrder) };
  // The filter's columns, read from its SQL (every condition names its columns as u.<column>).
  const filtered = [...where.matchAll(/\bu\.([a-z_]+)/g)].map((match) => match[1]!);
  const scan = SCAN_INDEXES[column];
  if (scan && filtered.length > 0 && filtered.every((name) => scan.columns.has(name))) search.scanIndex = scan.index;
  return search;
}
