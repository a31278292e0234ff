import { collectionLabel, type CatalogCollection } from '#shared/catalog/collections';
import { ON_OPEN } from '../freshness';
import { useQuery } from '../../../lib/query';
import { usePageTitle } from '../../../lib/use-page-title';
import { catalogKey, getCatalog, type StoredDocument } from '../api/get-catalog';
import { BackToList, CatalogEditorForm } from './catalog-editor-form';
import type { PreviewRenderer } from './catalog-preview-pane';
import { QueryFailed } from './load-failed';

// The catalog editor, in parts: this route (loads the collection, finds the document), the form
// (catalog-editor-form.tsx: react-hook-form with the shared schema as resolver, draft, save), its fields
// (catalog-editor-fields.tsx, catalog-list-fields.tsx, catalog-extras-fields.tsx), the conflict panel
// (catalog-conflict.tsx) and the preview (catalog-preview-pane.tsx).

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
  const list = useQuery(catalogKey(collection), () => getCatalog(collection), ON_OPEN);
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
  return (
    <CatalogEditorForm
      key={`${collection}:${id}:${from}`}
      collection={collection}
      id={id}
      stored={stored}
      source={from ? documents.find((document) => document.id === from) : undefined}
      editable={list.data.editable}
      readOnlyMessage={list.data.message}
      renderPreview={props.renderPreview}
      viewPath={props.viewPath}
    />
  );
}
