import type { TokenSigner } from './auth/tokens.ts';
import type { Db } from './store/db.ts';

/** What every plugin of the server can reach as `app.platform`. */
export interface Platform {
  db: Db;
  signer: TokenSigner;
  /** The context's sessionTimeOut (seconds). */
  sessionTimeout: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
  }
}
