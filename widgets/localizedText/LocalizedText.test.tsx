import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeCall, renderWithI18n } from '../testing/renderWithI18n.tsx';
import LocalizedText, { type LocalizedTextProps } from './LocalizedText.tsx';
import type { LocalizedEntry } from '../../domain/localeKeys.ts';

const LOCALES = [
  { locale: 'en', localeDisplayName: 'English' },
  { locale: 'zh-CN', localeDisplayName: 'Chinese (Simplified)' },
  { locale: 'he', localeDisplayName: 'Hebrew' },
];

function Harness({ initial, onValue, ...rest }: Omit<LocalizedTextProps, 'value' | 'onChange'> & { initial?: LocalizedEntry[]; onValue: (v: LocalizedEntry[] | undefined) => void }) {
  const [value, setValue] = useState<LocalizedEntry[] | undefined>(initial);
  return <LocalizedText {...rest} value={value} onChange={(next) => { setValue(next); onValue(next); }} />;
}

describe('LocalizedText', () => {
  it('shows one input per locale, reading directory keys (zh_CN, iw) into them', () => {
    renderWithI18n(<Harness options={{}} locales={LOCALES} initial={[{ locale: 'zh_CN', name: '角色' }, { locale: 'iw', name: 'תפקיד' }]} onValue={vi.fn()} />);
    expect((screen.getByLabelText('Chinese (Simplified)') as HTMLInputElement).value).toBe('角色');
    const hebrew = screen.getByLabelText('Hebrew') as HTMLInputElement;
    expect(hebrew.value).toBe('תפקיד');
    expect(hebrew.getAttribute('dir')).toBe('rtl');
    expect((screen.getByLabelText('English') as HTMLInputElement).value).toBe('');
  });

  it('writes every right-to-left language of the console right to left, not only the common ones', () => {
    const locales = [{ locale: 'ps', localeDisplayName: 'Pashto' }, { locale: 'yi', localeDisplayName: 'Yiddish' }, { locale: 'fr', localeDisplayName: 'French' }];
    renderWithI18n(<Harness options={{}} locales={locales} onValue={vi.fn()} />);
    expect(screen.getByLabelText('Pashto').getAttribute('dir')).toBe('rtl');
    expect(screen.getByLabelText('Yiddish').getAttribute('dir')).toBe('rtl');
    expect(screen.getByLabelText('French').getAttribute('dir')).toBe('ltr');
  });

  it('emits trimmed values under the directory keys and drops blank ones, keeping what is typed', () => {
    const onValue = vi.fn();
    renderWithI18n(<Harness options={{ field: 'desc', multiline: true }} locales={LOCALES} onValue={onValue} />);
    const chinese = screen.getByLabelText('Chinese (Simplified)') as HTMLTextAreaElement;
    fireEvent.change(chinese, { target: { value: ' 说明 ' } });
    expect(chinese.value).toBe(' 说明 ');
    expect(onValue).toHaveBeenLastCalledWith([{ locale: 'zh_CN', desc: '说明' }]);
    fireEvent.change(screen.getByLabelText('Hebrew'), { target: { value: 'תיאור' } });
    fireEvent.change(chinese, { target: { value: '   ' } });
    expect(onValue).toHaveBeenLastCalledWith([{ locale: 'iw', desc: 'תיאור' }]);
    fireEvent.change(chinese, { target: { value: ' x ' } });
    fireEvent.blur(chinese);
    expect(chinese.value).toBe('x');
  });

  it('loads the supported locales when none are given, and says so when that fails', async () => {
    const { call } = fakeCall({ 'locales.supported': { supportedLocales: [{ locale: 'de', localeDisplayName: 'Deutsch' }] } });
    renderWithI18n(<Harness options={{}} call={call} onValue={vi.fn()} />);
    expect(await screen.findByLabelText('Deutsch')).toBeTruthy();

    const failing = fakeCall({ 'locales.supported': new Error('down') });
    renderWithI18n(<Harness options={{}} call={failing.call} onValue={vi.fn()} />);
    expect(await screen.findByText('The supported languages could not be loaded.')).toBeTruthy();
  });
});
