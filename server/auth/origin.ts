import type { FastifyRequest } from 'fastify';
import { CONSOLE_PREFIX } from '../console-files.ts';

/** `http://host:port` of this server as the browser addressed it. */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** An absolute URL on this server. */
export function absoluteUrl(request: FastifyRequest, path: string): string {
  return `${requestOrigin(request)}${path}`;
}

/**
 * Where a redirect after sign-in or sign-out may go: only to the console on this same origin.
 * Anything else (another host, another path, a malformed URL) becomes the console's start page,
 * so the server never serves as an open redirect.
 */
export function safeConsoleTarget(request: FastifyRequest, target: string): string {
  const fallback = CONSOLE_PREFIX;
  if (!target) return fallback;
  let url: URL;
  try {
    url = new URL(target, requestOrigin(request));
  } catch {
    return fallback;
  }
  if (url.origin !== requestOrigin(request) || !url.pathname.startsWith(CONSOLE_PREFIX)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
