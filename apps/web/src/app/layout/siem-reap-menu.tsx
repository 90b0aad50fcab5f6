import { NavLink, useLocation } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { DROPDOWN_HOVER_DELAY_MS } from '@camtour/shared/constants';
import { useHoverMenu } from '@/components/ui/use-hover-menu';
import { SIEM_REAP_ITEMS } from './nav-items';

export function SiemReapMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { open, close, rootProps, buttonProps, menuProps } = useHoverMenu({
    hoverDelayMs: DROPDOWN_HOVER_DELAY_MS,
  });
  const active = pathname.startsWith('/siem-reap');

  return (
    <div {...rootProps} className="relative">
      <button
        {...buttonProps}
        aria-controls="siem-reap-menu"
        className={`flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-2 text-sm lg:px-3 font-medium transition-colors hover:bg-jungle-50 hover:text-jungle-800 ${
          active ? 'text-jungle-700' : 'text-ink'
        }`}
      >
        {t('nav.siem-reap')}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        >
          <path
            d="M5 7.5l5 5 5-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
      {open && (
        <div
          {...menuProps}
          id="siem-reap-menu"
          aria-label={t('nav.siem-reap')}
          className="absolute left-1/2 top-full z-50 mt-2 w-72 -translate-x-1/2 rounded-2xl border border-sand-200 bg-white p-2 shadow-xl"
        >
          {SIEM_REAP_ITEMS.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end
              role="menuitem"
              onClick={() => close()}
              className={({ isActive }) =>
                `block rounded-xl px-3 py-2.5 hover:bg-jungle-50 focus-visible:bg-jungle-50 ${isActive ? 'bg-jungle-50' : ''}`
              }
            >
              <span className="block font-semibold text-jungle-900">{t(item.labelKey)}</span>
              <span className="block text-sm text-ink-muted">{t(item.hintKey)}</span>
            </NavLink>
          ))}
        </div>
      )}
    </div>
  );
}
