// The edit mode of a detail page: the attributes of its sections as one form (read-only ones
// shown, not sent), saved through the page's submit; the object's dn goes with the data.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import { encoders } from '../../api/encoders/index.ts';
import type { Field, Section, Submit } from '../types/screen.ts';
import { resolveParams } from '../core/bindings.ts';
import { useDynamicCall, useRenderer } from '../core/environment.tsx';
import { failureText, type FailureRuleName } from '../core/failures.ts';
import { getPath } from '../core/paths.ts';
import { buildFormModel, formDataFromAttributes } from '../form/attributeSchema.ts';
import { editableData } from '../form/formData.ts';
import { SchemaForm } from '../form/SchemaForm.tsx';
import { displayTexts, sectionNodes } from './detailModel.ts';

type Data = Record<string, unknown>;

export default function DetailEditForm({ object, sections, fields, submit, onDone }: { object: unknown; sections: readonly Section[]; fields?: Field[]; submit: Submit; onDone(): void }) {
  const { t } = useTranslation();
  const routeParams = useParams();
  const call = useDynamicCall();
  const { notify, user, settings } = useRenderer();
  const attributeSections = sections.filter((s) => s.attributes);
  const nodes = useMemo(() => attributeSections.flatMap((s) => sectionNodes(object, s)), [attributeSections, object]);
  const model = useMemo(
    () =>
      buildFormModel(
        nodes,
        { fields, sections: attributeSections.map((s) => ({ id: s.id, titleKey: s.titleKey, fields: sectionNodes(object, s).map((n) => n.key) })), unlisted: 'hide' },
        t,
      ),
    [nodes, fields, attributeSections, object, t],
  );
  const texts = useMemo(() => displayTexts(nodes), [nodes]);
  const [data, setData] = useState<Data>(() => formDataFromAttributes(nodes));
  const [busy, setBusy] = useState(false);

  const save = async (values: Data) => {
    const sendable = { ...editableData(model, values), dn: getPath(object, 'dn') };
    const body = submit.encoder ? encoders[submit.encoder](sendable, { attributes: nodes }) : sendable;
    setBusy(true);
    try {
      await call(submit.call, resolveParams(submit.params, { route: routeParams, user, settings, form: values, item: object }), body);
      notify({ status: 200, message: t(submit.successMessageKey) });
      onDone();
    } catch (error) {
      notify({ status: 'error', message: failureText(error, t, (submit as { failure?: FailureRuleName }).failure) });
      setBusy(false);
    }
  };

  return (
    <SchemaForm
      model={model}
      formData={data}
      onChange={setData}
      onSubmit={(values) => void save(values)}
      submitLabel={t(submit.labelKey ?? 'renderer.save')}
      busy={busy}
      columns={2}
      displayTexts={texts}
      extraButtons={<Button onClick={onDone}>{t('renderer.cancel')}</Button>}
    />
  );
}
