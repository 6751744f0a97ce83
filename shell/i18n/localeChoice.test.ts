import { describe, expect, it } from 'vitest';
import { chosenLocale } from './localeChoice.ts';

const available = ['en', 'de', 'ar', 'he', 'fa'];

describe('the locale the console starts in', () => {
  it('follows the browser on a first visit: the first of its languages the console has', () => {
    expect(chosenLocale({ browser: ['fr-FR', 'de-CH', 'en'], available })).toBe('de');
    expect(chosenLocale({ browser: ['iw-IL'], available })).toBe('he');
    expect(chosenLocale({ browser: ['fa-IR', 'en'], available })).toBe('fa');
  });

  it('leaves the choice to the server when the browser has no language the console has', () => {
    expect(chosenLocale({ browser: ['fr-FR', 'ja'], available })).toBeUndefined();
    expect(chosenLocale({ browser: [], available })).toBeUndefined();
  });

  it("lets the user's explicit choice beat the browser's language", () => {
    expect(chosenLocale({ saved: 'ar', browser: ['de-DE'], available })).toBe('ar');
    expect(chosenLocale({ stored: 'he', browser: ['de-DE'], available })).toBe('he');
  });

  it('prefers the choice saved on the server (made in any browser) to one kept in this browser', () => {
    expect(chosenLocale({ saved: 'de', stored: 'ar', browser: ['en-US'], available })).toBe('de');
  });
});
