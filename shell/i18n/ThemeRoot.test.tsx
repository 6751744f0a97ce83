import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import english from '../../public/locales/en.json';
import german from '../../public/locales/de.json';
import hebrew from '../../public/locales/he.json';
import { createI18n } from './i18n.ts';
import { ThemeRoot } from './ThemeRoot.tsx';

afterEach(cleanup);

function i18nIn(language: string) {
  const i18n = createI18n();
  i18n.addResourceBundle('en', 'translation', english);
  i18n.addResourceBundle('de', 'translation', german);
  i18n.addResourceBundle('he', 'translation', hebrew);
  void i18n.changeLanguage(language);
  return i18n;
}

function Screen() {
  return (
    <>
      <Alert onClose={() => undefined}>Saved</Alert>
      <Autocomplete options={['a']} value="a" renderInput={(params) => <TextField {...params} label="Owner" />} />
    </>
  );
}

describe('the texts MUI’s components draw themselves', () => {
  it('are the console’s translations, and follow a change of language', async () => {
    const i18n = i18nIn('de');
    render(
      <I18nextProvider i18n={i18n}>
        <ThemeRoot direction="ltr">
          <Screen />
        </ThemeRoot>
      </I18nextProvider>,
    );
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Öffnen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();

    await act(() => i18n.changeLanguage('he'));
    expect(screen.getByRole('button', { name: 'סגור' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'פתח' })).toBeTruthy();
  });
});
