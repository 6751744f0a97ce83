// npm run studio: the sandbox server (as npm start runs it, its settings from the same environment)
// and the console from its sources (vite in development mode, with the screen studio at #/studio)
// on one origin: the development server forwards everything outside /idmdash/ to the sandbox.
// The sandbox listens on a free loopback port of its own; open the printed URL. STUDIO_PORT
// (default 5173) is the development server's port.
import { createServer } from 'vite';
import { startServer } from '../server/app.ts';
import { optionsFromEnvironment } from '../server/settings.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../server/seed/index.ts';

const vite = await createServer({ configLoader: 'runner', server: { port: Number(process.env.STUDIO_PORT ?? 5173), strictPort: true, host: '127.0.0.1' } });
await vite.listen();
const port = (vite.httpServer!.address() as { port: number }).port;
const origins = [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
const sandbox = await startServer({ ...optionsFromEnvironment(process.env), port: 0, host: '127.0.0.1', publicOrigins: origins });
process.env.IDM_STUDIO_SANDBOX = sandbox.url;

console.log(`\nScreen studio: http://127.0.0.1:${port}/idmdash/#/studio`);
console.log(`Console (development build): http://127.0.0.1:${port}/idmdash/`);
console.log(`\nDemo accounts (password ${DEMO_PASSWORD}):`);
for (const account of DEMO_ACCOUNTS) console.log(`  ${account.username.padEnd(10)} ${account.description}`);
console.log('\nPress Ctrl-C to stop.');

const stop = () => void Promise.all([vite.close(), sandbox.close()]).then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
