// Field widgets translate without subscribing to i18next themselves (useFieldI18n): the form draws
// them again when the language changes, so a select's choices follow the page's language.
import { act, render, screen, fireEvent, cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, expect, it } from 'vitest';
import { RegistryContext } from '../core/registries.ts';
import { allRegistries } from '../../screens/testing.ts';
import type { FormModel } from './attributeSchema.ts';
import { SchemaForm } from './SchemaForm.tsx';

afterEach(() => cleanup());

it('a select field shows its choices in the new language after a language change', async () => {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: { 'test.colour': 'Colour', 'test.red': 'Red' } }, de: { translation: { 'test.colour': 'Farbe', 'test.red': 'Rot' } } },
    keySeparator: false,
    nsSeparator: false,
  });
  const model: FormModel = {
    schema: { type: 'object', properties: { colour: { type: 'string', title: 'Colour' } } },
    uiSchema: { colour: { 'ui:widget': 'select', 'ui:options': { choices: [{ value: 'red', labelKey: 'test.red' }] } } },
    order: ['colour'],
    sections: [{ id: 'main', fields: ['colour'] }],
    fields: {},
  };
  render(
    <I18nextProvider i18n={i18n}>
      <RegistryContext.Provider value={allRegistries}>
        <SchemaForm model={model} formData={{ colour: 'red' }} onChange={() => undefined} onSubmit={() => undefined} submitLabel="Save" />
      </RegistryContext.Provider>
    </I18nextProvider>,
  );
  expect(screen.getByRole('combobox').textContent).toBe('Red');
  await act(async () => {
    await i18n.changeLanguage('de');
  });
  expect(screen.getByRole('combobox').textContent).toBe('Rot');
  fireEvent.mouseDown(screen.getByRole('combobox'));
  expect(screen.getByRole('option', { name: 'Rot' })).toBeTruthy();
});
