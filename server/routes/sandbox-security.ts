import type { FastifyPluginAsync } from 'fastify';
import { requirePower } from '../auth/principal.ts';
import { badRequest } from '../http/fault.ts';

// Security administration of the sandbox, beside the contract (the real server has its own tools):
// lifting a sign-in lock. Domain administrators only.

const unlockBody = {
  type: 'object',
  additionalProperties: false,
  required: ['username'],
  properties: { username: { type: 'string', minLength: 1, maxLength: 256 } },
} as const;

const sandboxSecurityRoutes: FastifyPluginAsync = async (app) => {
  // Answers whether the name was locked; unlocking a name that is not locked changes nothing.
  app.post('/sandbox/signin/unlock', { preHandler: requirePower('domainAdmin'), schema: { body: unlockBody } }, async (request) => {
    const username = (request.body as { username: string }).username.trim();
    if (!username) throw badRequest('username: the user name to unlock');
    return { username, wasLocked: await app.platform.signInGuard.unlock(username) };
  });
};

export default sandboxSecurityRoutes;
