import type { FormValues } from './catalog-form';

// An unsaved catalog edit, kept in localStorage on every change: a session that ends mid-edit, a reload or
// a closed tab never loses what the operator typed. Cleared once the edit is saved or discarded.

export type Draft = { values: FormValues; savedAt: string };

const keyOf = (collection: string, id: string | null) => `admin-draft:${collection}:${id ?? 'new'}`;

export function readDraft(collection: string, id: string | null): Draft | null {
  try {
    const raw = localStorage.getItem(keyOf(collection, id));
    const draft = raw ? (JSON.parse(raw) as Draft) : null;
    return draft && typeof draft === 'object' && draft.values && typeof draft.savedAt === 'string' ? draft : null;
  } catch {
    return null;
  }
}

export function writeDraft(collection: string, id: string | null, values: FormValues): void {
  try {
    localStorage.setItem(
      keyOf(collection, id),
      JSON.stringify({ values, savedAt: new Date().toISOString() } satisfies Draft),
    );
  } catch {
    // Storage full or disabled: the edit still lives on the screen.
  }
}

export function clearDraft(collection: string, id: string | null): void {
  try {
    localStorage.removeItem(keyOf(collection, id));
  } catch {
    // Nothing kept, nothing to clear.
  }
}
