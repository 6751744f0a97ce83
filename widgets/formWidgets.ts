// The field widgets of a widget registry, as @rjsf's `widgets` prop. Type-only imports, so that
// the renderer may call it without loading the registry itself.
import type { Widget } from '@rjsf/utils';
import type { WidgetEntry } from './registry.tsx';

export function formWidgets(registry: Readonly<Record<string, WidgetEntry>>): Record<string, Widget> {
  return Object.fromEntries(
    Object.entries(registry)
      .filter(([, entry]) => entry.kind === 'field')
      .map(([name, entry]) => [name, entry.component as Widget]),
  );
}
