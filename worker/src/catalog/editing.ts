import type { Deps, Env } from '../env';
import { ApiError } from '../http-error';
import type { CatalogEditor, VersionedDocument } from './d1-editor';
import { catalogStoreFor } from './store';

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

/** The console's writes to the catalog; a 409 where the catalog is read-only here. */
export function catalogEditorFor(env: Env, deps: Pick<Deps, 'fetch'>): CatalogEditor {
  const editing = catalogEditing(env);
  const editor = catalogStoreFor(env, deps).editor;
  if (!editing.editable || !editor) {
    throw new ApiError(409, 'catalog_read_only', editing.editable ? 'The catalog is read-only here.' : editing.message);
  }
  return editor;
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
