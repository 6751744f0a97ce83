import { describe, expect, it } from 'vitest';
import type { Tab } from '../../schemas/types/screen.ts';
import driverStatus from '../../screens/configuration/driverStatus.json';
import { choiceLabelKey, displayTexts, fieldNamed, imageNode, isEditable, nonFormSections, sectionNodes, tabFormModel, withValues } from './detailModel.ts';

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

describe('the form of a form tab', () => {
  const t = (key: string) => `t(${key})`;
  const fields = [
    { name: 'name', labelKey: 'name', type: 'string' as const, required: true },
    { name: 'level', labelKey: 'level', type: 'integer' as const, readOnly: true },
    { name: 'owners', type: 'array' as const, widget: 'picker' as const },
  ];
  const tab: Pick<Tab, 'sections'> = {
    sections: [
      { id: 'general', titleKey: 'general', fields: ['name', 'level', { name: 'description', labelKey: 'description', type: 'string' as const }] },
      { id: 'children', list: { dataSource: { call: 'roles.childRoles' }, columns: [{ attribute: 'name', labelKey: 'name' }] } },
    ],
  };

  it("holds the fields its sections name, by name or declared in place, and none of the other tabs'", () => {
    const model = tabFormModel(fields, tab, t);
    expect(model.sections).toEqual([{ id: 'general', titleKey: 'general', fields: ['name', 'level', 'description'] }]);
    expect(Object.keys(model.schema.properties ?? {})).toEqual(['name', 'level', 'description']);
    expect(model.schema.required).toEqual(['name']);
    expect(model.schema.properties?.level).toEqual({ type: 'integer', title: 't(level)', readOnly: true });
  });

  it('edits the property of a widget section (the approval editor bound to approval) as a field', () => {
    const model = tabFormModel([], { sections: [{ id: 'grant', titleKey: 'grant', widget: 'approvalEditor', options: { mode: 'grant' }, bind: 'approval' }] }, t);
    expect(model.sections).toEqual([{ id: 'grant', titleKey: 'grant', fields: ['approval'] }]);
    expect(model.uiSchema.approval).toMatchObject({ 'ui:widget': 'approvalEditor', 'ui:options': { mode: 'grant' } });
    expect(model.schema.properties?.approval).toMatchObject({ type: 'object' });
  });

  it('leaves the list sections to be drawn as they are, without fields', () => {
    expect(nonFormSections(tab).map((s) => s.id)).toEqual(['children']);
  });
});

describe('a status code shown in the user’s language', () => {
  it('is the translation key of the choice the field names for it, found among the fields declared in place', () => {
    const state = fieldNamed(undefined, driverStatus.tabs as Tab[], 'state');
    expect(choiceLabelKey(state, 'Running')).toBe('configuration.engines.status.running');
    expect(choiceLabelKey(state, 'Degraded')).toBeUndefined();
    expect(choiceLabelKey(fieldNamed(undefined, driverStatus.tabs as Tab[], 'appVersion'), '4.8.6')).toBeUndefined();
    expect(choiceLabelKey('state', 'Running')).toBeUndefined();
  });
});
