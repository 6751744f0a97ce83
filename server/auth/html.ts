import type { FastifyReply } from 'fastify';
import { hashSource } from '../http/security-headers.ts';

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * Sends a small server-rendered page. The page may not be framed (clickjacking of the login form),
 * loads nothing from elsewhere, admits only its own style (by hash) and runs script only when
 * `scriptNonce` is given.
 */
export function sendPage(reply: FastifyReply, status: number, html: string, scriptNonce?: string): FastifyReply {
  const scriptSource = scriptNonce ? `'nonce-${scriptNonce}'` : "'none'";
  return reply
    .code(status)
    .header(
      'Content-Security-Policy',
      `default-src 'none'; style-src ${PAGE_STYLE_SOURCE}; script-src ${scriptSource}; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
    )
    .header('X-Frame-Options', 'DENY')
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html);
}

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #f4f6f8; margin: 0; }
  main { max-width: 22rem; margin: 10vh auto; background: #fff; padding: 2rem; border-radius: 8px;
         box-shadow: 0 1px 4px rgba(0,0,0,.2); }
  h1 { font-size: 1.4rem; margin-top: 0; }
  label { display: block; margin: 1rem 0 .25rem; font-weight: 600; }
  input[type=text], input[type=password] { width: 100%; box-sizing: border-box; padding: .5rem; font-size: 1rem; }
  button { margin-top: 1.5rem; width: 100%; padding: .6rem; font-size: 1rem; background: #0b5cab; color: #fff;
           border: 0; border-radius: 4px; cursor: pointer; }
  button:focus-visible, input:focus-visible { outline: 3px solid #f5a623; outline-offset: 2px; }
  .error { color: #b00020; background: #fdecea; padding: .5rem; border-radius: 4px; }`;

/** The CSP source that allows the pages' one inline style. */
export const PAGE_STYLE_SOURCE = hashSource(STYLE);

/** A whole page around escaped-by-the-caller body HTML, in a language and its direction (English by default). */
export function page(title: string, body: string, language: { lang: string; dir: 'ltr' | 'rtl' } = { lang: 'en', dir: 'ltr' }): string {
  return `<!DOCTYPE html>
<html lang="${escapeHtml(language.lang)}" dir="${language.dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body>
</html>`;
}
