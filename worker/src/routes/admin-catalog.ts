import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as z from 'zod';
import { UPLOAD_MAX_BYTES } from '#shared/schemas/admin';
import { ApiError } from '../http-error';
import { catalogEditing, catalogEditorFor, expectedVersion, versioned } from '../catalog/editing';
import { catalogStoreFor } from '../catalog/store';
import { collectionOf, documentToSave } from '../catalog/validate';
import { auditStoreFor } from '../storage/audit-d1';
import { deleteUpload, storeUpload, uploadName } from '../services/admin/uploads';
import { jsonBody } from '../validate';
import type { AdminEnv } from '../env';

// The document's fields are checked by its collection's schema in the handler (documentToSave).
const anyDocument = jsonBody(z.record(z.string(), z.unknown()));

/** 409 with the stored document, so the console can show what changed (null when it was deleted). */
async function conflict(c: Context<AdminEnv>, collection: ReturnType<typeof collectionOf>, id: string) {
  const current = await catalogEditorFor(c.env, c.get('deps')).get(collection, id);
  if (!current) throw new ApiError(404, 'not_found', `No ${collection} entry with id '${id}'`);
  return c.json(
    {
      error: {
        code: 'version_conflict',
        message: 'Someone else saved this entry after you opened it. Review their version, then save again.',
      },
      current: versioned(current),
    },
    409,
  );
}

/** Records who changed the catalog (the catalog's version counts the change itself). */
const changed = (
  c: Context<AdminEnv>,
  action: 'catalog_create' | 'catalog_update' | 'catalog_delete',
  target: string,
) => auditStoreFor(c.env).record(c.get('deps').now(), c.get('actor'), action, target);

const uploadLimit = bodyLimit({
  maxSize: UPLOAD_MAX_BYTES + 64 * 1024,
  onError: () => {
    throw new ApiError(413, 'file_too_large', 'The file is larger than 5 MB. Please upload a smaller image or PDF.');
  },
});

/** The catalog editor (mounted under /api/admin, behind the sign-in). */
export const adminCatalogRoutes = new Hono<AdminEnv>()
  .get('/catalog/:collection', async (c) => {
    const collection = collectionOf(c.req.param('collection'));
    const editing = catalogEditing(c.env);
    const store = catalogStoreFor(c.env, c.get('deps'));
    const version = await store.version();
    if (!editing.editable || !store.editor) {
      // Firestore documents have no version here: they are shown, not edited.
      const message = editing.editable ? 'The catalog is read-only here.' : editing.message;
      const data = (await store.list(collection)).map((doc) => ({
        ...doc,
        version: 0,
      }));
      return c.json({ data, editable: false, message, catalogVersion: version });
    }
    const data = (await store.editor.list(collection)).map(versioned);
    return c.json({ data, editable: true, catalogVersion: version });
  })
  .post('/catalog/:collection', anyDocument, async (c) => {
    const collection = collectionOf(c.req.param('collection'));
    const editor = catalogEditorFor(c.env, c.get('deps'));
    const { id, data } = documentToSave(collection, c.req.valid('json'));
    const version = await editor.create(collection, id, data, c.get('deps').now());
    if (version === null) {
      throw new ApiError(
        409,
        'id_taken',
        `There is already a ${collection} entry with id '${id}'. Choose another id.`,
        { id: 'This id is taken' },
      );
    }
    await changed(c, 'catalog_create', `${collection}/${id}`);
    return c.json({ data: { ...data, id, version } }, 201, { ETag: `"${version}"` });
  })
  .put('/catalog/:collection/:id', anyDocument, async (c) => {
    const collection = collectionOf(c.req.param('collection'));
    const editor = catalogEditorFor(c.env, c.get('deps'));
    const body = c.req.valid('json');
    const expected = expectedVersion(c.req.header('If-Match'), body);
    const { id, data } = documentToSave(collection, body, c.req.param('id'));
    const version = await editor.update(collection, id, expected, data, c.get('deps').now());
    if (version === null) return conflict(c, collection, id);
    await changed(c, 'catalog_update', `${collection}/${id}`);
    return c.json({ data: { ...data, id, version } }, 200, { ETag: `"${version}"` });
  })
  .delete('/catalog/:collection/:id', async (c) => {
    const collection = collectionOf(c.req.param('collection'));
    const editor = catalogEditorFor(c.env, c.get('deps'));
    const id = c.req.param('id');
    const expected = expectedVersion(c.req.header('If-Match'), undefined);
    if (!(await editor.delete(collection, id, expected))) return conflict(c, collection, id);
    await changed(c, 'catalog_delete', `${collection}/${id}`);
    return c.body(null, 204);
  })
  // An image or PDF for the catalog: multipart (field 'file') or the raw bytes with their Content-Type.
  // Works with Firestore too: the URL can be pasted into a document in the Firebase console.
  // `?name=` stores one size of a photo the console made under the name the site derives (shared/catalog/photos.ts).
  .post('/uploads', uploadLimit, async (c) => {
    const name = uploadName(c.req.query('name'));
    let bytes: Uint8Array;
    if (/^multipart\/form-data/i.test(c.req.header('Content-Type') ?? '')) {
      const file: unknown = (await c.req.formData()).get('file');
      if (!(file instanceof File))
        throw new ApiError(400, 'empty_file', 'Choose a file to upload.', { file: 'Choose a file' });
      bytes = new Uint8Array(await file.arrayBuffer());
    } else {
      bytes = new Uint8Array(await c.req.arrayBuffer());
    }
    const { key: _key, ...stored } = await storeUpload(c.env.FILES, bytes, name);
    await auditStoreFor(c.env).record(c.get('deps').now(), c.get('actor'), 'upload', stored.url);
    return c.json(stored, 201);
  })
  // An upload no catalog document uses (409 naming those that do). Firestore documents cannot be checked.
  .delete('/media/:name', async (c) => {
    const editor = catalogEditorFor(c.env, c.get('deps'));
    const key = await deleteUpload(c.env, editor, c.req.param('name'));
    await auditStoreFor(c.env).record(c.get('deps').now(), c.get('actor'), 'media_delete', key);
    return c.body(null, 204);
  });
