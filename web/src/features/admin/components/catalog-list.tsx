import { useState } from 'react';
import { ON_OPEN } from '../freshness';
import { formatPerPerson } from '#shared/package-format';
import { Link, useSearchParams } from 'react-router-dom';
import {
  CATALOG_COLLECTIONS,
  collectionLabel,
  isCatalogCollection,
  isPackageCollection,
  typeLabel,
  type CatalogCollection,
} from '#shared/catalog/collections';
import { ModalDialog } from '../../../components/modal-dialog';
import { usePageTitle } from '../../../lib/use-page-title';
import { ApiClientError } from '../../../lib/api-client';
import { catalogKey, getCatalog, type StoredDocument } from '../api/get-catalog';
import { CatalogConflict, deleteCatalogDocument } from '../api/save-catalog-document';
import { valuesOf } from '../catalog-form';
import { useQuery } from '../../../lib/query';
import { ReadOnlyNotice } from './read-only-notice';
import { QueryFailed } from './load-failed';
import { Icon } from '../../../components/icon';

export const editorPath = (collection: CatalogCollection, id: string | null, from?: string) =>
  `/admin/catalog/${collection}/${id ? encodeURIComponent(id) : 'new'}${from ? `?from=${encodeURIComponent(from)}` : ''}`;

/** /#/admin/catalog: the packages and cars of one collection, to edit, duplicate or delete, and a new one. */
export function CatalogList({
  viewPath,
}: {
  viewPath: (collection: CatalogCollection, document: Record<string, unknown>) => string;
}) {
  usePageTitle('Catalog');
  const [params, setParams] = useSearchParams();
  const asked = params.get('c') ?? '';
  const collection: CatalogCollection = isCatalogCollection(asked) ? asked : CATALOG_COLLECTIONS[0];
  const list = useQuery(catalogKey(collection), () => getCatalog(collection), ON_OPEN);
  const [deleting, setDeleting] = useState<StoredDocument | null>(null);
  const [notice, setNotice] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const editable = list.data?.editable ?? true;
  const labels = collectionLabel(collection);

  const remove = async (document: StoredDocument) => {
    setDeleting(null);
    try {
      await deleteCatalogDocument(collection, document.id, document.version);
      setNotice({ kind: 'success', text: `Deleted “${titleOf(document)}”. Visitors no longer see it.` });
    } catch (error) {
      if (error instanceof ApiClientError && error.status === 401) return;
      setNotice({
        kind: 'error',
        text:
          error instanceof CatalogConflict
            ? 'Someone changed this item after the list was loaded, so it was not deleted. The list now shows it as it is.'
            : (error as Error).message,
      });
    }
    list.refresh();
  };

  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">Catalog</h1>
          <p className="admin-muted">Packages and cars as visitors see them. Saved changes are live at once.</p>
        </div>
        {editable ? (
          <Link className="button button--primary admin-button" to={editorPath(collection, null)}>
            New {labels.singular}
          </Link>
        ) : null}
      </div>

      <div className="admin-tabs" role="group" aria-label="Collection">
        {CATALOG_COLLECTIONS.map((entry) => (
          <button
            key={entry}
            type="button"
            className="admin-tab"
            aria-pressed={entry === collection}
            onClick={() => setParams({ c: entry }, { replace: true })}
          >
            {collectionLabel(entry).plural}
          </button>
        ))}
      </div>

      {list.data && !list.data.editable ? <ReadOnlyNotice message={list.data.message} /> : null}
      {notice ? (
        <p className={`form-message form-message--${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      ) : null}
      <QueryFailed query={list} fallback="Could not load the catalog." />

      <ul className="catalog-rows" aria-label={labels.plural} aria-busy={list.status === 'loading'}>
        {list.status === 'loading' && !list.data
          ? Array.from({ length: 4 }, (_, index) => (
              <li key={index} className="catalog-row catalog-row--skeleton skeleton" />
            ))
          : (list.data?.data ?? []).map((document) => {
              const values = valuesOf(collection, document);
              return (
                <li key={document.id} className="catalog-row">
                  {values.image ? (
                    <img
                      className="catalog-row__image"
                      src={values.image}
                      alt=""
                      width={96}
                      height={64}
                      loading="lazy"
                    />
                  ) : (
                    <span className="catalog-row__image" />
                  )}
                  <span className="catalog-row__body">
                    <span className="catalog-row__title">{values.title}</span>
                    <span className="catalog-row__meta">
                      {values.kind === 'package' ? (
                        <>
                          <span className={`admin-kind admin-kind--${values.type}`}>{typeLabel(values.type)}</span>
                          <span className="catalog-row__price">
                            {values.perPerson ? formatPerPerson(Number(values.perPerson)) : ''}
                          </span>
                        </>
                      ) : (
                        <span className="admin-muted">{values.description}</span>
                      )}
                    </span>
                    <span className="catalog-row__id">{document.id}</span>
                  </span>
                  <span className="catalog-row__actions">
                    <Link
                      className="button button--secondary admin-button"
                      to={editorPath(collection, document.id)}
                      aria-label={`${editable ? 'Edit' : 'View'} ${values.title}`}
                    >
                      {editable ? 'Edit' : 'View'}
                    </Link>
                    {editable ? (
                      <>
                        <Link
                          className="admin-icon-button"
                          to={editorPath(collection, null, document.id)}
                          aria-label={`Duplicate ${values.title}`}
                          title="Duplicate"
                        >
                          <Icon name="duplicate" size={20} />
                        </Link>
                        <button
                          type="button"
                          className="admin-icon-button admin-icon-button--danger"
                          onClick={() => setDeleting(document)}
                          aria-label={`Delete ${values.title}`}
                          title="Delete"
                        >
                          <Icon name="delete" size={20} />
                        </button>
                      </>
                    ) : null}
                    {isPackageCollection(collection) ? (
                      <a
                        className="admin-icon-button"
                        href={`#${viewPath(collection, document)}`}
                        target="_blank"
                        rel="noopener"
                        aria-label={`Open ${values.title} on the site`}
                        title="Open on the site"
                      >
                        <Icon name="external" size={20} />
                      </a>
                    ) : null}
                    {isPackageCollection(collection) ? (
                      <Link
                        className="admin-icon-button"
                        to={`/admin/departures/${collection}/${encodeURIComponent(String(document.id))}`}
                        aria-label={`Departures of ${values.title}`}
                        title="Departures"
                      >
                        <Icon name="clock" size={20} />
                      </Link>
                    ) : null}
                  </span>
                </li>
              );
            })}
      </ul>
      {list.data && list.data.data.length === 0 ? (
        <p className="admin-empty panel">No {labels.plural.toLowerCase()} yet.</p>
      ) : null}

      <ModalDialog open={deleting !== null} onClose={() => setDeleting(null)} label="Delete" className="admin-dialog">
        {deleting ? (
          <div className="admin-confirm">
            <h2 className="admin-sign-in__title">Delete “{titleOf(deleting)}”?</h2>
            <p className="admin-muted">
              Visitors will no longer see it, and links to it will show “not found”. This cannot be undone.
            </p>
            <div className="admin-confirm__actions">
              <button
                type="button"
                className="button button--secondary admin-button"
                onClick={() => setDeleting(null)}
                data-autofocus
              >
                Keep it
              </button>
              <button
                type="button"
                className="button admin-button admin-button--danger"
                onClick={() => void remove(deleting)}
              >
                Delete
              </button>
            </div>
          </div>
        ) : null}
      </ModalDialog>
    </div>
  );
}

const titleOf = (document: Record<string, unknown>) => String(document.title ?? document.name ?? document.id);
