import { PACKAGE_TAGS, TREK_GRADES, type PackageTag, type TrekGrade } from '#shared/catalog/attributes';
import { packageTranslationSchema, type PackageTranslation } from '#shared/catalog/translations';

// The package's attribute fields (shared/catalog/attributes.ts) and its Tamil/Hindi words
// (shared/catalog/translations.ts) as the editor holds them, beside catalog-form.ts's other fields. A field
// left blank is left out of the document, so the visitor reads English for it (field by field).

export type AttributeValues = {
  maxAltitudeM: string;
  grade: TrekGrade | '';
  bestMonths: number[];
  tags: PackageTag[];
  startCity: string;
  includesFlights: boolean;
  minAge: string;
  walkingPerDayKm: string;
};
export const TRANSLATION_LANGUAGES = ['ta', 'hi'] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];
export type TranslatedField = keyof PackageTranslation;
/** The fields a translator fills, in the shared schema's order; lists (itinerary, inclusions, exclusions) one entry per line. */
export const TRANSLATED_FIELDS = Object.keys(packageTranslationSchema.shape) as TranslatedField[];
export type TranslationValues = Record<TranslatedField, string>;
const LIST_FIELDS = new Set<TranslatedField>(['itinerary', 'inclusion', 'exclusion']);

export type ExtraValues = {
  attributes: AttributeValues;
  translations: Record<TranslationLanguage, TranslationValues>;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const numberText = (value: unknown) => (typeof value === 'number' ? String(value) : '');
const emptyTranslation = (): TranslationValues =>
  Object.fromEntries(TRANSLATED_FIELDS.map((field) => [field, ''])) as TranslationValues;

export const emptyExtras = (): ExtraValues => ({
  attributes: {
    maxAltitudeM: '',
    grade: '',
    bestMonths: [],
    tags: [],
    startCity: '',
    includesFlights: false,
    minAge: '',
    walkingPerDayKm: '',
  },
  translations: { ta: emptyTranslation(), hi: emptyTranslation() },
});

/** A stored package's attributes and translations as form values. */
export function extrasOf(document: Record<string, unknown>): ExtraValues {
  const stored = (document.translations ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const translation = (language: TranslationLanguage): TranslationValues => {
    const words = stored[language] ?? {};
    return Object.fromEntries(
      TRANSLATED_FIELDS.map((field) => {
        const value = words[field];
        return [field, Array.isArray(value) ? value.map(text).join('\n') : text(value)];
      }),
    ) as TranslationValues;
  };
  return {
    attributes: {
      maxAltitudeM: numberText(document.maxAltitudeM),
      grade: (TREK_GRADES as readonly string[]).includes(text(document.grade)) ? (document.grade as TrekGrade) : '',
      bestMonths: Array.isArray(document.bestMonths) ? document.bestMonths.filter((m) => typeof m === 'number') : [],
      tags: Array.isArray(document.tags)
        ? (document.tags.filter((tag) => (PACKAGE_TAGS as readonly unknown[]).includes(tag)) as PackageTag[])
        : [],
      startCity: text(document.startCity),
      includesFlights: document.includesFlights === true,
      minAge: numberText(document.minAge),
      walkingPerDayKm: numberText(document.walkingPerDayKm),
    },
    translations: { ta: translation('ta'), hi: translation('hi') },
  };
}

/** A number as typed; empty is absent, other text stays for the schema to name. */
const typedNumber = (value: string) => {
  const plain = value.replace(/[,\s]/g, '');
  if (!plain) return undefined;
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : value;
};
const lines = (value: string) =>
  value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The document's attribute and translation fields; blanks are left out. */
export function extrasDocument(values: Partial<ExtraValues>): Record<string, unknown> {
  // A draft kept before these fields existed has neither.
  const { attributes, translations } = { ...emptyExtras(), ...values };
  const words = (values: TranslationValues) => {
    const out: Record<string, unknown> = {};
    for (const field of TRANSLATED_FIELDS) {
      const value = LIST_FIELDS.has(field) ? lines(values[field]) : values[field].trim();
      if (value.length) out[field] = value;
    }
    return Object.keys(out).length ? out : undefined;
  };
  const ta = words(translations.ta);
  const hi = words(translations.hi);
  const document: Record<string, unknown> = {
    maxAltitudeM: typedNumber(attributes.maxAltitudeM),
    grade: attributes.grade || undefined,
    bestMonths: attributes.bestMonths.length ? [...attributes.bestMonths].sort((a, b) => a - b) : undefined,
    tags: attributes.tags.length ? attributes.tags : undefined,
    startCity: attributes.startCity.trim() || undefined,
    includesFlights: attributes.includesFlights || undefined,
    minAge: typedNumber(attributes.minAge),
    walkingPerDayKm: typedNumber(attributes.walkingPerDayKm),
    translations: ta || hi ? { ...(ta ? { ta } : {}), ...(hi ? { hi } : {}) } : undefined,
  };
  return Object.fromEntries(Object.entries(document).filter(([, value]) => value !== undefined));
}
