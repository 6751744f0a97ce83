import { useSyncExternalStore } from 'react';
import type { ThemeOptions } from '@mui/material/styles';

// A user who asks the system for less motion (prefers-reduced-motion: reduce) gets no animation:
// menus, dialogs, drawers and collapsing panels appear at once and buttons draw no ripple. The
// browser tests ask for it too, so a click never waits for a menu to finish growing.
const QUERY = '(prefers-reduced-motion: reduce)';

function mediaQuery(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : undefined;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the user asked for reduced motion; follows a change of the system setting. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, () => mediaQuery()?.matches ?? false, () => false);
}

const NO_DURATION = { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 };

/** Theme options that turn MUI's transitions and ripples off. */
export const reducedMotionTheme: ThemeOptions = {
  transitions: { create: () => 'none', duration: NO_DURATION, getAutoHeightDuration: () => 0 },
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
};
