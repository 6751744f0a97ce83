import { describe, expect, it } from 'vitest';
import { isPageAllowed, pageRightsByKey, readBooleanString } from './booleans.ts';
import { fromServerLocale, toServerLocale } from './locale.ts';

describe('string booleans', () => {
  it("reads 'true' (and true) as true, anything else as false", () => {
    expect(readBooleanString('true')).toBe(true);
    expect(readBooleanString(' TRUE ')).toBe(true);
    expect(readBooleanString(true)).toBe(true);
    for (const value of ['false', '', 'yes', '1', undefined, null, false]) expect(readBooleanString(value)).toBe(false);
  });

  it("allows a page unless its right is the string 'false'", () => {
    expect(isPageAllowed('false')).toBe(false);
    expect(isPageAllowed(false)).toBe(false);
    for (const value of ['true', undefined, '', 'maybe', true]) expect(isPageAllowed(value)).toBe(true);
  });

  it('turns navigation rights into allowed-or-not by page key', () => {
    expect(
      pageRightsByKey({
        navPageRights: [
          { key: 'roles', value: 'true' },
          { key: 'sod', value: 'false' },
          { key: 'teams' },
        ],
      }),
    ).toEqual({ roles: true, sod: false, teams: true });
    expect(pageRightsByKey(undefined)).toEqual({});
  });
});

describe('locale keys', () => {
  it('maps zh-CN → zh_CN, zh-TW → zh_TW, he → iw, and leaves others alone', () => {
    expect(toServerLocale('zh-CN')).toBe('zh_CN');
    expect(toServerLocale('zh-TW')).toBe('zh_TW');
    expect(toServerLocale('he')).toBe('iw');
    expect(toServerLocale('de')).toBe('de');
    expect(toServerLocale('pt-BR')).toBe('pt-BR');
  });

  it('maps the server keys back', () => {
    expect(fromServerLocale('zh_CN')).toBe('zh-CN');
    expect(fromServerLocale('zh_TW')).toBe('zh-TW');
    expect(fromServerLocale('iw')).toBe('he');
    expect(fromServerLocale('fr')).toBe('fr');
  });
});
