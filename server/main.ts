// Runs the sandbox server from the environment (PORT, IDM_DATA_DIR, IDM_SEED_SCALE, IDM_TOKEN_TTL,
// IDM_SESSION_TIMEOUT) and the flag --reset, until SIGINT or SIGTERM. `npm start` wraps this with a
// console build; tests spawn it directly (`node --import tsx server/main.ts`).
import { fileURLToPath } from 'node:url';
import { startServer, type RunningServer } from './app.ts';
import { optionsFromEnvironment, type ServerOptions } from './settings.ts';

export async function serve(argv: readonly string[], env: NodeJS.ProcessEnv, overrides: Partial<ServerOptions> = {}): Promise<RunningServer> {
  const options: ServerOptions = { ...optionsFromEnvironment(env), reset: argv.includes('--reset'), ...overrides };
  const server = await startServer(options);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`\n${signal}: shutting down`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  return server;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  serve(process.argv.slice(2), process.env).then(
    (server) => console.log(`IDM sandbox server listening on ${server.url}`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
