import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { browserCookieStore, call, configureApi, loadContext, prefetch, readSessionToken } from '../api/index.ts';
import { App, type AppDeps } from './App.tsx';
import { createI18n } from './i18n/i18n.ts';

// Entry point of the console: the shell starts here (bootstrap, router, header, menu).
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const i18n = createI18n();
// The API client's own texts (the password-change frame) come from the shell's translations; its
// default session behaviours (sign out, login redirect, password-change frame) are the shell's.
configureApi({ translate: (key) => i18n.t(key) });

const deps: AppDeps = {
  base: import.meta.env.BASE_URL,
  loadContext: () => loadContext(),
  call,
  prefetch,
  signedIn: () => readSessionToken(browserCookieStore()) !== undefined,
  fetchStatic: (url) => fetch(url, { cache: 'no-cache' }),
  addStyleSheet: (href) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.append(link);
  },
};

createRoot(root).render(
  <StrictMode>
    <App i18n={i18n} deps={deps} />
  </StrictMode>,
);
