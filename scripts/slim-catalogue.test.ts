import { describe, expect, it } from 'vitest';
import { withoutDocumentation, withoutServerData } from './slim-catalogue.ts';

describe('slim call catalogue', () => {
  it('drops descriptions, contract references, wire types other than array and $schema, and keeps what call() and list filters use', () => {
    const file = {
      $schema: '../../schemas/call-catalogue.schema.json',
      calls: {
        'users.list': {
          description: 'Users',
          method: 'GET',
          path: '/rest/access/users/list',
          paging: 'nextIndex',
          contract: 'GET /access/users/list',
          query: { q: { type: 'string', default: '*', description: 'Search' }, size: { type: 'integer', required: true }, column: { type: 'array' } },
        },
      },
    };
    expect(withoutDocumentation(file)).toEqual({
      calls: {
        'users.list': {
          method: 'GET',
          path: '/rest/access/users/list',
          paging: 'nextIndex',
          query: { q: { default: '*' }, size: { required: true }, column: { type: 'array' } },
        },
      },
    });
  });

  it('keeps a query parameter whose name is a documentation key (type, description)', () => {
    const file = {
      calls: {
        'requests.permissionStatus': {
          method: 'POST',
          path: '/rest/access/requests/historylist/permission',
          query: { item: { type: 'string' }, type: { type: 'string' }, description: { type: 'string', required: true } },
        },
      },
    };
    expect(withoutDocumentation(file)).toEqual({
      calls: {
        'requests.permissionStatus': {
          method: 'POST',
          path: '/rest/access/requests/historylist/permission',
          query: { item: {}, type: {}, description: { required: true } },
        },
      },
    });
  });

  it('keeps of an area manifest what the console reads: routes and the proxy mode of menu entries, not the page rights the sandbox reads', () => {
    const manifest = {
      $schema: '../../schemas/area.schema.json',
      routes: [{ path: '/requests', pageKey: 'requests', titleKey: 'route.requests.title' }],
      menu: { requests: { link: '#/requests', under: 'access', order: 20, proxyMode: 'shownInSubMenu' }, catalog: { order: 50 } },
      pageRights: { requests: 'everyone' },
      helpTopics: { requests: 'requests' },
    };
    expect(withoutServerData(manifest)).toEqual({
      routes: manifest.routes,
      menu: { requests: { proxyMode: 'shownInSubMenu' } },
      helpTopics: { requests: 'requests' },
    });
    expect(withoutServerData({ routes: [], menu: { catalog: { order: 50 } } })).toEqual({ routes: [] });
  });
});
