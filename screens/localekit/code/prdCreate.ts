// The request-definition form's values → PrdCreateNode. The chosen steps and type name the
// approval template (domain/requestTemplates.ts); each step's approver goes as that step's
// approveInfo entry in order, the quorum step's approvers as one entry with the quorum in `data`.
import { asList, asRecord, idOf, text, type Row } from '../../../domain/catalogEncoding.ts';
import { APPROVAL_STEPS, APPROVAL_TYPES, hasApprovalType, STEP_COUNT, templateCn, type ApprovalSteps, type ApprovalType } from '../../../domain/requestTemplates.ts';

/** The form fields of the approvers of steps 1 to 4. */
export const STEP_FIELDS = ['step1', 'step2', 'step3', 'step4'] as const;

const dns = (value: unknown): string[] => asList(value).map((entry) => idOf(entry)).filter((dn): dn is string => dn !== undefined);
const localized = (value: string): Row[] => (value ? [{ key: 'en', value }] : []);

export function prdCreateNode(values: unknown): Row {
  const form = asRecord(values);
  const steps = (APPROVAL_STEPS as readonly string[]).includes(String(form.steps)) ? (form.steps as ApprovalSteps) : 'none';
  const type: ApprovalType = (APPROVAL_TYPES as readonly string[]).includes(String(form.approvalType)) ? (form.approvalType as ApprovalType) : 'Serial';
  const quorumStep = steps === 'singleQuorum';
  const approveInfo = quorumStep
    ? [{ approvalOrder: 1, approvers: dns(form.quorumApprovers) }]
    : STEP_FIELDS.slice(0, STEP_COUNT[steps]).map((field, i) => ({ approvalOrder: i + 1, approvers: dns(form[field]).slice(0, 1) }));
  const category = text(form.category);
  const data = [
    ...(category ? [{ key: 'category', value: category }] : []),
    ...(quorumStep && form.quorum !== undefined && form.quorum !== '' ? [{ key: 'quorum', value: `${Number(form.quorum)}%` }] : []),
  ];
  return {
    template: templateCn(steps, type),
    cn: text(form.cn) ?? '',
    ...(hasApprovalType(steps) ? { approvalType: type } : {}),
    prdName: localized(text(form.name) ?? ''),
    prdDescription: localized(text(form.description) ?? ''),
    approveInfo,
    data,
  };
}

/** A form's data items (GET /access/forms/dataItemsList: WFDataListNode) → { items: their labels }, for a row detail. */
export function formDataItems(value: unknown): Row {
  return { items: asList(asRecord(value).prdTemplates).map((entry) => text(asRecord(entry).templateName) ?? '').filter((label) => label !== '') };
}

/** One field of a form the forms renderer draws. */
export interface FormField {
  name: string;
  label: string;
  value: string;
  readOnly: boolean;
}

/**
 * A GET /access/forms answer (untyped in the contract) as the forms renderer draws it: the form's
 * name (else its cn) and description, and each data item (name, displayLabel else name, its first
 * value, readOnly); an item without a name is left out.
 */
export function formDefinition(value: unknown): { name: string; description?: string; items: FormField[] } {
  const answer = asRecord(value);
  const form = asRecord(answer.form);
  const items = asList(answer.dataItems).flatMap((entry): FormField[] => {
    const item = asRecord(entry);
    const name = text(item.name);
    if (!name) return [];
    const first = asList(item.values)[0];
    return [{ name, label: text(item.displayLabel) || name, value: text(first) ?? '', readOnly: item.readOnly === true }];
  });
  return { name: text(form.name) || text(form.cn) || '', description: text(form.description) || undefined, items };
}
