// The console's form and the sandbox refuse the same texts: a name, a common name, a description or
// a password the form lets through is not refused by the server with a Fault the user did not see
// coming, and the other way round. Both read domain/identityRules.ts; this keeps a local copy of a
// rule from drifting in again.
import { describe, expect, it } from 'vitest';
import { runValidator } from '../../renderer/validators/index.ts';
import { description as serverDescription, requiredName } from '../../server/catalog/text.ts';
import { checkCommonName, checkPassword } from '../../server/identity/user-changes.ts';

const formAccepts = (validator: 'name' | 'commonName' | 'description' | 'password', text: string) => runValidator(validator, text) === null;
const serverAccepts = (check: () => unknown) => {
  try {
    check();
    return true;
  } catch {
    return false;
  }
};

const SAMPLES = ['Sales EU', 'Sales-EU_2.0', "O'Brien", 'R&D (west)', 'a<b', 'a,b', 'a;b', 'a\\b', 'a"b', 'a+b', 'a#b', 'a=b', 'a/b', 'a|b', 'a*b', 'a~b', 'a!b', 'a@b', 'a$b', 'a%b'];

describe('the form and the sandbox agree on identity texts', () => {
  it('names (roles, resources, SoD policies)', () => {
    for (const text of SAMPLES) expect(serverAccepts(() => requiredName(text, 'role')), text).toBe(formAccepts('name', text));
  });

  it('descriptions', () => {
    for (const text of SAMPLES) expect(serverAccepts(() => serverDescription(text, 'role')), text).toBe(formAccepts('description', text));
  });

  it("users' common names (the sandbox also refuses white space: the CN is the sign-in name)", () => {
    for (const text of SAMPLES.filter((sample) => !/\s/.test(sample))) expect(serverAccepts(() => checkCommonName(text)), text).toBe(formAccepts('commonName', text));
  });

  it('passwords', () => {
    for (const text of ['Passw0rd!', 'a1b2c3', 'short1', 'nodigits!', 'Pass w0rd', 'Pässw0rd', `1${'a'.repeat(100)}`]) {
      expect(serverAccepts(() => checkPassword(text)), text).toBe(formAccepts('password', text));
    }
  });
});
