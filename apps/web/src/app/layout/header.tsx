import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { MOBILE_BREAKPOINT_PX } from '@camtour/shared/constants';
import { WishlistBadge } from '@/entities/wishlist/wishlist-badge';
import { CartButton } from '@/features/cart/components/cart-button';
import { useHeaderScroll } from '../hooks/use-header-scroll';
import { BrandLogo } from './brand-logo';
import { HeaderAccount } from './header-account';
import { LanguageToggle } from './language-toggle';
import { NAV_AFTER_DROPDOWN, NAV_BEFORE_DROPDOWN, type NavItem } from './nav-items';
import { SiemReapMenu } from './siem-reap-menu';

/* The mobile menu's code loads when the menu button is first touched, not with the page. */
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

function DesktopLink({ item }: { item: NavItem }) {
  const { t } = useTranslation();
  // Between 768 and 1024 px the logo is the way home: the bar has no room for both.
  const visibility = item.to === '/' ? 'hidden lg:block' : '';
  return (
    <NavLink
      to={item.to}
      end={item.to === '/'}
      className={({ isActive }) =>
        `${visibility} whitespace-nowrap rounded-full px-2 py-2 lg:px-3 text-sm font-medium transition-colors hover:bg-jungle-50 hover:text-jungle-800 ${
          isActive ? 'text-jungle-700' : 'text-ink'
        }`
      }
    >
      {t(item.labelKey)}
    </NavLink>
  );
}

export function Header() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  // Once opened the menu stays mounted: closing runs its effects' clean-up (the scroll lock).
  if (menuOpen && !menuLoaded) setMenuLoaded(true);
  const { compact, hidden } = useHeaderScroll(menuOpen);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  useEffect(() => {
    const query = window.matchMedia?.(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
    if (!query) return;
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) setMenuOpen(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  return (
    <header
      data-testid="site-header"
      className={`sticky top-0 z-40 border-b print:hidden transition-[transform,padding,box-shadow,background-color] duration-300 ${
        compact
          ? 'is-compact border-sand-200 bg-white/95 py-1.5 shadow-md backdrop-blur'
          : 'border-transparent bg-sand-50 py-3'
      } ${hidden ? 'is-hidden -translate-y-full' : ''}`}
    >
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <BrandLogo compact={compact} />
        <nav
          aria-label={t('nav.label')}
          className="ml-2 hidden min-w-0 items-center md:flex lg:ml-6 lg:gap-1"
        >
          {NAV_BEFORE_DROPDOWN.map((item) => (
            <DesktopLink key={item.to} item={item} />
          ))}
          <SiemReapMenu />
          {NAV_AFTER_DROPDOWN.map((item) => (
            <DesktopLink key={item.to} item={item} />
          ))}
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-2">
          <div className="md:hidden lg:block">
            <LanguageToggle />
          </div>
          <div className="hidden md:block lg:hidden">
            <LanguageToggle size="switch" />
          </div>
          <WishlistBadge />
          <CartButton />
          <div className="hidden md:block">
            <HeaderAccount />
          </div>
          <button
            type="button"
            className="grid size-10 place-items-center rounded-full text-jungle-900 hover:bg-sand-100 md:hidden"
            aria-label={t('nav.menu.open')}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onPointerDown={() => void loadMobileMenu()}
            onClick={() => setMenuOpen(true)}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6">
              <path
                d="M4 7h16M4 12h16M4 17h16"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
      </div>
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={closeMenu} />
        </Suspense>
      )}
    </header>
  );
}
