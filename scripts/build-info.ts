import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

// Build info for the About modal: version (package.json), date of the build, and the git revision
// when the build runs in a git checkout. Written as build-info.json next to index.html, so the
// console reads it as a static file (<base>build-info.json).

export interface BuildInfo {
  version: string;
  date: string;
  revision: { number: string };
}

function gitRevision(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

export function buildInfo(now: Date = new Date()): BuildInfo {
  const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  return { version, date: now.toISOString().slice(0, 10), revision: { number: gitRevision() } };
}

export function buildInfoPlugin(): Plugin {
  return {
    name: 'idm-build-info',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build-info.json', source: `${JSON.stringify(buildInfo(), null, 2)}\n` });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!request.url?.endsWith('/build-info.json')) return next();
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(buildInfo()));
      });
    },
  };
}
