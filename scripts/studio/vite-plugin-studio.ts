// The screen studio's development-server side (npm run studio; `vite serve` only, never a build):
// under /idmdash/__studio/ it lists the screen files, reads one, checks an edited text with the
// same library as `npm run validate` (validateProject with the text as an overlay) and answers the
// diagnostics of that file and, when there are none, its definition with fragments expanded (the
// preview); it answers hover help and completions (language.ts); it saves a file (only under screens/, only .json, parsed first), lists the contract's
// operations and drafts a first screen for one; it adds a new screen with its route, menu entry, page right, help topic
// and new translation keys (register.ts). With IDM_STUDIO_SANDBOX set (scripts/studio.ts), it
// forwards every request outside /idmdash/ to that sandbox, keeping the Host header, so the sign-in,
// the REST calls and the live events are the sandbox's on the development server's own origin.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Plugin } from 'vite';
import { validateProject } from '../validate/index.ts';
import { expandFragments, FRAGMENTS_DIR } from '../fragments.ts';
import { completeAt, hoverAt, loadLanguage } from './language.ts';
import { addCallToCatalogue, formatJson, listOperations, scaffoldScreen } from './scaffold.ts';
import { helpTopics, MENU_GROUPS, newKeys, POWERS, registerScreen, type NewScreen } from './register.ts';

export const STUDIO_PREFIX = '/idmdash/__studio/';

/** A screens/ path that the studio may read and write, or undefined. */
export function screenPath(root: string, file: unknown): string | undefined {
  if (typeof file !== 'string' || !/^screens\/[A-Za-z0-9_-]+\/[A-Za-z0-9_.-]+\.json$/.test(file) || file.includes('..')) return undefined;
  return path.join(root, file);
}

function listScreens(root: string): string[] {
  const dir = path.join(root, 'screens');
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => fs.readdirSync(path.join(dir, entry.name)).filter((name) => name.endsWith('.json')).map((name) => `screens/${entry.name}/${name}`))
    .sort();
}

/** The diagnostics of one edited file and, when it has none, its expanded definition. */
export function checkText(root: string, file: string, text: string) {
  const diagnostics = validateProject(root, { overlay: { [file]: text }, onlyScreen: file }).filter((d) => d.file === file);
  if (diagnostics.length) return { diagnostics };
  const read = (name: string): unknown => {
    const fragment = path.join(root, FRAGMENTS_DIR, `${name}.json`);
    return fs.existsSync(fragment) ? JSON.parse(fs.readFileSync(fragment, 'utf8')) : undefined;
  };
  return { diagnostics, definition: expandFragments(JSON.parse(text), read).value };
}

async function body(request: http.IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
}

function forward(target: string, request: http.IncomingMessage, response: http.ServerResponse): void {
  const url = new URL(request.url ?? '/', target);
  const upstream = http.request(url, { method: request.method, headers: request.headers }, (answer) => {
    response.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(response);
  });
  upstream.on('error', () => {
    response.statusCode = 502;
    response.end('the sandbox does not answer');
  });
  request.pipe(upstream);
}

export function studioPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'screen-studio',
    apply: 'serve',
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const sandbox = process.env.IDM_STUDIO_SANDBOX;
        const url = request.url ?? '/';
        if (sandbox && !url.startsWith('/idmdash/') && url !== '/idmdash' && !url.startsWith('/@')) return forward(sandbox, request, response);
        if (!url.startsWith(STUDIO_PREFIX)) return next();
        const send = (status: number, value: unknown) => {
          response.statusCode = status;
          response.setHeader('Content-Type', 'application/json');
          response.end(JSON.stringify(value));
        };
        const action = url.slice(STUDIO_PREFIX.length).split('?')[0];
        const query = new URL(url, 'http://studio').searchParams;
        (async () => {
          if (action === 'files') return send(200, { files: listScreens(root) });
          if (action === 'operations') return send(200, { operations: listOperations(root) });
          if (action === 'places') return send(200, { groups: MENU_GROUPS, powers: POWERS, helpTopics: helpTopics(root) });
          if (action === 'file') {
            const file = screenPath(root, query.get('path'));
            if (!file || !fs.existsSync(file)) return send(404, { message: 'no such screen file' });
            return send(200, { text: fs.readFileSync(file, 'utf8') });
          }
          if (request.method !== 'POST') return send(405, { message: 'POST only' });
          const input = await body(request);
          if (action === 'check') {
            if (!screenPath(root, input.path) || typeof input.text !== 'string') return send(400, { message: 'path (screens/<area>/<file>.json) and text expected' });
            return send(200, checkText(root, input.path as string, input.text));
          }
          if (action === 'hover' || action === 'complete') {
            if (typeof input.text !== 'string' || typeof input.offset !== 'number') return send(400, { message: 'text and offset expected' });
            const language = loadLanguage(root);
            return send(200, action === 'hover' ? { help: hoverAt(language, input.text, input.offset) ?? null } : { options: completeAt(language, input.text, input.offset) });
          }
          if (action === 'save') {
            const file = screenPath(root, input.path);
            if (!file || typeof input.text !== 'string') return send(400, { message: 'path (screens/<area>/<file>.json) and text expected' });
            try {
              JSON.parse(input.text);
            } catch (error) {
              return send(400, { message: `not JSON: ${(error as Error).message}` });
            }
            if (!fs.existsSync(path.dirname(file))) return send(400, { message: `no area folder ${path.dirname(input.path as string)}` });
            const text = `${input.text.replace(/\r\n/g, '\n').trimEnd()}\n`;
            fs.writeFileSync(file, text);
            return send(200, { saved: input.path });
          }
          if (action === 'new-keys') {
            if (!screenPath(root, input.path) || typeof input.text !== 'string') return send(400, { message: 'path (screens/<area>/<file>.json) and text expected' });
            return send(200, { keys: newKeys(root, { path: input.path as string, text: input.text, group: typeof input.group === 'string' && input.group ? input.group : undefined }) });
          }
          if (action === 'register') return send(200, registerScreen(root, input as unknown as NewScreen));
          if (action === 'scaffold') {
            const area = String(input.area ?? '');
            const name = String(input.name ?? '');
            if (!/^[a-z][A-Za-z0-9]*$/.test(area) || !/^[a-z][A-Za-z0-9-]*$/.test(name)) return send(400, { message: 'area and name: letters and digits' });
            const { definition, keys, newCall } = scaffoldScreen(root, String(input.operation ?? ''), area, name);
            // A call the catalogue lacks is added to it now, so that the draft validates and its preview runs.
            if (newCall) addCallToCatalogue(root, newCall);
            return send(200, { path: `screens/${area}/${name}.json`, text: formatJson(definition), keys, ...(newCall ? { addedCall: { name: newCall.name, file: newCall.file } } : {}) });
          }
          return send(404, { message: `no studio action ${action}` });
        })().catch((error: unknown) => send(400, { message: error instanceof Error ? error.message : String(error) }));
      });
    },
  };
}
