import { describe, expect, it } from 'vitest';
import { buildFormModel } from './attributeSchema.ts';
import { VALUE_WIDGET_FIELD, valueWidgetOf } from './valueWidgets.ts';

const t = (key: string) => `t(${key})`;

describe('valueWidgetOf', () => {
  it('chooses the widget for a whole object or list it can edit', () => {
    expect(valueWidgetOf('object', 'approvalEditor')).toBe('approvalEditor');
    expect(valueWidgetOf('array', 'localizedText')).toBe('localizedText');
    expect(valueWidgetOf('array', 'picker')).toBe('picker');
    expect(valueWidgetOf('array', 'containerTree')).toBe('containerTree');
    expect(valueWidgetOf('array', 'driverTree')).toBe('driverTree');
  });

  it('leaves single values, unknown types and other widgets to the usual fields', () => {
    expect(valueWidgetOf('string', 'picker')).toBeUndefined();
    expect(valueWidgetOf(undefined, 'containerTree')).toBeUndefined();
    expect(valueWidgetOf('array', 'text')).toBeUndefined();
    expect(valueWidgetOf('array', 'approvalEditor')).toBeUndefined();
    expect(valueWidgetOf('object', 'localizedText')).toBeUndefined();
    expect(valueWidgetOf('array', undefined)).toBeUndefined();
  });
});

describe('buildFormModel with value widgets', () => {
  const model = buildFormModel(
    [],
    {
      fields: [
        { name: 'localizedNames', type: 'array', widget: 'localizedText', labelKey: 'names' },
        { name: 'owners', type: 'array', widget: 'picker', required: true, options: { tabs: ['user', 'group'], selection: 'multi' } },
        { name: 'approval', type: 'object', widget: 'approvalEditor', options: { mode: 'grant' } },
        { name: 'tags', type: 'array', widget: 'text' },
      ],
    },
    t,
  );

  it('draws each through the value-widget field with its whole value', () => {
    expect(model.uiSchema.localizedNames).toEqual({ 'ui:field': VALUE_WIDGET_FIELD, 'ui:widget': 'localizedText' });
    expect(model.uiSchema.owners).toEqual({ 'ui:field': VALUE_WIDGET_FIELD, 'ui:widget': 'picker', 'ui:options': { tabs: ['user', 'group'], selection: 'multi' } });
    // The approval editor shows its own problems: the field's error line is hidden, not doubled.
    expect(model.uiSchema.approval).toEqual({ 'ui:field': VALUE_WIDGET_FIELD, 'ui:widget': 'approvalEditor', 'ui:options': { mode: 'grant' }, 'ui:hideError': true });
  });

  it('keeps list entries of any shape (picker items stay items) and needs one entry in a required list', () => {
    expect(model.schema.properties?.owners).toEqual({ type: 'array', items: {}, minItems: 1 });
    expect(model.schema.properties?.localizedNames).toEqual({ type: 'array', items: {}, title: 't(names)' });
    expect(model.schema.properties?.approval).toEqual({ type: 'object', default: { type: 'none', approvers: [] } });
    expect(model.schema.required).toEqual(['owners']);
  });

  it("starts a resource's revoke approval as 'Same as Grant Approval', a role's as none, unless the field says otherwise", () => {
    const revoke = buildFormModel([], { fields: [{ name: 'revoke', type: 'object', widget: 'approvalEditor', options: { mode: 'revoke', entityType: 'resource' } }] }, t);
    expect(revoke.schema.properties?.revoke).toMatchObject({ default: { type: 'sameAsGrant', approvers: [] } });
    // A role's RoleNode has no revokeEqualsGrant (entityType defaults to role).
    const roleRevoke = buildFormModel([], { fields: [{ name: 'revoke', type: 'object', widget: 'approvalEditor', options: { mode: 'revoke' } }] }, t);
    expect(roleRevoke.schema.properties?.revoke).toMatchObject({ default: { type: 'none', approvers: [] } });
    const given = buildFormModel([], { fields: [{ name: 'grant', type: 'object', widget: 'approvalEditor', default: { type: 'serial', approvers: [] } }] }, t);
    expect(given.schema.properties?.grant).toMatchObject({ default: { type: 'serial', approvers: [] } });
  });

  it('still draws a list of single values with the list editor', () => {
    expect(model.schema.properties?.tags).toEqual({ type: 'array', items: { type: 'string' }, title: 'tags' });
    expect(model.uiSchema.tags).toEqual({ items: { 'ui:widget': 'text', 'ui:options': {} } });
  });
});
