import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { attributeLabel } from './attributeLabel.ts';

async function german() {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'de', fallbackLng: 'en', keySeparator: false, nsSeparator: false,
    resources: {
      en: { translation: { 'renderer.attribute.CN': 'User ID', 'renderer.attribute.Title': 'Title' } },
      de: { translation: { 'renderer.attribute.CN': 'Benutzer-ID', 'renderer.attribute.Title': 'Position' } },
    },
  });
  return i18n.t.bind(i18n) as Parameters<typeof attributeLabel>[0];
}

describe("a server attribute's label", () => {
  it("is the console's translation of an attribute it knows", async () => {
    const t = await german();
    expect(attributeLabel(t, 'CN', 'User ID')).toBe('Benutzer-ID');
    expect(attributeLabel(t, 'Title')).toBe('Position');
  });

  it("is the server's label for an attribute the console has no key for, or labels otherwise", async () => {
    const t = await german();
    expect(attributeLabel(t, 'CostCode', 'Cost code')).toBe('Cost code');
    expect(attributeLabel(t, 'CN', 'Name')).toBe('Name'); // an entity's CN is its name, not a user ID
    expect(attributeLabel(t, 'Unlabelled')).toBe('Unlabelled');
  });
});
