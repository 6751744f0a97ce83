// A settings page: one call loads the values, drawn as one form saved by the page's submit, or as
// parts each saved by its own call (SettingsForm). Saving one part loads the values again and
// keeps what was edited, unsaved, in the others.
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { getPath } from '../../api/normalize/paths.ts';
import { ComponentLoader } from '../../widgets/loaders/Loaders.tsx';
import type { SettingsScreen } from '../../schemas/types/screen.ts';
import { useScreenEnvironment } from '../../widgets/environment.tsx';
import { registered, useRegistries } from '../core/registries.ts';
import { ScreenTitle } from '../core/ScreenTitle.tsx';
import { useBoundCall } from '../core/useBoundCall.ts';
import { loadedValues } from '../form/formData.ts';
import { SettingsForm } from './SettingsForm.tsx';
import { settingsParts } from './settingsModel.ts';

export default function SettingsView({ screen }: { screen: SettingsScreen }) {
  const routeParams = useParams();
  const { user, settings } = useScreenEnvironment();
  const sources = useMemo(() => ({ route: routeParams, user, settings }), [routeParams, user, settings]);

  const loaded = useBoundCall(screen.load, sources);
  const registries = useRegistries();

  const parts = useMemo(() => settingsParts(screen), [screen]);
  const { itemsPath, transform } = screen.load;
  const object = getPath(loaded.data, itemsPath);
  const initial = useMemo<Record<string, unknown>>(
    () => loadedValues(loaded.data, itemsPath, transform ? registered(registries.transforms, 'transform', transform) : undefined),
    [loaded.data, itemsPath, transform, registries.transforms],
  );

  return (
    <>
      <ScreenTitle titleKey={screen.titleKey} descriptionKey={screen.descriptionKey} />
      {/* Forms stay while the values load again, so a part keeps what was edited in it. */}
      {loaded.loading && loaded.data === undefined ? (
        <ComponentLoader />
      ) : (
        parts.map((part) => (
          <SettingsForm key={part.id} part={part} fields={screen.fields} initial={initial} object={object} sources={sources} route={routeParams} reload={loaded.reload} />
        ))
      )}
    </>
  );
}
