import { describe, expect, it } from 'vitest';
import { chooserOrder, droppedColumns, movedColumns, toggledColumns } from './columnOrder.ts';

describe('column order', () => {
  const all = ['name', 'mail', 'phone', 'title'];

  it('lists the shown columns in their order, then the hidden ones, ignoring unknown ids', () => {
    expect(chooserOrder(all, ['phone', 'gone', 'name'])).toEqual(['phone', 'name', 'mail', 'title']);
  });

  it('keeps the order on a toggle and never hides the last column', () => {
    const order = chooserOrder(all, ['phone', 'name']);
    expect(toggledColumns(order, new Set(['phone', 'name']), 'title')).toEqual(['phone', 'name', 'title']);
    expect(toggledColumns(order, new Set(['phone', 'name']), 'phone')).toEqual(['name']);
    expect(toggledColumns(order, new Set(['phone']), 'phone')).toBeUndefined();
  });

  it('moves a shown column up or down, not past either end', () => {
    expect(movedColumns(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(movedColumns(['a', 'b', 'c'], 'a', 1)).toEqual(['b', 'a', 'c']);
    expect(movedColumns(['a', 'b', 'c'], 'a', -1)).toBeUndefined();
    expect(movedColumns(['a', 'b', 'c'], 'c', 1)).toBeUndefined();
    expect(movedColumns(['a', 'b'], 'hidden', 1)).toBeUndefined();
  });

  it('drops a dragged column at the place of the target', () => {
    expect(droppedColumns(['a', 'b', 'c'], 'a', 'c')).toEqual(['b', 'c', 'a']);
    expect(droppedColumns(['a', 'b', 'c'], 'c', 'a')).toEqual(['c', 'a', 'b']);
    expect(droppedColumns(['a', 'b', 'c'], 'b', 'b')).toBeUndefined();
    expect(droppedColumns(['a', 'b'], 'a', 'hidden')).toBeUndefined();
  });
});
