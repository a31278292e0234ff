import { isPackageCollection, type CatalogCollection } from '#shared/catalog/collections';
import type { CarCategory, CarModel, TourPackage } from '#shared/catalog/schemas';
import { CatalogImage } from '../features/catalog/components/catalog-image';
import { PackageCard } from '../features/catalog/components/package-card';
import { PackageDetail } from '../features/catalog/components/package-detail';
import '../features/catalog/catalog.css';

/**
 * The catalog editor's live preview: the site's own package card and detail page, or a car card, drawn from
 * the document being edited. Composed here, so the console and the catalog features stay apart; a chunk of
 * its own, loaded with the editor's first preview rather than with the inbox.
 */
export default function AdminCatalogPreview({
  collection,
  document,
  view,
}: {
  collection: CatalogCollection;
  document: Record<string, unknown>;
  view: 'card' | 'detail';
}) {
  if (!isPackageCollection(collection)) {
    const car = document as CarCategory & Partial<CarModel>;
    return (
      <ul className="car-grid admin-preview-cars">
        <li className="car-card">
          <CatalogImage src={car.image} alt="" className="car-card__image" />
          <h3>{collection === 'carModels' ? car.name : car.title}</h3>
          <p>{car.description}</p>
        </li>
      </ul>
    );
  }
  const item = document as TourPackage;
  return view === 'card' ? (
    <div className="admin-preview-card">
      <PackageCard item={item} eager />
    </div>
  ) : (
    <PackageDetail item={item} />
  );
}
