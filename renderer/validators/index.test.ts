// The form validators (forbidden characters, password, file path, minimum, lengths, required), and
// their messages in every locale.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runValidator, validators, VALIDATOR_NAMES } from './index.ts';

const passes = (name: Parameters<typeof runValidator>[0], value: unknown, params = {}) => runValidator(name, value, params) === null;

describe('validators', () => {
  it('required: empty string, null, undefined and an empty list fail with Required', () => {
    for (const empty of ['', null, undefined, []]) expect(runValidator('required', empty)).toEqual({ messageKey: 'validation.required' });
    expect(passes('required', 'x')).toBe(true);
    expect(passes('required', 0)).toBe(true);
  });

  it('commonName rejects each of < , ; \\ " + # = / | * \' ! @ $ % ~', () => {
    for (const c of '<,;\\"+#=/|*\'!@$%~') expect(runValidator('commonName', `ab${c}cd`)).toEqual({ messageKey: 'validation.invalidCharacter' });
    expect(passes('commonName', 'jdoe-1_2.3 (x)')).toBe(true);
  });

  it('name rejects < , ; \\ " + # = / | * ~ but allows \' ! @ $ %', () => {
    for (const c of '<,;\\"+#=/|*~') expect(passes('name', `a${c}b`)).toBe(false);
    for (const c of "'!@$%") expect(passes('name', `a${c}b`)).toBe(true);
  });

  it('description rejects only | and ~', () => {
    expect(passes('description', 'a|b')).toBe(false);
    expect(passes('description', 'a~b')).toBe(false);
    expect(passes('description', 'Hello, world; <ok> "yes" #1 = 50%!')).toBe(true);
  });

  it('password: 6 to 100 of letters, digits and !@#$%^&*, with a digit', () => {
    expect(passes('password', 'Passw0rd!')).toBe(true);
    expect(passes('password', 'abc12')).toBe(false); // 5 characters
    expect(passes('password', 'a'.repeat(99) + '1')).toBe(true); // 100
    expect(passes('password', 'a'.repeat(100) + '1')).toBe(false); // 101
    expect(passes('password', 'Password!')).toBe(false); // no digit
    expect(passes('password', 'Passw0rd?')).toBe(false); // ? not allowed
    expect(runValidator('password', 'short')).toEqual({ messageKey: 'validation.invalidPassword' });
  });

  it('filePath accepts Windows and Unix paths and rejects others', () => {
    for (const ok of ['C:\\logs\\idm.log', 'd:\\', '\\\\server\\share\\file.txt', '/var/log/idm.log', '/']) expect(passes('filePath', ok)).toBe(true);
    for (const bad of ['logs/idm.log', 'C:/x', 'C:\\a|b', 'relative']) expect(runValidator('filePath', bad)).toEqual({ messageKey: 'validation.invalidFilePath' });
  });

  it('minimum defaults to 1', () => {
    expect(runValidator('minimum', 0)).toEqual({ messageKey: 'validation.minimum', values: { min: 1 } });
    expect(passes('minimum', '1')).toBe(true);
    expect(passes('minimum', 4, { min: 5 })).toBe(false);
    expect(passes('minimum', 'abc')).toBe(false);
  });

  it('range is inclusive', () => {
    expect(passes('range', 1, { min: 1, max: 3 })).toBe(true);
    expect(passes('range', 3, { min: 1, max: 3 })).toBe(true);
    expect(runValidator('range', 4, { min: 1, max: 3 })).toEqual({ messageKey: 'validation.range', values: { min: 1, max: 3 } });
  });

  it('nonEmptyArray and nonBlank', () => {
    expect(passes('nonEmptyArray', [])).toBe(false);
    expect(passes('nonEmptyArray', ['x'])).toBe(true);
    expect(passes('nonEmptyArray', 'x')).toBe(false);
    expect(passes('nonBlank', '   ')).toBe(false);
    expect(passes('nonBlank', ' a ')).toBe(true);
  });

  it('minLength and maxLength; maxLength reports the current length', () => {
    expect(runValidator('minLength', 'ab', { min: 3 })).toEqual({ messageKey: 'validation.minLength', values: { min: 3 } });
    expect(passes('minLength', 'abc', { min: 3 })).toBe(true);
    expect(runValidator('maxLength', 'abcdef', { max: 4 })).toEqual({ messageKey: 'validation.maxLength', values: { max: 4, length: 6 } });
    expect(passes('maxLength', 'abcd', { max: 4 })).toBe(true);
  });

  it('optional fields: validators other than required, nonBlank and nonEmptyArray let an empty value pass', () => {
    const mustHaveValue = new Set(['required', 'nonBlank', 'nonEmptyArray']);
    for (const name of VALIDATOR_NAMES.filter((n) => !mustHaveValue.has(n))) {
      expect(runValidator(name, '', { min: 1, max: 2 }), name).toBeNull();
    }
  });
});

describe('validator messages', () => {
  const locales = ['en', 'de', 'ar'].map((l) => [l, JSON.parse(fs.readFileSync(`public/locales/${l}.json`, 'utf8')) as Record<string, string>] as const);
  const keys = new Set<string>();
  for (const [name, entry] of Object.entries(validators)) {
    const failing = entry.validate(name === 'minimum' ? 0 : name === 'nonEmptyArray' ? [] : name === 'required' || name === 'nonBlank' ? '' : '~|<>x'.repeat(30), { min: 1000, max: 1 });
    if (failing) keys.add(failing.messageKey);
  }

  it('every validator can fail with a message key', () => {
    expect([...keys].sort()).toEqual(
      ['validation.invalidCharacter', 'validation.invalidFilePath', 'validation.invalidPassword', 'validation.maxLength', 'validation.minLength', 'validation.minimum', 'validation.nonBlank', 'validation.nonEmptyArray', 'validation.range', 'validation.required'].sort(),
    );
  });

  it("uses the spec's English words and has a German and Arabic text for each", () => {
    const en = locales[0]![1];
    expect(en['validation.required']).toBe('Required');
    expect(en['validation.invalidCharacter']).toBe('has invalid chracter');
    expect(en['validation.maxLength']).toContain('{{length}}');
    for (const [locale, texts] of locales) for (const key of keys) expect(texts[key], `${locale} ${key}`).toBeTruthy();
  });
});
