import { Link } from 'react-router-dom';
import type { CatalogCollection } from '#shared/catalog/collections';
import type { StoredDocument } from '../api/get-catalog';
import { changedFields, documentOf, FIELD_NAMES, type FormValues } from '../catalog-form';

/** A refused save: the document stored now, or null when it was deleted meanwhile. */
export type Conflict = { current: StoredDocument | null };

/**
 * A save refused because someone saved after this form was opened: what they changed, and the two ways on
 * (take their version, or overwrite it with this one on purpose). Never a silent overwrite.
 */
export function ConflictPanel({
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
