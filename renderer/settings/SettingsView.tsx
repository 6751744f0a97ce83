// A settings page: one call loads the values, the sections of fields edit them, Save sends them
// with another call and Reset goes back to what was loaded (both only once something changed); a
// failed save keeps the edited values; restoreDefaults, where declared, is an action (confirmed)
// after which the values load again.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import { getPath } from '../../api/normalize/paths.ts';
import { ComponentLoader, LoadingOverlay } from '../../widgets/loaders/Loaders.tsx';
import type { SettingsScreen } from '../../schemas/types/screen.ts';
import { useRenderer } from '../../widgets/environment.tsx';
import { registered, useRegistries } from '../core/registries.ts';
import { ScreenTitle } from '../core/ScreenTitle.tsx';
import { useActionRunner } from '../core/useActionRunner.tsx';
import { useBoundCall } from '../core/useBoundCall.ts';
import { buildFormModel } from '../form/attributeSchema.ts';
import { editableData, loadedValues } from '../form/formData.ts';
import { SchemaForm } from '../form/SchemaForm.tsx';
import { useSubmit } from '../form/useSubmit.ts';
import { isDirty, settingsSections } from './settingsModel.ts';

type Data = Record<string, unknown>;

export default function SettingsView({ screen }: { screen: SettingsScreen }) {
  const { t } = useTranslation();
  const routeParams = useParams();
  const { user, settings } = useRenderer();
  const sources = useMemo(() => ({ route: routeParams, user, settings }), [routeParams, user, settings]);

  const loaded = useBoundCall(screen.load, sources);
  const registries = useRegistries();

  const sections = useMemo(() => settingsSections(screen), [screen]);
  const model = useMemo(() => buildFormModel([], { fields: screen.fields, sections }, t, registries.lookupPickers), [screen.fields, sections, t, registries.lookupPickers]);
  const { itemsPath, transform } = screen.load;
  const object = getPath(loaded.data, itemsPath);
  const initial = useMemo<Data>(
    () => loadedValues(loaded.data, itemsPath, transform ? registered(registries.transforms, 'transform', transform) : undefined),
    [loaded.data, itemsPath, transform, registries.transforms],
  );

  // The edited values; undefined while they are the loaded ones.
  const [edited, setEdited] = useState<Data | undefined>();
  const values = edited ?? initial;
  const dirty = isDirty(values, initial);
  const reloadValues = () => {
    setEdited(undefined);
    loaded.reload();
  };
  const { save, busy, checkErrors } = useSubmit(screen.submit, reloadValues);
  const runner = useActionRunner(() => ({ rows: [], object }), reloadValues);

  const submit = (data: Data) => void save({ values: data, sendable: editableData(model, data), sources, context: { route: routeParams, object } });
  const restore = screen.restoreDefaults;
  const buttons = (
    <>
      <Button disabled={!dirty || busy} onClick={() => setEdited(undefined)}>
        {t('renderer.reset')}
      </Button>
      {restore && runner.state(restore, object).visible && (
        <Button disabled={busy || runner.busy || !runner.state(restore, object).enabled} onClick={() => runner.start(restore)}>
          {t(restore.labelKey)}
        </Button>
      )}
    </>
  );
  return (
    <>
      <ScreenTitle titleKey={screen.titleKey} descriptionKey={screen.descriptionKey} />
      <LoadingOverlay open={busy || runner.busy} />
      {loaded.loading ? (
        <ComponentLoader />
      ) : (
        <SchemaForm
          model={model}
          formData={values}
          onChange={setEdited}
          onSubmit={submit}
          extraErrors={checkErrors}
          submitLabel={t(screen.submit.labelKey ?? 'renderer.save')}
          busy={busy}
          submitDisabled={!dirty}
          extraButtons={buttons}
        />
      )}
      {runner.dialogs}
    </>
  );
}
