// Every route of the REST API is checked against the input schema of its contract operation
// before any handler (and before Fastify's own, coercing, route schemas) runs: a preValidation
// hook added to each route as it is registered. A violation is a 400 Fault naming the field.
//
// A route the contract does not describe must be listed in SANDBOX_OPERATIONS (the sandbox's own
// additions); it then gets the checks every request gets (raw-checks.ts). The routes registered are
// recorded, and tests/server/authorization-matrix.test.ts fails on any without an operation.
import type { ErrorObject } from 'ajv';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { badRequest } from '../fault.ts';
import { loadContractOperations, NUMBER_TEXT, operationKey, WHOLE_NUMBER_TEXT, type OperationInput } from './contract-schemas.ts';
import { bodyProblem, queryProblem } from './raw-checks.ts';
import { SANDBOX_OPERATIONS } from './sandbox-operations.ts';

export interface RestRoute {
  method: string;
  /** The route's path after the REST prefix, with Fastify's `:param` names. */
  path: string;
  /** `POST /access/user`: the contract operation, or the sandbox operation, or undefined. */
  operation?: string;
  /** The route's own body schema (Fastify's), beside the contract's: tests send its fields too. */
  bodySchema?: unknown;
}

const routes = new Map<string, RestRoute>();

/** Every REST route registered in this process (the same for every server it starts). */
export function registeredRestRoutes(): RestRoute[] {
  return [...routes.values()];
}

let contractOperations: Map<string, OperationInput> | undefined;
/** The contract's operations, read and compiled once per process. */
function operations(): Map<string, OperationInput> {
  contractOperations ??= loadContractOperations();
  return contractOperations;
}

/** ajv's first error as a Fault text: `body.description must NOT have more than 4000 characters`. */
function schemaText(errors: readonly ErrorObject[] | null | undefined): string {
  const error = errors?.[0];
  if (!error) return 'body is invalid';
  const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const missing = (error.params as { missingProperty?: string }).missingProperty;
  if (missing) return `body${path ? `.${path}` : ''}: '${missing}' is required`;
  const field = `body${path ? `.${path}` : ''}`;
  const type = (error.params as { type?: string | string[] }).type;
  const pattern = (error.params as { pattern?: string }).pattern;
  if (error.keyword === 'pattern' && (pattern === WHOLE_NUMBER_TEXT || pattern === NUMBER_TEXT)) return `${field} must be number`;
  if (error.keyword === 'type' && type) return `${field} must be ${[type].flat().filter((t) => t !== 'null').join(' or ')}`;
  return `${field} ${error.message ?? 'is invalid'}`;
}

function checker(operation: OperationInput | undefined) {
  const declared = operation?.query ?? new Map();
  return async function checkInput(request: FastifyRequest): Promise<void> {
    const query = queryProblem((request.query ?? {}) as Record<string, unknown>, declared);
    if (query) throw badRequest(`Invalid request: ${query}`);
    if (request.body === undefined) return;
    const body = bodyProblem(request.body);
    if (body) throw badRequest(`Invalid request: ${body}`);
    const validate = operation?.body?.();
    if (validate && !validate(request.body)) throw badRequest(`Invalid request: ${schemaText(validate.errors)}`);
  };
}

function withHook(existing: RouteOptions['preValidation'], hook: ReturnType<typeof checker>): RouteOptions['preValidation'] {
  if (!existing) return hook;
  return [hook, ...(Array.isArray(existing) ? existing : [existing])] as RouteOptions['preValidation'];
}

/** Adds the input check to every route of the REST API registered after this call. */
export function installInputValidation(app: FastifyInstance, restPrefix: string): void {
  const contract = operations();
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(`${restPrefix}/`)) return;
    const path = route.url.slice(restPrefix.length);
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const key = operationKey(method, path);
      const operation = contract.get(key);
      const known = operation?.id ?? (SANDBOX_OPERATIONS.has(key) ? key : undefined);
      const bodySchema = (route.schema as { body?: unknown } | undefined)?.body;
      routes.set(`${method} ${path}`, { method, path, ...(known ? { operation: known } : {}), ...(bodySchema ? { bodySchema } : {}) });
    }
    const method = [route.method].flat()[0] ?? 'GET';
    route.preValidation = withHook(route.preValidation, checker(contract.get(operationKey(method, path))));
  });
}
