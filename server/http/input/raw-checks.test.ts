import { describe, expect, it } from 'vitest';
import { bodyProblem, queryProblem } from './raw-checks.ts';

const declared = new Map([
  ['nextIndex', { name: 'nextIndex', array: false, numeric: { minimum: -(2 ** 31), maximum: 2 ** 31 - 1 } }],
  ['column', { name: 'column', array: true }],
]);

describe('bodyProblem', () => {
  it('accepts ordinary JSON, paired surrogates included', () => {
    expect(bodyProblem({ name: 'Rôle 😀', ids: ['a', 'b'], nested: { deep: [1, { x: null }] } })).toBeUndefined();
  });

  it('names the field of a NUL, an unpaired surrogate, a long array and deep nesting', () => {
    expect(bodyProblem({ roles: [{ id: 'a\u0000' }] })).toMatch(/^body\.roles\.0\.id must not contain NUL/);
    expect(bodyProblem({ name: 'x\udc00' })).toMatch(/^body\.name .*unpaired surrogates/);
    expect(bodyProblem({ ['k\ud800']: 1 })).toMatch(/a key must not contain/);
    expect(bodyProblem({ ids: new Array(1001).fill('x') })).toMatch(/^body\.ids must NOT have more than 1000 items/);
    let deep: unknown = 'leaf';
    for (let level = 0; level < 5000; level += 1) deep = [deep];
    expect(bodyProblem(deep)).toMatch(/nested deeper than 32 levels/);
  });
});

describe('queryProblem', () => {
  it('accepts single values, repeated array parameters and non-numbers for numbers (list rules)', () => {
    expect(queryProblem({ nextIndex: 'abc', column: ['a', 'b'], q: 'smi' }, declared)).toBeUndefined();
  });

  it('refuses repeats, out-of-range numbers, NUL and overlong values', () => {
    expect(queryProblem({ nextIndex: ['1', '2'] }, declared)).toMatch(/query\.nextIndex must be given once, not 2 times/);
    expect(queryProblem({ sortOrder: ['asc', 'desc'] }, declared)).toMatch(/query\.sortOrder must be given once/);
    expect(queryProblem({ nextIndex: '99999999999999999999' }, declared)).toMatch(/query\.nextIndex must be a whole number/);
    expect(queryProblem({ q: 'a\u0000' }, declared)).toMatch(/query\.q must not contain NUL/);
    expect(queryProblem({ description: 'd'.repeat(4001) }, declared)).toMatch(/must NOT have more than 4000 characters/);
  });
});
