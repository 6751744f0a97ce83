import { generatePath } from 'react-router-dom';
import type { Tab, TabSet } from '../../schemas/types/area.ts';

// A route that shows a tab set (area.json "tabSets") names the selected tab by its :param or, on a
// route without that :param, by the ?query parameter of the same name. These small rules decide
// which tab is shown and where each tab leads; TabbedScreen draws them.

const hasParam = (pattern: string, param: string) => pattern.split('/').includes(`:${param}`);

/** The tab the URL names: the first when it names none, undefined when it names an unknown one. */
export function selectedTab(set: TabSet, routePath: string, params: Readonly<Record<string, string | undefined>>, search: URLSearchParams): Tab | undefined {
  const value = hasParam(routePath, set.param) ? params[set.param] : search.get(set.param);
  if (!value) return set.tabs[0];
  return set.tabs.find((tab) => tab.id === value);
}

/** Where a tab leads: the set's route (or the route shown) with the tab's id as its :param, else as ?param=. */
export function tabHref(set: TabSet, routePath: string, params: Readonly<Record<string, string | undefined>>, tabId: string): string {
  const pattern = set.route ?? routePath;
  if (hasParam(pattern, set.param)) return generatePath(pattern, { ...params, [set.param]: tabId });
  return `${generatePath(pattern, params)}?${new URLSearchParams({ [set.param]: tabId })}`;
}
