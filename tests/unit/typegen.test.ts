// npm run typegen -- --check fails when the committed types no longer match the schemas.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { typegen } from '../../scripts/generate-types.ts';
import { ROOT } from './fixture-project.ts';

const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'typegen-'));
fs.cpSync(path.join(ROOT, 'schemas'), path.join(copy, 'schemas'), { recursive: true });
fs.cpSync(path.join(ROOT, 'schemas/types'), path.join(copy, 'schemas/types'), { recursive: true });
afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

describe('typegen --check', () => {
  it('passes on the committed types', async () => {
    expect(await typegen(copy, false)).toEqual({ stale: [], total: expect.any(Number) });
  });

  it('names the stale file when a schema changed, and the update makes it pass again', async () => {
    const schemaFile = path.join(copy, 'schemas/widgets/text.schema.json');
    const schema = JSON.parse(fs.readFileSync(schemaFile, 'utf8'));
    schema.properties.autoFocus = { type: 'boolean', description: 'Focus the input when the form opens.' };
    fs.writeFileSync(schemaFile, JSON.stringify(schema, null, 2));

    expect((await typegen(copy, false)).stale).toEqual(['schemas/types/widgets/text.ts']);
    await typegen(copy, true);
    expect(fs.readFileSync(path.join(copy, 'schemas/types/widgets/text.ts'), 'utf8')).toContain('autoFocus?: boolean;');
    expect((await typegen(copy, false)).stale).toEqual([]);
  });

  it('counts a type file whose schema was removed as stale', async () => {
    fs.rmSync(path.join(copy, 'schemas/widgets/checkbox.schema.json'));
    expect((await typegen(copy, false)).stale).toEqual(['schemas/types/widgets/checkbox.ts']);
  });
});
