/**
 * The demo landing page of client "1": a few categories with links to console pages and
 * permissions to request (the first roles and resources of the catalogue), two of them featured,
 * and one item in no category.
 */
import type { Db } from '../store/db.ts';

const CLIENT = '1';

export async function seedLanding(db: Db): Promise<void> {
  const roles = await db.all<{ dn: string; name: string; description: string | null }>('SELECT dn, name, description FROM roles ORDER BY name LIMIT 3');
  const resources = await db.all<{ dn: string; name: string; description: string | null }>('SELECT dn, name, description FROM resources ORDER BY name LIMIT 2');
  const category = async (name: string, order: number) =>
    (await db.get<{ id: number }>('INSERT INTO landing_categories (client_id, name, sort_order) VALUES (?, ?, ?) RETURNING id', [CLIENT, name, order]))!.id;
  const item = (categoryId: number | null, order: number, fields: { target?: string; name: string; desc: string; type: string; appUrl?: string; featured?: boolean }) =>
    db.run('INSERT INTO landing_items (client_id, category_id, target, name, description, entity_type, app_url, sort_order, featured) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [CLIENT, categoryId, fields.target ?? '', fields.name, fields.desc, fields.type, fields.appUrl ?? '', order, fields.featured ? 1 : 0]);

  const selfService = await category('Self-service', 0);
  await item(selfService, 0, { target: 'tasks', name: 'My tasks', desc: 'Approve or deny what waits for you', type: 'navigation', appUrl: '#/tasks', featured: true });
  await item(selfService, 1, { target: 'history', name: 'My requests', desc: 'Follow what you have asked for', type: 'navigation', appUrl: '#/history' });
  await item(selfService, 2, { target: 'profile', name: 'My profile', desc: 'Your details and your access', type: 'navigation', appUrl: '#/profile' });

  const popular = await category('Popular access', 1);
  for (const [index, role] of roles.entries()) {
    await item(popular, index, { target: role.dn, name: role.name, desc: role.description ?? '', type: 'role', featured: index === 0 });
  }
  const applications = await category('Applications', 2);
  for (const [index, resource] of resources.entries()) {
    await item(applications, index, { target: resource.dn, name: resource.name, desc: resource.description ?? '', type: 'resource' });
  }
  await item(null, 0, { target: 'orgchart', name: 'Organisation chart', desc: 'Who works with whom', type: 'navigation', appUrl: '#/orgchart' });
}
