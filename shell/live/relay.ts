// What the leading tab learns reaches every tab: a change is posted on a BroadcastChannel (which
// does not deliver to its sender) and published in the leader's own hub. Changes of one topic that
// come in a burst (a quorum opens five tasks at once) are sent once, after a short quiet time, so
// that each list and the bell load once.

/** The part of BroadcastChannel this uses. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close(): void;
}

export const RELAY_QUIET_MS = 250;

export interface Relay {
  /** Reports a change of `topic` to every tab (this one included), once per burst. */
  report(topic: string): void;
  close(): void;
}

export function createRelay(channel: ChannelLike, publish: (topic: string) => void, quietMs = RELAY_QUIET_MS): Relay {
  const pending = new Map<string, ReturnType<typeof setTimeout>>();
  channel.addEventListener('message', (event) => {
    const topic = (event.data as { topic?: unknown } | null)?.topic;
    if (typeof topic === 'string') publish(topic);
  });
  return {
    report(topic) {
      if (pending.has(topic)) return;
      pending.set(
        topic,
        setTimeout(() => {
          pending.delete(topic);
          channel.postMessage({ topic });
          publish(topic);
        }, quietMs),
      );
    },
    close() {
      pending.forEach((timer) => clearTimeout(timer));
      pending.clear();
      channel.close();
    },
  };
}
