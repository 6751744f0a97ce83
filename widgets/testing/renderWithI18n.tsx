// Component tests: render inside an i18next instance that holds the English translations, so that
// assertions read the spec's texts.
import type { ReactElement } from 'react';
import { cleanup, configure, render, type RenderResult } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, vi } from 'vitest';
import type { CallFunction } from '../../api/index.ts';
import { buildCallRequest } from '../../api/call.ts';
import { catalogue } from '../../api/calls/index.ts';
import en from '../../public/locales/en.json';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: en } },
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});

afterEach(() => cleanup());
// findBy* and waitFor wait up to 5 s: the suite runs many jsdom files in parallel on two cores.
configure({ asyncUtilTimeout: 5000 });

export function renderWithI18n(element: ReactElement): RenderResult {
  return render(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
}

type Answer = unknown | ((params: Record<string, unknown>, body: unknown) => unknown);

/**
 * A fake call(): answers by call name (a value, a function of params and body, or an Error to
 * reject with); records every call with its abort signal. A call of the catalogue is first built
 * as the real call() builds it, so a parameter or body the catalogue does not declare fails the
 * test as it would fail in the browser (refused before it is sent), not only against the sandbox.
 */
export function fakeCall(answers: Record<string, Answer>) {
  const fn = vi.fn(async (name: string, params: Record<string, unknown> = {}, body?: unknown, _options?: { signal?: AbortSignal }) => {
    const definition = (catalogue as Record<string, (typeof catalogue)[keyof typeof catalogue] | undefined>)[name];
    if (definition) buildCallRequest(name, definition, params, body);
    const answer = answers[name];
    if (answer === undefined) throw new Error(`unexpected call ${name}`);
    const value = typeof answer === 'function' ? (answer as (p: Record<string, unknown>, b: unknown) => unknown)(params, body) : answer;
    const settled = await value;
    if (settled instanceof Error) throw settled;
    return settled;
  });
  return { call: fn as unknown as CallFunction, fn };
}

/** The text of the elements an element's aria-describedby names: what a screen reader reads with it. */
export const describedBy = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
