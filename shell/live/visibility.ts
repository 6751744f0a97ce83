// Whether any tab of the browser is shown, for the badge polling of the leading tab: the leader is
// often a tab the user left in the background while working in another, and a poll that waited
// for the leader's own page to show would leave the bell of the tab in view standing still. Each
// tab tells the others on a BroadcastChannel when it is shown or hidden (and closed), and answers
// a newcomer's question; each keeps the set of the others in view, so that whichever leads knows.
import type { PageLike } from './badgePoll.ts';
import type { ChannelLike } from './relay.ts';

/** This tab's page, with the page-hide event (a tab closing says it is no longer in view). */
export interface TabPage extends PageLike {
  addEventListener(type: 'visibilitychange' | 'pagehide', listener: () => void): void;
  removeEventListener(type: 'visibilitychange' | 'pagehide', listener: () => void): void;
}

type Message = { tab: string; visible: boolean } | { ask: true };

export interface BrowserVisibility {
  /** A page that is hidden only while no tab of the browser is in view; its visibilitychange fires when that changes. */
  page: PageLike;
  close(): void;
}

export function shareVisibility(channel: ChannelLike, page: TabPage, tab: string): BrowserVisibility {
  const othersInView = new Set<string>();
  const listeners = new Set<() => void>();
  const hidden = () => page.hidden && othersInView.size === 0;
  let last = hidden();
  const changed = () => {
    if (hidden() === last) return;
    last = hidden();
    listeners.forEach((listener) => listener());
  };
  const tell = (visible = !page.hidden) => channel.postMessage({ tab, visible } satisfies Message);
  const onVisibility = () => {
    tell();
    changed();
  };
  const onHide = () => tell(false);
  channel.addEventListener('message', (event) => {
    const message = event.data as Partial<{ tab: unknown; visible: unknown; ask: unknown }> | null;
    if (message?.ask === true) return tell();
    if (typeof message?.tab !== 'string' || typeof message.visible !== 'boolean') return;
    if (message.visible) othersInView.add(message.tab);
    else othersInView.delete(message.tab);
    changed();
  });
  page.addEventListener('visibilitychange', onVisibility);
  page.addEventListener('pagehide', onHide);
  tell();
  channel.postMessage({ ask: true } satisfies Message);
  return {
    page: {
      get hidden() {
        return hidden();
      },
      addEventListener: (_type, listener) => void listeners.add(listener),
      removeEventListener: (_type, listener) => void listeners.delete(listener),
    },
    close() {
      tell(false);
      page.removeEventListener('visibilitychange', onVisibility);
      page.removeEventListener('pagehide', onHide);
      listeners.clear();
      channel.close();
    },
  };
}
