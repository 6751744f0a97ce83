import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { axiosXhrOnlyPlugin, fetchAdapterFile } from './axios-xhr-only.ts';

const load = (id: string) => (axiosXhrOnlyPlugin().load as (this: unknown, id: string) => string | undefined).call({}, id);
const axiosFile = (relative: string) => readFileSync(path.join(path.dirname(fetchAdapterFile), '../..', relative), 'utf8');

describe('axios without its fetch adapter in the build', () => {
  it('finds the fetch adapter where axios keeps it, and axios still tries XMLHttpRequest first', () => {
    expect(existsSync(fetchAdapterFile)).toBe(true);
    expect(axiosFile('lib/adapters/adapters.js')).toContain("from './fetch.js'");
    expect(axiosFile('lib/defaults/index.js')).toMatch(/adapter: \['xhr', 'http', 'fetch'\]/);
  });

  it('reads that module as "no fetch transport" and leaves every other module alone', () => {
    expect(load(`${fetchAdapterFile}?v=1`)).toContain('getFetch = () => false');
    expect(load(path.join(path.dirname(fetchAdapterFile), 'xhr.js'))).toBeUndefined();
  });

  it('holds while the console names no adapter of its own', () => {
    const runtime = readFileSync(path.join(import.meta.dirname, '../api/runtime.ts'), 'utf8');
    expect(runtime).not.toMatch(/\badapter\s*:/);
  });
});
