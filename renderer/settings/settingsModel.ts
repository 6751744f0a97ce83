// The pure rules of a settings page: which sections it draws, and whether the values changed.
import type { Section, SettingsScreen } from '../../schemas/types/screen.ts';

/** The sections, or the sections of every tab in order (a settings page draws them one under another). */
export function settingsSections(screen: Pick<SettingsScreen, 'sections' | 'tabs'>): Section[] {
  return screen.sections ?? (screen.tabs ?? []).flatMap((tab) => tab.sections);
}

// Keys compare in sorted order, so that a value the form wrote back in another order is no change.
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.keys(value).sort().filter((k) => (value as Record<string, unknown>)[k] !== undefined).map((k) => [k, canonical((value as Record<string, unknown>)[k])]))
      : value;

/** Whether the values differ from those loaded (an undefined value counts as absent). */
export function isDirty(values: Record<string, unknown>, loaded: Record<string, unknown>): boolean {
  return JSON.stringify(canonical(values)) !== JSON.stringify(canonical(loaded));
}
