import { useEffect, useId, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { collectionLabel, type CatalogCollection } from '#shared/catalog/collections';
import { ApiClientError } from '../../../lib/api-client';
import { formatWhen } from '../admin-format';
import type { StoredDocument } from '../api/get-catalog';
import { CatalogConflict, createCatalogDocument, updateCatalogDocument } from '../api/save-catalog-document';
import {
  documentOf,
  emptyValues,
  valuesOf,
  type CarValues,
  type FormValues,
  type PackageValues,
} from '../catalog-form';
import { catalogResolver, messagesOf } from '../catalog-form-resolver';
import { clearDraft, readDraft, writeDraft } from '../draft-store';
import { ConflictPanel, type Conflict } from './catalog-conflict';
import { DocumentFields } from './catalog-document-fields';
import { EditorContext } from './catalog-editor-fields';
import { editorPath } from './catalog-list';
import { CatalogPreviewPane, type PreviewRenderer } from './catalog-preview-pane';
import { ReadOnlyNotice } from './read-only-notice';

type Props = {
  collection: CatalogCollection;
  /** The document to edit; null for a new one. */
  id: string | null;
  stored: StoredDocument | null;
  /** For a new one: the document it duplicates. */
  source?: StoredDocument;
  editable: boolean;
  readOnlyMessage?: string;
  renderPreview: PreviewRenderer;
  viewPath: (collection: CatalogCollection, document: Record<string, unknown>) => string;
};

function startingValues(collection: CatalogCollection, stored: StoredDocument | null, source?: StoredDocument) {
  if (stored) return valuesOf(collection, stored);
  if (source) {
    const copy = valuesOf(collection, source);
    return { ...copy, id: `${copy.id}-copy`, title: `${copy.title} (copy)` };
  }
  return emptyValues(collection);
}

/** A draft kept on this device that differs from what the form would start with, if any. */
function draftOver(collection: CatalogCollection, id: string | null, initial: FormValues) {
  const draft = readDraft(collection, id);
  return draft && JSON.stringify(draft.values) !== JSON.stringify(initial) && draft.values.kind === initial.kind
    ? draft
    : null;
}

/**
 * One document's form (react-hook-form, checked by the shared schema through catalogResolver), its preview,
 * the draft kept on every change, and the save with its conflict handling.
 */
export function CatalogEditorForm(props: Props) {
  const { collection, id, stored, source, editable, readOnlyMessage, renderPreview, viewPath } = props;
  const formId = useId();
  const navigate = useNavigate();
  const labels = collectionLabel(collection);
  const [base, setBase] = useState<StoredDocument | null>(stored);
  const [initial] = useState(() => startingValues(collection, stored, source));
  const [restored, setRestored] = useState(() => draftOver(collection, id, initial)?.savedAt ?? null);
  const [start] = useState(() => draftOver(collection, id, initial)?.values ?? initial);
  const form = useForm<FormValues>({
    defaultValues: start,
    resolver: catalogResolver(collection),
    // After the first save attempt the whole form is checked again on each change (below): the schema's
    // messages sit at the document's paths, not at the field that changed.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { control, handleSubmit, reset, setError, setValue, trigger } = form;
  const values = useWatch({ control }) as FormValues;
  const errors = messagesOf(form.formState.errors);
  const [saving, setSaving] = useState(false);
  const checking = useRef(false);
  // A new item's first save moves to its own address; the message comes along.
  const arrived = (useLocation().state as { created?: string } | null)?.created;
  const [status, setStatus] = useState<{ kind: 'error' | 'success'; text: string } | null>(
    arrived ? { kind: 'success', text: arrived } : null,
  );
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const snapshot = JSON.stringify(values);
  const dirty = snapshot !== JSON.stringify(base ? valuesOf(collection, base) : initial);

  // Every change is kept as a draft until it is saved, so an ended session or a reload loses nothing.
  useEffect(() => {
    if (dirty) writeDraft(collection, id, values);
    // `snapshot` says when the values changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [collection, id, snapshot, dirty]);
  useEffect(() => {
    if (checking.current) void trigger();
  }, [snapshot, trigger]);

  const edited = () => setStatus(null);
  const change = (changes: Partial<PackageValues> | Partial<CarValues>) => {
    for (const [name, value] of Object.entries(changes)) {
      setValue(name as keyof FormValues, value as never, { shouldDirty: true });
    }
    edited();
  };

  const startFrom = (document: StoredDocument | null) => {
    checking.current = false;
    reset(document ? valuesOf(collection, document) : initial);
  };

  const discardDraft = () => {
    clearDraft(collection, id);
    startFrom(base);
    setRestored(null);
  };

  const persist = async (typed: FormValues, overwrite?: StoredDocument | null) => {
    setSaving(true);
    const document = documentOf(collection, typed);
    try {
      const saved =
        base && overwrite !== null
          ? await updateCatalogDocument(collection, base.id, document, (overwrite ?? base).version)
          : await createCatalogDocument(collection, document);
      clearDraft(collection, id);
      setConflict(null);
      setRestored(null);
      setBase(saved);
      startFrom(saved);
      const text = `Saved at ${formatWhen(new Date().toISOString()).replace('Today, ', '')}. Visitors see the change now.`;
      setStatus({ kind: 'success', text });
      if (id !== saved.id) navigate(editorPath(collection, saved.id), { replace: true, state: { created: text } });
    } catch (failure) {
      if (failure instanceof CatalogConflict) {
        setConflict({ current: failure.current });
      } else if (failure instanceof ApiClientError && failure.status === 401) {
        setStatus({
          kind: 'error',
          text: 'Your session ended before this was saved. Sign in again, then press Save: your changes are kept.',
        });
      } else if (failure instanceof ApiClientError) {
        for (const [path, message] of Object.entries(failure.fields ?? {})) {
          setError(path as keyof FormValues, { type: 'server', message });
        }
        setStatus({ kind: 'error', text: failure.message });
      } else {
        setStatus({ kind: 'error', text: 'Could not save. Please try again.' });
      }
    } finally {
      setSaving(false);
    }
  };

  const save = (overwrite?: StoredDocument | null) => {
    checking.current = true;
    setStatus(null);
    return handleSubmit(
      (typed) => persist(typed, overwrite),
      () => {
        setStatus({ kind: 'error', text: 'Some fields need attention: see the messages below.' });
        requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      },
    )();
  };

  const takeTheirs = (current: StoredDocument) => {
    clearDraft(collection, id);
    setBase(current);
    startFrom(current);
    setConflict(null);
    setStatus({ kind: 'success', text: 'Loaded the saved version. Your changes were discarded.' });
  };

  const previewDocument = {
    ...documentOf(collection, values),
    ...(values.title ? {} : collection === 'carModels' ? { name: 'Untitled' } : { title: 'Untitled' }),
  };

  return (
    <div className="admin-page catalog-editor">
      <BackToList collection={collection} />
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">{stored ? values.title || stored.id : `New ${labels.singular}`}</h1>
          <p className="admin-muted">
            {base ? (
              <>
                Version {base.version} ·{' '}
                <a href={`#${viewPath(collection, base)}`} target="_blank" rel="noopener">
                  Open on the site
                </a>
              </>
            ) : source ? (
              `A copy of “${valuesOf(collection, source).title}”: change the id and title, then save.`
            ) : (
              'Fill in the fields; the preview follows as you type.'
            )}
          </p>
        </div>
      </div>

      {!editable ? <ReadOnlyNotice message={readOnlyMessage} /> : null}
      {restored ? (
        <div className="admin-note" role="status">
          Restored your unsaved changes from {formatWhen(restored)}.{' '}
          <button type="button" className="link-button" onClick={discardDraft}>
            Discard them
          </button>
        </div>
      ) : null}
      {conflict ? (
        <ConflictPanel
          collection={collection}
          base={base}
          values={values}
          conflict={conflict}
          onTakeTheirs={takeTheirs}
          onOverwrite={(current) => void save(current)}
          saving={saving}
        />
      ) : null}

      <div className="catalog-editor__layout">
        <FormProvider {...form}>
          <EditorContext.Provider value={{ errors, edited }}>
            <form
              ref={formRef}
              id={formId}
              className="catalog-editor__form"
              onSubmit={(event) => {
                event.preventDefault();
                void save();
              }}
              noValidate
              aria-label={`${labels.singular} details`}
            >
              <fieldset disabled={!editable} className="catalog-editor__fieldset">
                <DocumentFields
                  collection={collection}
                  stored={stored}
                  source={source}
                  editable={editable}
                  values={values}
                  previewDocument={previewDocument}
                  errors={errors}
                  onChange={change}
                />
              </fieldset>
            </form>
          </EditorContext.Provider>
        </FormProvider>

        <CatalogPreviewPane
          collection={collection}
          document={previewDocument}
          isPackage={values.kind === 'package'}
          renderPreview={renderPreview}
        />
      </div>

      {editable ? (
        <div className="catalog-editor__bar">
          {status ? (
            <p
              className={`catalog-editor__status catalog-editor__status--${status.kind}`}
              role={status.kind === 'error' ? 'alert' : 'status'}
            >
              {status.text}
            </p>
          ) : (
            <p className="catalog-editor__status admin-muted">
              {dirty ? 'Unsaved changes (kept on this device).' : 'No unsaved changes.'}
            </p>
          )}
          <button type="submit" form={formId} className="button button--primary admin-button" disabled={saving}>
            {saving ? 'Saving…' : stored || base ? 'Save changes' : `Create ${labels.singular}`}
          </button>
        </div>
      ) : null}
    </div>
  );
}

export function BackToList({ collection }: { collection: CatalogCollection }) {
  return (
    <Link className="admin-back" to={`/admin/catalog?c=${collection}`}>
      ← {collectionLabel(collection).plural}
    </Link>
  );
}
