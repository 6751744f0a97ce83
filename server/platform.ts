import type { SignInGuard } from './auth/sign-in-guard.ts';
import type { TokenSigner } from './auth/tokens.ts';
import type { Db } from './store/db.ts';

/** What every plugin of the server can reach as `app.platform`. */
export interface Platform {
  db: Db;
  signer: TokenSigner;
  /** Throttling and lockout of password sign-ins (login form and password grant). */
  signInGuard: SignInGuard;
  /** The context's sessionTimeOut (seconds). */
  sessionTimeout: number;
  /**
   * The origins this server is reached at (`http://127.0.0.1:8180`, `http://localhost:8180` and
   * IDM_PUBLIC_ORIGINS): the registered redirect URIs and every absolute URL it hands out are made
   * from these, never from a Host header. Filled once the server listens.
   */
  origins: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
  }
}
