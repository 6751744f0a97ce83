import { describe, expect, it } from 'vitest';
import de from '../../public/locales/de.json';
import { itemName } from './itemName.ts';

const german = (key: string) => (de as Record<string, string>)[key] ?? key;

describe('the name a picker item shows', () => {
  it('is a category of the sandbox in the user’s language, and any other name as the server gives it', () => {
    expect(itemName({ type: 'category', id: 'finance', displayName: 'Finance' }, german)).toBe(de['catalog.category.finance']);
    expect(itemName({ type: 'category', id: 'falcon', displayName: 'Project Falcon' }, german)).toBe('Project Falcon');
    expect(itemName({ type: 'role', id: 'cn=finance', displayName: 'Finance' }, german)).toBe('Finance');
  });
});
