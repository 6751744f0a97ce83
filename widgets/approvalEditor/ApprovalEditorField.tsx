// The approval editor as a form field (registered as 'approvalEditor'): the field's whole value is
// the editor's ApprovalValue. Approvers are chosen with the picker (user and group tabs, several
// at once), the custom approval's request definition with the picker's prd tab (one, of the
// editor's entityType), each in a dialog.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps as FormWidgetProps } from '@rjsf/utils';
import type { ApprovalEditorOptions } from '../../schemas/types/widgets/approvalEditor.ts';
import type { PickerOptions } from '../../schemas/types/widgets/picker.ts';
import { fieldFormContext } from '../fields/formContext.ts';
import type { PickerItem } from '../picker/types.ts';
import ApprovalEditor from './ApprovalEditor.tsx';
import type { ApprovalApprover, ApprovalValue, RequestDefinitionRef } from '../../domain/approval.ts';
import PickerDialog from './PickerDialog.tsx';

type Choosing = { kind: 'approvers' | 'requestDef'; resolve(items: PickerItem[] | undefined): void };

/** A form value is the editor's only when it has a kind (a new form may hold {} or nothing). */
export function approvalValueOf(value: unknown): ApprovalValue | undefined {
  if (!value || typeof value !== 'object' || typeof (value as ApprovalValue).type !== 'string') return undefined;
  const approval = value as ApprovalValue;
  return Array.isArray(approval.approvers) ? approval : { ...approval, approvers: [] };
}

const idOf = (item: PickerItem) => item.dn ?? item.id;

export const approverOf = (item: PickerItem): ApprovalApprover => ({ id: idOf(item), name: item.displayName, type: item.type });

export default function ApprovalEditorField(props: FormWidgetProps) {
  const { t } = useTranslation();
  const options = props.options as ApprovalEditorOptions;
  const { call } = fieldFormContext(props.registry.formContext);
  const [choosing, setChoosing] = useState<Choosing | null>(null);
  // The promise the editor awaits is settled by the dialog.
  const choose = (kind: Choosing['kind']) => new Promise<PickerItem[] | undefined>((resolve) => setChoosing({ kind, resolve }));

  const pickerOptions: PickerOptions =
    choosing?.kind === 'requestDef'
      ? { tabs: ['prd'], selection: 'single', approvalKind: options.entityType ?? 'role' }
      : { tabs: ['user', 'group'], selection: 'multi' };

  return (
    <>
      <ApprovalEditor
        id={props.id}
        label={props.label || undefined}
        options={options}
        value={approvalValueOf(props.value)}
        onChange={(value) => props.onChange(value)}
        onBlur={() => props.onBlur(props.id, props.value)}
        disabled={props.disabled}
        readonly={props.readonly}
        showErrors={(props.rawErrors ?? []).length > 0}
        onChooseApprovers={async () => (await choose('approvers'))?.map(approverOf)}
        onChooseRequestDefinition={async (): Promise<RequestDefinitionRef | undefined> => {
          const [item] = (await choose('requestDef')) ?? [];
          return item ? { id: idOf(item), name: item.displayName } : undefined;
        }}
      />
      {choosing && (
        <PickerDialog
          title={t(choosing.kind === 'approvers' ? 'widgets.approvalEditor.addApprovers' : 'widgets.approvalEditor.chooseRequestDef')}
          options={pickerOptions}
          call={call}
          onClose={(items) => {
            choosing.resolve(items);
            setChoosing(null);
          }}
        />
      )}
    </>
  );
}
