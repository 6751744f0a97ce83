// The rules of identity texts the directory imposes, in one place: the console's form validators
// (renderer/validators) and the sandbox server (server/identity, server/catalog, server/routes/
// groups.ts) both check them. The character sets are the specification's (form validators).
// Pure: no React, no server code.

/** A name (first or last name, a role's, group's or entity item's) must not contain any of these. */
export const NAME_FORBIDDEN_CHARACTERS = '<,;\\"+#=/|*~';
/** A common name (a user's CN) must not contain any of these. */
export const COMMON_NAME_FORBIDDEN_CHARACTERS = '<,;\\"+#=/|*\'!@$%~';
/** A description must not contain any of these. */
export const DESCRIPTION_FORBIDDEN_CHARACTERS = '|~';

/** 6 to 100 of letters, digits and !@#$%^&*, with at least one digit. */
const PASSWORD = /^(?=.*\d)[A-Za-z\d!@#$%^&*]{6,100}$/;

/** Whether the text holds one of the characters. */
export function holdsAnyOf(text: string, characters: string): boolean {
  return [...characters].some((character) => text.includes(character));
}

export const isAllowedName = (text: string): boolean => !holdsAnyOf(text, NAME_FORBIDDEN_CHARACTERS);
export const isAllowedCommonName = (text: string): boolean => !holdsAnyOf(text, COMMON_NAME_FORBIDDEN_CHARACTERS);
export const isAllowedDescription = (text: string): boolean => !holdsAnyOf(text, DESCRIPTION_FORBIDDEN_CHARACTERS);
export const isAllowedPassword = (text: string): boolean => PASSWORD.test(text);

/** The characters as a message lists them: "< , ; \ " + # = / | * ~". */
export const listed = (characters: string): string => [...characters].join(' ');
