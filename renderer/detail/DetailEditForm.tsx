// The edit mode of a detail page: the attributes of its sections as one form (read-only ones
// shown, not sent), saved through the page's submit; the object's dn goes with the data.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import type { DetailHeader, Field, Section, Submit } from '../../schemas/types/screen.ts';
import { useScreenEnvironment } from '../../widgets/environment.tsx';
import { useRegistries } from '../core/registries.ts';
import { getPath } from '../../api/normalize/paths.ts';
import { buildFormModel, formDataFromAttributes } from '../form/attributeSchema.ts';
import { editableData } from '../form/formData.ts';
import { SchemaForm } from '../form/SchemaForm.tsx';
import { useSubmit } from '../form/useSubmit.ts';
import { LoadingOverlay } from '../../widgets/loaders/Loaders.tsx';
import { displayTexts, imageNode, sectionNodes } from './detailModel.ts';

type Data = Record<string, unknown>;

interface DetailEditFormProps {
  object: unknown;
  header?: DetailHeader;
  sections: readonly Section[];
  fields?: Field[];
  submit: Submit;
  onSaved(): void;
  onCancel(): void;
}

export default function DetailEditForm({ object, header, sections, fields, submit, onSaved, onCancel }: DetailEditFormProps) {
  const { t } = useTranslation();
  const routeParams = useParams();
  const { user, settings } = useScreenEnvironment();
  const { lookupPickers } = useRegistries();
  const attributeSections = useMemo(() => sections.filter((s) => s.attributes), [sections]);
  // The image first, in a section of its own, when it may be changed.
  const image = useMemo(() => {
    const node = imageNode(object, header);
    return node?.isEditable ? node : undefined;
  }, [object, header]);
  const nodes = useMemo(() => [...(image ? [image] : []), ...attributeSections.flatMap((s) => sectionNodes(object, s))], [image, attributeSections, object]);
  const model = useMemo(() => {
    const formSections = attributeSections.map((s) => ({ id: s.id, titleKey: s.titleKey, fields: sectionNodes(object, s).map((n) => n.key) }));
    if (image) formSections.unshift({ id: 'image', titleKey: undefined, fields: [image.key] });
    return buildFormModel(nodes, { fields, sections: formSections, unlisted: 'hide' }, t, lookupPickers);
  }, [nodes, fields, attributeSections, image, object, t, lookupPickers]);
  const texts = useMemo(() => displayTexts(nodes), [nodes]);
  const [data, setData] = useState<Data>(() => formDataFromAttributes(nodes));
  const dn = getPath(object, 'dn');
  const selfDn = typeof dn === 'string' ? dn : undefined;
  const { save, busy, fieldErrors } = useSubmit(submit, onSaved);
  const submitValues = (values: Data) =>
    void save({
      values,
      sendable: { ...editableData(model, values), dn },
      sources: { route: routeParams, user, settings, item: object },
      context: { attributes: nodes, route: routeParams, object },
      fields: model.order,
    });

  return (
    <>
      <LoadingOverlay open={busy} />
      <SchemaForm
        model={model}
        formData={data}
        onChange={setData}
        onSubmit={submitValues}
        submitLabel={t(submit.labelKey ?? 'renderer.save')}
        busy={busy}
        columns={2}
        displayTexts={texts}
        selfDn={selfDn}
        extraErrors={fieldErrors}
        extraButtons={<Button onClick={onCancel}>{t('renderer.cancel')}</Button>}
      />
    </>
  );
}
