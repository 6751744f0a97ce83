// Request forms and request definitions made from an approval template, over REST: the templates
// (named by their steps and type), the forms of each container and a form's data items; a
// definition made by an administrator is listed with the catalogue's request definitions, is
// requestable, and its steps drive the workflow (serial: one after another; parallel: all at once;
// no approval: done at once). Bad nodes are a 400 Fault with nothing made; others get 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFault, expectMatchesContract } from './contract.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { WorkflowClient } from './workflow-client.ts';

let server: TestServer;
let wf: WorkflowClient;
beforeAll(async () => {
  server = await startTestServer();
  wf = new WorkflowClient(server);
  await wf.signIn();
});
afterAll(async () => {
  await server.close();
});

const TEMPLATES = 'cn=Templates,cn=RequestDefs,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system';
const steps = (...approvers: string[][]) => approvers.map((dns, i) => ({ approvalOrder: i + 1, approvers: dns }));
const create = (body: Record<string, unknown>, user: 'uaadmin' | 'enduser' = 'uaadmin') => wf.call(user, 'POST', '/access/workflow/prd', body);

/** Requests a request definition for oneself; answers the request id. */
async function requestPrd(dn: string): Promise<string> {
  const answer = await wf.call('enduser', 'POST', '/access/requests/permissions', { reqPermissions: [{ id: dn, entityType: 'prd' }], reason: 'testing' });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const id = (answer.body as { OperationNodes: { succeeded: { requestId: string }[] }[] }).OperationNodes[0]?.succeeded[0]?.requestId;
  if (!id) throw new Error(JSON.stringify(answer.body));
  return id;
}

describe('request forms', () => {
  it('lists the approval templates, named by steps and type; no custom ones', async () => {
    const answer = await wf.call('uaadmin', 'GET', '/access/forms/listTemplates');
    expect(answer.status).toBe(200);
    expectMatchesContract('GET', '/access/forms/listTemplates', 200, answer.body);
    const { prdTemplates, size } = answer.body as { prdTemplates: { dn: string; cn: string; templateName: string }[]; size: number };
    expect(size).toBe(9);
    expect(prdTemplates.map((t) => t.templateName)).toEqual([
      'No Approval', 'One Step Approval', 'One Step Quorum Approval', 'Two Step Serial Approval', 'Two Step Parallel Approval',
      'Three Step Serial Approval', 'Three Step Parallel Approval', 'Four Step Serial Approval', 'Four Step Parallel Approval',
    ]);
    expect(prdTemplates[3]).toMatchObject({ cn: 'TwoStepSerialApproval', dn: `cn=TwoStepSerialApproval,${TEMPLATES}` });
    expect((await wf.call('uaadmin', 'GET', '/access/forms/listTemplates?isCustom=true')).body).toEqual({ prdTemplates: [], size: 0 });
  });

  it('lists the forms of each container and the data items of a form', async () => {
    for (const container of ['ApprovalForms', 'RequestForms', 'TemplateForms']) {
      const answer = await wf.call('uaadmin', 'GET', `/access/forms/listWorkflowForms?formContainer=${container}`);
      expect(answer.status).toBe(200);
      expectMatchesContract('GET', '/access/forms/listWorkflowForms', 200, answer.body);
      expect((answer.body as { size: number }).size).toBe(2);
    }
    const forms = (await wf.call('uaadmin', 'GET', '/access/forms/listWorkflowForms?formContainer=requestforms')).body as { prdTemplates: { dn: string; templateName: string }[] };
    expect(forms.prdTemplates[0]!.templateName).toBe('Request Form');
    const items = await wf.call('uaadmin', 'GET', `/access/forms/dataItemsList?formId=${encodeURIComponent(forms.prdTemplates[0]!.dn)}`);
    expectMatchesContract('GET', '/access/forms/dataItemsList', 200, items.body);
    expect((items.body as { prdTemplates: { cn: string }[] }).prdTemplates.map((i) => i.cn)).toEqual(['recipient', 'reason']);
    for (const path of ['/access/forms/listWorkflowForms?formContainer=Letters', '/access/forms/listWorkflowForms', '/access/forms/dataItemsList?formId=nothing']) {
      const answer = await wf.call('uaadmin', 'GET', path);
      expect(answer.status, path).toBe(400);
      expectFault(answer.body);
    }
  });

  it("answers an approval template's form and a container's form by id (the forms renderer page), a 400 Fault for an unknown one", async () => {
    const dn = `cn=TwoStepSerialApproval,${TEMPLATES}`;
    const answer = await wf.call('uaadmin', 'GET', `/access/forms?formContainer=TemplateForms&id=${encodeURIComponent(dn)}`);
    expect(answer.status).toBe(200);
    expectMatchesContract('GET', '/access/forms', 200, answer.body);
    const body = answer.body as { form: { name: string; cn: string }; dataItems: { name: string; displayLabel: string }[] };
    expect(body.form).toMatchObject({ name: 'Two Step Serial Approval', cn: 'TemplateApprovalForm' });
    expect(body.dataItems.map((item) => item.displayLabel)).toEqual(['Recipient', 'Comment']);
    const requestForm = await wf.call('enduser', 'GET', '/access/forms?formContainer=RequestForms&id=RequestFormWithDates');
    expect((requestForm.body as { dataItems: { name: string }[] }).dataItems.map((item) => item.name)).toEqual(['recipient', 'reason', 'startDate', 'endDate']);
    for (const path of ['/access/forms?formContainer=TemplateForms&id=cn%3DNothing', '/access/forms?formContainer=Letters&id=RequestForm']) {
      const wrong = await wf.call('uaadmin', 'GET', path);
      expect(wrong.status, path).toBe(400);
      expectFault(wrong.body);
    }
  });
});

describe('request definitions from a template', () => {
  it('a two-step serial definition is listed, requestable, and approved step after step', async () => {
    const made = await create({
      template: 'TwoStepSerialApproval', cn: 'Conference Travel', approvalType: 'Serial',
      prdName: [{ key: 'en', value: 'Conference Travel' }, { key: 'de', value: 'Konferenzreise' }],
      prdDescription: [{ key: 'en', value: 'Travel to a conference' }],
      approveInfo: steps([wf.dn.uaadmin!], [wf.dn.manager!]),
      data: [{ key: 'category', value: 'it-prd' }],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const dn = (made.body as { succeeded: { dn: string }[] }).succeeded[0]!.dn;
    expect(dn).toBe('cn=Conference Travel,cn=RequestDefs,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system');

    const listed = await wf.call('uaadmin', 'GET', '/catalog/prds?q=Conference');
    expect((listed.body as { requestDefs: unknown[] }).requestDefs).toEqual([{ id: dn, name: 'Conference Travel', description: 'Travel to a conference' }]);
    const requestable = await wf.call('enduser', 'GET', '/access/permissions?q=Conference&type=PRD');
    expect(JSON.stringify(requestable.body)).toContain(dn);

    const id = await requestPrd(dn);
    const first = await wf.tasksOf('uaadmin', id);
    expect(first).toHaveLength(1);
    expect(await wf.tasksOf('manager', id)).toEqual([]);
    await wf.acted('uaadmin', 'approve', [first[0]!.taskId]);
    const second = await wf.tasksOf('manager', id);
    expect(second).toHaveLength(1);
    await wf.acted('manager', 'approve', [second[0]!.taskId]);
    expect(await wf.historyItem('enduser', id)).toMatchObject({ processState: 3 });
  });

  it('a parallel definition opens every step at once and needs them all; no approval is done at once', async () => {
    const made = await create({ template: `cn=TwoStepParallelApproval,${TEMPLATES}`, cn: 'Lab Access', approvalType: 'Parallel', approveInfo: steps([wf.dn.uaadmin!], [wf.dn.manager!]) });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = await requestPrd((made.body as { succeeded: { dn: string }[] }).succeeded[0]!.dn);
    const admin = await wf.tasksOf('uaadmin', id);
    const manager = await wf.tasksOf('manager', id);
    expect([admin.length, manager.length]).toEqual([1, 1]);
    await wf.acted('uaadmin', 'approve', [admin[0]!.taskId]);
    expect((await wf.historyItem('enduser', id)).processState).toBe(0);
    await wf.acted('manager', 'approve', [manager[0]!.taskId]);
    expect((await wf.historyItem('enduser', id)).processState).toBe(3);

    const none = await create({ template: 'NoApproval', cn: 'Desk Lamp', approveInfo: [] });
    expect(none.status, JSON.stringify(none.body)).toBe(201);
    const done = await requestPrd((none.body as { succeeded: { dn: string }[] }).succeeded[0]!.dn);
    expect((await wf.historyItem('enduser', done)).processState).toBe(3);
  });

  it('a quorum step waits for its quorum', async () => {
    const made = await create({ template: 'OneStepQuorumApproval', cn: 'Budget Sign-off', approveInfo: steps([wf.dn.uaadmin!, wf.dn.manager!]), data: [{ key: 'quorum', value: '50%' }] });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = await requestPrd((made.body as { succeeded: { dn: string }[] }).succeeded[0]!.dn);
    const tasks = await wf.tasksOf('manager', id);
    await wf.acted('manager', 'approve', [tasks[0]!.taskId]);
    expect((await wf.historyItem('enduser', id)).processState).toBe(3);
  });

  it('refuses a bad node with a Fault and makes nothing; others may not make one', async () => {
    const good = { template: 'TwoStepSerialApproval', cn: 'Never Made', approveInfo: steps([wf.dn.uaadmin!], [wf.dn.manager!]) };
    const bad: Record<string, unknown>[] = [
      { ...good, template: 'FiveStepApproval' },
      { ...good, cn: '' },
      { ...good, cn: 'Conference Travel' },
      { ...good, approvalType: 'Parallel' },
      { ...good, approveInfo: steps([wf.dn.uaadmin!]) },
      { ...good, approveInfo: steps([wf.dn.uaadmin!, wf.dn.manager!], [wf.dn.manager!]) },
      { ...good, approveInfo: [{ approvalOrder: 1, approvers: [wf.dn.uaadmin] }, { approvalOrder: 3, approvers: [wf.dn.manager] }] },
      { ...good, approveInfo: steps([wf.dn.uaadmin!], ['cn=nobody,o=data']) },
      { ...good, data: [{ key: 'category', value: 'no-such-category' }] },
      { ...good, template: 'OneStepQuorumApproval', approveInfo: steps([wf.dn.uaadmin!, wf.dn.manager!]), data: [{ key: 'quorum', value: '150%' }] },
      { ...good, template: 'OneStepQuorumApproval', approveInfo: steps([wf.dn.uaadmin!]), data: [{ key: 'quorum', value: '50%' }] },
    ];
    for (const body of bad) {
      const answer = await create(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expectFault(answer.body);
    }
    expect((await create(good, 'enduser')).status).toBe(403);
    expect((await wf.call('uaadmin', 'GET', '/catalog/prds?q=Never')).body).toMatchObject({ requestDefs: [] });
    // The contract's own path takes the same node.
    const made = await wf.call('uaadmin', 'POST', '/access/workflow', good);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
  });
});

describe('request definitions from the contract\'s ProvisioningRequestNode (POST /access/workflow/prd)', () => {
  const node = { prdCN: 'Parking Permit', prdName: [{ key: 'de', value: 'Parkausweis' }, { key: 'en', value: 'Parking permit' }], prdDescription: [{ key: 'en', value: 'A place in the garage' }], prdCategory: 'facilities', processFlowXML: '<flow/>' };

  it('makes a definition of the category named, listed and requestable, granted without approval', async () => {
    const made = await wf.call('uaadmin', 'POST', '/access/workflow/prd', node);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expectMatchesContract('POST', '/access/workflow/prd', 201, made.body);
    const dn = (made.body as { succeeded: { dn: string; name: string }[] }).succeeded[0]!;
    expect(dn).toMatchObject({ name: 'Parking permit' });
    expect((await wf.call('uaadmin', 'GET', '/catalog/prds?q=Parking%20permit')).body).toMatchObject({ requestDefs: [{ id: dn.dn, name: 'Parking permit', description: 'A place in the garage' }] });
    const id = await requestPrd(dn.dn);
    expect((await wf.historyItem('enduser', id)).processState).toBe(3);
  });

  it('refuses a bad node with a Fault and makes nothing; others may not make one', async () => {
    for (const body of [{ ...node, prdCN: '...' }, { ...node, prdCN: 'Parking Permit' }, { ...node, prdCN: 'Bike Rack', prdCategory: 'no-such-category' }, { prdName: node.prdName }]) {
      const answer = await wf.call('uaadmin', 'POST', '/access/workflow/prd', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expectFault(answer.body);
    }
    expect((await wf.call('enduser', 'POST', '/access/workflow/prd', { ...node, prdCN: 'Bike Rack' })).status).toBe(403);
    expect((await wf.call('uaadmin', 'GET', '/catalog/prds?q=Bike')).body).toMatchObject({ requestDefs: [] });
  });
});
