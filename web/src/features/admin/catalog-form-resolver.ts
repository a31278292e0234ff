import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';
import type { CatalogCollection } from '#shared/catalog/collections';
import { catalogSchemas } from '#shared/catalog/schemas';
import { documentOf, type FormValues } from './catalog-form';

/**
 * The catalog editor's resolver (react-hook-form): the form's values turned into the document the API takes,
 * checked by the collection's shared schema (zodResolver), the one the worker applies, so the operator reads
 * the worker's messages before anything is sent. Errors sit at the document's paths ('price.perPerson'); a
 * valid form hands its own values to the submit, which documentOf turns into the document once more.
 */
export function catalogResolver(collection: CatalogCollection): Resolver<FormValues> {
  const checkDocument = zodResolver(catalogSchemas[collection] as $ZodType<unknown, Record<string, unknown>>);
  return async (values, context, options) => {
    const { errors } = await checkDocument(documentOf(collection, values), context, {
      ...options,
      fields: {},
      names: undefined,
    });
    return Object.keys(errors).length
      ? { values: {}, errors: errors as FieldErrors<FormValues> }
      : { values, errors: {} };
  };
}

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
