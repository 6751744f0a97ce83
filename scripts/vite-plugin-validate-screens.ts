// The screen validation inside Vite: `vite build` fails on a broken definition, and `vite` (dev)
// shows it in the error overlay with the same lines as `npm run validate`, re-checking whenever a
// screen, schema, call-catalogue or locale file changes.
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { formatDiagnostic, validateProject, type Diagnostic } from './validate/index.ts';

const WATCHED = ['screens/', 'schemas/', 'api/calls/', 'public/locales/'];

export function overlayError(diagnostics: Diagnostic[], root: string) {
  const first = diagnostics[0]!;
  return {
    plugin: 'validate-screens',
    message: `${diagnostics.length} problem${diagnostics.length === 1 ? '' : 's'} in the screen definitions:\n${diagnostics.map(formatDiagnostic).join('\n')}`,
    stack: '',
    id: path.join(root, first.file),
    loc: { file: path.join(root, first.file), line: first.line, column: first.column },
  };
}

export interface ValidateScreensPluginOptions {
  /** The check to run; default validateProject (tests pass a project with a broken file). */
  validate?: (root: string) => Diagnostic[];
}

export function validateScreensPlugin(options: ValidateScreensPluginOptions = {}): Plugin {
  const validate = options.validate ?? ((root: string) => validateProject(root));
  let root = process.cwd();
  let latest: Diagnostic[] = [];
  const run = () => (latest = validate(root));

  const notify = (server: ViteDevServer) => {
    run();
    if (latest.length) {
      server.config.logger.error(latest.map(formatDiagnostic).join('\n'), { timestamp: true });
      server.ws.send({ type: 'error', err: overlayError(latest, root) });
    } else {
      // Reloading clears the overlay once the definitions are fixed.
      server.ws.send({ type: 'full-reload' });
    }
  };

  return {
    name: 'validate-screens',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      run();
      if (latest.length && this.meta.watchMode === false) this.error(overlayError(latest, root).message);
    },
    configureServer(server) {
      const relevant = (file: string) => {
        const relative = path.relative(root, file).split(path.sep).join('/');
        return WATCHED.some((dir) => relative.startsWith(dir)) && relative.endsWith('.json');
      };
      const onChange = (file: string) => relevant(file) && notify(server);
      server.watcher.add(WATCHED.map((dir) => path.join(root, dir)));
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
      // A page opened while definitions are broken gets the overlay too.
      server.ws.on('connection', () => {
        if (latest.length) server.ws.send({ type: 'error', err: overlayError(latest, root) });
      });
    },
  };
}
