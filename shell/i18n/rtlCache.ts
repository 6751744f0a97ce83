import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { cspNonce } from './cspNonce.ts';

// The emotion cache of right-to-left locales: its stylis plugin mirrors left/right in every rule.
// A module of its own, loaded only when a right-to-left locale is chosen.
export const rtlCache = createCache({ key: 'muirtl', nonce: cspNonce, stylisPlugins: [prefixer, rtlPlugin] });
