// The live topics of this tab: the shell's live feed (loaded lazily, startLiveFeed.ts) reports a
// change of a topic ("tasks", "requests"), and whatever shows that topic (the bell, a list with a
// liveTopic) re-reads it. Part of the shell bundle, so kept to a few lines.
import type { LiveTopics } from '../../widgets/environment.tsx';

export type LiveTopic = 'tasks' | 'requests';
export const LIVE_TOPICS: readonly LiveTopic[] = ['tasks', 'requests'];

export interface TopicHub extends LiveTopics {
  publish(topic: string): void;
}

export function createTopicHub(): TopicHub {
  const listeners = new Map<string, Set<() => void>>();
  return {
    subscribe(topic, onChange) {
      const set = listeners.get(topic) ?? new Set<() => void>();
      listeners.set(topic, set);
      set.add(onChange);
      return () => set.delete(onChange);
    },
    publish(topic) {
      for (const onChange of [...(listeners.get(topic) ?? [])]) onChange();
    },
  };
}

/** The tab's one hub. */
export const liveHub: TopicHub = createTopicHub();
