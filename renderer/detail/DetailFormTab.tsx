// A detail-page tab with `form`: its sections' fields as one form over the page's object (after
// the data source's transform), saved through the page's submit (params and body read with item =
// the object and form = the values, or the encoder with { route, object }). Reset returns to the
// loaded values; after a save the page reloads and the form shows what the server now holds; a
// failure keeps what the user typed.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import { LoadingOverlay } from '../../widgets/loaders/Loaders.tsx';
import { useScreenEnvironment } from '../../widgets/environment.tsx';
import { editableData } from '../form/formData.ts';
import { SchemaForm } from '../form/SchemaForm.tsx';
import { nextPath } from '../form/submitModel.ts';
import { useSubmit } from '../form/useSubmit.ts';
import type { Field, Submit, Tab } from '../../schemas/types/screen.ts';
import { tabFormModel } from './detailModel.ts';

type Data = Record<string, unknown>;

interface DetailFormTabProps {
  tab: Tab;
  /** The page's object, after its transform: the form's values. */
  object: unknown;
  fields?: Field[];
  submit: Submit;
  /** Called after a successful save: the page reloads its object. */
  onSaved(): void;
}

const valuesOf = (object: unknown): Data => (object && typeof object === 'object' && !Array.isArray(object) ? { ...(object as Data) } : {});

export default function DetailFormTab({ tab, object, fields, submit, onSaved }: DetailFormTabProps) {
  const { t } = useTranslation();
  const routeParams = useParams();
  const { user, settings } = useScreenEnvironment();
  const model = useMemo(() => tabFormModel(fields, tab, t), [fields, tab, t]);
  // What the user typed, until the object changes (a reload after a save) or Reset.
  const [edited, setEdited] = useState<{ source: unknown; values: Data }>(() => ({ source: object, values: valuesOf(object) }));
  let values = edited.values;
  if (edited.source !== object) {
    values = valuesOf(object);
    setEdited({ source: object, values });
  }
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const afterSave = (answer: unknown, saved: Data) => {
    const next = submit.next ? nextPath(submit.next, saved, answer) : undefined;
    if (next !== undefined && decodeURIComponent(next) !== decodeURIComponent(pathname)) navigate(next);
    else onSaved();
  };
  const { save, busy, fieldErrors, clearFieldErrors } = useSubmit(submit, afterSave);

  const reset = () => {
    clearFieldErrors();
    setEdited({ source: object, values: valuesOf(object) });
  };

  return (
    <>
      <LoadingOverlay open={busy} />
      <SchemaForm
        model={model}
        formData={values}
        onChange={(next) => setEdited({ source: object, values: next })}
        onSubmit={(next) =>
          void save({
            values: next,
            sendable: editableData(model, next),
            sources: { route: routeParams, user, settings, item: object },
            context: { route: routeParams, object },
            fields: model.order,
          })
        }
        submitLabel={t(submit.labelKey ?? 'renderer.save')}
        busy={busy}
        columns={2}
        extraErrors={fieldErrors}
        extraButtons={
          <Button onClick={reset} disabled={busy}>
            {t('renderer.reset')}
          </Button>
        }
      />
    </>
  );
}
