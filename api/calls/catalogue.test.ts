// The catalogue files against schemas/call-catalogue.schema.json and the server's REST contract.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { catalogueFiles, type CallDefinition } from './index.ts';
import { pathParams } from './pathParams.ts';

const callsDir = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(callsDir, '../..');
// The REST contract the sandbox server implements (contract/).
const swaggerPath = resolve(repoRoot, 'contract/idmprov-rest-4.8.6.swagger.json');

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
const files = readdirSync(callsDir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => ({ name, content: readJson(join(callsDir, name)) as { calls: Record<string, CallDefinition> } }));
const allCalls = files.flatMap(({ name, content }) => Object.entries(content.calls).map(([call, definition]) => ({ file: name, call, definition })));

interface SwaggerParameter {
  name: string;
  in: string;
}
const swagger = readJson(swaggerPath) as { paths: Record<string, Record<string, { parameters?: SwaggerParameter[] }>> };

describe('call catalogue', () => {
  it('has every file valid against schemas/call-catalogue.schema.json', () => {
    const ajv = new Ajv({ allErrors: true });
    const validate = ajv.compile(readJson(join(repoRoot, 'schemas/call-catalogue.schema.json')) as object);
    for (const { name, content } of files) {
      const valid = validate(content);
      expect(valid ? [] : validate.errors, name).toEqual([]);
      expect((content as { $schema?: string }).$schema, name).toBe('../../schemas/call-catalogue.schema.json');
    }
  });

  it('imports every catalogue file in calls/index.ts', () => {
    expect(Object.keys(catalogueFiles).sort()).toEqual(files.map(({ name }) => basename(name, '.json')).sort());
  });

  it('has unique call names across files', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const { file, call } of allCalls) {
      if (seen.has(call)) duplicates.push(`${call} in ${seen.get(call)} and ${file}`);
      seen.set(call, file);
    }
    expect(duplicates).toEqual([]);
  });

  it('names contract operations that exist in the Swagger file with that method, at the same path', () => {
    const problems: string[] = [];
    for (const { call, definition } of allCalls) {
      if (!definition.contract) continue;
      const [method = '', key = ''] = definition.contract.split(' ');
      const operation = swagger.paths[key]?.[method.toLowerCase()];
      if (!operation) problems.push(`${call}: ${definition.contract} is not in the contract`);
      else if (method !== definition.method) problems.push(`${call}: method ${definition.method} but contract ${method}`);
      else if (definition.path !== `/rest${key}`) problems.push(`${call}: path ${definition.path} but contract /rest${key}`);
    }
    expect(problems).toEqual([]);
  });

  it('gives a contract to every call under /rest (servlets outside /rest and the sandbox operations under /rest/sandbox have none)', () => {
    const ownOperation = (path: string) => !path.startsWith('/rest/') || path.startsWith('/rest/sandbox/');
    const missing = allCalls.filter(({ definition }) => !ownOperation(definition.path) && !definition.contract).map(({ call }) => call);
    expect(missing).toEqual([]);
  });

  it('declares only query parameters that the contract operation has', () => {
    const problems: string[] = [];
    for (const { call, definition } of allCalls) {
      if (!definition.contract || !definition.query) continue;
      const [method = '', key = ''] = definition.contract.split(' ');
      const known = new Set((swagger.paths[key]?.[method.toLowerCase()]?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name));
      for (const name of Object.keys(definition.query)) if (!known.has(name)) problems.push(`${call}: ${name}`);
    }
    expect(problems).toEqual([]);
  });

  it('lists in pathParams.ts exactly the {segments} of each path', () => {
    const fromPaths = Object.fromEntries(
      allCalls
        .map(({ call, definition }) => [call, [...definition.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1])] as const)
        .filter(([, names]) => names.length > 0),
    );
    expect(pathParams).toEqual(fromPaths);
  });

  it('gives paging calls a start-index parameter of their style', () => {
    const problems = allCalls
      .filter(({ definition }) => definition.paging && definition.paging !== 'none' && definition.query)
      .filter(({ definition }) => !(definition.paging! in definition.query!))
      .map(({ call }) => call);
    expect(problems).toEqual([]);
  });
});
