// Every message key the client gives exists in every locale file, with the spec's English text.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_MESSAGE_KEYS } from './messages.ts';

const locale = (name: string) => JSON.parse(readFileSync(new URL(`../../public/locales/${name}.json`, import.meta.url), 'utf8')) as Record<string, string>;
const keys = [...Object.values(API_MESSAGE_KEYS), 'api.passwordChange.close', 'api.passwordChange.title'];

describe('message keys of the API client', () => {
  it.each(['en', 'de', 'ar'])('are all translated in %s', (name) => {
    const texts = locale(name);
    expect(keys.filter((key) => !texts[key]?.trim())).toEqual([]);
  });

  it('carry the English texts of the spec word for word', () => {
    const en = locale('en');
    expect(en[API_MESSAGE_KEYS.network]).toBe('Network Error');
    expect(en[API_MESSAGE_KEYS.generic]).toBe('Error Something went wrong');
    expect(en[API_MESSAGE_KEYS.tryAgain]).toBe('Some error occured please try again');
    expect(en[API_MESSAGE_KEYS.status500]).toBe(
      'An error has occurred while processing your request. Please contact the administrator, or click the refresh button and try again',
    );
    expect(en[API_MESSAGE_KEYS.fetchItems]).toBe('Error fetching items...');
    expect(en[API_MESSAGE_KEYS.usersDeleteFailed]).toBe('User(s) failed to delete');
    expect(en[API_MESSAGE_KEYS.unableToDelete]).toBe('We are unable to delete');
    expect(en[API_MESSAGE_KEYS.contextLoad]).toBe('Server error');
  });
});
