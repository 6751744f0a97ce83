/** Small readers of query parameters shared by the identity routes. */
import { badRequest } from '../http/fault.ts';

/** A boolean flag of the query string ("true" in any case is true; anything else false). */
export function isTrue(value: unknown): boolean {
  return value === true || String(value).toLowerCase() === 'true';
}

/** sortOrder: asc (the default) or desc in any case; anything else is a 400. */
export function sortDirection(value: string | undefined): 'ASC' | 'DESC' {
  const order = (value ?? '').trim().toLowerCase() || 'asc';
  if (order !== 'asc' && order !== 'desc') throw badRequest(`sortOrder: "${value}" is not asc or desc`);
  return order === 'asc' ? 'ASC' : 'DESC';
}
