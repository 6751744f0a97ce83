import { describe, expect, it } from 'vitest';
import de from '../public/locales/de.json';
import { categoryName } from './categoryNames.ts';

describe("the catalogue's category names", () => {
  const german = (key: string) => (de as Record<string, string>)[key] ?? key;
  it("are shown in the user's language when the console knows the server's name", () => {
    expect(categoryName('Human Resources', german)).toBe('Personalwesen');
    expect(categoryName('Facilities', german)).toBe('Gebäude und Einrichtungen');
  });
  it("keep the server's name for a category the console does not know", () => {
    expect(categoryName('Project Falcon', german)).toBe('Project Falcon');
  });
});
