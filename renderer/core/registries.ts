// The registries a screen is rendered with: every name a definition may use (encoders, transforms,
// checks, validators, failure rules, cell renderers, widgets, lookup pickers, custom screens,
// dashboard cards) mapped to its code,
// plus the providers wrapped around the screen. The renderer never imports them: whoever renders a
// screen passes them in (as @rjsf's registry and JSON Forms' renderers are), merged from the
// generic ones and those of the screen's area (screens/<area>/code/). The shell does so per area;
// tests and the bench pass their own.
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { ApiMessage } from '../../api/normalize/messages.ts';
import type { DashboardCard } from '../../schemas/types/screen.ts';
import type { Encoder } from '../../api/encoders/codec.ts';
import type { Transform } from '../../api/transforms/index.ts';
import type { CellProps } from '../../widgets/dataTable/cells.tsx';
import type { MemberDialogProps } from '../../widgets/dialogs/memberDialogs.ts';
import type { WidgetEntry } from '../../widgets/registry.tsx';
import type { Check } from '../checks/index.ts';
import type { ValidatorEntry } from '../validators/index.ts';

/** How a failed call is worded (Submit.failure names one). */
export type FailureRule = (error: unknown) => ApiMessage;

/** The picker a DN attribute of a lookup entity gets by default (a screen's own options override it). */
export type LookupPicker = Readonly<Record<string, unknown>>;

export interface RendererRegistries {
  encoders: Readonly<Record<string, Encoder>>;
  transforms: Readonly<Record<string, Transform>>;
  checks: Readonly<Record<string, Check>>;
  validators: Readonly<Record<string, ValidatorEntry>>;
  failureRules: Readonly<Record<string, FailureRule>>;
  /** Lookup entity (an attribute's lookupEntity) → the picker options of its DN attributes. */
  lookupPickers: Readonly<Record<string, LookupPicker>>;
  cellRenderers: Readonly<Record<string, ComponentType<CellProps>>>;
  widgets: Readonly<Record<string, WidgetEntry>>;
  /** The pages a `custom` screen names (an area's own, drawn by hand: a picture more than a form). */
  customScreens: Readonly<Record<string, ComponentType<CustomScreenProps>>>;
  /** The cards a dashboard card names with `card` (an area's own, e.g. the dashboard area's links card). */
  dashboardCards: Readonly<Record<string, ComponentType<DashboardCardProps>>>;
  /** Wrapped around the screen, outermost first (e.g. the user quick-info popup of the users area). */
  providers: readonly ComponentType<{ children: ReactNode }>[];
}

/**
 * An area's node-safe code (screens/<area>/code/index.ts): its codecs, checks, validators, failure
 * rules and lookup pickers, and the NAMES of its React parts, which its components.tsx supplies.
 */
export interface AreaCode {
  encoders?: Readonly<Record<string, Encoder>>;
  transforms?: Readonly<Record<string, Transform>>;
  checks?: Readonly<Record<string, Check>>;
  validators?: Readonly<Record<string, ValidatorEntry>>;
  failureRules?: Readonly<Record<string, FailureRule>>;
  lookupPickers?: Readonly<Record<string, LookupPicker>>;
  cellRenderers?: readonly string[];
  customScreens?: readonly string[];
  dashboardCards?: readonly string[];
  /** The member dialogs a picker source's members name with `dialog` (e.g. the groups area's dialog of a group's members). */
  memberDialogs?: readonly string[];
}

/** What a `custom` screen's component is given: the screen's `options`. */
export interface CustomScreenProps {
  options: Readonly<Record<string, unknown>>;
}

/** What a dashboard card's component (named by the card's `card`) is given: the card's definition. */
export interface DashboardCardProps {
  card: DashboardCard;
}

type Names<List> = List extends readonly string[] ? List[number] : never;

/** An area's React parts (screens/<area>/code/components.tsx), one per name its code declares. */
export interface AreaComponents<Code extends AreaCode = AreaCode> {
  cellRenderers: Record<Names<Code['cellRenderers']>, ComponentType<CellProps>>;
  customScreens?: Record<Names<Code['customScreens']>, ComponentType<CustomScreenProps>>;
  dashboardCards?: Record<Names<Code['dashboardCards']>, ComponentType<DashboardCardProps>>;
  /** Not merged into a screen's registries: the shell gives every area's to the pickers (widgets/dialogs/memberDialogs.ts). */
  memberDialogs?: Record<Names<Code['memberDialogs']>, ComponentType<MemberDialogProps>>;
  providers?: readonly ComponentType<{ children: ReactNode }>[];
}

/** The generic registries with an area's code and components added (an area adds names, it never replaces one). */
export function withArea(generic: RendererRegistries, code: AreaCode, components: AreaComponents): RendererRegistries {
  return {
    encoders: { ...generic.encoders, ...code.encoders },
    transforms: { ...generic.transforms, ...code.transforms },
    checks: { ...generic.checks, ...code.checks },
    validators: { ...generic.validators, ...code.validators },
    failureRules: { ...generic.failureRules, ...code.failureRules },
    lookupPickers: { ...generic.lookupPickers, ...code.lookupPickers },
    cellRenderers: { ...generic.cellRenderers, ...components.cellRenderers },
    widgets: generic.widgets,
    customScreens: { ...generic.customScreens, ...components.customScreens },
    dashboardCards: { ...generic.dashboardCards, ...components.dashboardCards },
    providers: [...generic.providers, ...(components.providers ?? [])],
  };
}

/** The named entry of a registry; a name it lacks throws (npm run validate rejects such names earlier). */
export function registered<T>(registry: Readonly<Record<string, T>>, kind: string, name: string): T {
  const entry = registry[name];
  if (entry === undefined) throw new Error(`unknown ${kind} '${name}'`);
  return entry;
}

type ComponentOf<Kind extends WidgetEntry['kind']> = Extract<WidgetEntry, { kind: Kind }>['component'];

/** A widget's component, checked to be of the kind the caller draws (a table, a display ...). */
export function widgetOf<Kind extends WidgetEntry['kind']>(widgets: RendererRegistries['widgets'], name: string, kind: Kind): ComponentOf<Kind> {
  const entry = registered(widgets, 'widget', name);
  if (entry.kind !== kind) throw new Error(`widget '${name}' is a ${entry.kind} widget, not a ${kind} widget`);
  return entry.component as ComponentOf<Kind>;
}

export const encoderOf = (encoders: Readonly<Record<string, Encoder>>, name: string) => registered(encoders, 'encoder', name);

export const RegistryContext = createContext<RendererRegistries | null>(null);

export function useRegistries(): RendererRegistries {
  const registries = useContext(RegistryContext);
  if (!registries) throw new Error('A screen was rendered without registries (<RegistryContext>)');
  return registries;
}
