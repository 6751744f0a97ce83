/**
 * The featured items of the landing page and their categories. Contract: POST/PUT/DELETE
 * /access/featuredItems (UiItemListNode {items}) and /access/featuredItems/categories
 * (ItemCategoryNodeList {itemCategories}); GET /access/featuredItems is in landing.ts. They are the
 * landing page's store (landing/store.ts): POST adds items as featured ones (201, each new
 * itemId), PUT changes items (204), DELETE takes items off the featured list (they stay on the
 * landing page; 204). The categories are the landing page's categories: POST adds (201), PUT
 * changes, DELETE removes (their items stay, without a category; 204). Domain administrators
 * only; each change runs in one transaction and a 400 leaves everything as it was.
 */
import type { FastifyPluginAsync } from 'fastify';
import { requirePower } from '../auth/principal.ts';
import { createCategories, createItems, deleteCategories, listOf, updateCategories, updateItems } from '../landing/store.ts';
import type { Db } from '../store/db.ts';
import { clientOf } from './landing.ts';

type Change = (tx: Db, clientId: string, body: unknown) => Promise<unknown>;

/** Each write: its method and path, what it does to the store, and its status (201 answers the new ids). */
const WRITES: readonly [method: 'POST' | 'PUT' | 'DELETE', path: string, change: Change, status: 201 | 204][] = [
  ['POST', '/access/featuredItems', (tx, client, body) => createItems(tx, client, body, true), 201],
  ['PUT', '/access/featuredItems', updateItems, 204],
  // Off the featured list, not off the landing page.
  ['DELETE', '/access/featuredItems', (tx, client, body) => updateItems(tx, client, { items: listOf(body, 'items').map((entry) => ({ itemId: entry.itemId, subType: '' })) }), 204],
  ['POST', '/access/featuredItems/categories', createCategories, 201],
  ['PUT', '/access/featuredItems/categories', updateCategories, 204],
  ['DELETE', '/access/featuredItems/categories', deleteCategories, 204],
];

const featuredItemsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;
  for (const [method, url, change, status] of WRITES) {
    app.route({
      method,
      url,
      preHandler: requirePower('domainAdmin'),
      handler: async (request, reply) => {
        const answer = await db.transaction((tx) => change(tx, clientOf(request), request.body));
        return status === 201 ? reply.code(201).send(answer) : reply.code(204).send();
      },
    });
  }
};

export default featuredItemsRoutes;
