import { describe, expect, it } from 'vitest';
import { defaultTarget } from './defaultTarget.ts';

const known = (path: string) => ['/dashboard', '/landing', '/default', '/tasks'].includes(path);
const origin = 'https://idm.example.com';

describe('defaultTarget', () => {
  it('follows areaDefault to the dashboard or the landing page', () => {
    expect(defaultTarget({ areaDefault: 'dashboard' }, known, origin)).toEqual({ kind: 'route', path: '/dashboard' });
    expect(defaultTarget({ areaDefault: 'landing' }, known, origin)).toEqual({ kind: 'route', path: '/landing' });
    expect(defaultTarget({ areaDefault: '#/tasks' }, known, origin)).toEqual({ kind: 'route', path: '/tasks' });
  });

  it('never loops back to the default route, and never leaves the origin', () => {
    expect(defaultTarget({}, known, origin)).toEqual({ kind: 'route', path: '/dashboard' });
    expect(defaultTarget({ areaDefault: 'default' }, known, origin)).toEqual({ kind: 'route', path: '/dashboard' });
    expect(defaultTarget({ areaDefault: 'https://evil.example.org/x' }, known, origin)).toEqual({ kind: 'route', path: '/dashboard' });
    expect(defaultTarget({ areaDefault: '/IDMProv/other.html' }, known, origin)).toEqual({ kind: 'page', url: '/IDMProv/other.html' });
  });
});
