/**
 * The sign-in page's texts in the languages the console offers (domain/locales.ts), chosen by the
 * browser's Accept-Language; a language without texts here reads English, in its own direction.
 */
import { CONSOLE_LOCALE_CODES } from '../../domain/locales.ts';
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
  fr: { title: 'Connexion - Identity Applications', heading: 'Connexion', username: "Nom d'utilisateur", password: 'Mot de passe', submit: 'Se connecter' },
  es: { title: 'Iniciar sesión - Identity Applications', heading: 'Iniciar sesión', username: 'Nombre de usuario', password: 'Contraseña', submit: 'Iniciar sesión' },
  it: { title: 'Accedi - Identity Applications', heading: 'Accedi', username: 'Nome utente', password: 'Password', submit: 'Accedi' },
  'pt-BR': { title: 'Entrar - Identity Applications', heading: 'Entrar', username: 'Nome de usuário', password: 'Senha', submit: 'Entrar' },
  nl: { title: 'Aanmelden - Identity Applications', heading: 'Aanmelden', username: 'Gebruikersnaam', password: 'Wachtwoord', submit: 'Aanmelden' },
  ja: { title: 'サインイン - Identity Applications', heading: 'サインイン', username: 'ユーザー名', password: 'パスワード', submit: 'サインイン' },
  'zh-CN': { title: '登录 - Identity Applications', heading: '登录', username: '用户名', password: '密码', submit: '登录' },
  'zh-TW': { title: '登入 - Identity Applications', heading: '登入', username: '使用者名稱', password: '密碼', submit: '登入' },
  fa: { title: 'ورود - Identity Applications', heading: 'ورود', username: 'نام کاربری', password: 'گذرواژه', submit: 'ورود' },
};

/** The languages the page knows: every console locale (one without texts here reads English, in its own direction). */
const PAGE_LANGUAGES = CONSOLE_LOCALE_CODES;

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
