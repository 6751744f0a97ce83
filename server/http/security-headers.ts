// The headers every answer carries, and the Content-Security-Policy of the HTML pages: the console
// (index.html, whose inline styles and emotion's runtime styles carry a per-response nonce) and
// the sign-in pages (whose one inline style is allowed by its hash). Scripts only from the origin:
// no inline script; nothing may frame a page; no referrer leaves the site.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** A fresh nonce for one HTML answer. */
export const newNonce = (): string => randomBytes(16).toString('base64');

/** The CSP source allowing exactly this inline text (a <style> body). */
export const hashSource = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

export function contentSecurityPolicy(styleSources: readonly string[]): string {
  return [
    "default-src 'self'",
    // No inline script and no eval: the forms' validator interprets their schemas
    // (renderer/form/schemaValidator.ts) instead of compiling them with new Function.
    "script-src 'self'",
    `style-src 'self' ${styleSources.join(' ')}`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // The console talks to its own origin only: the sandbox is the REST server and the
    // authorization server both, and a real deployment puts them behind the console's host.
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Answers of the REST API, the sandbox's own calls and the authorization server carry personal
 * data or tokens: no cache (the browser's, a proxy's) may keep them. The console's files may be cached.
 */
const UNCACHED = /^\/(IDMProv\/(rest|sandbox)|osp)\//;

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), clipboard-read=()';

/**
 * Installs the headers. An HTML answer without its own policy (the sign-in pages) gets the strict
 * one with the style sources given; the console's index sets its own, with its nonce.
 */
export function installSecurityHeaders(app: FastifyInstance, htmlStyleSources: readonly string[]): void {
  const htmlPolicy = contentSecurityPolicy(htmlStyleSources);
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    reply.header('X-Frame-Options', 'DENY');
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (UNCACHED.test(request.url)) reply.header('Cache-Control', 'no-store');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) reply.header('Content-Security-Policy', htmlPolicy);
  });
}
