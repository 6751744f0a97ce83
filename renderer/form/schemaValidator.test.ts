import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormValidation, RJSFSchema } from '@rjsf/utils';
import { errorTransformer } from './validation.ts';
import { formValidator } from './schemaValidator.ts';

const role: RJSFSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Name' },
    level: { type: 'integer', title: 'Level' },
    category: { type: 'string', enum: ['it', 'hr'], title: 'Category' },
    owners: { type: 'array', items: {}, minItems: 1, title: 'Owners' },
    mail: { type: 'array', items: { type: 'string', maxLength: 5 } },
    manager: { type: 'object', properties: { dn: { type: 'string' } }, required: ['dn'] },
  },
  required: ['name', 'owners'],
};

const errors = (data: Record<string, unknown>, schema = role) => formValidator.validateFormData(data, schema).errors;

describe('the forms’ validator gives errors as @rjsf/validator-ajv8 does', () => {
  it('a missing required property (an undefined value is missing), named by its title', () => {
    expect(errors({ name: undefined, owners: ['cn=a'] })).toEqual([
      { name: 'required', property: 'name', message: "must have required property 'Name'", params: { missingProperty: 'name' }, stack: "must have required property 'Name'", schemaPath: '#/required', title: 'Name' },
    ]);
  });

  it('a wrong type, a value outside the enum and too few items, each at its field', () => {
    expect(errors({ name: 'Auditor', level: 'high', category: 'ops', owners: [] })).toEqual([
      { name: 'type', property: '.level', message: 'must be integer', params: { type: 'integer' }, stack: "'Level' must be integer", schemaPath: '#/properties/level/type', title: 'Level' },
      { name: 'enum', property: '.category', message: 'must be equal to one of the allowed values', params: { allowedValues: ['it', 'hr'] }, stack: "'Category' must be equal to one of the allowed values", schemaPath: '#/properties/category/enum', title: 'Category' },
      { name: 'minItems', property: '.owners', message: 'must NOT have fewer than 1 items', params: { limit: 1 }, stack: "'Owners' must NOT have fewer than 1 items", schemaPath: '#/properties/owners/minItems', title: 'Owners' },
    ]);
  });

  it('errors of list items and of nested objects carry their path, without the enclosing keywords', () => {
    expect(errors({ name: 'x', owners: ['a'], mail: ['ok', 'too long', 3], manager: {} }).map(({ name, property, params }) => ({ name, property, params }))).toEqual([
      { name: 'maxLength', property: '.mail.1', params: { limit: 5 } },
      { name: 'type', property: '.mail.2', params: { type: 'string' } },
      { name: 'required', property: '.manager.dn', params: { missingProperty: 'dn' } },
    ]);
  });

  it('valid data has no errors; the errors schema puts each message under its field', () => {
    expect(formValidator.validateFormData({ name: 'Auditor', owners: ['cn=a'] }, role)).toEqual({ errors: [], errorSchema: {} });
    expect(formValidator.validateFormData({ name: 'Auditor', owners: [], level: 1.5 }, role).errorSchema).toEqual({
      level: { __errors: ['must be integer'] },
      owners: { __errors: ['must NOT have fewer than 1 items'] },
    });
  });

  it('validation.ts turns a missing value and an empty required list into ‘Required’; the custom check adds its own', () => {
    const t = (key: string) => (key === 'validation.required' ? 'Required' : key);
    const customValidate = (data: Record<string, unknown> | undefined, found: FormValidation<Record<string, unknown>>) => {
      if (data?.level === 0) found.level?.addError('Not zero');
      return found;
    };
    const result = formValidator.validateFormData({ owners: [], level: 0 }, role, customValidate, errorTransformer(t));
    expect(result.errorSchema).toMatchObject({ name: { __errors: ['Required'] }, owners: { __errors: ['Required'] }, level: { __errors: ['Not zero'] }, category: { __errors: [] } });
    expect(result.errors.map((error) => error.stack)).toEqual(['Required', 'Required', '.level Not zero']);
  });

  it('a property that a present one depends on (draft-07 dependencies) is missing at its own name', () => {
    const schema: RJSFSchema = { type: 'object', properties: { card: { type: 'string' }, expiry: { type: 'string' } }, dependencies: { card: ['expiry'] } };
    expect(errors({ card: '4111' }, schema)).toMatchObject([{ name: 'dependencies', property: 'expiry', params: { property: 'card', missingProperty: 'expiry' }, message: 'must have property expiry when property card is present' }]);
    expect(errors({ expiry: '12/30' }, schema)).toEqual([]);
  });

  it('reads refs and tells a schema it cannot read', () => {
    const withRef: RJSFSchema = { type: 'object', definitions: { Short: { type: 'string', maxLength: 2 } }, properties: { code: { $ref: '#/definitions/Short' } } };
    expect(errors({ code: 'abc' }, withRef)).toMatchObject([{ name: 'maxLength', property: '.code', schemaPath: '#/definitions/Short/maxLength' }]);
    const broken: RJSFSchema = { type: 'object', properties: { code: { $ref: '#/definitions/Missing' } } };
    expect(errors({ code: 'abc' }, broken)).toEqual([{ stack: expect.stringContaining('Unresolved $ref') }]);
  });
});

describe('isValid', () => {
  it('answers whether data fits a schema, reading its refs in the root schema', () => {
    const root: RJSFSchema = { definitions: { Mail: { type: 'string', pattern: '@' } }, type: 'object', properties: { contact: { anyOf: [{ $ref: '#/definitions/Mail' }, { type: 'integer' }] } } };
    const option = { $ref: '#/definitions/Mail' };
    expect(formValidator.isValid(option, 'a@b' as never, root)).toBe(true);
    expect(formValidator.isValid(option, 'ab' as never, root)).toBe(false);
    expect(formValidator.isValid(role, { name: 'x', owners: ['a'] }, role)).toBe(true);
    expect(formValidator.isValid(role, { name: 'x' }, role)).toBe(false);
    expect(formValidator.isValid({ $ref: '#/definitions/Missing' }, {}, root)).toBe(false);
  });
});

describe('under a policy without unsafe-eval', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('validates without generating code: Function and eval refused', () => {
    const refuse = () => {
      throw new EvalError("Refused to evaluate a string as JavaScript because 'unsafe-eval' is not an allowed source");
    };
    vi.stubGlobal('Function', refuse);
    vi.stubGlobal('eval', refuse);
    const fresh: RJSFSchema = { type: 'object', properties: { n: { type: 'number', minimum: 2 } }, required: ['n'] };
    expect(errors({ n: 1 }, fresh).map((error) => error.name)).toEqual(['minimum']);
    expect(formValidator.isValid(fresh, { n: 3 }, fresh)).toBe(true);
  });
});
