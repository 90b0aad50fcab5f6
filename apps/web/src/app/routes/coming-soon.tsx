import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';
import { BrandLogo } from '../layout/brand-logo';
import { LanguageToggle } from '../layout/language-toggle';
import { ROUTE_META, type RouteId } from '../route-meta';
import { RoutePage } from '../route-page';
import { useCurrentRouteId } from '../use-route-meta';

type SoonRoute = Exclude<
  RouteId,
  | 'home'
  | 'adventure'
  | 'siemReap'
  | 'aboutUs'
  | 'privacy'
  | 'terms'
  | 'faq'
  | 'login'
  | 'forgotPass'
  | 'resetPassword'
  | 'sendRegister'
  | 'completeRegistration'
  | 'profile'
  | 'dashboard'
  | 'plan'
  | 'checkout'
  | 'orderConfirmation'
  | 'orders'
  | 'orderDetail'
  | 'paymentReturn'
  | 'favorites'
>;

type LinkKey = 'home' | 'adventure' | 'product' | 'siemReap' | 'faq' | 'aboutUs';

const LINK_TARGETS: Record<LinkKey, string> = {
  home: '/',
  adventure: '/adventure',
  product: '/product',
  siemReap: '/siem-reap',
  faq: '/faq',
  aboutUs: '/about-us',
};

const SHOP_LINKS: LinkKey[] = ['home', 'adventure', 'faq'];
const TRAVEL_LINKS: LinkKey[] = ['siemReap', 'adventure', 'home'];

/* Useful ways forward from each page that is not built yet. */
const LINKS: Record<SoonRoute, LinkKey[]> = {
  product: SHOP_LINKS,
  productCategory: ['product', 'adventure', 'home'],
  productDetail: ['product', 'adventure', 'home'],
  hotels: TRAVEL_LINKS,
  hotelDetail: ['siemReap', 'adventure', 'home'],
  locationDetail: ['adventure', 'siemReap', 'home'],
  chatbot: ['faq', 'siemReap', 'aboutUs'],
};

function isSoonRoute(id: RouteId): id is SoonRoute {
  return id in LINKS;
}

/** The honest state of a route whose real page a later issue builds. */
export function Component() {
  const { t } = useTranslation();
  const routeId = useCurrentRouteId();
  const id: SoonRoute = routeId && isSoonRoute(routeId) ? routeId : 'product';
  const bare = ROUTE_META[id].bare === true;
  const [first, ...rest] = LINKS[id];

  return (
    <div
      className={
        bare
          ? 'min-h-screen bg-[linear-gradient(180deg,var(--color-sand-100),var(--color-sand-50))]'
          : ''
      }
    >
      {bare && (
        // Header and footer are hidden here (document 1 §2), but the language must stay switchable.
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 pt-6 sm:px-6 lg:px-8">
          <BrandLogo />
          <LanguageToggle />
        </div>
      )}
      <RoutePage intro={t(`soon.${id}.intro`)}>
        <Notice
          tone="soon"
          title={t('soon.title')}
          actions={
            <>
              {first && (
                <Link to={LINK_TARGETS[first]} className={buttonStyles.primary}>
                  {t(`soon.link.${first}`)}
                </Link>
              )}
              {rest.map((key) => (
                <Link key={key} to={LINK_TARGETS[key]} className={buttonStyles.secondary}>
                  {t(`soon.link.${key}`)}
                </Link>
              ))}
            </>
          }
        >
          <p>{t(`soon.${id}.body`)}</p>
        </Notice>
      </RoutePage>
    </div>
  );
}
