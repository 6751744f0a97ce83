// The pure rules of a settings page: which parts it has and which sections each draws, and whether
// the values changed.
import type { Action, Section, SettingsScreen, Submit } from '../../schemas/types/screen.ts';

/** A form of the page with its own Save and Reset. */
export interface SettingsFormPart {
  id: string;
  titleKey?: string;
  sections: Section[];
  submit: Submit;
  restoreDefaults?: Action;
  /** The fields of a part (those its sections name); the page's one form has all the page's fields. */
  fieldNames?: string[];
}

/** The sections, or the sections of every tab in order (a settings page draws them one under another). */
export function settingsSections(screen: Pick<SettingsScreen, 'sections' | 'tabs'>): Section[] {
  return screen.sections ?? (screen.tabs ?? []).flatMap((tab) => tab.sections);
}

/**
 * The forms of the page: each declared part, or one form of all sections saved by the page's
 * submit (with the restore-defaults action). npm run validate makes sure a page gives one of them.
 */
export function settingsParts(screen: SettingsScreen): SettingsFormPart[] {
  if (screen.parts) return screen.parts.map(({ id, titleKey, sections, submit }) => ({ id, ...(titleKey ? { titleKey } : {}), sections, submit, fieldNames: partFieldNames({ sections }) }));
  if (!screen.submit) return [];
  return [{ id: 'settings', sections: settingsSections(screen), submit: screen.submit, ...(screen.restoreDefaults ? { restoreDefaults: screen.restoreDefaults } : {}) }];
}

/** The names of the fields sections draw. */
export function partFieldNames(part: Pick<SettingsFormPart, 'sections'>): string[] {
  return part.sections.flatMap((section) => (section.fields ?? []).map((field) => (typeof field === 'string' ? field : field.name)));
}

/**
 * The values a part shows: the loaded ones with the part's own edits over them. A part edits only
 * its fields, so a value another part saved meanwhile shows as loaded.
 */
export function partValues(loaded: Record<string, unknown>, edited: Record<string, unknown> | undefined, names: readonly string[] | undefined): Record<string, unknown> {
  if (!edited || !names) return edited ?? loaded;
  return { ...loaded, ...Object.fromEntries(names.filter((name) => name in edited).map((name) => [name, edited[name]])) };
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
