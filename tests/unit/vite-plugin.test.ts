// The validation inside Vite: a broken definition fails `vite build` with the validator's lines,
// and shows in the dev server's error overlay (and leaves it once fixed).
import { describe, expect, it } from 'vitest';
import { build, type ViteDevServer } from 'vite';
import { validateProject, type Diagnostic } from '../../scripts/validate/index.ts';
import { validateScreensPlugin } from '../../scripts/vite-plugin-validate-screens.ts';
import { ROOT, placeFixture } from './fixture-project.ts';

const brokenProject = () => validateProject(ROOT, { overlay: placeFixture('unknown-widget.json').overlay });
const BROKEN_LINE = "screens/fixture/unknown-widget.json:10:64 /filters/0/widget unknown widget 'pickr'; did you mean 'picker'?";

describe('vite build', () => {
  it('fails on a broken definition, with the same line as npm run validate', async () => {
    const attempt = build({
      configFile: false,
      root: ROOT,
      logLevel: 'silent',
      plugins: [validateScreensPlugin({ validate: brokenProject })],
      build: { write: false },
    });
    await expect(attempt).rejects.toThrow(BROKEN_LINE);
  });
});

describe('vite dev server', () => {
  function fakeServer() {
    const sent: { type: string; err?: { message: string; loc?: { file: string; line: number; column: number } } }[] = [];
    const handlers = new Map<string, (file: string) => void>();
    const logged: string[] = [];
    const server = {
      config: { logger: { error: (text: string) => logged.push(text) } },
      ws: { send: (payload: (typeof sent)[number]) => sent.push(payload), on: () => undefined },
      watcher: { add: () => undefined, on: (event: string, handler: (file: string) => void) => handlers.set(event, handler) },
    };
    return { server: server as unknown as ViteDevServer, sent, handlers, logged };
  }

  it('shows a broken definition in the overlay when a screen changes, and reloads once it is fixed', () => {
    let diagnostics: Diagnostic[] = brokenProject();
    const plugin = validateScreensPlugin({ validate: () => diagnostics });
    // Both hooks are plain functions that do not use Vite's plugin context.
    (plugin.configResolved as unknown as (config: { root: string }) => void)({ root: ROOT });
    const { server, sent, handlers, logged } = fakeServer();
    (plugin.configureServer as unknown as (s: ViteDevServer) => void)(server);

    handlers.get('change')!(`${ROOT}/screens/fixture/unknown-widget.json`);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.type).toBe('error');
    expect(sent[0]!.err!.message).toContain(BROKEN_LINE);
    expect(sent[0]!.err!.loc).toEqual({ file: `${ROOT}/screens/fixture/unknown-widget.json`, line: 10, column: 64 });
    expect(logged.join('\n')).toContain(BROKEN_LINE);

    handlers.get('change')!(`${ROOT}/shell/main.tsx`); // not a definition: no re-check
    expect(sent).toHaveLength(1);

    diagnostics = [];
    handlers.get('change')!(`${ROOT}/screens/fixture/unknown-widget.json`);
    expect(sent[1]).toEqual({ type: 'full-reload' });
  });
});
