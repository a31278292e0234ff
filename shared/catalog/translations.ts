// A package's own words in Tamil and Hindi, beside the English: each field optional, so a translator fills what
// they have and the visitor reads English for the rest (field by field). Joined to the package schema with
// `...packageTranslationsShape` (schemas.ts).
import * as z from 'zod/mini';

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
  /** The town the package starts from (its `startCity`), as the language writes it. */
  startCity: text(80),
});
export type PackageTranslation = z.infer<typeof packageTranslationSchema>;

/** `translations: { ta?, hi? }`, each language's words in the given shape. */
const inTamilAndHindi = <S extends z.ZodMiniType>(words: S) => ({
  translations: z.optional(z.object({ ta: z.optional(words), hi: z.optional(words) })),
});

export const packageTranslationsShape = inTamilAndHindi(packageTranslationSchema);
/** A car kind's heading and line; a model's name as Tamil and Hindi readers write it, and its line. */
export const carCategoryTranslationsShape = inTamilAndHindi(z.object({ title: text(200), description: text(2000) }));
export const carModelTranslationsShape = inTamilAndHindi(z.object({ name: text(200), description: text(2000) }));
