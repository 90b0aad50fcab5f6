import { lazy, useEffect, type ComponentType, type ReactNode } from 'react';
import { Link, Route, Routes, useParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { buttonStyles } from '@/components/ui/button-styles';
import { AdminLayout } from './admin-layout';

/* Every page of the back office is its own chunk, loaded when first opened. */
function page<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): ComponentType {
  return lazy(() => load().then((module) => ({ default: module[name] as ComponentType })));
}

const OverviewPage = page(
  () => import('@/features/admin-overview/components/overview-page'),
  'OverviewPage',
);
const OrdersPage = page(
  () => import('@/features/admin-orders/components/orders-page'),
  'OrdersPage',
);
const OrderPage = page(() => import('@/features/admin-orders/components/order-page'), 'OrderPage');
const NoOrderPaymentsPage = page(
  () => import('@/features/admin-payments/components/no-order-payments-page'),
  'NoOrderPaymentsPage',
);
const ProductsPage = page(
  () => import('@/features/admin-catalogue/components/products-page'),
  'ProductsPage',
);
const ProductEditPage = page(
  () => import('@/features/admin-catalogue/components/product-edit-page'),
  'ProductEditPage',
);
const LocationsPage = page(
  () => import('@/features/admin-places/components/locations-page'),
  'LocationsPage',
);
const LocationEditPage = page(
  () => import('@/features/admin-places/components/location-edit-page'),
  'LocationEditPage',
);
const HotelsPage = page(
  () => import('@/features/admin-places/components/hotels-page'),
  'HotelsPage',
);
const HotelEditPage = page(
  () => import('@/features/admin-places/components/hotel-edit-page'),
  'HotelEditPage',
);
const PromoCodesPage = page(
  () => import('@/features/admin-promos/components/promo-codes-page'),
  'PromoCodesPage',
);
const ReviewsPage = page(
  () => import('@/features/admin-reviews/components/reviews-page'),
  'ReviewsPage',
);
const InboxPage = page(() => import('@/features/admin-inbox/components/inbox-page'), 'InboxPage');
const AuditPage = page(() => import('@/features/admin-audit/components/audit-page'), 'AuditPage');

type TitleKey =
  | 'nav.overview'
  | 'nav.orders'
  | 'nav.no-order-payments'
  | 'nav.products'
  | 'nav.locations'
  | 'nav.hotels'
  | 'nav.promo-codes'
  | 'nav.reviews'
  | 'nav.inbox'
  | 'nav.audit'
  | 'title.order'
  | 'title.not-found';

/**
 * "<page> · Back office | CamTour". The root layout leaves the title of /admin/* to this, since
 * it knows only the one route id of the whole back office.
 */
function Titled({ titleKey, children }: { titleKey: TitleKey; children: ReactNode }) {
  const { t, i18n } = useTranslation('admin');
  const { orderNo = '' } = useParams();
  useEffect(() => {
    const section = t(titleKey, { orderNo });
    document.title = `${section} · ${t('shell.title')} | CamTour`;
  }, [t, titleKey, orderNo, i18n.language]);
  return children;
}

function AdminNotFound() {
  const { t } = useTranslation('admin');
  return (
    <section
      className="rounded-3xl border border-sand-200 bg-white p-8"
      data-testid="admin-not-found"
    >
      <h1 className="text-2xl font-bold text-jungle-900">{t('not-found.title')}</h1>
      <p className="mt-2 text-ink-muted">{t('not-found.body')}</p>
      <Link to="/admin" className={`${buttonStyles.primary} mt-5`}>
        {t('not-found.back')}
      </Link>
    </section>
  );
}

const at = (titleKey: TitleKey, Page: ComponentType) => (
  <Titled titleKey={titleKey}>
    <Page />
  </Titled>
);

/** The back office's pages, relative to /admin, inside its own layout. */
export function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={at('nav.overview', OverviewPage)} />
        <Route path="orders" element={at('nav.orders', OrdersPage)} />
        <Route path="orders/:orderNo" element={at('title.order', OrderPage)} />
        <Route
          path="no-order-payments"
          element={at('nav.no-order-payments', NoOrderPaymentsPage)}
        />
        <Route path="products" element={at('nav.products', ProductsPage)} />
        <Route path="products/new" element={at('nav.products', ProductEditPage)} />
        <Route path="products/:id" element={at('nav.products', ProductEditPage)} />
        <Route path="locations" element={at('nav.locations', LocationsPage)} />
        <Route path="locations/new" element={at('nav.locations', LocationEditPage)} />
        <Route path="locations/:id" element={at('nav.locations', LocationEditPage)} />
        <Route path="hotels" element={at('nav.hotels', HotelsPage)} />
        <Route path="hotels/new" element={at('nav.hotels', HotelEditPage)} />
        <Route path="hotels/:id" element={at('nav.hotels', HotelEditPage)} />
        <Route path="promo-codes" element={at('nav.promo-codes', PromoCodesPage)} />
        <Route path="reviews" element={at('nav.reviews', ReviewsPage)} />
        <Route path="inbox" element={at('nav.inbox', InboxPage)} />
        <Route path="audit" element={at('nav.audit', AuditPage)} />
        <Route path="*" element={at('title.not-found', AdminNotFound)} />
      </Route>
    </Routes>
  );
}
