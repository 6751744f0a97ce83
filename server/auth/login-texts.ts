/**
 * The sign-in page's texts in the languages the console ships, chosen by the browser's
 * Accept-Language; a language without texts here (Persian) reads English, in its own direction.
 */
import { directionOf } from '../../domain/textDirection.ts';
import { localeFromAcceptLanguage } from '../http/accept-language.ts';

export interface LoginTexts {
  title: string;
  heading: string;
  username: string;
  password: string;
  submit: string;
}

const TEXTS: Readonly<Record<string, LoginTexts>> = {
  en: { title: 'Sign in - Identity Applications', heading: 'Sign in', username: 'User name', password: 'Password', submit: 'Sign in' },
  de: { title: 'Anmelden - Identity Applications', heading: 'Anmelden', username: 'Benutzername', password: 'Passwort', submit: 'Anmelden' },
  ar: { title: 'تسجيل الدخول - Identity Applications', heading: 'تسجيل الدخول', username: 'اسم المستخدم', password: 'كلمة المرور', submit: 'تسجيل الدخول' },
  he: { title: 'כניסה - Identity Applications', heading: 'כניסה', username: 'שם משתמש', password: 'סיסמה', submit: 'כניסה' },
};

/** The languages the page knows, Persian included (English texts, right to left). */
const PAGE_LANGUAGES = [...Object.keys(TEXTS), 'fa'];

export interface PageLanguage {
  lang: string;
  dir: 'ltr' | 'rtl';
  texts: LoginTexts;
}

/** The page's language for an Accept-Language header; English when it asks for none the page knows. */
export function loginLanguage(acceptLanguage: string | undefined): PageLanguage {
  const lang = localeFromAcceptLanguage(acceptLanguage, PAGE_LANGUAGES) ?? 'en';
  return { lang, dir: directionOf(lang), texts: TEXTS[lang] ?? TEXTS.en! };
}
