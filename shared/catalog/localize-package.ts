// A package as a visitor in a language reads it (the fields of translations.ts, English where one is missing).
// Apart from the schema, so a screen showing packages loads no validation code for it.
import type { Locale } from '../i18n/locales';
import type { PackageTranslation } from './translations';

type Translatable = {
  title: string;
  description: string;
  details: { intro: string; itinerary: string[]; accommodation: string; inclusion: string[]; exclusion: string[] };
  startCity?: string;
  translations?: Partial<Record<Exclude<Locale, 'en'>, PackageTranslation>>;
};

/** The package as a visitor in `locale` reads it: each translated field in place of the English one it has. */
export function localizePackage<P extends Translatable>(item: P, locale: Locale): P {
  const own = locale === 'en' ? undefined : item.translations?.[locale];
  if (!own) return item;
  const { details } = item;
  return {
    ...item,
    title: own.title ?? item.title,
    description: own.description ?? item.description,
    startCity: own.startCity ?? item.startCity,
    details: {
      ...details,
      intro: own.intro ?? details.intro,
      itinerary: own.itinerary?.length ? own.itinerary : details.itinerary,
      accommodation: own.accommodation ?? details.accommodation,
      inclusion: own.inclusion?.length ? own.inclusion : details.inclusion,
      exclusion: own.exclusion?.length ? own.exclusion : details.exclusion,
    },
  };
}
