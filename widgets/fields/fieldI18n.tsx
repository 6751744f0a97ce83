// Translations for field widgets, read from the i18next provider without useTranslation: the
// 100-attribute bench form called useTranslation about 40 times in its first render (selects, date
// fields and their loaders), 7 ms of it. A field still follows a language change: SchemaForm puts
// the language in the form context, so every field is drawn again when it changes.
import { useContext, useMemo } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

export function useFieldI18n() {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const language = i18n.language;
  const t = useMemo(() => i18n.getFixedT(language), [i18n, language]);
  return { t, i18n };
}

/**
 * The place of a field whose code or locale is on its way (a frame or two once cached): its height
 * and a busy progress bar for screen readers, without a spinner's styles and animation (the
 * 100-attribute bench form drew ten of them in its first render).
 */
export function FieldLoader({ minHeight }: { minHeight: number }) {
  const { t } = useFieldI18n();
  return <div role="progressbar" aria-busy="true" aria-label={t('widgets.loading')} style={{ minHeight }} />;
}
