// A create or edit form (and a settings page): the server's attribute schema plus the screen's
// fields and sections, the values to edit, and Save through the named encoder and call.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import { encoders } from '../../api/encoders/index.ts';
import { ComponentLoader, LoadingOverlay } from '../../widgets/loaders/Loaders.tsx';
import type { FormScreen, SettingsScreen } from '../types/screen.ts';
import { resolveParams } from '../core/bindings.ts';
import { useDynamicCall, useRenderer } from '../core/environment.tsx';
import { failureText, type FailureRuleName } from '../core/failures.ts';
import { fillRoute, getPath, isAttributeNode, type AttributeNode } from '../core/paths.ts';
import { ScreenTitle } from '../core/ScreenTitle.tsx';
import { useCallData } from '../core/useCallData.ts';
import { buildFormModel } from './attributeSchema.ts';
import { editableData, prefillFrom } from './formData.ts';
import { SchemaForm } from './SchemaForm.tsx';

type Data = Record<string, unknown>;

export default function FormView({ screen }: { screen: FormScreen | SettingsScreen }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const routeParams = useParams();
  const call = useDynamicCall();
  const { notify, user, settings } = useRenderer();
  const sources = useMemo(() => ({ route: routeParams, user, settings }), [routeParams, user, settings]);
  const attributeSchema = 'attributeSchema' in screen ? screen.attributeSchema : undefined;

  const schemaParams = useMemo(() => resolveParams(attributeSchema?.params, sources), [attributeSchema?.params, sources]);
  const schema = useCallData(attributeSchema?.call, schemaParams);
  const loadParams = useMemo(() => resolveParams(screen.load?.params, sources), [screen.load?.params, sources]);
  const loaded = useCallData(screen.load?.call, loadParams);

  // The schema fetch failing shows the reason and leaves the form with its declared fields.
  useEffect(() => {
    if (schema.error) notify({ status: 'error', message: failureText(schema.error, t) });
  }, [schema.error, notify, t]);
  useEffect(() => {
    if (loaded.error) notify({ status: 'error', message: failureText(loaded.error, t) });
  }, [loaded.error, notify, t]);

  const attributes = useMemo(() => {
    const list = getPath(schema.data, attributeSchema?.attributesPath ?? 'attributesList');
    return Array.isArray(list) ? list.filter(isAttributeNode) : ([] as AttributeNode[]);
  }, [schema.data, attributeSchema?.attributesPath]);
  const model = useMemo(
    () => buildFormModel(attributes, { fields: screen.fields, sections: screen.sections, unlisted: attributeSchema?.unlisted }, t),
    [attributes, screen.fields, screen.sections, attributeSchema?.unlisted, t],
  );

  const waiting = schema.loading || loaded.loading;
  const [formData, setFormData] = useState<Data | undefined>();
  const initial = useMemo<Data>(() => {
    const object = getPath(loaded.data, screen.load?.itemsPath);
    return { ...prefillFrom(schema.data, attributeSchema?.prefill), ...(object && typeof object === 'object' ? (object as Data) : {}) };
  }, [loaded.data, schema.data, screen.load?.itemsPath, attributeSchema?.prefill]);
  const data = formData ?? initial;
  const [busy, setBusy] = useState(false);

  const submit = async (values: Data) => {
    const { submit: action } = screen;
    const sendable = { ...editableData(model, values) };
    const body = action.encoder ? encoders[action.encoder](sendable, { attributes }) : sendable;
    setBusy(true);
    try {
      await call(action.call, resolveParams(action.params, { ...sources, form: values }), body);
      notify({ status: 200, message: t(action.successMessageKey) });
      if (action.next) navigate(fillRoute(action.next.route, action.next.params, values));
      else loaded.reload();
    } catch (error) {
      const text = failureText(error, t, (action as { failure?: FailureRuleName }).failure);
      notify({ status: 'error', message: action.failureMessageKey ? `${t(action.failureMessageKey)} ${text}` : text });
    } finally {
      setBusy(false);
    }
  };

  const cancel = 'cancel' in screen ? screen.cancel : undefined;
  return (
    <>
      <ScreenTitle titleKey={screen.titleKey} descriptionKey={screen.descriptionKey} />
      <LoadingOverlay open={busy} />
      {waiting ? (
        <ComponentLoader />
      ) : (
        <SchemaForm
          model={model}
          formData={data}
          onChange={setFormData}
          onSubmit={(values) => void submit(values)}
          submitLabel={t(screen.submit.labelKey ?? 'renderer.save')}
          busy={busy}
          extraButtons={cancel ? <Button onClick={() => navigate(fillRoute(cancel.route, cancel.params, data))}>{t('renderer.cancel')}</Button> : undefined}
        />
      )}
    </>
  );
}
