import { useState, type ReactNode } from 'react';
import type { CatalogCollection } from '#shared/catalog/collections';

export type PreviewRenderer = (
  collection: CatalogCollection,
  document: Record<string, unknown>,
  view: 'card' | 'detail',
) => ReactNode;

/** Beside the editor: the document as visitors will see it, a package as its card or its detail page. */
export function CatalogPreviewPane({
  collection,
  document,
  isPackage,
  renderPreview,
}: {
  collection: CatalogCollection;
  document: Record<string, unknown>;
  isPackage: boolean;
  renderPreview: PreviewRenderer;
}) {
  const [chosen, setChosen] = useState<'card' | 'detail'>('card');
  const view = isPackage ? chosen : 'card';
  return (
    <aside className="catalog-editor__preview" aria-label="Preview">
      <div className="catalog-editor__preview-head">
        <h2 className="lead-section__title">Preview</h2>
        {isPackage ? (
          <div className="admin-segments admin-segments--small" role="group" aria-label="Preview">
            <button
              type="button"
              className="admin-segment"
              aria-pressed={chosen === 'card'}
              onClick={() => setChosen('card')}
            >
              Card
            </button>
            <button
              type="button"
              className="admin-segment"
              aria-pressed={chosen === 'detail'}
              onClick={() => setChosen('detail')}
            >
              Detail page
            </button>
          </div>
        ) : null}
      </div>
      {/* The preview is the site's own components; inert, so its links and buttons do nothing here. */}
      <div className={`catalog-editor__frame catalog-editor__frame--${view}`} inert>
        {renderPreview(collection, document, view)}
      </div>
    </aside>
  );
}
