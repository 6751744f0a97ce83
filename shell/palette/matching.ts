// How the command palette matches what the user types against titles and names: case- and
// accent-insensitive (also Arabic vowel marks and hamza forms, which are combining marks once
// decomposed), and ranked so that the title the user is spelling comes first.

/** A text folded for matching: lower case, combining marks (accents, diacritics) and tatweel removed. */
export function fold(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/[\p{M}\u0640]/gu, '');
}

/** Whether `at` starts a word of `text` (the text's start, or after a character that is no letter or digit). */
function startsWord(text: string, at: number): boolean {
  return at === 0 || !/[\p{L}\p{N}]/u.test(text[at - 1]!);
}

function wordStartIndex(text: string, needle: string): boolean {
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
    if (startsWord(text, at)) return true;
  }
  return false;
}

/**
 * How well a text matches a query, lower is better; undefined when it does not match. An empty
 * query matches everything equally. From best to worst: the whole text, its beginning, the
 * beginning of one of its words, anywhere inside it, then every word of the query at a word
 * beginning, then every word of the query anywhere.
 */
export function matchRank(text: string, query: string): number | undefined {
  const needle = fold(query).trim().replace(/\s+/g, ' ');
  if (needle === '') return 0;
  const haystack = fold(text);
  if (haystack === needle) return 0;
  if (haystack.startsWith(needle)) return 1;
  if (wordStartIndex(haystack, needle)) return 2;
  if (haystack.includes(needle)) return 3;
  const words = needle.split(' ');
  if (words.length > 1 && words.every((word) => wordStartIndex(haystack, word))) return 4;
  if (words.length > 1 && words.every((word) => haystack.includes(word))) return 5;
  return undefined;
}

/**
 * The entries that match, best first; entries of the same rank in the order of their text in the
 * user's language. Without a query, all of them in the order given. An entry may be known by several texts (a page's title and its menu label): the
 * best of them counts.
 */
export function rankMatches<T>(entries: readonly T[], query: string, textsOf: (entry: T) => readonly string[], locale?: string): T[] {
  if (fold(query).trim() === '') return [...entries];
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return entries
    .flatMap((entry) => {
      const texts = textsOf(entry);
      const ranks = texts.map((text) => matchRank(text, query)).filter((rank) => rank !== undefined);
      return ranks.length > 0 ? [{ entry, rank: Math.min(...ranks), text: texts[0] ?? '' }] : [];
    })
    .sort((a, b) => a.rank - b.rank || collator.compare(a.text, b.text))
    .map(({ entry }) => entry);
}
