import { describe, expect, it } from 'vitest';
import type { PickerItem } from '../picker/types.ts';
import { needsLoad, nodeState, treeReducer, visibleRows, type TreeNodes } from './treeState.ts';

const node = (id: string): PickerItem => ({ type: 'container', id, dn: id, displayName: id });

describe('tree node states', () => {
  it('collapsed, then loading, then loaded and cached', () => {
    let nodes: TreeNodes = {};
    expect(nodeState(nodes, 'a')).toEqual({ status: 'collapsed', expanded: false });
    expect(needsLoad(nodes, 'a')).toBe(true);
    nodes = treeReducer(nodes, { type: 'expand', id: 'a' });
    expect(nodeState(nodes, 'a')).toEqual({ status: 'loading', expanded: true });
    nodes = treeReducer(nodes, { type: 'loaded', id: 'a', children: [node('b')] });
    nodes = treeReducer(nodes, { type: 'collapse', id: 'a' });
    expect(needsLoad(nodes, 'a')).toBe(false);
    nodes = treeReducer(nodes, { type: 'expand', id: 'a' });
    expect(nodeState(nodes, 'a')).toEqual({ status: 'loaded', expanded: true, children: [node('b')] });
  });

  it('a failed load shows the error and expanding again retries', () => {
    let nodes = treeReducer({}, { type: 'expand', id: 'a' });
    nodes = treeReducer(nodes, { type: 'failed', id: 'a' });
    expect(nodeState(nodes, 'a').status).toBe('error');
    expect(needsLoad(nodes, 'a')).toBe(true);
    expect(visibleRows([node('a')], nodes).map((row) => row.kind)).toEqual(['node', 'error']);
    expect(nodeState(treeReducer(nodes, { type: 'expand', id: 'a' }), 'a').status).toBe('loading');
  });

  it('visible rows are depth first with a loading row under a loading node', () => {
    let nodes = treeReducer({}, { type: 'expand', id: 'a' });
    nodes = treeReducer(nodes, { type: 'loaded', id: 'a', children: [node('a1'), node('a2')] });
    nodes = treeReducer(nodes, { type: 'expand', id: 'a1' });
    const rows = visibleRows([node('a'), node('b')], nodes);
    expect(rows.map((row) => (row.kind === 'node' ? `${row.item.id}@${row.depth}` : `${row.kind}@${row.depth}`))).toEqual(['a@0', 'a1@1', 'loading@2', 'a2@1', 'b@0']);
  });
});
