// A long form draws about a screen of fields first and the rest once those have been painted: the
// first fields show sooner, and every field is there a frame later, in order, sections included.
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, expect, it } from 'vitest';
import { RegistryContext } from '../core/registries.ts';
import { allRegistries } from '../../screens/testing.ts';
import type { FormModel } from './attributeSchema.ts';
import { FIRST_DRAWN_FIELDS, SchemaForm, sectionsToDraw } from './SchemaForm.tsx';

afterEach(() => cleanup());

function formOf(count: number): FormModel {
  const names = Array.from({ length: count }, (_, i) => `field${i + 1}`);
  return {
    schema: { type: 'object', properties: Object.fromEntries(names.map((name) => [name, { type: 'string', title: name }])) },
    uiSchema: {},
    order: names,
    sections: [
      { id: 'first', titleKey: 'First', fields: names.slice(0, 10) },
      { id: 'second', titleKey: 'Second', fields: names.slice(10, 20) },
      { id: 'third', titleKey: 'Third', fields: names.slice(20) },
    ],
    fields: {},
  };
}

async function drawn(count: number) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: {}, keySeparator: false, nsSeparator: false });
  return render(
    <I18nextProvider i18n={i18n}>
      <RegistryContext.Provider value={allRegistries}>
        <SchemaForm model={formOf(count)} formData={{}} onChange={() => undefined} onSubmit={() => undefined} submitLabel="Save" />
      </RegistryContext.Provider>
    </I18nextProvider>,
  );
}

it('draws the first 16 fields of a 30-field form at once, and every field, in order, right after', async () => {
  const { container } = await drawn(30);
  expect(screen.queryAllByRole('textbox')).toHaveLength(FIRST_DRAWN_FIELDS);
  // The third section has none of the first fields: it waits with them.
  expect(screen.queryByRole('heading', { name: 'Third' })).toBeNull();
  expect(container.querySelector('[data-drawn=first]')).not.toBeNull();

  await screen.findByRole('heading', { name: 'Third' });
  expect(screen.getAllByRole('textbox').map((input) => input.id)).toEqual(Array.from({ length: 30 }, (_, i) => `root_field${i + 1}`));
  expect(container.querySelector('[data-drawn=all]')).not.toBeNull();
});

it('draws a form of 16 fields or fewer in one render', async () => {
  const { container } = await drawn(FIRST_DRAWN_FIELDS);
  expect(screen.getAllByRole('textbox')).toHaveLength(FIRST_DRAWN_FIELDS);
  expect(screen.getByRole('heading', { name: 'Second' })).toBeTruthy();
  expect(container.querySelector('[data-drawn=all]')).not.toBeNull();
});

it('counts only the fields shown: hidden ones take no place among the first', () => {
  const sections = [
    { id: 'a', fields: ['a1', 'a2', 'a3'] },
    { id: 'b', fields: ['b1', 'b2'] },
  ];
  expect(sectionsToDraw(sections, (name) => name !== 'a2', 3)).toEqual([
    { section: sections[0], drawn: ['a1', 'a3'], left: 0 },
    { section: sections[1], drawn: ['b1'], left: 1 },
  ]);
  expect(sectionsToDraw(sections, () => true, Infinity).map(({ drawn }) => drawn)).toEqual([['a1', 'a2', 'a3'], ['b1', 'b2']]);
});
