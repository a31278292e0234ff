/** The visitor's languages (ARCHITECTURE: every visitor-facing string has an English, Tamil and Hindi text). */
export const LOCALES = ['en', 'ta', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language named in its own script, as the switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', ta: 'தமிழ்', hi: 'हिन्दी' };

/** The locale `Intl` formats dates and weekdays in. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-IN', ta: 'ta-IN', hi: 'hi-IN' };

// English's month names, January first: the catalog's best months, the /tours month filter, Visbot's replies and
// English pages, which then need no Intl date data (a first Intl use loads the locale's data on the main thread).
/** The months short, January first: 'Sep', where Intl's en-IN writes 'Sept'. */
export const SHORT_MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The months in full, January first: the /tours month filter and Visbot's replies name them so. */
export const FULL_MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** `<html lang>` of a page in each language. */
export const HTML_LANG: Record<Locale, string> = { en: 'en-IN', ta: 'ta', hi: 'hi' };

/** The language the visitor's language tag (`ta-IN`, `hi`, `en-GB`) asks for, if it is one of ours. */
export function matchLocale(tag: string | null | undefined): Locale | undefined {
  const base = tag?.toLowerCase().split(/[-_]/)[0];
  return LOCALES.find((locale) => locale === base);
}
