import { describe, expect, it } from 'vitest';
import { fold, matchRank, rankMatches } from './matching.ts';

describe('palette matching', () => {
  it('folds case, accents, Arabic vowel marks, hamza forms and tatweel', () => {
    expect(fold('Geräte ÜBERSICHT')).toBe('gerate ubersicht');
    expect(fold('Délégation')).toBe('delegation');
    // أدوار (roles) with a hamza on the alef, and a tatweel and a fatha inside.
    expect(fold('أدوَار')).toBe(fold('ادوار'));
    expect(fold('مـهام')).toBe('مهام');
  });

  it('matches case- and accent-insensitively, whichever side has the accent', () => {
    expect(matchRank('Délégation', 'deleg')).toBeDefined();
    expect(matchRank('Delegation', 'DÉLÉG')).toBeDefined();
    expect(matchRank('Benutzer', 'xyz')).toBeUndefined();
  });

  it('ranks the whole text, then its start, a word start, inside, all words at word starts, all words anywhere', () => {
    expect(matchRank('Users', 'users')).toBe(0);
    expect(matchRank('Users list', 'use')).toBe(1);
    expect(matchRank('Manage users', 'use')).toBe(2);
    expect(matchRank('Superusers', 'use')).toBe(3);
    expect(matchRank('My Profile Resources', 'res prof')).toBe(4);
    expect(matchRank('My Profile Resources', 'sou fil')).toBe(5);
    expect(matchRank('My Profile Resources', 'res roles')).toBeUndefined();
  });

  it('matches everything, in the given order, with an empty query', () => {
    const entries = ['Tasks', 'Dashboard', 'Users'];
    expect(matchRank('Tasks', '  ')).toBe(0);
    expect(rankMatches(entries, '', (e) => [e])).toEqual(entries);
  });

  it('orders by rank, then alphabetically in the locale, and counts the best of several texts', () => {
    const pages = [
      { title: 'Superuser', texts: ['Superuser'] },
      { title: 'Users', texts: ['Users'] },
      { title: 'Manage users', texts: ['Manage users'] },
      { title: 'Anything', texts: ['Anything', 'the user menu'] },
      { title: 'Roles', texts: ['Roles'] },
    ];
    expect(rankMatches(pages, 'user', (p) => p.texts).map((p) => p.title)).toEqual(['Users', 'Anything', 'Manage users', 'Superuser']);
  });
});
