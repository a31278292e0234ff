import { lazy, Suspense, useEffect } from 'react';
import { useParams, useRoutes, useSearchParams } from 'react-router-dom';
import {
  isCatalogCollection,
  isPackageCollection,
  packagePath,
  type CatalogCollection,
  type PackageType,
} from '#shared/catalog/collections';
import { AdminShell } from '../features/admin/components/admin-shell';
import type { PreviewRenderer } from '../features/admin/components/catalog-preview-pane';
import { Inbox } from '../features/admin/components/inbox';
import { SessionGate } from '../features/admin/components/session-gate';
import '../features/admin/admin.css';

// The inbox comes with the console; every other screen (and the catalog's schemas and data, and the shared
// answer cache the screens read through) loads when first opened, so the console opens within its 60 KB
// budget (web/size-budget.json).
// A lead's screen is fetched as soon as the console is open: a tap on a lead (or a push) opens it at once.
const loadLeadDetail = () => import('../features/admin/components/lead-detail');
const LeadDetail = lazy(async () => ({ default: (await loadLeadDetail()).LeadDetail }));
const AuditList = lazy(async () => ({
  default: (await import('../features/admin/components/audit-list')).AuditList,
}));
const ReplyTemplatesPage = lazy(async () => ({
  default: (await import('../features/admin/components/reply-templates-page')).ReplyTemplatesPage,
}));
const CatalogList = lazy(async () => ({
  default: (await import('../features/admin/components/catalog-list')).CatalogList,
}));
const CatalogEditor = lazy(async () => ({
  default: (await import('../features/admin/components/catalog-editor')).CatalogEditor,
}));
const ReviewsPage = lazy(async () => ({
  default: (await import('../features/admin/components/reviews-page')).ReviewsPage,
}));
const DeletionRequestsPage = lazy(async () => ({
  default: (await import('../features/admin/components/deletion-requests-page')).DeletionRequestsPage,
}));
const FiguresPage = lazy(async () => ({
  default: (await import('../features/admin/components/figures-page')).FiguresPage,
}));

/**
 * /#/admin: the operators' console (a lazy chunk of its own, outside the visitors' layout). The catalog
 * editor previews with the site's own card and detail page, composed here so features stay apart.
 */
// The booking screens (the booking lane's routes), in a chunk of their own, matched after the console's own.
const BookingScreens = lazy(async () => {
  const { BOOKING_ROUTES } = await import('../features/admin/components/booking-routes');
  const routes = [...BOOKING_ROUTES, { path: '*', element: <NoSuchScreen /> }];
  return {
    default: function Bookings() {
      return useRoutes(routes);
    },
  };
});

const NoSuchScreen = () => (
  <p className="admin-page form-message form-message--error">This console page does not exist.</p>
);

export default function AdminPage() {
  useEffect(() => void loadLeadDetail(), []);
  const screen = useRoutes([
    { index: true, element: <Inbox /> },
    { path: 'leads/:id', element: <LeadRoute /> },
    { path: 'catalog', element: <CatalogList viewPath={viewPath} /> },
    { path: 'catalog/:collection/:id', element: <EditorRoute /> },
    { path: 'figures', element: <FiguresPage /> },
    { path: 'audit', element: <AuditList /> },
    { path: 'templates', element: <ReplyTemplatesPage /> },
    { path: 'reviews', element: <ReviewsPage /> },
    { path: 'privacy', element: <DeletionRequestsPage /> },
    { path: '*', element: <BookingScreens /> },
  ]);
  return (
    <SessionGate>
      <AdminShell>
        <Suspense fallback={<div className="skeleton lead-detail__placeholder" aria-busy="true" />}>{screen}</Suspense>
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
  if (!isCatalogCollection(collection)) {
    return (
      <p className="admin-page form-message form-message--error">There is no catalog collection “{collection}”.</p>
    );
  }
  const isNew = id === 'new';
  return (
    <CatalogEditor
      collection={collection}
      id={isNew ? null : id}
      from={isNew ? params.get('from') : null}
      renderPreview={renderPreview}
      viewPath={viewPath}
    />
  );
}

const viewPath = (collection: CatalogCollection, document: Record<string, unknown>) =>
  isPackageCollection(collection) ? packagePath(document.type as PackageType, String(document.id)) : '/car-rental';

// The site's own card and detail page, loaded with the editor's first preview (not with the inbox).
const CatalogPreview = lazy(() => import('./admin-catalog-preview'));

const renderPreview: PreviewRenderer = (collection, document, view) => (
  <Suspense fallback={<div className="skeleton lead-detail__placeholder" />}>
    <CatalogPreview collection={collection} document={document} view={view} />
  </Suspense>
);
