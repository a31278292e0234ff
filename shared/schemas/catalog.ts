import * as z from 'zod';
import { PACKAGE_TYPES } from '../constants';

/** Document ids: what Firestore auto-ids and our seed slugs look like. Anything else is refused with 400. */
export const documentId = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/, 'Ids use letters, digits, - and _ only');

// Operators edit Firestore by hand: a list field may arrive as one text with a line per entry.
const lines = z.preprocess(
  (value) => (typeof value === 'string' ? value.split('\n').map((line) => line.trim()).filter(Boolean) : value),
  z.array(z.string().min(1)),
);
const url = z.string().min(1).max(2048);

export const packageDetailsSchema = z.object({
  intro: z.string(),
  /** Day by day: one entry per day ('Day 1: Arrive in Kochi …'). */
  itinerary: lines,
  accommodation: z.string(),
  inclusion: lines,
  exclusion: lines,
  /** Price text as the business writes it, e.g. '₹18,500 per person'. */
  price: z.string().min(1),
});

export const packageSchema = z.object({
  id: documentId,
  title: z.string().min(1).max(200),
  description: z.string().max(2000),
  image: url,
  images: z.array(url).default([]),
  pdf: z.string().max(2048).optional().nullable().transform((value) => value || undefined),
  type: z.enum(PACKAGE_TYPES),
  details: packageDetailsSchema,
});
export type TourPackage = z.infer<typeof packageSchema>;

export const carCategorySchema = z.object({
  id: documentId,
  title: z.string().min(1).max(200),
  description: z.string().max(2000),
  image: url,
});
export type CarCategory = z.infer<typeof carCategorySchema>;

export const carModelSchema = z.object({
  id: documentId,
  name: z.string().min(1).max(200),
  description: z.string().max(2000),
  image: url,
});
export type CarModel = z.infer<typeof carModelSchema>;

export const catalogSchemas = {
  tours: packageSchema,
  devotionals: packageSchema,
  trekking: packageSchema,
  carCategories: carCategorySchema,
  carModels: carModelSchema,
} as const;
export type CatalogDocument = {
  tours: TourPackage;
  devotionals: TourPackage;
  trekking: TourPackage;
  carCategories: CarCategory;
  carModels: CarModel;
};
