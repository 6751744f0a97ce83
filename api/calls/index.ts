// The call catalogue: every named call the console makes. The JSON files are imported statically
// so that TypeScript knows each call's name and query parameters (see CallParams in ../call.ts).
import shell from './shell.json';

/** The catalogue files by area; names are unique across them (a test checks it). */
export const catalogueFiles = { shell } as const;

const allCalls = {
  ...shell.calls,
};

/** Every call name, e.g. 'tasks.list'. */
export type CallName = keyof typeof allCalls & string;
/** The catalogue entry of one call as TypeScript infers it from the JSON (keys kept, values widened). */
export type CatalogueEntry<N extends CallName> = (typeof allCalls)[N];

export interface CallParameterDefinition {
  type?: string;
  default?: unknown;
  required?: boolean;
  description?: string;
}

/** One call, as schemas/call-catalogue.schema.json describes it. */
export interface CallDefinition {
  description?: string;
  method: string;
  path: string;
  query?: Readonly<Record<string, CallParameterDefinition>>;
  body?: string;
  paging?: string;
  contract?: string;
}

export const catalogue: Readonly<Record<CallName, CallDefinition>> = allCalls;
