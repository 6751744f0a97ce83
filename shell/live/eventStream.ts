// The leading tab's connection to the sandbox's live-events stream: a one-time ticket (the access
// token never goes into a URL), then an EventSource. Each event reports its topic; after a lost
// connection (the server restarted) it connects again after a growing pause, and once back it
// reports every topic, since events may have been missed meanwhile. A server without the stream
// (a real one: the ticket call answers 404 or another refusal, hasNoEvents) is not asked again:
// the fallback takes over.
import { LIVE_TOPICS, type LiveTopic } from './hub.ts';

/** The part of EventSource this uses. */
export interface EventSourceLike {
  addEventListener(type: string, listener: () => void): void;
  close(): void;
}

export interface StreamDeps {
  /** A ticket's stream path, or 'absent' when the server has no live events (404); throws when it cannot be reached. */
  ticket(): Promise<{ path: string } | 'absent'>;
  open(path: string): EventSourceLike;
  report(topic: LiveTopic): void;
  /** Starts the fallback (polling); answers how to stop it. */
  fallback(): () => void;
  /** Report every topic on the first connection too: this tab takes over from a leader that closed, and changes may have come meanwhile. */
  catchUp?: boolean;
}

/**
 * Whether a refused ticket call means that the server has no live events, for good: a real server
 * answers a path it does not know with 404, or 405, 403 or another 4xx, depending on what stands in
 * front of it. Not so without an answer (undefined: unreachable, restarting), on a 5xx, nor on
 * 401 (sign in again), 408 or 429 (try later): the stream is asked for again.
 */
export function hasNoEvents(status: number | undefined): boolean {
  return status !== undefined && status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429;
}

/** Pauses before the 1st, 2nd ... attempt to connect again; the last repeats. */
export const RECONNECT_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

const TOPIC_OF_EVENT: Record<string, LiveTopic> = { 'task-assigned': 'tasks', 'task-changed': 'tasks', 'request-changed': 'requests' };

/** Follows the stream until the answered function is called. */
export function followEvents(deps: StreamDeps): () => void {
  let stopped = false;
  let failures = 0;
  let connectedBefore = deps.catchUp ?? false;
  let source: EventSourceLike | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopFallback: (() => void) | undefined;

  const retry = () => {
    if (stopped) return;
    timer = setTimeout(() => void connect(), RECONNECT_MS[Math.min(failures++, RECONNECT_MS.length - 1)]);
  };

  const connect = async () => {
    let answer: Awaited<ReturnType<StreamDeps['ticket']>>;
    try {
      answer = await deps.ticket();
    } catch {
      return retry();
    }
    if (stopped) return;
    if (answer === 'absent') {
      stopFallback = deps.fallback();
      return;
    }
    const opened = deps.open(answer.path);
    source = opened;
    opened.addEventListener('ready', () => {
      failures = 0;
      if (connectedBefore) LIVE_TOPICS.forEach((topic) => deps.report(topic));
      connectedBefore = true;
    });
    for (const [event, topic] of Object.entries(TOPIC_OF_EVENT)) opened.addEventListener(event, () => deps.report(topic));
    // The browser would reconnect with the same, spent ticket: close and start again with a new one.
    opened.addEventListener('error', () => {
      opened.close();
      if (source === opened) source = undefined;
      retry();
    });
  };

  void connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
    stopFallback?.();
  };
}
