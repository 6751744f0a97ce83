import { pathSegments } from '../routing/guard.ts';
import { AREA_MANIFESTS, findRoute, mergedEntries } from '../routing/routeTable.ts';

// The Help button opens a help page per locale in a 900x600 popup; the topic comes from the current
// route. The area manifests name the page keys that have topics of their own (helpTopics); the key
// is the first path segment, or the last where the route says helpKeyFrom "lastSegment" (the
// configuration pages, whose section selects the topic).

/** The helpTopics of every manifest: page key to topic. */
export const HELP_TOPICS = mergedEntries(AREA_MANIFESTS.values(), 'helpTopics') as Readonly<Record<string, string>>;

export const DEFAULT_HELP_TOPIC = 'overview';
export const HELP_POPUP_FEATURES = 'width=900,height=600,noopener,noreferrer';

export function helpTopicFor(path: string, routeHelpTopic?: string): string {
  const segments = pathSegments(path);
  const key = findRoute(path)?.helpKeyFrom === 'lastSegment' ? segments.at(-1) : segments[0];
  if (key && HELP_TOPICS[key]) return HELP_TOPICS[key];
  return routeHelpTopic ?? key ?? DEFAULT_HELP_TOPIC;
}

/** The help page of a topic in a locale (shipped under public/help/<language>/). */
export function helpUrl(topic: string, language: string, base: string = import.meta.env.BASE_URL): string {
  return `${base}help/${encodeURIComponent(language)}/index.html#${encodeURIComponent(topic)}`;
}
