/* eslint-disable */
// generated, do not edit: run `npm run typegen` after changing schemas/.

/**
 * One file of the call catalogue (api/calls/*.json). Each named call is one HTTP operation of the server's REST contract; screens and widgets reach the server only through these names, with call(name, params, body).
 */
export interface CallCatalogue {
  /**
   * Relative path to this schema, so that an editor completes and checks the file.
   */
  $schema?: string;
  /**
   * The calls of this file by name. A name is area.verb in camelCase, e.g. 'users.list', 'roles.create'. Names are unique across all catalogue files.
   */
  calls: {
    [k: string]: CallDefinition | undefined;
  };
}
/**
 * One HTTP operation.
 *
 * This interface was referenced by `CallCatalogue`'s JSON-Schema
 * via the `definition` "Call".
 */
export interface CallDefinition {
  /**
   * What the call does, for the implementer.
   */
  description?: string;
  /**
   * HTTP method.
   */
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /**
   * Path relative to the application context (e.g. '/rest/access/users/list' becomes '/IDMProv/rest/access/users/list'). Segments written {name} are filled from params of that name and URL-encoded.
   */
  path: string;
  /**
   * Query parameters the call accepts, by name. Parameters not listed here are refused by call() at compile time.
   */
  query?: {
    [k: string]: CallParameter | undefined;
  };
  /**
   * What the request body is: 'json' (an object or array given to call()), 'text' (a plain string), 'form' (URL-encoded fields) or 'none'. Default 'none' for GET, 'json' otherwise.
   */
  body?: 'json' | 'text' | 'form' | 'none';
  /**
   * Paging style on the wire: 'nextIndex' (1-based offset + 1, with size), 'fromIndex' (task lists), 'startIndex' (0-based offset, with size: workflow monitoring), or 'none'.
   */
  paging?: 'nextIndex' | 'fromIndex' | 'startIndex' | 'none';
  /**
   * The contract operation this call is, as 'METHOD /path' with the path key of the repository's contract/ swagger file (e.g. 'GET /access/users/list'). Tests check it exists.
   */
  contract?: string;
  /**
   * No screen or console code uses this call: it is kept to document a contract operation an implementer may need. Whether the sandbox serves it: tests/server/contract-walk.known.ts (NOT_YET_SERVED). Remove the mark when a screen uses the call.
   */
  keptForImplementers?: true;
}
/**
 * One query parameter.
 *
 * This interface was referenced by `CallCatalogue`'s JSON-Schema
 * via the `definition` "Parameter".
 */
export interface CallParameter {
  /**
   * Wire type. 'array' repeats the parameter once per value (?type=ROLE&type=RESOURCE).
   */
  type?: 'string' | 'integer' | 'boolean' | 'array';
  /**
   * Value sent when the caller gives none.
   */
  default?: {
    [k: string]: unknown | undefined;
  };
  /**
   * call() fails before sending when a required parameter is missing.
   */
  required?: boolean;
  /**
   * What the parameter means.
   */
  description?: string;
}
