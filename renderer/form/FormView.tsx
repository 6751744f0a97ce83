// A create or edit form: the server's attribute schema (or only the screen's
// declared fields) plus its sections, the values to edit, and Save: the server checks, the named
// encoder (or body template) and call, then the next route filled from the values and the answer.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ComponentLoader, LoadingOverlay } from '../../widgets/loaders/Loaders.tsx';
import type { FormScreen } from '../../schemas/types/screen.ts';
import { resolveParam, resolveParams } from '../core/bindings.ts';
import { useScreenEnvironment } from '../../widgets/environment.tsx';
import { failureText } from '../core/failures.ts';
import { registered, useRegistries } from '../core/registries.ts';
import { fillRoute, getPath, isAttributeNode, type AttributeNode } from '../../api/normalize/paths.ts';
import { ScreenTitle } from '../core/ScreenTitle.tsx';
import { useBoundCall } from '../core/useBoundCall.ts';
import { useCallData } from '../core/useCallData.ts';
import { buildFormModel } from './attributeSchema.ts';
import { editableData, loadedObject, loadedValues, prefillFrom } from './formData.ts';
import { SchemaForm } from './SchemaForm.tsx';
import { nextPath } from './submitModel.ts';
import { useStagedDelete } from './useStagedDelete.ts';
import { useSubmit } from './useSubmit.ts';

type Data = Record<string, unknown>;

export default function FormView({ screen }: { screen: FormScreen }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const routeParams = useParams();
  const { notify, user, settings } = useScreenEnvironment();
  const registries = useRegistries();
  const sources = useMemo(() => ({ route: routeParams, user, settings }), [routeParams, user, settings]);
  const attributeSchema = screen.attributeSchema;

  const schemaParams = useMemo(() => resolveParams(attributeSchema?.params, sources), [attributeSchema?.params, sources]);
  const schema = useCallData(attributeSchema?.call, schemaParams);
  const loaded = useBoundCall(screen.load, sources);

  // The schema fetch failing shows the reason and leaves the form with its declared fields.
  useEffect(() => {
    if (schema.error) notify({ status: 'error', message: failureText(schema.error, t) });
  }, [schema.error, notify, t]);

  const attributes = useMemo(() => {
    const list = getPath(schema.data, attributeSchema?.attributesPath ?? 'attributesList');
    return Array.isArray(list) ? list.filter(isAttributeNode) : ([] as AttributeNode[]);
  }, [schema.data, attributeSchema?.attributesPath]);
  const model = useMemo(
    () => buildFormModel(attributes, { fields: screen.fields, sections: screen.sections, unlisted: attributeSchema?.unlisted }, t, registries.lookupPickers),
    [attributes, screen.fields, screen.sections, attributeSchema?.unlisted, t, registries.lookupPickers],
  );

  const waiting = schema.loading || loaded.loading;
  const [formData, setFormData] = useState<Data | undefined>();
  const { itemsPath, transform, entryWhere } = screen.load ?? {};
  const entry = useMemo(() => (entryWhere ? { key: entryWhere.key, value: resolveParam(entryWhere.equals, sources) } : undefined), [entryWhere, sources]);
  const initial = useMemo<Data>(() => {
    const shown = loadedValues(loaded.data, itemsPath, transform ? registered(registries.transforms, 'transform', transform) : undefined, entry);
    return { ...prefillFrom(schema.data, attributeSchema?.prefill), ...shown };
  }, [loaded.data, schema.data, itemsPath, transform, entry, attributeSchema?.prefill, registries.transforms]);
  const data = formData ?? initial;
  const { save, busy, fieldErrors } = useSubmit(screen.submit, (answer, values) => {
    if (screen.submit.next) navigate(nextPath(screen.submit.next, values, answer, routeParams));
    else loaded.reload();
  });
  const deletion = useStagedDelete(screen.stagedDelete, () => {
    if (screen.submit.next) navigate(nextPath(screen.submit.next, {}, undefined, routeParams));
  });
  const submit = (values: Data) => {
    if (deletion.marked) void deletion.persist({ ...sources, form: values });
    else void save({ values, sendable: { ...editableData(model, values, sources) }, sources, context: { attributes, route: routeParams, object: loadedObject(loaded.data, itemsPath, entry) }, fields: model.order });
  };

  const cancel = screen.cancel;
  return (
    <>
      <ScreenTitle titleKey={screen.titleKey} descriptionKey={screen.descriptionKey} />
      <LoadingOverlay open={busy || deletion.busy} />
      {deletion.marked && screen.stagedDelete && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t(screen.stagedDelete.messageKey)}
        </Alert>
      )}
      {waiting ? (
        <ComponentLoader />
      ) : (
        <SchemaForm
          model={model}
          formData={data}
          onChange={setFormData}
          onSubmit={submit}
          extraErrors={fieldErrors}
          submitLabel={t(screen.submit.labelKey ?? 'renderer.save')}
          busy={busy}
          extraButtons={
            <>
              {cancel && <Button onClick={() => navigate(fillRoute(cancel.route, cancel.params, data, routeParams))}>{t('renderer.cancel')}</Button>}
              {screen.stagedDelete && (
                <Button color="error" disabled={deletion.marked} onClick={deletion.mark}>
                  {t(screen.stagedDelete.labelKey)}
                </Button>
              )}
            </>
          }
        />
      )}
    </>
  );
}
