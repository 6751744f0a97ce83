// The states of a lazily loaded tree node: collapsed, then expanded with loading, then loaded
// (cached: collapsing and expanding again does not reload) or load error (expanding again retries).
import type { PickerItem } from '../picker/types.ts';

export type NodeStatus = 'collapsed' | 'loading' | 'loaded' | 'error';

export interface NodeState {
  status: NodeStatus;
  expanded: boolean;
  children?: PickerItem[];
}

export type TreeNodes = Readonly<Record<string, NodeState>>;

export type TreeAction =
  | { type: 'expand'; id: string }
  | { type: 'collapse'; id: string }
  | { type: 'loaded'; id: string; children: PickerItem[] }
  | { type: 'failed'; id: string };

const COLLAPSED: NodeState = { status: 'collapsed', expanded: false };

export function nodeState(nodes: TreeNodes, id: string): NodeState {
  return nodes[id] ?? COLLAPSED;
}

/** Whether expanding the node must load its children (never loaded, or the last load failed). */
export function needsLoad(nodes: TreeNodes, id: string): boolean {
  const status = nodeState(nodes, id).status;
  return status === 'collapsed' || status === 'error';
}

export function treeReducer(nodes: TreeNodes, action: TreeAction): TreeNodes {
  const current = nodeState(nodes, action.id);
  switch (action.type) {
    case 'expand':
      if (current.status === 'loaded') return { ...nodes, [action.id]: { ...current, expanded: true } };
      if (current.status === 'loading') return nodes;
      return { ...nodes, [action.id]: { status: 'loading', expanded: true } };
    case 'collapse':
      return current.expanded ? { ...nodes, [action.id]: { ...current, expanded: false } } : nodes;
    case 'loaded':
      return { ...nodes, [action.id]: { status: 'loaded', expanded: current.expanded, children: action.children } };
    case 'failed':
      return { ...nodes, [action.id]: { status: 'error', expanded: current.expanded } };
  }
}

/** One visible row of the tree: a node, or the loading / error line under an expanded node. */
export type TreeRow =
  | { kind: 'node'; item: PickerItem; depth: number; parentId?: string }
  | { kind: 'loading'; parentId: string; depth: number }
  | { kind: 'error'; parentId: string; depth: number };

/** The rows shown, depth first, given which nodes are expanded. */
export function visibleRows(roots: readonly PickerItem[], nodes: TreeNodes, depth = 0, parentId?: string): TreeRow[] {
  const rows: TreeRow[] = [];
  for (const item of roots) {
    rows.push({ kind: 'node', item, depth, parentId });
    const state = nodeState(nodes, item.id);
    if (!state.expanded) continue;
    if (state.status === 'loading') rows.push({ kind: 'loading', parentId: item.id, depth: depth + 1 });
    else if (state.status === 'error') rows.push({ kind: 'error', parentId: item.id, depth: depth + 1 });
    else if (state.children) rows.push(...visibleRows(state.children, nodes, depth + 1, item.id));
  }
  return rows;
}
