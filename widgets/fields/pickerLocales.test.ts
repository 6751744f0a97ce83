import { describe, expect, it } from 'vitest';
import { CONSOLE_LOCALE_CODES } from '../../domain/locales.ts';
import { pickerLocale } from './pickerLocales.ts';

describe('the date picker of each language', () => {
  it('has a calendar and texts for every console locale', async () => {
    for (const code of CONSOLE_LOCALE_CODES) {
      const locale = await pickerLocale(code);
      expect(locale.code, code).toBe(code);
      expect(locale.texts.cancelButtonLabel, code).toBeTruthy();
      expect(locale.dateFns.code, code).toBeTruthy();
      // Every language but English has its own word for the picker's Cancel button.
      if (code !== 'en') expect(locale.texts.cancelButtonLabel, code).not.toBe('Cancel');
    }
  });

  it('names the time lists and their entries in every language (the hours and minutes a date-time field offers)', async () => {
    const english = (await pickerLocale('en')).texts;
    for (const code of CONSOLE_LOCALE_CODES.filter((c) => c !== 'en')) {
      const { texts } = await pickerLocale(code);
      expect(texts.selectViewText?.('hours'), code).not.toBe(english.selectViewText?.('hours'));
      expect(texts.hoursClockNumberText?.('2'), code).not.toBe(english.hoursClockNumberText?.('2'));
    }
    const arabic = (await pickerLocale('ar')).texts;
    expect(['1', '2', '3', '11'].map((hours) => arabic.hoursClockNumberText?.(hours))).toEqual(['1 ساعة', '2 ساعتان', '3 ساعات', '11 ساعة']);
    expect(arabic.selectViewText?.('minutes')).toBe('اختيار الدقائق');
  });

  it('follows the page language: German starts the week on Monday, Persian on Saturday, English on Sunday', async () => {
    expect((await pickerLocale('de_CH')).dateFns.options?.weekStartsOn).toBe(1);
    expect((await pickerLocale('fa')).dateFns.options?.weekStartsOn).toBe(6);
    expect((await pickerLocale('en')).dateFns.options?.weekStartsOn).toBe(0);
    expect((await pickerLocale('de')).texts.cancelButtonLabel).toBe('Abbrechen');
    expect((await pickerLocale('ar')).texts.cancelButtonLabel).toBe('إلغاء');
    expect((await pickerLocale('zh_HK')).code).toBe('zh-TW');
    expect((await pickerLocale('ru')).code).toBe('en');
  });
});
