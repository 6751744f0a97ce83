import type { FastifyRequest } from 'fastify';
import { CONSOLE_PREFIX } from '../console-files.ts';

/**
 * `http://host:port` of this server: the registered origin that the browser addressed, or else the
 * first registered one. A Host header names one of the server's origins at most; it never puts a
 * name of its own into a URL that the server hands out (redirect_uri, context servlet, redirects).
 */
export function publicOrigin(request: FastifyRequest): string {
  const { origins } = request.server.platform;
  const addressed = `${request.protocol}://${request.host}`.toLowerCase();
  return origins.find((origin) => origin === addressed) ?? origins[0] ?? 'http://127.0.0.1';
}

/** An absolute URL on this server. */
export function absoluteUrl(request: FastifyRequest, path: string): string {
  return `${publicOrigin(request)}${path}`;
}

/** The origins at which a server listening on `url` is reached: its own and, on loopback, localhost. */
export function listeningOrigins(url: string, extra: readonly string[] = []): string[] {
  const own = new URL(url);
  const origins = [own.origin];
  if (own.hostname === '127.0.0.1') origins.push(`${own.protocol}//localhost:${own.port}`);
  for (const origin of extra) origins.push(new URL(origin).origin);
  return [...new Set(origins)];
}

/**
 * Where a redirect after sign-in or sign-out may go: only to the console on this same origin.
 * Anything else (another host, another path, a malformed URL) becomes the console's start page,
 * so the server never serves as an open redirect.
 */
export function safeConsoleTarget(request: FastifyRequest, target: string): string {
  const fallback = CONSOLE_PREFIX;
  if (!target) return fallback;
  const origin = publicOrigin(request);
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== origin || !url.pathname.startsWith(CONSOLE_PREFIX)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
