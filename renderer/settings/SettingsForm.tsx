// One form of a settings page: its sections of the loaded values, Save through its own call and
// Reset back to what was loaded (both only once something changed); a failed save keeps the edited
// values; restoreDefaults, where declared, is an action (confirmed). After a save or a restore the
// page loads the values again and the form shows them.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LoadingOverlay } from '../../widgets/loaders/Loaders.tsx';
import type { Field } from '../../schemas/types/screen.ts';
import { useRegistries } from '../core/registries.ts';
import { useActionRunner } from '../core/useActionRunner.tsx';
import { buildFormModel } from '../form/attributeSchema.ts';
import { editableData } from '../form/formData.ts';
import { SchemaForm } from '../form/SchemaForm.tsx';
import { useSubmit } from '../form/useSubmit.ts';
import { isDirty, partValues, type SettingsFormPart } from './settingsModel.ts';

type Data = Record<string, unknown>;

interface Props {
  part: SettingsFormPart;
  fields: Field[] | undefined;
  /** The loaded values. */
  initial: Data;
  /** The loaded settings object (item of the restore action). */
  object: unknown;
  sources: Record<string, unknown>;
  route: Record<string, string | undefined>;
  /** Loads the page's values again. */
  reload: () => void;
}

export function SettingsForm({ part, fields, initial, object, sources, route, reload }: Props) {
  const { t } = useTranslation();
  const registries = useRegistries();
  const names = part.fieldNames;
  // A part's form has only the fields its sections name.
  const model = useMemo(
    () => buildFormModel([], { fields: names ? fields?.filter((field) => names.includes(field.name)) : fields, sections: part.sections }, t, registries.lookupPickers),
    [fields, names, part.sections, t, registries.lookupPickers],
  );

  // The edited values; undefined while they are the loaded ones.
  const [edited, setEdited] = useState<Data | undefined>();
  const values = partValues(initial, edited, names);
  const dirty = isDirty(values, initial);
  // After a save or a restore the edits stay until the values loaded again arrive, so that the
  // form never shows the old values in between (and keeps the edits if the load fails).
  const [savedOver, setSavedOver] = useState<Data | undefined>();
  if (savedOver !== undefined && initial !== savedOver) {
    setSavedOver(undefined);
    setEdited(undefined);
  }
  const reloadValues = () => {
    setSavedOver(initial);
    reload();
  };
  const { save, busy, fieldErrors } = useSubmit(part.submit, reloadValues);
  const runner = useActionRunner(() => ({ rows: [], object }), reloadValues);

  const submit = (data: Data) => void save({ values: data, sendable: editableData(model, data), sources, context: { route, object }, fields: model.order });
  const restore = part.restoreDefaults;
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
    <section aria-label={part.titleKey ? t(part.titleKey) : undefined}>
      {part.titleKey && (
        <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
          {t(part.titleKey)}
        </Typography>
      )}
      <LoadingOverlay open={busy || runner.busy} />
      <SchemaForm
        model={model}
        formData={values}
        onChange={setEdited}
        onSubmit={submit}
        extraErrors={fieldErrors}
        submitLabel={t(part.submit.labelKey ?? 'renderer.save')}
        busy={busy}
        submitDisabled={!dirty}
        extraButtons={buttons}
      />
      {runner.dialogs}
    </section>
  );
}
