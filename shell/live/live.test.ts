// The live feed's parts with fakes of the browser: Web Locks, BroadcastChannel, EventSource and
// the page's visibility.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollBadge, type PageLike } from './badgePoll.ts';
import { followEvents, hasNoEvents, RECONNECT_MS, type EventSourceLike } from './eventStream.ts';
import { createTopicHub } from './hub.ts';
import { whileLeader, type LockManagerLike } from './leader.ts';
import { createRelay, RELAY_QUIET_MS, type ChannelLike } from './relay.ts';
import { shareVisibility } from './visibility.ts';

/** Web Locks of one browser: exclusive, granted in the order asked, released when the holder's promise settles. */
function fakeLocks(): LockManagerLike {
  const held = new Set<string>();
  const queue: Array<{ name: string; grant(): void }> = [];
  const next = (name: string) => queue.find((entry) => entry.name === name)?.grant();
  return {
    request(name, options, callback) {
      return new Promise((resolve, reject) => {
        const entry = {
          name,
          grant: () => {
            queue.splice(queue.indexOf(entry), 1);
            held.add(name);
            void callback().then(() => {
              held.delete(name);
              resolve(undefined);
              next(name);
            });
          },
        };
        options.signal?.addEventListener('abort', () => {
          if (queue.includes(entry)) {
            queue.splice(queue.indexOf(entry), 1);
            reject(new DOMException('aborted', 'AbortError'));
          }
        });
        queue.push(entry);
        if (!held.has(name)) next(name);
      });
    },
  };
}

/** BroadcastChannels of one browser: a message reaches every other open channel of the name. */
function fakeChannels() {
  const open = new Set<{ deliver(data: unknown): void }>();
  return (): ChannelLike => {
    const listeners: Array<(event: { data: unknown }) => void> = [];
    const self = { deliver: (data: unknown) => listeners.forEach((listener) => listener({ data })) };
    open.add(self);
    return {
      postMessage: (message) => open.forEach((other) => other !== self && other.deliver(structuredClone(message))),
      addEventListener: (_type, listener) => listeners.push(listener),
      close: () => open.delete(self),
    };
  };
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('leader election', () => {
  it('lets one tab lead at a time, and the next take over when the leader closes', async () => {
    const locks = fakeLocks();
    const leading: string[] = [];
    const tab = (name: string) => whileLeader(locks, 'live', () => {
      leading.push(name);
      return () => leading.splice(leading.indexOf(name), 1);
    });
    const closeA = tab('A');
    const closeB = tab('B');
    const closeC = tab('C');
    await settle();
    expect(leading).toEqual(['A']);
    closeA();
    await settle();
    expect(leading).toEqual(['B']);
    closeC(); // a waiting tab that closes never leads
    closeB();
    await settle();
    expect(leading).toEqual([]);
  });

  it('leads in every tab where the browser has no Web Locks', () => {
    const lead = vi.fn(() => () => undefined);
    whileLeader(undefined, 'live', lead);
    whileLeader(undefined, 'live', lead);
    expect(lead).toHaveBeenCalledTimes(2);
  });
});

describe('the relay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('brings a burst of changes of a topic to every tab once', () => {
    const channel = fakeChannels();
    const leaderHub = createTopicHub();
    const otherHub = createTopicHub();
    const leader = createRelay(channel(), (topic) => leaderHub.publish(topic));
    createRelay(channel(), (topic) => otherHub.publish(topic));
    const seen = { leader: [] as string[], other: [] as string[] };
    for (const topic of ['tasks', 'requests']) {
      leaderHub.subscribe(topic, () => seen.leader.push(topic));
      otherHub.subscribe(topic, () => seen.other.push(topic));
    }
    leader.report('tasks');
    leader.report('tasks');
    leader.report('requests');
    leader.report('tasks');
    expect(seen.other).toEqual([]);
    vi.advanceTimersByTime(RELAY_QUIET_MS);
    expect(seen.leader.sort()).toEqual(['requests', 'tasks']);
    expect(seen.other.sort()).toEqual(['requests', 'tasks']);
    leader.report('tasks');
    vi.advanceTimersByTime(RELAY_QUIET_MS);
    expect(seen.other.filter((t) => t === 'tasks')).toHaveLength(2);
  });
});

/** EventSources that a test drives: emit(name) fires the listeners of that event. */
function fakeSources() {
  const made: Array<EventSourceLike & { path: string; closed: boolean; emit(name: string): void }> = [];
  const open = (path: string) => {
    const listeners = new Map<string, Array<() => void>>();
    const source = {
      path,
      closed: false,
      addEventListener: (type: string, listener: () => void) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
      close: () => void (source.closed = true),
      emit: (name: string) => listeners.get(name)?.forEach((listener) => listener()),
    };
    made.push(source);
    return source;
  };
  return { made, open };
}

describe('the events stream of the leading tab', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reports the topic of each event, connects again with a new ticket after losing the server, and then reports every topic', async () => {
    const { made, open } = fakeSources();
    let tickets = 0;
    const ticket = vi.fn(async () => {
      tickets += 1;
      if (tickets === 2) throw new Error('server down');
      return { path: `/events?ticket=${tickets}` };
    });
    const report = vi.fn();
    const fallback = vi.fn(() => () => undefined);
    const stop = followEvents({ ticket, open, report, fallback });
    await vi.advanceTimersByTimeAsync(0);
    expect(made.map((s) => s.path)).toEqual(['/events?ticket=1']);
    made[0]!.emit('ready');
    made[0]!.emit('task-assigned');
    made[0]!.emit('request-changed');
    expect(report.mock.calls).toEqual([['tasks'], ['requests']]);

    report.mockClear();
    made[0]!.emit('error'); // the server went away
    expect(made[0]!.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(RECONNECT_MS[0]!); // ticket 2: still down
    expect(made).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(RECONNECT_MS[1]! - 1);
    expect(ticket).toHaveBeenCalledTimes(2); // waits longer after each failure
    await vi.advanceTimersByTimeAsync(1);
    expect(made.map((s) => s.path)).toEqual(['/events?ticket=1', '/events?ticket=3']);
    made[1]!.emit('ready');
    expect(report.mock.calls.flat().sort()).toEqual(['requests', 'tasks']);
    expect(fallback).not.toHaveBeenCalled();

    stop();
    expect(made[1]!.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(ticket).toHaveBeenCalledTimes(3);
  });

  it('reports every topic on its first connection when it takes over from another leader', async () => {
    const { made, open } = fakeSources();
    const report = vi.fn();
    followEvents({ ticket: async () => ({ path: '/events' }), open, report, fallback: () => () => undefined, catchUp: true });
    await vi.advanceTimersByTimeAsync(0);
    made[0]!.emit('ready');
    expect(report.mock.calls.flat().sort()).toEqual(['requests', 'tasks']);
  });

  it('falls back for good where the server has no events (404), without asking again', async () => {
    const { made, open } = fakeSources();
    const ticket = vi.fn(async () => 'absent' as const);
    const stopPolling = vi.fn();
    const stop = followEvents({ ticket, open, report: vi.fn(), fallback: () => stopPolling });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(ticket).toHaveBeenCalledTimes(1);
    expect(made).toEqual([]);
    stop();
    expect(stopPolling).toHaveBeenCalled();
  });
});

describe('which refusals of the ticket mean a server without events', () => {
  it('a refusal for good (404, 405, 403, 400): polls instead; no answer, a 5xx, 401, 408 or 429: asks again later', () => {
    for (const status of [404, 405, 403, 400, 410]) expect(hasNoEvents(status), String(status)).toBe(true);
    for (const status of [undefined, 500, 502, 503, 401, 408, 429]) expect(hasNoEvents(status), String(status)).toBe(false);
  });
});

describe('badge polling, the fallback', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function fakePage() {
    const listeners = new Set<() => void>();
    const page = {
      hidden: false,
      addEventListener: (_type: 'visibilitychange', listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: 'visibilitychange', listener: () => void) => listeners.delete(listener),
      show(hidden: boolean) {
        page.hidden = hidden;
        listeners.forEach((listener) => listener());
      },
    };
    return page satisfies PageLike;
  }

  /** A tab's page: shown or hidden, and closing (pagehide). */
  function fakeTab(hidden = false) {
    const listeners = { visibilitychange: new Set<() => void>(), pagehide: new Set<() => void>() };
    const tab = {
      hidden,
      addEventListener: (type: 'visibilitychange' | 'pagehide', listener: () => void) => listeners[type].add(listener),
      removeEventListener: (type: 'visibilitychange' | 'pagehide', listener: () => void) => listeners[type].delete(listener),
      show(next: boolean) {
        tab.hidden = next;
        listeners.visibilitychange.forEach((listener) => listener());
      },
      closing: () => listeners.pagehide.forEach((listener) => listener()),
    };
    return tab;
  }

  it('polls while any tab of the browser is in view, not only the leading one', async () => {
    const channel = fakeChannels();
    const leaderTab = fakeTab();
    const leader = shareVisibility(channel(), leaderTab, 'leader');
    const count = vi.fn(async () => 1);
    pollBadge({ count, report: vi.fn(), page: leader.page, everyMs: 1_000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(count).toHaveBeenCalledTimes(1);
    // The user opens a second tab and works there: the leader's page is hidden, the browser's is not.
    const otherTab = fakeTab();
    shareVisibility(channel(), otherTab, 'other');
    leaderTab.show(true);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(count).toHaveBeenCalledTimes(4);
    // Every tab hidden (another application in front): no polling; one shown again: a read at once.
    otherTab.show(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(count).toHaveBeenCalledTimes(4);
    otherTab.show(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(count).toHaveBeenCalledTimes(5);
    // The tab in view closes.
    otherTab.closing();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(count).toHaveBeenCalledTimes(5);
  });

  it('knows of the tabs in view that opened before it, once it asks', () => {
    const channel = fakeChannels();
    const inView = fakeTab(false);
    shareVisibility(channel(), inView, 'first');
    const later = shareVisibility(channel(), fakeTab(true), 'later');
    expect(later.page.hidden).toBe(false);
    inView.show(true);
    expect(later.page.hidden).toBe(true);
  });

  it('reports tasks when the count moves, and does not poll while the page is hidden', async () => {
    let badge = 3;
    const count = vi.fn(async () => badge);
    const report = vi.fn();
    const page = fakePage();
    const stop = pollBadge({ count, report, page, everyMs: 1_000 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(count).toHaveBeenCalledTimes(2);
    expect(report).not.toHaveBeenCalled();
    badge = 4;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(report).toHaveBeenCalledWith('tasks');

    page.show(true);
    const before = count.mock.calls.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(count).toHaveBeenCalledTimes(before);
    badge = 5;
    page.show(false); // reads at once on showing again
    await vi.advanceTimersByTimeAsync(0);
    expect(count).toHaveBeenCalledTimes(before + 1);
    expect(report).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(count).toHaveBeenCalledTimes(before + 1);
  });
});
