// Request definitions made from an approval template (POST /access/workflow with a PrdCreateNode):
// the node read and checked (every problem a 400 before anything is written), the row written, and
// the approval a request of such a definition runs.
// Steps: one approver (user or group) per step, in approvalOrder; the quorum template's one step
// has two or more approvers and a quorum ('50%', given as the data entry 'quorum'). The data entry
// 'category' names the request category (default: the first request category).
import type { Approval } from '../catalog/common.ts';
import { badRequest } from '../http/fault.ts';
import type { Db } from '../store/db.ts';
import { findTemplate, STEP_COUNT, templateCn, type ApprovalTemplate } from '../../domain/requestTemplates.ts';

export const PRD_DEFS_DN = 'cn=RequestDefs,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system';
const CN = /^[A-Za-z0-9][A-Za-z0-9 _.-]{0,63}$/;
const QUORUM = /^(100|[1-9]\d?)%$/;

export type StepFlow = 'none' | 'serial' | 'parallel' | 'quorum';
export interface NewRequestDefinition {
  dn: string;
  name: string;
  description: string;
  categoryKey: string;
  template: string;
  flow: StepFlow;
  quorum?: string;
  approvers: { dn: string; type: 'user' | 'group' }[];
}

type Node = Record<string, unknown>;
const record = (value: unknown): Node => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The value of a [{key, value}] list for a key ('en' for names), else the first one given. */
function entryValue(value: unknown, key: string, fallbackToFirst: boolean): string {
  const entries = list(value).map(record);
  const found = entries.find((e) => text(e.key) === key && text(e.value) !== '');
  return text(found?.value) || (fallbackToFirst ? text(entries.find((e) => text(e.value) !== '')?.value) : '');
}

function flowOf(template: ApprovalTemplate): StepFlow {
  if (template.steps === 'none') return 'none';
  if (template.steps === 'singleQuorum') return 'quorum';
  return template.type === 'Parallel' ? 'parallel' : 'serial';
}

async function addressee(db: Db, dn: string, where: string): Promise<{ dn: string; type: 'user' | 'group' }> {
  const user = await db.get<{ dn: string }>('SELECT dn FROM users WHERE dn = ? COLLATE NOCASE', [dn]);
  if (user) return { dn: user.dn, type: 'user' };
  const group = await db.get<{ dn: string }>('SELECT dn FROM groups WHERE dn = ? COLLATE NOCASE', [dn]);
  if (group) return { dn: group.dn, type: 'group' };
  throw badRequest(`${where}: "${dn}" is no user or group`);
}

/** The approvers of each step, in approvalOrder (1, 2 ... without gaps). */
async function readSteps(db: Db, node: Node, template: ApprovalTemplate): Promise<NewRequestDefinition['approvers']> {
  const steps = list(node.approveInfo).map(record);
  const count = STEP_COUNT[template.steps];
  if (steps.length !== count) throw badRequest(`approveInfo: the template "${template.name}" has ${count} approval step(s), ${steps.length} given`);
  const ordered = [...steps].sort((a, b) => Number(a.approvalOrder) - Number(b.approvalOrder));
  const approvers: NewRequestDefinition['approvers'] = [];
  for (const [index, step] of ordered.entries()) {
    const where = `approveInfo[${index}]`;
    if (Number(step.approvalOrder) !== index + 1) throw badRequest(`${where}.approvalOrder: the steps are numbered 1 to ${count}`);
    const dns = list(step.approvers).map((a) => (typeof a === 'string' ? a.trim() : text(record(a).dn)));
    if (dns.some((dn) => dn === '')) throw badRequest(`${where}.approvers: an approver is a user's or group's DN`);
    const wanted = template.steps === 'singleQuorum' ? dns.length >= 2 : dns.length === 1;
    if (!wanted) throw badRequest(`${where}.approvers: ${template.steps === 'singleQuorum' ? 'a quorum step has two approvers or more' : 'each step has exactly one approver'}`);
    if (new Set(dns.map((dn) => dn.toLowerCase())).size !== dns.length) throw badRequest(`${where}.approvers: an approver is named twice`);
    for (const dn of dns) approvers.push(await addressee(db, dn, `${where}.approvers`));
  }
  return approvers;
}

/** The DN a new definition of this cn gets: 400 for a bad cn or one taken. */
async function newDefinitionDn(db: Db, cn: string, where: string): Promise<string> {
  if (!CN.test(cn)) throw badRequest(`${where}: letters, digits, spaces, "_", "." and "-", at most 64, starting with a letter or digit`);
  const dn = `cn=${cn},${PRD_DEFS_DN}`;
  if (await db.get('SELECT dn FROM request_definitions WHERE dn = ? COLLATE NOCASE', [dn])) throw badRequest(`${where}: a request definition "${cn}" already exists`);
  return dn;
}

/** The request category of this key (empty: the first by name); 400 for an unknown one. */
async function requestCategory(db: Db, key: string, where: string): Promise<string> {
  const row = key
    ? await db.get<{ key: string }>("SELECT key FROM categories WHERE kind = 'prd' AND key = ?", [key])
    : await db.get<{ key: string }>("SELECT key FROM categories WHERE kind = 'prd' ORDER BY name LIMIT 1");
  if (!row) throw badRequest(`${where}: "${key}" is not a request category`);
  return row.key;
}

/** A PrdCreateNode read and checked; 400 for anything wrong. */
export async function readPrdCreate(db: Db, body: unknown): Promise<NewRequestDefinition> {
  const node = record(body);
  const template = findTemplate(text(node.template));
  if (!template) throw badRequest(`template: "${text(node.template)}" is not an approval template (GET /access/forms/listTemplates)`);
  const cn = text(node.cn);
  const dn = await newDefinitionDn(db, cn, 'cn');

  const type = text(node.approvalType);
  if (type !== '' && template.type && type.toLowerCase() !== template.type.toLowerCase()) {
    throw badRequest(`approvalType: the template "${template.name}" runs its steps ${template.type}, not ${type}`);
  }
  const categoryKey = await requestCategory(db, entryValue(node.data, 'category', false), 'data.category');
  const quorum = entryValue(node.data, 'quorum', false);
  if (template.steps === 'singleQuorum' && !QUORUM.test(quorum)) throw badRequest('data.quorum: a whole percentage from 1% to 100%, e.g. 50%');

  return {
    ...definitionOf(node, dn, cn, categoryKey, template),
    ...(template.steps === 'singleQuorum' ? { quorum } : {}),
    approvers: await readSteps(db, node, template),
  };
}

/** What both bodies give alike: the names in English (the cn when none), the category, the template's flow. */
function definitionOf(node: Record<string, unknown>, dn: string, cn: string, categoryKey: NewRequestDefinition['categoryKey'], template: NonNullable<ReturnType<typeof findTemplate>>) {
  return {
    dn,
    name: entryValue(node.prdName, 'en', true) || cn,
    description: entryValue(node.prdDescription, 'en', true),
    categoryKey,
    template: template.cn,
    flow: flowOf(template),
  };
}

/**
 * A ProvisioningRequestNode (the contract's body of POST /access/workflow/prd): prdCN, prdName and
 * prdDescription ([{key, value}], 'en' first), prdCategory (a request category's key; default the
 * first). The sandbox runs no process flow of its own: processFlowXML, requestXML, wfData and
 * xmlData are not read, and the definition runs the No Approval template's process (granted when
 * requested). 400 for anything wrong.
 */
export async function readProvisioningRequest(db: Db, body: unknown): Promise<NewRequestDefinition> {
  const node = record(body);
  const cn = text(node.prdCN);
  const dn = await newDefinitionDn(db, cn, 'prdCN');
  const categoryKey = await requestCategory(db, text(node.prdCategory), 'prdCategory');
  const none = findTemplate(templateCn('none'))!;
  return { ...definitionOf(node, dn, cn, categoryKey, none), approvers: [] };
}

export async function createRequestDefinition(db: Db, definition: NewRequestDefinition): Promise<void> {
  await db.run(
    `INSERT INTO request_definitions (dn, name, description, category_key, process_type, approvers, template, approval_type, quorum)
     VALUES (?, ?, ?, ?, 'workflow', ?, ?, ?, ?)`,
    [definition.dn, definition.name, definition.description, definition.categoryKey, JSON.stringify(definition.approvers), definition.template, definition.flow, definition.quorum ?? null],
  );
}

/**
 * The approval of a request definition made from a template: none; serial (each step after the
 * one before); parallel (every step at once, all must approve); quorum (the step's approvers at
 * once, the quorum must approve). Undefined for other definitions: their approvers run in order.
 */
export async function templateApproval(db: Db, prdDn: string): Promise<Approval | undefined> {
  const row = await db.get<{ approval_type: string | null; quorum: string | null; approvers: string | null }>(
    'SELECT approval_type, quorum, approvers FROM request_definitions WHERE dn = ? COLLATE NOCASE', [prdDn]);
  const flow = row?.approval_type as StepFlow | null | undefined;
  if (!flow) return undefined;
  if (flow === 'none') return { kind: 'NONE', approvers: [] };
  const stored = JSON.parse(row!.approvers ?? '[]') as { dn: string; type: string }[];
  const approvers = stored.map((a, i) => ({ id: a.dn, name: a.dn, type: a.type, sequence: i + 1 }));
  if (flow === 'serial') return { kind: 'SERIAL', approvers };
  return { kind: 'QUORUM', approvers, quorum: flow === 'quorum' ? row!.quorum ?? '100%' : '100%' };
}
