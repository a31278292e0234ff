import { Route, Routes, useParams, useSearchParams } from 'react-router-dom';
import { CATALOG_COLLECTIONS, type CatalogCollection } from '#shared/constants';
import { packagePath } from '#shared/package-format';
import type { CarCategory, CarModel, TourPackage } from '#shared/schemas/catalog';
import { AdminShell } from '../features/admin/components/admin-shell';
import { AuditList } from '../features/admin/components/audit-list';
import { CatalogEditor, type PreviewRenderer } from '../features/admin/components/catalog-editor';
import { CatalogList } from '../features/admin/components/catalog-list';
import { Inbox } from '../features/admin/components/inbox';
import { LeadDetail } from '../features/admin/components/lead-detail';
import { SessionGate } from '../features/admin/components/session-gate';
import { CatalogImage } from '../features/catalog/components/catalog-image';
import { PackageCard } from '../features/catalog/components/package-card';
import { PackageDetail } from '../features/catalog/components/package-detail';
import '../features/catalog/catalog.css';
import '../features/admin/admin.css';

/**
 * /#/admin: the operators' console (a lazy chunk of its own, outside the visitors' layout). The catalog
 * editor previews with the site's own card and detail page, composed here so features stay apart.
 */
export default function AdminPage() {
  return (
    <SessionGate>
      <AdminShell>
        <Routes>
          <Route index element={<Inbox />} />
          <Route path="leads/:id" element={<LeadRoute />} />
          <Route path="catalog" element={<CatalogList viewPath={viewPath} />} />
          <Route path="catalog/:collection/:id" element={<EditorRoute />} />
          <Route path="audit" element={<AuditList />} />
          <Route path="*" element={<p className="admin-page form-message form-message--error">This console page does not exist.</p>} />
        </Routes>
      </AdminShell>
    </SessionGate>
  );
}

function LeadRoute() {
  const { id = '' } = useParams();
  return <LeadDetail id={id} />;
}

function EditorRoute() {
  const { collection = '', id = '' } = useParams();
  const [params] = useSearchParams();
  if (!(CATALOG_COLLECTIONS as readonly string[]).includes(collection)) {
    return <p className="admin-page form-message form-message--error">There is no catalog collection “{collection}”.</p>;
  }
  const isNew = id === 'new';
  return <CatalogEditor collection={collection as CatalogCollection} id={isNew ? null : id} from={isNew ? params.get('from') : null} renderPreview={renderPreview} viewPath={viewPath} />;
}

const viewPath = (collection: CatalogCollection, document: Record<string, unknown>) =>
  collection === 'carCategories' || collection === 'carModels' ? '/car-rental' : packagePath((document as TourPackage).type, String(document.id));

const renderPreview: PreviewRenderer = (collection, document, view) => {
  if (collection === 'carCategories' || collection === 'carModels') {
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
};
