import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
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

describe('a user who asks for reduced motion', () => {
  function Probe() {
    const theme = useTheme();
    return <output aria-label="transition">{theme.transitions.create('opacity')}</output>;
  }
  const renderWith = (matches: boolean) => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: matches && query === '(prefers-reduced-motion: reduce)', media: query, addEventListener() {}, removeEventListener() {} }));
    return render(
      <I18nextProvider i18n={i18nIn('en')}>
        <ThemeRoot direction="ltr">
          <Probe />
          <Button>Save</Button>
        </ThemeRoot>
      </I18nextProvider>,
    );
  };
  afterEach(() => vi.unstubAllGlobals());

  it('gets no transitions and no ripples', () => {
    const { container } = renderWith(true);
    expect(screen.getByLabelText('transition').textContent).toBe('none');
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Save' }));
    expect(container.querySelector('.MuiTouchRipple-root')).toBeNull();
  });

  it('keeps them otherwise', () => {
    const { container } = renderWith(false);
    expect(screen.getByLabelText('transition').textContent).toMatch(/^opacity \d+ms/);
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Save' }));
    expect(container.querySelector('.MuiTouchRipple-root')).not.toBeNull();
  });
});
