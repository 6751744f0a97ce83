import { describe, expect, it } from 'vitest';
import { isAllowedCommonName, isAllowedDescription, isAllowedName, isAllowedPassword, listed, NAME_FORBIDDEN_CHARACTERS } from './identityRules.ts';

describe('the identity rules', () => {
  it("refuses in a name each of the specification's characters, and nothing else of the keyboard", () => {
    for (const character of '<,;\\"+#=/|*~') expect(isAllowedName(`Sales${character}EU`), character).toBe(false);
    for (const character of "'!@$%^&()-_.: ") expect(isAllowedName(`Sales${character}EU`), character).toBe(true);
  });

  it("refuses in a common name the name's characters and ' ! @ $ %", () => {
    for (const character of '<,;\\"+#=/|*\'!@$%~') expect(isAllowedCommonName(`jdoe${character}`), character).toBe(false);
    expect(isAllowedCommonName('jdoe-2.x')).toBe(true);
  });

  it('refuses | and ~ in a description', () => {
    expect(isAllowedDescription('Sales, EU; "all" <regions>')).toBe(true);
    expect(isAllowedDescription('a|b')).toBe(false);
    expect(isAllowedDescription('a~b')).toBe(false);
  });

  it('takes a password of 6 to 100 letters, digits and !@#$%^&* with at least one digit', () => {
    expect(isAllowedPassword('Passw0rd!')).toBe(true);
    expect(isAllowedPassword('a1b2c3')).toBe(true);
    expect(isAllowedPassword('a1b2c')).toBe(false);
    expect(isAllowedPassword('Password!')).toBe(false);
    expect(isAllowedPassword('Pass w0rd')).toBe(false);
    expect(isAllowedPassword(`1${'a'.repeat(99)}`)).toBe(true);
    expect(isAllowedPassword(`1${'a'.repeat(100)}`)).toBe(false);
  });

  it('lists the characters for a message', () => {
    expect(listed(NAME_FORBIDDEN_CHARACTERS)).toBe('< , ; \\ " + # = / | * ~');
  });
});
