import { describe, expect, it } from 'vitest';
import { serverColumns } from './serverColumns.ts';

const Cell = () => null;
const definition = {
  key: 'location',
  attributes: [
    { key: 'CN', displayLabel: 'Name', isSortable: true, isClickable: true },
    { key: 'City', displayLabel: 'City', isSortable: false },
    { key: 'Email' },
    { notAnAttribute: true },
  ],
};

describe('columns from the server', () => {
  it('makes a column per described attribute, labelled by the server, over the row attribute nodes', () => {
    const columns = serverColumns(definition, { call: 'entities.definitions', sortable: true }, { attributeValue: Cell });
    expect(columns.map((c) => [c.column, c.displayLabel, c.isSortable, c.isclickable])).toEqual([
      ['attributes.CN', 'Name', true, true],
      ['attributes.City', 'City', false, false],
      ['attributes.Email', 'Email', false, false],
    ]);
    expect(columns[0]!.cell).toBe(Cell);
    expect(columns[2]!.cellOptions).toEqual({ key: 'Email' });
  });

  it('reads other paths, sorts only when the screen says the server can, and gives none without an answer', () => {
    const columns = serverColumns({ def: definition }, { call: 'entities.definitions', attributesPath: 'def.attributes', rowPath: 'values' }, { attributeValue: Cell });
    expect(columns[0]).toMatchObject({ column: 'values.CN', isSortable: false });
    expect(serverColumns(undefined, { call: 'entities.definitions' }, { attributeValue: Cell })).toEqual([]);
  });
});
