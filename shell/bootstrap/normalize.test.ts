import { describe, expect, it } from 'vitest';
import { flag, imageSrc, localized, permissionTypes, settingsSection } from './normalize.ts';

describe('settings normalisation', () => {
  it('reads the permission types a client lets users request from its viewPermission entries', () => {
    expect(permissionTypes([{ key: 'role', value: true }, { key: 'resource', value: 'false' }, { key: 'prd', value: 'true' }])).toEqual(['ROLE', 'PRD']);
    expect(permissionTypes(undefined)).toBeUndefined();
    expect(permissionTypes([])).toBeUndefined();
  });
  it('reads a section of {key, value} entries from the usual wrappings', () => {
    const entries = [{ key: 'showInMenu', sectionKey: 'helpdesk', value: 'true' }];
    for (const answer of [{ config: { helpdesk: entries } }, { helpdesk: entries }, entries]) {
      expect(settingsSection(answer, 'helpdesk')).toEqual({ showInMenu: 'true' });
    }
    expect(settingsSection(undefined, 'helpdesk')).toEqual({});
  });
  it('reads loose booleans', () => {
    expect([flag(true), flag('true'), flag('false'), flag(undefined)]).toEqual([true, true, false, false]);
  });
  it('picks the text of the locale, then its language, then English', () => {
    const title = { en: 'Console', de: 'Konsole', link: 'https://x' };
    expect(localized(title, 'de_DE')).toBe('Konsole');
    expect(localized(title, 'fr')).toBe('Console');
    expect(localized('plain', 'de')).toBe('plain');
  });
  it('turns bare base64 photos into data URLs and drops script URLs', () => {
    const jpeg = `/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRy${'A'.repeat(40)}`;
    expect(imageSrc(jpeg)).toBe(`data:image/jpeg;base64,${jpeg}`);
    expect(imageSrc('/idmdash/images/logo.png')).toBe('/idmdash/images/logo.png');
    expect(imageSrc('https://cdn.example/logo.png')).toBe('https://cdn.example/logo.png');
    expect(imageSrc('javascript:alert(1)')).toBeUndefined();
    expect(imageSrc('//evil.example/x.png')).toBeUndefined();
  });
});
