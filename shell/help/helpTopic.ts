import { pathSegments } from '../routing/guard.ts';

// The Help button opens a help page per locale in a 900x600 popup; the topic comes from the current
// route. These page keys have topics of their own; under configuration, the second path segment
// selects the topic.
export const HELP_TOPICS: Readonly<Record<string, string>> = {
  igConfiguration: 'ig_configuration',
  dashboard: 'dashboard_configuration',
  emailapproval: 'email_approval_configuration',
  entities: 'entity_management',
  editlanding: 'landing_page_configuration',
  proxyassignments: 'proxy_assignments',
  createUser: 'create_user',
};

export const DEFAULT_HELP_TOPIC = 'overview';
export const HELP_POPUP_FEATURES = 'width=900,height=600,noopener,noreferrer';

export function helpTopicFor(path: string, routeHelpTopic?: string): string {
  const [first, second] = pathSegments(path);
  const key = first === 'configuration' && second ? second : first;
  if (key && HELP_TOPICS[key]) return HELP_TOPICS[key];
  return routeHelpTopic ?? key ?? DEFAULT_HELP_TOPIC;
}

/** The help page of a topic in a locale (shipped under public/help/<language>/). */
export function helpUrl(topic: string, language: string, base: string = import.meta.env.BASE_URL): string {
  return `${base}help/${encodeURIComponent(language)}/index.html#${encodeURIComponent(topic)}`;
}
