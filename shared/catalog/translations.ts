// A package's own words in Tamil and Hindi, beside the English: each field optional, so a translator fills what
// they have and the visitor reads English for the rest (field by field). Joined to the package schema with
// `...packageTranslationsShape` (schemas.ts).
import * as z from 'zod/mini';
import type { Locale } from '../i18n/locales';

const text = (max: number) => z.optional(z.string().check(z.minLength(1), z.maxLength(max)));
const lines = z.optional(z.array(z.string().check(z.minLength(1), z.maxLength(500))).check(z.maxLength(40)));

export const packageTranslationSchema = z.object({
  title: text(200),
  /** The card's one-line summary (the package's `description`). */
  description: text(2000),
  intro: text(4000),
  itinerary: lines,
  accommodation: text(2000),
  inclusion: lines,
  exclusion: lines,
});
export type PackageTranslation = z.infer<typeof packageTranslationSchema>;

export const packageTranslationsShape = {
  translations: z.optional(
    z.object({ ta: z.optional(packageTranslationSchema), hi: z.optional(packageTranslationSchema) }),
  ),
};

type Translatable = {
  title: string;
  description: string;
  details: { intro: string; itinerary: string[]; accommodation: string; inclusion: string[]; exclusion: string[] };
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
