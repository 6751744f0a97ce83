import { describe, expect, it } from 'vitest';
import { buildFormModel as build, formDataFromAttributes } from './attributeSchema.ts';
import type { AttributeNode } from '../../api/normalize/paths.ts';
import { usersCode } from '../../screens/users/code/index.ts';

// The user DN picker is the users area's registration (its lookupPickers).
const buildFormModel = (...[attributes, screen, translate]: Parameters<typeof build>) => build(attributes, screen, translate, usersCode.lookupPickers);

const t = (key: string) => `t:${key}`;
const attributes: AttributeNode[] = [
  { key: 'FirstName', displayLabel: 'First Name', dataType: 'String', isRequired: true, isEditable: true },
  { key: 'Age', displayLabel: 'Age', dataType: 'Integer', isEditable: true },
  { key: 'Active', displayLabel: 'Active', dataType: 'Boolean', isEditable: true },
  { key: 'CreatedAt', displayLabel: 'Created', dataType: 'Time', formatType: 'date', isEditable: false },
  { key: 'Manager', displayLabel: 'Manager', dataType: 'DN', lookupEntity: 'user-lookup', isEditable: true },
  { key: 'Site', displayLabel: 'Site', dataType: 'DN', lookupEntity: 'location-lookup', isEditable: true },
  { key: 'Photo', displayLabel: 'Photo', dataType: 'Binary', formatType: 'image', isEditable: true },
  { key: 'Department', displayLabel: 'Department', dataType: 'String', choiceList: [{ key: 'eng', value: 'Engineering' }], isEditable: true },
  { key: 'Mail', displayLabel: 'Mail', dataType: 'String', isMultivalued: true, isEditable: true },
];

describe('buildFormModel', () => {
  const model = buildFormModel(attributes, {}, t);
  const props = model.schema.properties as Record<string, Record<string, unknown>>;
  const prop = (name: string) => props[name] ?? {};

  it('maps data types onto JSON Schema types', () => {
    expect(props.FirstName).toMatchObject({ type: 'string', title: 'First Name' });
    expect(props.Age).toMatchObject({ type: 'integer' });
    expect(props.Active).toMatchObject({ type: 'boolean' });
    expect(model.schema.required).toEqual(['FirstName']);
  });
  it('picks date, lookup, image and select widgets', () => {
    expect(model.uiSchema.CreatedAt['ui:widget']).toBe('dateTime');
    expect(model.uiSchema.Site['ui:widget']).toBe('lookup');
    expect(model.uiSchema.Site['ui:options']).toEqual({ lookupEntity: 'location-lookup' });
    expect(model.uiSchema.Photo['ui:widget']).toBe('imageUpload');
    expect(model.uiSchema.Department['ui:widget']).toBe('select');
    expect(prop('Department').enum).toEqual(['eng']);
    expect(model.uiSchema.Department['ui:enumNames']).toEqual(['Engineering']);
  });
  it('gives user DN attributes the picker: user tab, one user, the edited user left out', () => {
    expect(model.uiSchema.Manager['ui:widget']).toBe('picker');
    expect(model.uiSchema.Manager['ui:options']).toMatchObject({ tabs: ['user'], selection: 'single', excludeSelf: true, lookupEntity: 'user-lookup' });
    // A screen may still choose the plain lookup (without picker options) or change an option.
    const lookup = buildFormModel(attributes, { fields: [{ name: 'Manager', widget: 'lookup' }] }, t);
    expect(lookup.uiSchema.Manager['ui:widget']).toBe('lookup');
    expect(lookup.uiSchema.Manager['ui:options']).toEqual({ lookupEntity: 'user-lookup' });
    const keepSelf = buildFormModel(attributes, { fields: [{ name: 'Manager', options: { excludeSelf: false } }] }, t);
    expect(keepSelf.uiSchema.Manager['ui:options']).toMatchObject({ selection: 'single', excludeSelf: false });
  });
  it('makes read-only what is not editable and lists of multi-valued attributes', () => {
    expect(prop('CreatedAt').readOnly).toBe(true);
    expect(prop('FirstName').readOnly).toBeUndefined();
    expect(props.Mail).toMatchObject({ type: 'array', items: { type: 'string' } });
  });
  it('keeps the server order when the screen says nothing', () => {
    expect(model.order).toEqual(attributes.map((a) => a.key));
    expect(model.sections).toEqual([{ id: 'other', fields: model.order }]);
  });
});

describe('screen overrides', () => {
  const model = buildFormModel(
    attributes,
    {
      fields: [
        { name: 'FirstName', labelKey: 'users.first', validators: ['name'] },
        { name: 'Age', hidden: true },
        { name: 'CreatedAt', readOnly: false },
        { name: 'password', type: 'string', required: true, widget: 'password' },
      ],
      sections: [{ id: 'account', titleKey: 'sec.account', fields: ['password', 'FirstName'] }],
      unlisted: 'hide',
    },
    t,
  );
  const props = model.schema.properties as Record<string, Record<string, unknown>>;
  const prop = (name: string) => props[name] ?? {};

  it('orders by sections, adds declared fields, hides hidden and unlisted attributes', () => {
    expect(model.sections[0]).toEqual({ id: 'account', titleKey: 'sec.account', fields: ['password', 'FirstName'] });
    expect(model.order).toEqual(['password', 'FirstName', 'CreatedAt']);
    expect(props.Age).toBeUndefined();
    expect(props.Manager).toBeUndefined();
  });
  it('overrides label, required, read-only and widget', () => {
    expect(prop('FirstName').title).toBe('t:users.first');
    expect(model.schema.required).toEqual(['password', 'FirstName']);
    expect(prop('CreatedAt').readOnly).toBeUndefined();
    expect(model.uiSchema.password['ui:widget']).toBe('password');
    expect(model.fields.FirstName?.validators).toEqual(['name']);
  });
});

describe('formDataFromAttributes', () => {
  it('takes the value (the DN of DN attributes) and lists for multi-valued attributes', () => {
    expect(
      formDataFromAttributes([
        { key: 'Manager', attributeValues: [{ $: 'Ann', value: 'cn=ann,o=data' }] },
        { key: 'Mail', isMultivalued: true, attributeValues: [{ $: 'a', value: 'a' }, { $: 'b', value: 'b' }] },
        { key: 'Empty', attributeValues: [] },
      ]),
    ).toEqual({ Manager: 'cn=ann,o=data', Mail: ['a', 'b'] });
  });
});
