import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { useCurrentRouteId } from '../use-route-meta';
import { BrandLogo } from './brand-logo';
import { LanguageToggle } from './language-toggle';

/**
 * The frame of the sign-in and registration screens, which hide the header and footer
 * (document 1 §2) but keep the logo and the language toggle.
 */
export function AuthShell({
  children,
  intro,
  wide = false,
}: {
  children: ReactNode;
  intro?: ReactNode;
  wide?: boolean;
}) {
  const { t } = useTranslation();
  const routeId = useCurrentRouteId() ?? 'login';
  return (
    <div className="min-h-screen bg-[linear-gradient(180deg,var(--color-sand-100),var(--color-sand-50))] pb-12">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 pt-6 sm:px-6 lg:px-8">
        <BrandLogo />
        <LanguageToggle />
      </div>
      <div className={`mx-auto mt-6 w-full px-4 sm:mt-10 ${wide ? 'max-w-2xl' : 'max-w-md'}`}>
        <div className="rounded-3xl border border-sand-200 bg-white p-5 shadow-xl shadow-jungle-950/5 sm:p-8">
          <h1 className="text-2xl font-bold leading-display tracking-tight text-jungle-900 sm:text-3xl">
            {t(`route.${routeId}`)}
          </h1>
          {intro && <p className="mt-2 text-ink-muted">{intro}</p>}
          <div className="mt-6">{children}</div>
        </div>
        <p className="mt-6 text-center text-sm">
          <Link to="/" className="font-semibold text-jungle-800 hover:underline">
            ← {t('auth.back-home')}
          </Link>
        </p>
      </div>
    </div>
  );
}
