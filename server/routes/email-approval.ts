/**
 * Email-based approval settings. Contract: GET and POST /access/administration/emailApproval
 * (EmailBasedApprovalNode). Reading is open to every signed-in user and never shows the mailbox
 * password; saving needs domainAdmin, checks every given field (a Fault and nothing saved on bad
 * input) and keeps the stored password when none is sent.
 */
import type { FastifyPluginAsync } from 'fastify';
import { requirePower } from '../auth/principal.ts';
import { bodyOf } from '../catalog/common.ts';
import { badRequest } from '../http/fault.ts';
import type { Db } from '../store/db.ts';

type Node = Record<string, unknown>;

const BOOLEANS = ['emailApprovalTurnOn', 'sslEnabled', 'requireAuthentication', 'useDefaultPort'];
const TEXTS = ['serverType', 'host', 'email', 'password', 'folder', 'successMailTemplate', 'failureMailTemplate', 'replyEmail'];
/** Whole numbers and their least value. */
const NUMBERS: Record<string, number> = { port: 1, pollingInterval: 1, tokenExpirationTime: 1, cleanupTimeInDays: 1 };
const PHRASES = ['approvePhrase', 'denyPhrase'];
const SERVER_TYPES = ['IMAP', 'POP3'];
const MAIL = /^[^\s@]+@[^\s@]+$/;

async function stored(db: Db): Promise<Node> {
  const row = await db.get<{ config: string }>('SELECT config FROM email_approval_settings WHERE id = 1');
  return row ? (JSON.parse(row.config) as Node) : {};
}

/** The settings as answered: without the password. */
const shown = ({ password: _password, ...rest }: Node): Node => rest;

/** The known fields of a body, checked; a Fault names the first bad one. */
function readChanges(body: Node): Node {
  const changes: Node = {};
  for (const key of BOOLEANS) if (key in body) {
    if (typeof body[key] !== 'boolean') throw badRequest(`${key}: true or false`);
    changes[key] = body[key];
  }
  for (const key of TEXTS) if (key in body) {
    if (typeof body[key] !== 'string') throw badRequest(`${key}: a text`);
    changes[key] = (body[key] as string).trim();
  }
  for (const [key, least] of Object.entries(NUMBERS)) if (key in body) {
    const value = body[key];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < least) throw badRequest(`${key}: a whole number of at least ${least}`);
    changes[key] = value;
  }
  if (typeof changes.port === 'number' && changes.port > 65535) throw badRequest('port: at most 65535');
  for (const key of PHRASES) if (key in body) {
    const list = body[key];
    if (!Array.isArray(list) || list.some((e) => typeof bodyOf(e).locale !== 'string' || typeof bodyOf(e).value !== 'string')) throw badRequest(`${key}: a list of { locale, value }`);
    changes[key] = list.map((e) => ({ locale: String(bodyOf(e).locale), value: String(bodyOf(e).value).trim() })).filter((e) => e.value !== '');
  }
  if (typeof changes.serverType === 'string' && !SERVER_TYPES.includes(changes.serverType.toUpperCase())) throw badRequest(`serverType: one of ${SERVER_TYPES.join(', ')}`);
  for (const key of ['email', 'replyEmail']) if (typeof changes[key] === 'string' && changes[key] !== '' && !MAIL.test(changes[key] as string)) throw badRequest(`${key}: "${String(changes[key])}" is not an email address`);
  return changes;
}

const emailApprovalRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  app.get('/access/administration/emailApproval', async () => shown(await stored(db)));

  app.post('/access/administration/emailApproval', { preHandler: requirePower('domainAdmin'), schema: { body: { type: 'object' } } }, async (request, reply) => {
    const changes = readChanges(bodyOf(request.body));
    if (changes.password === '') delete changes.password;
    const next = { ...(await stored(db)), ...changes };
    if (next.emailApprovalTurnOn === true) {
      const missing = ['host', 'email'].filter((key) => typeof next[key] !== 'string' || next[key] === '');
      if (missing.length > 0) throw badRequest(`Email approval needs ${missing.join(' and ')} to be turned on`);
    }
    await db.run('UPDATE email_approval_settings SET config = ? WHERE id = 1', [JSON.stringify(next)]);
    reply.code(201);
    return shown(next);
  });
};

export default emailApprovalRoutes;
