// A form field widget loaded on demand: heavy widgets (the approval editor with its picker, the
// localized-text editor) stay out of the shell's bundle until a form draws them.
import { lazy, Suspense, type ComponentType } from 'react';
import type { Widget, WidgetProps } from '@rjsf/utils';
import { ComponentLoader } from '../loaders/Loaders.tsx';

export function lazyField(load: () => Promise<{ default: ComponentType<WidgetProps> }>): Widget {
  const Component = lazy(load);
  function LazyField(props: WidgetProps) {
    return (
      <Suspense fallback={<ComponentLoader minHeight={48} />}>
        <Component {...props} />
      </Suspense>
    );
  }
  return LazyField;
}
