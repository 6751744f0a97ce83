import { describe, expect, it } from 'vitest';
import { displayTexts, imageNode, isEditable, sectionNodes, withValues } from './detailModel.ts';

const person = {
  primaryAttributes: [
    { key: 'Email', isEditable: false, attributeValues: [{ $: 'a@x', value: 'a@x' }] },
    { key: 'Title', isEditable: false, attributeValues: [] },
  ],
  secondaryAttributes: [{ key: 'Manager', isEditable: true, dataType: 'DN', attributeValues: [{ $: 'Ann Boss', value: 'cn=ann,o=data' }] }],
};

describe('detail model', () => {
  it('reads the nodes of attribute sections and hides empty ones', () => {
    expect(sectionNodes(person, { id: 'p', attributes: 'primaryAttributes' }).map((n) => n.key)).toEqual(['Email', 'Title']);
    expect(withValues(sectionNodes(person, { id: 'p', attributes: 'primaryAttributes' })).map((n) => n.key)).toEqual(['Email']);
    expect(sectionNodes(person, { id: 'x', fields: ['a'] })).toEqual([]);
  });
  it('is editable when any attribute is', () => {
    expect(isEditable(person, [{ id: 'p', attributes: 'primaryAttributes' }])).toBe(false);
    expect(isEditable(person, [{ id: 'p', attributes: 'primaryAttributes' }, { id: 's', attributes: 'secondaryAttributes' }])).toBe(true);
  });
  it('edits the image when its node is editable', () => {
    const user = { image: 'AAA', imageAttr: { key: 'Photo', dataType: 'Binary', isEditable: true } };
    const header = { imageAttribute: 'image', imageNode: 'imageAttr' };
    expect(imageNode(user, header)).toEqual({ key: 'Photo', dataType: 'Binary', isEditable: true, attributeValues: [{ $: 'AAA', value: 'AAA' }] });
    expect(isEditable(user, [], header)).toBe(true);
    expect(isEditable({ ...user, imageAttr: { key: 'Photo', isEditable: false } }, [], header)).toBe(false);
    expect(imageNode(user, { imageAttribute: 'image' })).toBeUndefined();
  });
  it('knows the names of DN values', () => {
    expect(displayTexts(person.secondaryAttributes)).toEqual({ 'cn=ann,o=data': 'Ann Boss' });
  });
});
