// Request definitions made from an approval template. A template says how many approval steps a
// request runs (none 0, single 1, single with quorum 1, two, three, four) and, from two steps on,
// whether they run one after another (Serial) or all at once (Parallel); its name follows the steps
// and the type. Shared by the console (which template a form's choices name) and the sandbox (the
// templates it lists and the request definitions it makes).

export const APPROVAL_STEPS = ['none', 'single', 'singleQuorum', 'two', 'three', 'four'] as const;
export type ApprovalSteps = (typeof APPROVAL_STEPS)[number];

export const APPROVAL_TYPES = ['Serial', 'Parallel'] as const;
export type ApprovalType = (typeof APPROVAL_TYPES)[number];

/** How many approvers a request of these steps waits for, one per step (a quorum step is one step of several approvers). */
export const STEP_COUNT: Readonly<Record<ApprovalSteps, number>> = { none: 0, single: 1, singleQuorum: 1, two: 2, three: 3, four: 4 };

const STEP_WORDS: Readonly<Record<ApprovalSteps, string>> = {
  none: 'No Approval',
  single: 'One Step Approval',
  singleQuorum: 'One Step Quorum Approval',
  two: 'Two Step',
  three: 'Three Step',
  four: 'Four Step',
};

/** Whether the steps run in an order of their own (Serial or Parallel): from two steps on. */
export const hasApprovalType = (steps: ApprovalSteps): boolean => STEP_COUNT[steps] >= 2;

/**
 * The template's name: 'No Approval', 'One Step Approval', 'One Step Quorum Approval', then
 * 'Two Step Serial Approval', 'Three Step Parallel Approval' ... (the type counts from two steps on).
 */
export function templateName(steps: ApprovalSteps, type: ApprovalType = 'Serial'): string {
  return hasApprovalType(steps) ? `${STEP_WORDS[steps]} ${type} Approval` : STEP_WORDS[steps];
}

/** The template's cn: its name without spaces ('TwoStepSerialApproval'). */
export const templateCn = (steps: ApprovalSteps, type: ApprovalType = 'Serial'): string => templateName(steps, type).replace(/ /g, '');

export interface ApprovalTemplate { steps: ApprovalSteps; type?: ApprovalType; name: string; cn: string }

/** Every template: one per step count, those of two steps and more once per type. */
export const APPROVAL_TEMPLATES: readonly ApprovalTemplate[] = APPROVAL_STEPS.flatMap((steps) =>
  (hasApprovalType(steps) ? APPROVAL_TYPES : [undefined]).map((type) => ({ steps, ...(type ? { type } : {}), name: templateName(steps, type), cn: templateCn(steps, type) })));

/** The template of a cn (or of a DN starting with cn=<cn>), if any. */
export function findTemplate(id: string): ApprovalTemplate | undefined {
  const cn = /^cn=([^,]+)/i.exec(id.trim())?.[1] ?? id.trim();
  return APPROVAL_TEMPLATES.find((template) => template.cn.toLowerCase() === cn.toLowerCase());
}
