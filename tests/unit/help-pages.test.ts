// The Help button opens public/help/<language>/index.html#<topic> (shell/help/helpTopic.ts): every
// shipped locale has a help page, and every topic the console can open has a section in each page.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_HELP_TOPIC, HELP_TOPICS, helpTopicFor } from '../../shell/help/helpTopic.ts';
import { ROUTES } from '../../shell/routing/routeTable.ts';
import { directionOf } from '../../domain/textDirection.ts';

const publicDir = path.resolve(import.meta.dirname, '../../public');
const locales = readdirSync(path.join(publicDir, 'locales')).map((file) => path.basename(file, '.json'));

/**
 * The topics of every route, and the mapped ones. A route whose help key is its last segment, a
 * parameter (the configuration section), takes its topic from that segment, which the mapped
 * topics cover.
 */
function topicsInUse(): Set<string> {
  const topics = new Set<string>([DEFAULT_HELP_TOPIC, ...Object.values(HELP_TOPICS)]);
  for (const route of ROUTES) {
    if (route.helpKeyFrom === 'lastSegment') continue;
    // A redirect (#/myProfile → #/profile) shows no page of its own: the target's topic counts.
    if ('redirectTo' in route && route.redirectTo) continue;
    topics.add(helpTopicFor(route.path.replace(/:[^/]+/g, 'x'), route.helpTopic));
  }
  return topics;
}

describe.each(locales)('help page of %s', (locale) => {
  const file = path.join(publicDir, 'help', locale, 'index.html');

  it('exists, in its language and direction', () => {
    expect(existsSync(file)).toBe(true);
    const page = readFileSync(file, 'utf8');
    expect(page).toContain(`lang="${locale}"`);
    expect(page).toContain(`dir="${directionOf(locale)}"`);
  });

  it('has a section for every topic the console opens', () => {
    const page = readFileSync(file, 'utf8');
    const missing = [...topicsInUse()].filter((topic) => !page.includes(`<section id="${topic}">`));
    expect(missing).toEqual([]);
  });
});
