import { useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { NavLink } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { clearScrollLocks, lockBodyScroll } from '@/lib/scroll-lock';
import { HeaderAccount } from './header-account';
import { LanguageToggle } from './language-toggle';
import { NAV_AFTER_DROPDOWN, NAV_BEFORE_DROPDOWN, SIEM_REAP_ITEMS } from './nav-items';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
}

/*
 * The planner is both a Siem Reap page and a main entry; a phone's single list names it once,
 * where the main entries are.
 */
const MAIN_PATHS = new Set([...NAV_BEFORE_DROPDOWN, ...NAV_AFTER_DROPDOWN].map((item) => item.to));
const SIEM_REAP_ONLY = SIEM_REAP_ITEMS.filter((item) => !MAIN_PATHS.has(item.to));

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-xl px-3 py-2.5 font-medium ${isActive ? 'bg-jungle-50 text-jungle-800' : 'text-ink hover:bg-sand-100'}`;

/** The navigation under 768 px: a side panel, modal while open. */
export function MobileMenu({ open, onClose }: MobileMenuProps) {
  const { t } = useTranslation();
  const panelRef = useRef<HTMLDivElement>(null);

  // Before the browser paints the open panel: the page behind never scrolls under it, and the
  // lock is there whenever the panel is (its code loads on first open, outside any event).
  useLayoutEffect(() => {
    if (!open) return;
    lockBodyScroll();
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      clearScrollLocks();
    };
  }, [open, onClose]);

  if (!open) return null;

  // A portal: the header's transform and backdrop filter would otherwise contain the fixed panel.
  return createPortal(
    <div className="md:hidden">
      <div className="fixed inset-0 z-40 bg-jungle-950/40" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        id="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label={t('nav.menu')}
        className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,88vw)] flex-col gap-4 overflow-y-auto bg-white p-5 shadow-2xl animate-route-slide-left"
      >
        <div className="flex items-center justify-between gap-3">
          <LanguageToggle size="full" />
          <button
            type="button"
            onClick={onClose}
            className="grid size-10 place-items-center rounded-full text-2xl text-ink hover:bg-sand-100"
            aria-label={t('nav.menu.close')}
          >
            ×
          </button>
        </div>
        <nav aria-label={t('nav.label')} className="flex flex-col gap-1">
          {NAV_BEFORE_DROPDOWN.map((item) => (
            <NavLink key={item.to} to={item.to} end onClick={onClose} className={linkClass}>
              {t(item.labelKey)}
            </NavLink>
          ))}
          <p className="mt-2 px-3 text-xs font-semibold uppercase tracking-wide text-sand-700">
            {t('nav.siem-reap')}
          </p>
          {SIEM_REAP_ONLY.map((item) => (
            <NavLink key={`sr-${item.to}`} to={item.to} end onClick={onClose} className={linkClass}>
              {t(item.labelKey)}
            </NavLink>
          ))}
          <div className="my-2 border-t border-sand-200" />
          {NAV_AFTER_DROPDOWN.map((item) => (
            <NavLink key={item.to} to={item.to} end onClick={onClose} className={linkClass}>
              {t(item.labelKey)}
            </NavLink>
          ))}
        </nav>
        <div className="mt-auto border-t border-sand-200 pt-4" onClick={onClose}>
          <HeaderAccount layout="stack" />
        </div>
      </div>
    </div>,
    document.body,
  );
}
