// Fragments: a field set, column set, tab, section, filter or action list defined once in
// screens/fragments/<name>.json and used from screens by an array entry
// { "$fragment": "<name>#/<kind>/<id>" } (e.g. "catalog#/fields/texts"), which is replaced by the
// fragment's entries. The kind (fields, columns ...) must be the name of the array the reference
// stands in. Screens are expanded before validation (npm run validate) and at build time (the Vite
// plugin in ./vite-plugin-screen-fragments.ts), so the renderer only ever sees plain definitions.
// Pure: the caller says how a fragment file is read.
import { pointerSegments, toPointer } from './validate/json-source.ts';
import { didYouMean } from './validate/suggest.ts';

export const FRAGMENTS_DIR = 'screens/fragments';
export const FRAGMENT_KINDS = ['fields', 'columns', 'filters', 'actions', 'sections', 'tabs', 'cards'] as const;
export type FragmentKind = (typeof FRAGMENT_KINDS)[number];

/** A fragment file: per kind, named lists of entries. */
export type FragmentFile = Partial<Record<FragmentKind, Record<string, unknown[]>>>;

export interface FragmentProblem {
  /** Pointer of the reference in the expanded file (its outermost reference). */
  pointer: string;
  message: string;
}

export interface Expansion {
  value: unknown;
  problems: FragmentProblem[];
  /** The fragment files used (for a build's watch list). */
  used: Set<string>;
  /**
   * Where a pointer into the expanded value stands in the original file; for what a fragment
   * brought, its (outermost) reference, and that fragment.
   */
  sourcePointer(pointer: string): { pointer: string; fragment?: string };
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** A reference entry: exactly { "$fragment": "..." }. */
export const isFragmentRef = (v: unknown): v is { $fragment: string } => isObject(v) && typeof v.$fragment === 'string' && Object.keys(v).length === 1;

/** 'catalog#/fields/texts' → { file: 'catalog', kind: 'fields', name: 'texts' }. */
export function parseReference(reference: string): { file: string; kind: string; name: string } | undefined {
  const match = /^([A-Za-z0-9_-]+)#\/([A-Za-z]+)\/([A-Za-z0-9_-]+)$/.exec(reference);
  return match ? { file: match[1]!, kind: match[2]!, name: match[3]! } : undefined;
}

/**
 * Expands every reference in a definition. `readFragment(file)` returns a fragment file's parsed
 * value, or undefined when there is none. Problems (unknown file or fragment, wrong kind, a cycle)
 * leave the reference out and are reported at it.
 */
export function expandFragments(definition: unknown, readFragment: (file: string) => unknown): Expansion {
  const problems: FragmentProblem[] = [];
  const used = new Set<string>();
  // Output pointer of each array entry → where it stands in the original file: its own pointer,
  // or (fromFragment) the pointer of the reference that brought it.
  const origins = new Map<string, { source: string; fragment?: string }>();

  const resolve = (reference: string, kind: string, chain: string[]): unknown[] | string => {
    const parsed = parseReference(reference);
    if (!parsed) return `'${reference}' is not a fragment reference; write "<file>#/<kind>/<name>", e.g. "catalog#/${kind}/texts"`;
    if (chain.includes(reference)) return `fragment '${reference}' includes itself (${[...chain, reference].join(' → ')}); break the cycle`;
    if (parsed.kind !== kind) return `fragment '${reference}' is a list of ${parsed.kind}; here ${kind} are expected (use a "${kind}" fragment)`;
    const file = readFragment(parsed.file);
    if (!isObject(file)) return `no fragment file '${parsed.file}'; create ${FRAGMENTS_DIR}/${parsed.file}.json`;
    used.add(parsed.file);
    const named = isObject(file[parsed.kind]) ? (file[parsed.kind] as Record<string, unknown>) : {};
    const entries = named[parsed.name];
    if (!Array.isArray(entries)) {
      const known = Object.keys(named);
      return `fragment file '${parsed.file}' has no ${parsed.kind} '${parsed.name}'${didYouMean(parsed.name, known) || (known.length ? `; it has ${known.map((k) => `'${k}'`).join(', ')}` : '')}`;
    }
    return entries;
  };

  // Expands one value; `source` is the pointer in the original file of what stands here (for a
  // fragment's entries, the reference they came from); `chain` the references being expanded.
  const expand = (value: unknown, out: string, source: string, chain: string[], key: string): unknown => {
    if (Array.isArray(value)) {
      const result: unknown[] = [];
      value.forEach((entry, i) => {
        const entrySource = chain.length ? source : `${source}/${i}`;
        if (!isFragmentRef(entry)) {
          origins.set(`${out}/${result.length}`, { source: entrySource, fragment: chain[0] });
          result.push(expand(entry, `${out}/${result.length}`, entrySource, chain, ''));
          return;
        }
        const entries = resolve(entry.$fragment, key, chain);
        if (typeof entries === 'string') {
          problems.push({ pointer: `${entrySource}/$fragment`, message: entries });
          return;
        }
        // Everything a fragment brings is located at its reference.
        const inner = [...chain, entry.$fragment];
        const expanded = expand(entries, `${out}/${result.length}`, entrySource, inner, key) as unknown[];
        for (const item of expanded) {
          origins.set(`${out}/${result.length}`, { source: entrySource, fragment: inner[0] });
          result.push(item);
        }
      });
      return result;
    }
    if (!isObject(value)) return value;
    const result: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const segment = toPointer([k]);
      result[k] = expand(v, `${out}${segment}`, chain.length ? source : `${source}${segment}`, chain, k);
    }
    return result;
  };

  const value = expand(definition, '', '', [], '');
  const sourcePointer = (pointer: string) => {
    // The deepest array entry on the way decides, and the rest of the pointer follows it; but what
    // a fragment brought is located at its (outermost) reference.
    let out = '';
    let best = { out: '', source: '' };
    for (const segment of pointerSegments(pointer)) {
      out += toPointer([segment]);
      const origin = origins.get(out);
      if (origin?.fragment) return { pointer: `${origin.source}/$fragment`, fragment: origin.fragment };
      if (origin) best = { out, source: origin.source };
    }
    return { pointer: best.source + pointer.slice(best.out.length) };
  };
  return { value, problems, used, sourcePointer };
}
