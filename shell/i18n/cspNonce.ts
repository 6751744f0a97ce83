// The nonce the server gave this page (index.html's csp-nonce meta tag): the page's
// Content-Security-Policy admits only styles that carry it, so emotion's caches stamp it on every
// style they insert. Empty when no server filled it in (the Vite dev server): then no policy either.
export const cspNonce: string | undefined = (typeof document !== 'undefined' && document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content) || undefined;
