// Draws nothing: while the signed-in shell shows, the tab takes part in the live feed. Loaded lazily
// with the idle watch, after the first screen.
import { useEffect } from 'react';
import { liveHub } from './hub.ts';
import { startLiveFeed } from './startLiveFeed.ts';

export default function LiveFeed() {
  useEffect(() => startLiveFeed(liveHub), []);
  return null;
}
