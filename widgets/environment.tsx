// The screen environment: what a rendered screen needs from the application around it, behind one
// interface: the API (call()), feedback banners, the signed-in user and the global settings. The
// shell provides it (ScreenEnvironmentContext, shell/routing/RenderedScreen.tsx); tests and the bench
// provide their own. The renderer and the widgets both read it (useScreenEnvironment): the renderer
// for its screens, widgets such as the lookup and the quick-info popup for their own calls. It is
// named for what it is, the environment of a screen, not for one reader, and it lives in widgets/, the
// lowest layer both readers may import: the layer rule widgets-below-renderer
// (tests/architecture/layers.jsonc) forbids widgets importing renderer code at run time, and
// createContext is a run-time value. The renderer never imports the shell. The registries a screen is
// drawn with come beside it (renderer/core/registries.ts).
import { createContext, useContext } from 'react';
import type { CallFunction } from '../api/index.ts';

export interface ScreenFeedback {
  /** 200 is success, 'warning' a warning, 'info' information, anything else an error (the shell's banner mapping). */
  status: number | string;
  message: string;
}

/** Changes the application reports by topic (a list's liveTopic): a listener re-reads what it shows. */
export interface LiveTopics {
  /** Calls onChange after each change of the topic until the returned function is called. */
  subscribe(topic: string, onChange: () => void): () => void;
}

export interface ScreenEnvironment {
  call: CallFunction;
  notify(feedback: ScreenFeedback): void;
  /**
   * The signed-in user; in proxy mode proxyUser is the DN of the user acted for (bindings read it as
   * user.proxyUser); isAdmin: a domain administrator (the user rights call), e.g. for fields only
   * administrators may fill ({ "from": "user", "name": "isAdmin", "equals": true }).
   */
  user: { dn?: string; fullName?: string; clientId?: string; proxyUser?: string; isAdmin?: boolean };
  settings: {
    defaultRowsPerPage?: number;
    optionsRowsPerPage?: number[];
    /** How the request catalogue sorts at first: closestMatch (the default) or name. */
    newRequestDefaultSortByOption?: string;
    /** The attributes a list's advanced search offers unless it names its own (the client's customization searchLookup). */
    searchLookup?: string[];
    /** The permission types the client lets users search (ROLE, RESOURCE, PRD); all when unset. */
    requestPermissionTypes?: string[];
  };
  /** Locale of dates and numbers (BCP 47). */
  locale?: string;
  /** Live updates; without them lists load only when asked (and on their refresh condition). */
  live?: LiveTopics;
  /** Where the screen publishes the actions it offers now, for the application to offer elsewhere too (a keyboard command, say). */
  pageActions?: PageActionBoard;
}

/** An action a page offers now (visible, enabled, applicable to the selection), runnable from outside the page. */
export interface PageAction {
  id: string;
  /** The action's label in the user's language. */
  label: string;
  /** What it applies to when the page has several lists (the list's name), in the user's language. */
  context?: string;
  run(): void;
}

/** The actions the parts of the current page publish; each part (owner) replaces its own. */
export interface PageActionBoard {
  /** Replaces the owner's actions; none withdraws them. */
  publish(owner: object, actions: readonly PageAction[]): void;
  /** Every action published now, in the order the parts first published. */
  actions(): PageAction[];
}

export const ScreenEnvironmentContext = createContext<ScreenEnvironment | null>(null);

export function useScreenEnvironment(): ScreenEnvironment {
  const environment = useContext(ScreenEnvironmentContext);
  if (!environment) throw new Error('A screen was rendered outside <ScreenEnvironmentContext>');
  return environment;
}

/** call() with a name read from a definition (npm run validate has checked the name and its parameters). */
export type DynamicCall = (name: string, params?: Record<string, unknown>, body?: unknown, options?: { signal?: AbortSignal; responseType?: 'text' | 'json' }) => Promise<unknown>;

export function useDynamicCall(): DynamicCall {
  return useScreenEnvironment().call as unknown as DynamicCall;
}
