import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors } from 'react-hook-form';
import * as z from 'zod/mini';
import type { CatalogCollection } from '#shared/catalog/collections';
import { catalogSchemas } from '#shared/catalog/schemas';
import { documentOf, type FormValues } from './catalog-form';

/**
 * The catalog editor's resolver (react-hook-form): the form's values turned into the document the API takes,
 * checked by the collection's shared schema, the one the worker applies, so the operator reads the worker's
 * messages before anything is sent. Errors sit at the document's paths ('price.perPerson'); the values handed
 * to the submit are the form's own (raw), which documentOf turns into the document once more.
 */
export const catalogResolver = (collection: CatalogCollection) =>
  zodResolver(
    z.pipe(
      z.pipe(
        z.custom<FormValues>(),
        z.transform((values: FormValues): unknown => documentOf(collection, values)),
      ),
      catalogSchemas[collection],
    ),
    undefined,
    { raw: true },
  );

/** The form's nested errors as one message per document path ('details.itinerary.2'), the first kept. */
export function messagesOf(errors: FieldErrors, path = '', out: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || key === 'ref') continue;
    const at = path ? `${path}.${key}` : key;
    if (typeof (value as { message?: unknown }).message === 'string' && 'type' in value) {
      out[at] ??= (value as { message: string }).message;
    } else messagesOf(value as FieldErrors, at, out);
  }
  // A car model's `name` is the form's title field.
  if (!path && out.name) out.title ??= out.name;
  return out;
}
