import { describe, expect, it } from 'vitest';
import { pageSizing } from './pageSizing.ts';

describe('pageSizing', () => {
  it('offers the global sizes and starts at the global default', () => {
    expect(pageSizing(undefined, { defaultRowsPerPage: 25, optionsRowsPerPage: [10, 25, 100] })).toEqual({ options: [10, 25, 100], defaultSize: 25 });
  });

  it('keeps the built-in 5, 10, 25, 50 and 10 while there are no global settings', () => {
    expect(pageSizing(undefined, {})).toEqual({ options: [5, 10, 25, 50], defaultSize: 10 });
    expect(pageSizing(undefined, { optionsRowsPerPage: [] })).toEqual({ options: [5, 10, 25, 50], defaultSize: 10 });
  });

  it("starts at the list's own first size when it is offered, and ignores it when not", () => {
    expect(pageSizing({ defaultPageSize: 5 }, { defaultRowsPerPage: 25, optionsRowsPerPage: [5, 25] }).defaultSize).toBe(5);
    expect(pageSizing({ defaultPageSize: 7 }, { defaultRowsPerPage: 25, optionsRowsPerPage: [5, 25] }).defaultSize).toBe(25);
  });

  it('never starts at a size the options lack', () => {
    expect(pageSizing(undefined, { defaultRowsPerPage: 30, optionsRowsPerPage: [10, 20] }).defaultSize).toBe(10);
    expect(pageSizing(undefined, { defaultRowsPerPage: 30, optionsRowsPerPage: [50, 20] }).defaultSize).toBe(20);
    expect(pageSizing(undefined, { defaultRowsPerPage: 5 }).defaultSize).toBe(5);
  });
});
