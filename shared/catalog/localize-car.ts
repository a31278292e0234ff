// A car kind or model as a visitor in a language reads it (translations.ts), English where a field is missing.
// Apart from the schema, so the car screen loads no validation code for it.
import type { Locale } from '../i18n/locales';

type Translatable = { translations?: Partial<Record<Exclude<Locale, 'en'>, object>> };

/** The car kind or model with each translated field (title/name, description) in place of the English one. */
export function localizeCar<C extends Translatable>(item: C, locale: Locale): C {
  const own = locale === 'en' ? undefined : item.translations?.[locale];
  return own ? { ...item, ...own } : item;
}
