// What a detail page shows and edits (pure): the attribute nodes of its 'attributes' sections,
// whether anything may be edited, and the form of the edit mode.
import type { Section } from '../types/screen.ts';
import { getPath, isAttributeNode, shownValues, type AttributeNode } from '../core/paths.ts';

export function sectionNodes(object: unknown, section: Section): AttributeNode[] {
  const list = section.attributes ? getPath(object, section.attributes) : undefined;
  return Array.isArray(list) ? list.filter(isAttributeNode) : [];
}

/** Nodes with at least one value (empty attributes are hidden on a detail page). */
export const withValues = (nodes: readonly AttributeNode[]) => nodes.filter((node) => shownValues(node).length > 0);

/** The page may be edited when any attribute of its sections is editable. */
export function isEditable(object: unknown, sections: readonly Section[]): boolean {
  return sections.some((section) => sectionNodes(object, section).some((node) => node.isEditable === true));
}

/** Display texts of DN values by DN, so that lookups show names. */
export function displayTexts(nodes: readonly AttributeNode[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const node of nodes) for (const v of shownValues(node)) if (v.value !== v.text) out[v.value] = v.text;
  return out;
}
