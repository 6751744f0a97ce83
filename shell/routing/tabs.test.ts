import { describe, expect, it } from 'vitest';
import type { TabSet } from '../../schemas/types/area.ts';
import { selectedTab, tabHref } from './tabs.ts';

const inPath: TabSet = {
  param: 'section',
  route: '/configuration/:section',
  tabs: [
    { id: 'delegation', labelKey: 'a', screen: 'delegation.json' },
    { id: 'proxy', labelKey: 'b', screen: 'proxy.json' },
  ],
};
const inQuery: TabSet = { param: 'tab', tabs: inPath.tabs };
const none = new URLSearchParams();

describe('selectedTab', () => {
  it('reads the :param of a route that has it', () => {
    expect(selectedTab(inPath, '/configuration/:section', { section: 'proxy' }, none)?.id).toBe('proxy');
  });

  it('shows the first tab when the URL names none (the route without the :param)', () => {
    expect(selectedTab(inPath, '/configuration', {}, none)?.id).toBe('delegation');
  });

  it('reads the query parameter on a route without the :param', () => {
    expect(selectedTab(inQuery, '/settings', {}, new URLSearchParams('tab=proxy'))?.id).toBe('proxy');
    expect(selectedTab(inQuery, '/settings', {}, none)?.id).toBe('delegation');
  });

  it('finds nothing for an unknown tab, so that the page says so instead of showing another', () => {
    expect(selectedTab(inPath, '/configuration/:section', { section: 'proxi' }, none)).toBeUndefined();
    expect(selectedTab(inQuery, '/settings', {}, new URLSearchParams('tab=nope'))).toBeUndefined();
  });
});

describe('tabHref', () => {
  it("leads to the set's route with the tab as its :param, from the route without it too", () => {
    expect(tabHref(inPath, '/configuration', {}, 'proxy')).toBe('/configuration/proxy');
    expect(tabHref(inPath, '/configuration/:section', { section: 'delegation' }, 'proxy')).toBe('/configuration/proxy');
  });

  it('keeps the other route params and puts the tab in the query when the route has no such :param', () => {
    expect(tabHref(inQuery, '/settings', {}, 'proxy')).toBe('/settings?tab=proxy');
    expect(tabHref(inQuery, '/clients/:id', { id: 'c 1' }, 'proxy')).toBe('/clients/c%201?tab=proxy');
  });
});
