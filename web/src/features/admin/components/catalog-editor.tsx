import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  collectionLabel,
  isPackageCollection,
  typeLabel,
  typesOf,
  type CatalogCollection,
} from '#shared/catalog/collections';
import { usePageTitle } from '../../../lib/use-page-title';
import { ApiClientError } from '../../../lib/api-client';
import { formatWhen } from '../admin-format';
import { catalogKey, getCatalog, type StoredDocument } from '../api/get-catalog';
import { CatalogConflict, createCatalogDocument, updateCatalogDocument } from '../api/save-catalog-document';
import {
  changedFields,
  check,
  documentOf,
  emptyValues,
  CAR_RATE_FIELDS,
  FIELD_NAMES,
  NUMBER_PATHS,
  PRICE_FIELDS,
  slugOf,
  valuesOf,
  type FormValues,
  type PackageValues,
} from '../catalog-form';
import { clearDraft, readDraft, writeDraft } from '../draft-store';
import { useQuery } from '../../../lib/query';
import { editorPath } from './catalog-list';
import { ReadOnlyNotice } from './read-only-notice';
import { UploadButton } from './upload-button';
import { QueryFailed } from './load-failed';
import { PricePreview } from './price-preview';
import { CatalogExtrasFields } from './catalog-extras-fields';
import { emptyExtras } from '../catalog-extras-form';
import { Field } from '../../../components/field';

export type PreviewRenderer = (
  collection: CatalogCollection,
  document: Record<string, unknown>,
  view: 'card' | 'detail',
) => ReactNode;

type Props = {
  collection: CatalogCollection;
  /** The document to edit; null for a new one. */
  id: string | null;
  /** For a new one: the id of the document it duplicates. */
  from?: string | null;
  renderPreview: PreviewRenderer;
  viewPath: (collection: CatalogCollection, document: Record<string, unknown>) => string;
};

/** /#/admin/catalog/{collection}/{id|new}: loads the collection, then the form for one document. */
export function CatalogEditor(props: Props) {
  const { collection, id, from } = props;
  const list = useQuery(catalogKey(collection), () => getCatalog(collection), { onOpen: true });
  const labels = collectionLabel(collection);
  usePageTitle(id ? `Edit ${labels.singular}` : `New ${labels.singular}`);

  if (!list.data) {
    return (
      <div className="admin-page" aria-busy={list.status === 'loading'}>
        <BackToList collection={collection} />
        {list.status === 'error' ? (
          <QueryFailed query={list} fallback="Could not load the catalog." />
        ) : (
          <div className="skeleton lead-detail__placeholder" />
        )}
      </div>
    );
  }
  const documents = list.data.data as StoredDocument[];
  const stored = id ? (documents.find((document) => document.id === id) ?? null) : null;
  if (id && !stored) {
    return (
      <div className="admin-page">
        <BackToList collection={collection} />
        <p className="form-message form-message--error" role="alert">
          There is no {labels.singular} with the id “{id}”. It may have been deleted.
        </p>
      </div>
    );
  }
  const source = from ? documents.find((document) => document.id === from) : undefined;
  return (
    <EditorForm
      key={`${collection}:${id}:${from}`}
      {...props}
      stored={stored}
      source={source}
      editable={list.data.editable}
      readOnlyMessage={list.data.message}
    />
  );
}

function BackToList({ collection }: { collection: CatalogCollection }) {
  return (
    <Link className="admin-back" to={`/admin/catalog?c=${collection}`}>
      ← {collectionLabel(collection).plural}
    </Link>
  );
}

type FormProps = Props & {
  stored: StoredDocument | null;
  source?: StoredDocument;
  editable: boolean;
  readOnlyMessage?: string;
};

function startingValues(
  collection: CatalogCollection,
  stored: StoredDocument | null,
  source?: StoredDocument,
): FormValues {
  if (stored) return valuesOf(collection, stored);
  if (source) {
    const copy = valuesOf(collection, source);
    return { ...copy, id: `${copy.id}-copy`, title: `${copy.title} (copy)` };
  }
  return emptyValues(collection);
}

type Conflict = { current: StoredDocument | null };

function EditorForm({ collection, id, stored, source, editable, readOnlyMessage, renderPreview, viewPath }: FormProps) {
  const formId = useId();
  const navigate = useNavigate();
  const labels = collectionLabel(collection);
  const [base, setBase] = useState<StoredDocument | null>(stored);
  const initial = startingValues(collection, stored, source);
  const [values, setValues] = useState<FormValues>(() => {
    const draft = readDraft(collection, id);
    return draft && JSON.stringify(draft.values) !== JSON.stringify(initial) && draft.values.kind === initial.kind
      ? draft.values
      : initial;
  });
  const [restored, setRestored] = useState<string | null>(() => {
    const draft = readDraft(collection, id);
    return draft && JSON.stringify(draft.values) !== JSON.stringify(initial) && draft.values.kind === initial.kind
      ? draft.savedAt
      : null;
  });
  const [idTouched, setIdTouched] = useState(Boolean(stored) || Boolean(source));
  const [showErrors, setShowErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  // A new item's first save moves to its own address; the message comes along.
  const arrived = (useLocation().state as { created?: string } | null)?.created;
  const [status, setStatus] = useState<{ kind: 'error' | 'success'; text: string } | null>(
    arrived ? { kind: 'success', text: arrived } : null,
  );
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [preview, setPreview] = useState<'card' | 'detail'>('card');
  const formRef = useRef<HTMLFormElement>(null);
  const dirty = JSON.stringify(values) !== JSON.stringify(base ? valuesOf(collection, base) : initial);

  // Every change is kept as a draft until it is saved, so an ended session or a reload loses nothing.
  useEffect(() => {
    if (dirty) writeDraft(collection, id, values);
  }, [collection, id, values, dirty]);

  const checked = check(collection, values);
  const errors = showErrors ? { ...serverErrors, ...checked.errors } : {};
  const error = (path: string) => errors[path];

  const change = (changes: Partial<PackageValues>) => {
    setValues((current) => {
      const next = { ...current, ...changes } as FormValues;
      // A new document's id follows its title until the operator edits the id.
      if (!idTouched && 'title' in changes && !stored) next.id = slugOf(next.title);
      return next;
    });
    setServerErrors({});
    setStatus(null);
  };

  const discardDraft = () => {
    clearDraft(collection, id);
    setValues(base ? valuesOf(collection, base) : initial);
    setRestored(null);
  };

  const save = async (overwrite?: StoredDocument | null) => {
    setShowErrors(true);
    setStatus(null);
    if (!checked.ok) {
      setStatus({ kind: 'error', text: 'Some fields need attention: see the messages below.' });
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSaving(true);
    const document = documentOf(collection, values);
    try {
      const saved =
        base && overwrite !== null
          ? await updateCatalogDocument(collection, base.id, document, (overwrite ?? base).version)
          : await createCatalogDocument(collection, document);
      clearDraft(collection, id);
      setConflict(null);
      setRestored(null);
      setBase(saved);
      setValues(valuesOf(collection, saved));
      setShowErrors(false);
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
        setServerErrors(failure.fields ?? {});
        setStatus({ kind: 'error', text: failure.message });
      } else {
        setStatus({ kind: 'error', text: 'Could not save. Please try again.' });
      }
    } finally {
      setSaving(false);
    }
  };

  const takeTheirs = (current: StoredDocument) => {
    clearDraft(collection, id);
    setBase(current);
    setValues(valuesOf(collection, current));
    setConflict(null);
    setStatus({ kind: 'success', text: 'Loaded the saved version. Your changes were discarded.' });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  const previewDocument = {
    ...documentOf(collection, values),
    ...(values.title
      ? {}
      : values.kind === 'car' && collection === 'carModels'
        ? { name: 'Untitled' }
        : { title: 'Untitled' }),
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
        <form
          ref={formRef}
          id={formId}
          className="catalog-editor__form"
          onSubmit={submit}
          noValidate
          aria-label={`${labels.singular} details`}
        >
          <fieldset disabled={!editable} className="catalog-editor__fieldset">
            <Section title="Basics">
              <Text
                label={collection === 'carModels' ? 'Name' : 'Title'}
                path="title"
                value={values.title}
                error={error('title')}
                onChange={(title) => change({ title })}
                maxLength={200}
              />
              <Text
                label="Id (in the web address)"
                path="id"
                value={values.id}
                error={error('id')}
                hint={
                  stored
                    ? 'The id of a saved item cannot change: duplicate it to use another.'
                    : 'Letters, digits, - and _ only.'
                }
                readOnly={Boolean(stored)}
                onChange={(value) => {
                  setIdTouched(true);
                  change({ id: value });
                }}
                maxLength={128}
              />
              {values.kind === 'package' ? (
                <Choice
                  label="Kind"
                  path="type"
                  value={values.type}
                  options={(isPackageCollection(collection) ? typesOf(collection) : []).map((type) => ({
                    value: type,
                    label: typeLabel(type),
                  }))}
                  onChange={(type) => change({ type: type as PackageValues['type'] })}
                />
              ) : null}
              <Text
                label="Short description"
                path="description"
                value={values.description}
                error={error('description')}
                onChange={(description) => change({ description })}
                multiline
                maxLength={2000}
              />
              {(values.kind === 'package' ? PRICE_FIELDS : collection === 'carModels' ? CAR_RATE_FIELDS : []).map(
                (field) => (
                  <Text
                    key={field}
                    label={FIELD_NAMES[field]!}
                    path={NUMBER_PATHS[field]}
                    value={(values as unknown as Record<string, string>)[field] ?? ''}
                    error={error(NUMBER_PATHS[field])}
                    hint={
                      field === 'offerUntil' ? 'A date like 2027-01-31; the offer stops showing after it.' : undefined
                    }
                    onChange={(value) => change({ [field]: value })}
                    maxLength={40}
                  />
                ),
              )}
              <PricePreview document={previewDocument} />
            </Section>

            <Section title="Pictures">
              <UrlField
                label="Main image"
                path="image"
                value={values.image}
                error={error('image')}
                accept="image"
                onChange={(image) => change({ image })}
                editable={editable}
              />
              {values.kind === 'package' ? (
                <>
                  <Gallery
                    images={values.images}
                    errors={errors}
                    onChange={(images) => change({ images })}
                    editable={editable}
                  />
                  <UrlField
                    label="Brochure PDF (optional)"
                    path="pdf"
                    value={values.pdf}
                    error={error('pdf')}
                    accept="pdf"
                    onChange={(pdf) => change({ pdf })}
                    editable={editable}
                  />
                </>
              ) : null}
            </Section>

            {values.kind === 'package' ? (
              <>
                <Section title="Overview and stay">
                  <Text
                    label="Overview"
                    path="details.intro"
                    value={values.intro}
                    error={error('details.intro')}
                    onChange={(intro) => change({ intro })}
                    multiline
                    rows={5}
                  />
                  <Text
                    label="Accommodation"
                    path="details.accommodation"
                    value={values.accommodation}
                    error={error('details.accommodation')}
                    onChange={(accommodation) => change({ accommodation })}
                    multiline
                  />
                </Section>
                <Section title="Itinerary">
                  <Itinerary days={values.itinerary} errors={errors} onChange={(itinerary) => change({ itinerary })} />
                </Section>
                <Section title="Inclusions and exclusions">
                  <Text
                    label="Inclusions"
                    path="details.inclusion"
                    value={values.inclusion}
                    error={firstUnder(errors, 'details.inclusion')}
                    hint="One per line."
                    onChange={(inclusion) => change({ inclusion })}
                    multiline
                    rows={5}
                  />
                  <Text
                    label="Exclusions"
                    path="details.exclusion"
                    value={values.exclusion}
                    error={firstUnder(errors, 'details.exclusion')}
                    hint="One per line."
                    onChange={(exclusion) => change({ exclusion })}
                    multiline
                    rows={4}
                  />
                </Section>
                <CatalogExtrasFields
                  // A draft kept before these fields existed has none: start them blank.
                  values={{
                    attributes: values.attributes ?? emptyExtras().attributes,
                    translations: values.translations ?? emptyExtras().translations,
                  }}
                  english={{
                    title: values.title,
                    description: values.description,
                    intro: values.intro,
                    itinerary: values.itinerary.filter((day) => !/^Day \d+:\s*$/.test(day)).join('\n'),
                    accommodation: values.accommodation,
                    inclusion: values.inclusion,
                    exclusion: values.exclusion,
                  }}
                  errors={errors}
                  onChange={change}
                />
              </>
            ) : null}
          </fieldset>
        </form>

        <aside className="catalog-editor__preview" aria-label="Preview">
          <div className="catalog-editor__preview-head">
            <h2 className="lead-section__title">Preview</h2>
            {values.kind === 'package' ? (
              <div className="admin-segments admin-segments--small" role="group" aria-label="Preview">
                <button
                  type="button"
                  className="admin-segment"
                  aria-pressed={preview === 'card'}
                  onClick={() => setPreview('card')}
                >
                  Card
                </button>
                <button
                  type="button"
                  className="admin-segment"
                  aria-pressed={preview === 'detail'}
                  onClick={() => setPreview('detail')}
                >
                  Detail page
                </button>
              </div>
            ) : null}
          </div>
          {/* The preview is the site's own components; inert, so its links and buttons do nothing here. */}
          <div
            className={`catalog-editor__frame catalog-editor__frame--${values.kind === 'package' ? preview : 'card'}`}
            inert
          >
            {renderPreview(collection, previewDocument, values.kind === 'package' ? preview : 'card')}
          </div>
        </aside>
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

const firstUnder = (errors: Record<string, string>, path: string) =>
  errors[path] ?? Object.entries(errors).find(([key]) => key.startsWith(`${path}.`))?.[1];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="panel catalog-editor__section">
      <h2 className="lead-section__title">{title}</h2>
      <div className="catalog-editor__fields">{children}</div>
    </section>
  );
}

type TextProps = {
  label: string;
  path: string;
  value: string;
  error?: string;
  hint?: string;
  multiline?: boolean;
  rows?: number;
  maxLength?: number;
  readOnly?: boolean;
  onChange: (value: string) => void;
};

function Text({ label, path, value, error, hint, multiline, rows = 3, maxLength, readOnly, onChange }: TextProps) {
  const id = `${useId()}-${path.replace(/\W/g, '-')}`;
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => {
        const common = { ...control, name: path, value, maxLength, readOnly };
        return multiline ? (
          <textarea {...common} rows={rows} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input {...common} onChange={(event) => onChange(event.target.value)} />
        );
      }}
    </Field>
  );
}

function Choice({
  label,
  path,
  value,
  options,
  onChange,
}: {
  label: string;
  path: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = `${useId()}-${path}`;
  return (
    <Field id={id} label={label}>
      {(control) => (
        <select {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

function UrlField({
  label,
  path,
  value,
  error,
  accept,
  onChange,
  editable,
}: {
  label: string;
  path: string;
  value: string;
  error?: string;
  accept: 'image' | 'pdf';
  onChange: (value: string) => void;
  editable: boolean;
}) {
  return (
    <div className="url-field">
      <Text
        label={label}
        path={path}
        value={value}
        error={error}
        hint={accept === 'pdf' ? 'Upload a PDF or paste its address.' : 'Upload a picture or paste its address.'}
        onChange={onChange}
        maxLength={2048}
      />
      <div className="url-field__side">
        {accept === 'image' && value ? (
          <img className="url-field__thumb" src={value} alt="" width={96} height={64} />
        ) : null}
        <UploadButton
          accept={accept}
          label={accept === 'pdf' ? 'Upload PDF' : 'Upload image'}
          onUploaded={onChange}
          disabled={!editable}
        />
      </div>
    </div>
  );
}

function Gallery({
  images,
  errors,
  onChange,
  editable,
}: {
  images: string[];
  errors: Record<string, string>;
  onChange: (images: string[]) => void;
  editable: boolean;
}) {
  return (
    <fieldset className="list-editor">
      <legend className="field__label">Gallery images (detail page slider)</legend>
      {images.length === 0 ? (
        <p className="admin-muted list-editor__empty">None yet: the detail page shows the main image.</p>
      ) : null}
      <ol className="list-editor__items">
        {images.map((url, index) => (
          <li key={index} className="list-editor__item">
            {url ? <img className="url-field__thumb" src={url} alt="" width={96} height={64} /> : null}
            <Text
              label={`Image ${index + 1}`}
              path={`images.${index}`}
              value={url}
              error={errors[`images.${index}`]}
              onChange={(next) => onChange(images.map((item, i) => (i === index ? next : item)))}
              maxLength={2048}
            />
            <RowButtons
              index={index}
              count={images.length}
              label={`image ${index + 1}`}
              onMove={(to) => onChange(move(images, index, to))}
              onRemove={() => onChange(images.filter((_, i) => i !== index))}
            />
          </li>
        ))}
      </ol>
      <div className="list-editor__add">
        <button
          type="button"
          className="button button--secondary admin-button"
          onClick={() => onChange([...images, ''])}
        >
          Add image address
        </button>
        <UploadButton
          accept="image"
          label="Upload image"
          onUploaded={(url) => onChange([...images, url])}
          disabled={!editable}
        />
      </div>
    </fieldset>
  );
}

function Itinerary({
  days,
  errors,
  onChange,
}: {
  days: string[];
  errors: Record<string, string>;
  onChange: (days: string[]) => void;
}) {
  return (
    <fieldset className="list-editor">
      <legend className="visually-hidden">Itinerary days</legend>
      <p className="field__hint">One entry per day, e.g. “Day 2: Houseboat cruise on Vembanad Lake”.</p>
      <ol className="list-editor__items">
        {days.map((day, index) => (
          <li key={index} className="list-editor__item">
            <Text
              label={`Day ${index + 1}`}
              path={`details.itinerary.${index}`}
              value={day}
              error={errors[`details.itinerary.${index}`]}
              onChange={(next) => onChange(days.map((item, i) => (i === index ? next : item)))}
              multiline
              rows={2}
            />
            <RowButtons
              index={index}
              count={days.length}
              label={`day ${index + 1}`}
              onMove={(to) => onChange(move(days, index, to))}
              onRemove={() => onChange(days.filter((_, i) => i !== index))}
            />
          </li>
        ))}
      </ol>
      {firstUnder(errors, 'details.itinerary') &&
      !Object.keys(errors).some((key) => /^details\.itinerary\.\d+$/.test(key)) ? (
        <span className="field__error">{firstUnder(errors, 'details.itinerary')}</span>
      ) : null}
      <button
        type="button"
        className="button button--secondary admin-button"
        onClick={() => onChange([...days, `Day ${days.length + 1}: `])}
      >
        Add day
      </button>
    </fieldset>
  );
}

function RowButtons({
  index,
  count,
  label,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  label: string;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  return (
    <span className="list-editor__buttons">
      <button
        type="button"
        className="admin-icon-button"
        onClick={() => onMove(index - 1)}
        disabled={index === 0}
        aria-label={`Move ${label} up`}
      >
        ↑
      </button>
      <button
        type="button"
        className="admin-icon-button"
        onClick={() => onMove(index + 1)}
        disabled={index === count - 1}
        aria-label={`Move ${label} down`}
      >
        ↓
      </button>
      <button
        type="button"
        className="admin-icon-button admin-icon-button--danger"
        onClick={onRemove}
        aria-label={`Remove ${label}`}
      >
        ✕
      </button>
    </span>
  );
}

function move<T>(items: T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length) return items;
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * A save refused because someone saved after this form was opened: what they changed, and the two ways on
 * (take their version, or overwrite it with this one on purpose). Never a silent overwrite.
 */
function ConflictPanel({
  collection,
  base,
  values,
  conflict,
  onTakeTheirs,
  onOverwrite,
  saving,
}: {
  collection: CatalogCollection;
  base: StoredDocument | null;
  values: FormValues;
  conflict: Conflict;
  onTakeTheirs: (current: StoredDocument) => void;
  onOverwrite: (current: StoredDocument | null) => void;
  saving: boolean;
}) {
  const { current } = conflict;
  const mine = documentOf(collection, values);
  const theirs = current && base ? changedFields(collection, base, current) : [];
  const clash = current ? changedFields(collection, current, mine) : [];
  return (
    <section className="admin-conflict panel" role="alert" aria-labelledby="conflict-title">
      <h2 id="conflict-title" className="lead-section__title">
        {current
          ? 'Someone else saved this item after you opened it'
          : 'Someone else deleted this item after you opened it'}
      </h2>
      {current ? (
        <>
          <p>
            Your changes are not saved yet.{' '}
            {theirs.length ? 'They changed:' : 'Their save changed no field you can see.'}
          </p>
          {theirs.length ? (
            <table className="admin-conflict__table">
              <thead>
                <tr>
                  <th scope="col">Field</th>
                  <th scope="col">Before</th>
                  <th scope="col">Their version</th>
                  <th scope="col">Yours</th>
                </tr>
              </thead>
              <tbody>
                {theirs.map((row) => (
                  <tr key={row.field}>
                    <th scope="row">{FIELD_NAMES[row.field] ?? row.field}</th>
                    <td>{row.before || '—'}</td>
                    <td>{row.after || '—'}</td>
                    <td>{clash.find((entry) => entry.field === row.field)?.after ?? row.after}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          <div className="admin-confirm__actions">
            <button
              type="button"
              className="button button--secondary admin-button"
              onClick={() => onTakeTheirs(current)}
            >
              Load their version
            </button>
            <button
              type="button"
              className="button admin-button admin-button--danger"
              onClick={() => onOverwrite(current)}
              disabled={saving}
            >
              Overwrite with mine
            </button>
          </div>
        </>
      ) : (
        <>
          <p>Your changes are not saved. You can save them as a new item, or leave it deleted.</p>
          <div className="admin-confirm__actions">
            <button
              type="button"
              className="button button--primary admin-button"
              onClick={() => onOverwrite(null)}
              disabled={saving}
            >
              Save mine as a new item
            </button>
            <Link className="button button--secondary admin-button" to={`/admin/catalog?c=${collection}`}>
              Leave it deleted
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
