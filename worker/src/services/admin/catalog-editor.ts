import { CATALOG_COLLECTIONS, type CatalogCollection } from '#shared/constants';
import { formatOfferEnd } from '#shared/package-format';
import { indiaToday } from '#shared/dates';
import { catalogSchemas } from '#shared/schemas/catalog';
import type { Env } from '../../env';
import { ApiError } from '../../http-error';
import { catalogWriteStoreFor, type VersionedDocument } from '../../storage/catalog-write-d1';

// The console's catalog editor. The embedded D1 store is editable; Firestore is read-only here, because
// the Firestore client we use (firestore/lite with a web API key) can only write where the project's rules
// let anyone write, which no catalog should allow. Firestore is edited in the Firebase console instead.

export type CatalogEditing = { editable: true } | { editable: false; message: string; consoleUrl: string };

export function catalogEditing(env: Env): CatalogEditing {
  if (!env.FIREBASE_PROJECT_ID) return { editable: true };
  const consoleUrl = `https://console.firebase.google.com/project/${encodeURIComponent(env.FIREBASE_PROJECT_ID)}/firestore/data`;
  return {
    editable: false,
    consoleUrl,
    message: `The catalog is read from Firestore and is read-only here. Edit it in the Firebase console: ${consoleUrl}`,
  };
}

export function requireEditable(env: Env): void {
  const editing = catalogEditing(env);
  if (!editing.editable) throw new ApiError(409, 'catalog_read_only', editing.message);
}

export function collectionOf(name: string): CatalogCollection {
  if (!(CATALOG_COLLECTIONS as readonly string[]).includes(name)) {
    throw new ApiError(404, 'unknown_collection', `There is no catalog collection named '${name}'`);
  }
  return name as CatalogCollection;
}

// Which package types each collection lists (tours holds domestic and international packages).
const TYPES_OF: Partial<Record<CatalogCollection, readonly string[]>> = {
  tours: ['domestic', 'international'],
  devotionals: ['devotional'],
  trekking: ['trekking'],
};

/** The document as the API will serve it, or a 400 with the same field messages the site's schema gives. */
export function validDocument(
  collection: CatalogCollection,
  body: unknown,
  id?: string,
): { id: string; data: Record<string, unknown> } {
  const raw = body && typeof body === 'object' ? { ...(body as Record<string, unknown>) } : {};
  delete raw.version;
  if (id !== undefined) raw.id = id;
  const parsed = catalogSchemas[collection].safeParse(raw);
  if (!parsed.success) throw ApiError.invalid(parsed.error, 'This entry needs changes');
  const { id: documentId, ...data } = parsed.data as { id: string } & Record<string, unknown>;
  const types = TYPES_OF[collection];
  if (types && !types.includes(String(data.type))) {
    throw new ApiError(
      400,
      'invalid_request',
      `This entry needs changes: ${collection} lists ${types.join(' or ')} packages`,
      {
        type: `Choose ${types.join(' or ')}`,
      },
    );
  }
  // Reading tolerates a lapsed offer (it just stops showing); saving one would publish a dead offer.
  const offer = (data.price as { offer?: { until: string } } | undefined)?.offer;
  if (offer && offer.until < indiaToday()) {
    const message = `The offer ended on ${formatOfferEnd(offer.until)}; give a date from today on, or remove the offer`;
    throw new ApiError(400, 'invalid_request', `This entry needs changes: ${message}`, {
      'price.offer.until': message,
    });
  }
  return { id: documentId, data };
}

/** `If-Match: 3` (or "3", W/"3") or a `version` field; a write without one is refused (428). */
export function expectedVersion(ifMatch: string | undefined, body: unknown): number {
  const header = /^(?:W\/)?"?(\d+)"?$/.exec(ifMatch?.trim() ?? '')?.[1];
  const field = body && typeof body === 'object' ? (body as { version?: unknown }).version : undefined;
  const version = Number(header ?? field);
  if (!Number.isInteger(version) || version < 1) {
    throw new ApiError(428, 'version_required', 'Send the version you edited (If-Match header or a version field).');
  }
  return version;
}

export const versioned = (doc: VersionedDocument) => ({ ...doc.data, id: doc.id, version: doc.version });

export const catalogEditorStore = (env: Env) => catalogWriteStoreFor(env);
