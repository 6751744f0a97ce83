// Follows a topic of the application's live updates (a list's liveTopic): onChange runs after each
// change reported, with the latest onChange, until the component unmounts or the topic changes.
import { useEffect, useRef } from 'react';
import { useScreenEnvironment } from '../../widgets/environment.tsx';

export function useLiveTopic(topic: string | undefined, onChange: () => void): void {
  const { live } = useScreenEnvironment();
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => (topic && live ? live.subscribe(topic, () => latest.current()) : undefined), [live, topic]);
}
