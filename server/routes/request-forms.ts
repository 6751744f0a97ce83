/**
 * Request forms and request definitions made from an approval template. Contract:
 * GET /access/forms/listTemplates (isCustom: the custom templates' category, none here),
 * GET /access/forms/listWorkflowForms (formContainer ApprovalForms, RequestForms or TemplateForms),
 * GET /access/forms/dataItemsList (formId: a form's data items), all answering WFDataListNode
 * {prdTemplates[{dn,cn,templateName,description}], size}; and POST /access/workflow with a
 * PrdCreateNode, domain administrators only, which makes a requestable request definition whose
 * approval steps the workflow runs (workflow/approvals.ts); POST /access/workflow/prd takes the
 * contract's ProvisioningRequestNode (a definition without approval steps) or a PrdCreateNode.
 */
import type { FastifyPluginAsync } from 'fastify';
import { requirePower } from '../auth/principal.ts';
import { badRequest } from '../http/fault.ts';
import { createRequestDefinition, readPrdCreate, readProvisioningRequest } from '../workflow/request-definitions.ts';
import { APPROVAL_TEMPLATES, type ApprovalTemplate } from '../../domain/requestTemplates.ts';

const FORMS_DN = 'cn=Forms,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system';
const TEMPLATES_DN = 'cn=Templates,cn=RequestDefs,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system';

interface Form { cn: string; name: string; description: string; items: [string, string][] }

/** The forms of each container, with their data items (cn, label). */
export const FORMS: Readonly<Record<string, readonly Form[]>> = {
  ApprovalForms: [
    { cn: 'ApprovalForm', name: 'Approval Form', description: 'Approve or deny with a comment', items: [['recipient', 'Recipient'], ['reason', 'Reason'], ['comment', 'Comment']] },
    { cn: 'ApprovalFormWithDates', name: 'Approval Form with Dates', description: 'Approve for a period', items: [['recipient', 'Recipient'], ['reason', 'Reason'], ['startDate', 'Start date'], ['endDate', 'End date']] },
  ],
  RequestForms: [
    { cn: 'RequestForm', name: 'Request Form', description: 'Who the request is for and why', items: [['recipient', 'Recipient'], ['reason', 'Reason']] },
    { cn: 'RequestFormWithDates', name: 'Request Form with Dates', description: 'A request for a period', items: [['recipient', 'Recipient'], ['reason', 'Reason'], ['startDate', 'Start date'], ['endDate', 'End date']] },
  ],
  TemplateForms: [
    { cn: 'TemplateRequestForm', name: 'Template Request Form', description: 'The request form of the approval templates', items: [['recipient', 'Recipient'], ['reason', 'Reason']] },
    { cn: 'TemplateApprovalForm', name: 'Template Approval Form', description: 'The approval form of the approval templates', items: [['recipient', 'Recipient'], ['comment', 'Comment']] },
  ],
};

const COUNT_WORDS: Readonly<Record<string, string>> = { two: 'Two', three: 'Three', four: 'Four' };
function templateDescription(template: ApprovalTemplate): string {
  if (template.steps === 'none') return 'Granted without approval';
  if (template.steps === 'single') return 'One approver';
  if (template.steps === 'singleQuorum') return 'Several approvers, a quorum of them decides';
  return `${COUNT_WORDS[template.steps]} approvers, ${template.type === 'Parallel' ? 'all at once' : 'one after another'}`;
}

export const formDn = (container: string, cn: string) => `cn=${cn},cn=${container},${FORMS_DN}`;
const wfList = (entries: { dn: string; cn: string; templateName: string; description: string }[]) => ({ prdTemplates: entries, size: entries.length });

function container(value: unknown): string {
  const given = typeof value === 'string' ? value.trim().toLowerCase() : '';
  const found = Object.keys(FORMS).find((name) => name.toLowerCase() === given);
  if (!found) throw badRequest(`formContainer: "${String(value ?? '')}" is not ${Object.keys(FORMS).join(', ')}`);
  return found;
}

/**
 * GET /access/forms with a formContainer: the form of that container named by id (its DN or cn),
 * or, for an approval template's DN in TemplateForms, the templates' approval form under the
 * template's name; its data items editable (none has a value yet). A 400 when the id names none.
 */
export function containerForm(formContainer: unknown, idValue: unknown) {
  const name = container(formContainer);
  const id = String(idValue ?? '').trim().toLowerCase();
  const forms = FORMS[name]!;
  const named = forms.find((form) => form.cn.toLowerCase() === id || formDn(name, form.cn).toLowerCase() === id);
  const template = name === 'TemplateForms' ? APPROVAL_TEMPLATES.find((t) => `cn=${t.cn},${TEMPLATES_DN}`.toLowerCase() === id) : undefined;
  const form = named ?? (template ? forms.find((f) => f.cn === 'TemplateApprovalForm') : undefined);
  if (!form) throw badRequest(`id: no form or approval template "${String(idValue ?? '')}" in ${name}`);
  return {
    formContainer: name,
    form: { dn: formDn(name, form.cn), cn: form.cn, name: template?.name ?? form.name, description: template ? templateDescription(template) : form.description },
    dataItems: form.items.map(([item, label]) => ({ name: item, displayLabel: label, dataType: 'String', readOnly: false, values: [] })),
  };
}

const requestFormsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  app.get('/access/forms/listTemplates', async (request) => {
    const custom = String((request.query as { isCustom?: unknown }).isCustom ?? 'false').toLowerCase() === 'true';
    return wfList(custom ? [] : APPROVAL_TEMPLATES.map((t) => ({
      dn: `cn=${t.cn},${TEMPLATES_DN}`,
      cn: t.cn,
      templateName: t.name,
      description: templateDescription(t),
    })));
  });

  app.get('/access/forms/listWorkflowForms', async (request) => {
    const name = container((request.query as { formContainer?: unknown }).formContainer);
    return wfList(FORMS[name]!.map((f) => ({ dn: formDn(name, f.cn), cn: f.cn, templateName: f.name, description: f.description })));
  });

  app.get('/access/forms/dataItemsList', async (request) => {
    const id = String((request.query as { formId?: unknown }).formId ?? '').trim().toLowerCase();
    const found = Object.entries(FORMS).flatMap(([name, forms]) => forms.map((form) => ({ name, form })))
      .find(({ name, form }) => form.cn.toLowerCase() === id || formDn(name, form.cn).toLowerCase() === id);
    if (!found) throw badRequest(`formId: no form "${id}"`);
    const dn = formDn(found.name, found.form.cn);
    return wfList(found.form.items.map(([cn, label]) => ({ dn: `cn=${cn},${dn}`, cn, templateName: label, description: '' })));
  });

  // POST /access/workflow/prd takes the contract's ProvisioningRequestNode, and a PrdCreateNode
  // (one that names a template) as /access/workflow does.
  const create = (read: typeof readPrdCreate) => async (request: { body: unknown }, reply: { code(status: number): unknown }) => {
    const body = request.body;
    const named = body !== null && typeof body === 'object' && 'template' in body;
    const definition = await (named ? readPrdCreate : read)(db, body);
    await createRequestDefinition(db, definition);
    reply.code(201);
    return { success: true, succeeded: [{ id: definition.dn, dn: definition.dn, name: definition.name, entityType: 'prd' }], failed: [] };
  };
  app.post('/access/workflow', { preHandler: requirePower('domainAdmin') }, create(readPrdCreate));
  app.post('/access/workflow/prd', { preHandler: requirePower('domainAdmin') }, create(readProvisioningRequest));
};

export default requestFormsRoutes;
