import { createElement, useMemo } from 'react';
import type { CustomScreen } from '../../schemas/types/screen.ts';
import { useRegistries, widgetOf } from '../core/registries.ts';
import { ScreenTitle } from '../core/ScreenTitle.tsx';

/**
 * A custom screen: its title, then the one registered 'screen' widget that draws the page (a
 * picture more than a form, such as an org chart), given the screen's options.
 */
export default function CustomView({ screen }: { screen: CustomScreen }) {
  const { widgets } = useRegistries();
  const Screen = useMemo(() => widgetOf(widgets, screen.widget, 'screen'), [widgets, screen.widget]);
  return (
    <>
      <ScreenTitle titleKey={screen.titleKey} descriptionKey={screen.descriptionKey} />
      {createElement(Screen, { options: screen.options ?? {} })}
    </>
  );
}
