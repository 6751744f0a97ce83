// The live feed of the console, loaded after the first page (it is not needed to draw it): one tab
// of the browser leads (leader.ts) and follows the sandbox's events (eventStream.ts), or polls the
// badge where there are none (badgePoll.ts) while any tab of the browser is in view
// (visibility.ts); what it learns reaches every tab's hub (relay.ts).
import { apiRuntime, call } from '../../api/index.ts';
import { SHELL_CALLS } from '../bootstrap/shellCalls.ts';
import { pollBadge } from './badgePoll.ts';
import { followEvents, hasNoEvents } from './eventStream.ts';
import type { TopicHub } from './hub.ts';
import { whileLeader, type LockManagerLike } from './leader.ts';
import { createRelay } from './relay.ts';
import { shareVisibility, type TabPage } from './visibility.ts';

const NAME = 'idm-console-live';
/** A tab that leads this long after it started took over from another (whose last changes it may have missed). */
const TAKEOVER_AFTER_MS = 2_000;

const statusOf = (error: unknown): number | undefined => (error as { response?: { status?: number } } | null)?.response?.status;

async function ticket(): Promise<{ path: string } | 'absent'> {
  try {
    const answer = (await call(SHELL_CALLS.liveTicket)) as { path?: unknown };
    if (typeof answer?.path !== 'string') return 'absent';
    return { path: answer.path };
  } catch (error) {
    if (hasNoEvents(statusOf(error))) return 'absent';
    throw error;
  }
}

async function badge(): Promise<number> {
  const answer = (await call(SHELL_CALLS.taskBadge)) as { badge?: unknown };
  return Number(answer?.badge ?? 0);
}

/** This tab: shown or hidden (the document), and closing (the window's pagehide). */
const thisTab: TabPage = {
  get hidden() {
    return document.hidden;
  },
  addEventListener: (type, listener) => (type === 'pagehide' ? window : document).addEventListener(type, listener),
  removeEventListener: (type, listener) => (type === 'pagehide' ? window : document).removeEventListener(type, listener),
};

/** Starts the feed for the signed-in user; answers how to stop it (sign-out). */
export function startLiveFeed(hub: TopicHub): () => void {
  if (typeof BroadcastChannel === 'undefined' || typeof EventSource === 'undefined') return () => undefined;
  const relay = createRelay(new BroadcastChannel(NAME), (topic) => hub.publish(topic));
  const visibility = shareVisibility(new BroadcastChannel(`${NAME}-visibility`), thisTab, `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`);
  const locks = (navigator as { locks?: LockManagerLike }).locks;
  const started = Date.now();
  const resign = whileLeader(locks, NAME, () =>
    followEvents({
      catchUp: Date.now() - started > TAKEOVER_AFTER_MS,
      ticket,
      open: (path) => new EventSource(`${apiRuntime.options.origin}${path}`),
      report: (topic) => relay.report(topic),
      fallback: () => pollBadge({ count: badge, report: (topic) => relay.report(topic), page: visibility.page }),
    }),
  );
  return () => {
    resign();
    relay.close();
    visibility.close();
  };
}
