// The audit trail's operations in words: every write route the sandbox declares for the trail has
// a subject and an action, every key they use is in every locale, and an unknown code shows as it is.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_DECLARATIONS } from '../../../server/logging/audit-declarations.ts';
import { AUDIT_OPERATION_KEYS, auditOperationLabel, auditOperationText } from './operations.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const locale = (file: string) => JSON.parse(readFileSync(path.join(root, 'public/locales', file), 'utf8')) as Record<string, string>;
const en = locale('en.json');
const t = (key: string, values?: Record<string, unknown>) => (en[key] ?? `«${key}»`).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values?.[name] ?? ''));

describe('audit operations in words', () => {
  it.each([
    ['signIn', 'Sign-in on the sign-in page'],
    ['signIn (locked)', 'Sign-in on the sign-in page (locked)'],
    ['passwordGrant', 'Sign-in by a REST client'],
    ['signOut', 'Sign-out'],
    ['POST /catalog/roles', 'Roles: add or run'],
    ['PUT /admin/display/settings/general', 'Settings: change'],
    ['DELETE /access/delegation', 'Delegation: delete'],
    // A code it does not know shows as it is.
    ['GET /access/roles', 'GET /access/roles'],
    ['POST /nowhere/else', 'POST /nowhere/else'],
    ['restart', 'restart'],
  ])('names %s as "%s"', (code, words) => {
    expect(auditOperationText(code, t)).toBe(words);
  });

  it('has words for every write route the sandbox records', () => {
    const unnamed = Object.entries(AUDIT_DECLARATIONS).filter(([operation, declaration]) => declaration.kind === 'write' && !auditOperationLabel(operation)).map(([operation]) => operation);
    expect(unnamed).toEqual([]);
  });

  it('has every key it uses in every locale', () => {
    for (const file of readdirSync(path.join(root, 'public/locales')).filter((f) => f.endsWith('.json'))) {
      const texts = locale(file);
      expect({ file, missing: AUDIT_OPERATION_KEYS.filter((key) => !texts[key]) }).toEqual({ file, missing: [] });
    }
  });
});
