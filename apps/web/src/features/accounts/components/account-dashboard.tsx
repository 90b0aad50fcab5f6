import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import type { UserProfile } from '@camtour/shared/schemas/accounts';
import { Avatar } from '@/components/ui/avatar';
import { buttonStyles } from '@/components/ui/button-styles';
import { SectionHeading } from '@/components/ui/section';
import { useFormat } from '@/lib/format';
import { initialsOf } from '@/lib/session';
import { DashboardFavorites } from './dashboard-favorites';

/* Simple outline icons (24 px grid): emoji fonts are not on every device. */
const QUICK_LINKS = [
  {
    to: '/profile',
    key: 'profile',
    icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8c0-3.3 3.1-5 7-5s7 1.7 7 5',
  },
  { to: '/orders', key: 'orders', icon: 'M4 8l8-4 8 4v8l-8 4-8-4V8Zm0 0l8 4 8-4M12 12v8' },
  {
    to: '/favorites',
    key: 'favorites',
    icon: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z',
  },
  { to: '/plan', key: 'plan', icon: 'M9 4 3 6v14l6-2 6 2 6-2V4l-6 2-6-2Zm0 0v14m6-12v14' },
] as const;

const cardClass = 'rounded-3xl border border-sand-200 bg-white p-6 shadow-sm';

/**
 * The account home of DECISIONS D2: profile summary, recent orders and favorites. The orders
 * card belongs to the orders feature, so the page passes it in; the favorites come from the
 * wishlist entity.
 */
export function AccountDashboard({
  profile,
  onEditProfile,
  orders,
}: {
  profile: UserProfile;
  onEditProfile: () => void;
  orders: ReactNode;
}) {
  const { t } = useTranslation('accounts');
  const format = useFormat();
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <section
        aria-labelledby="dashboard-profile"
        className={`${cardClass} flex flex-col items-center gap-4 text-center lg:row-span-2`}
        data-testid="dashboard-profile"
      >
        <Avatar src={profile.image} initials={initialsOf(profile)} size="xl" />
        <div className="min-w-0 max-w-full">
          <SectionHeading id="dashboard-profile" size="xl" weight="semibold">
            {profile.full_name}
          </SectionHeading>
          <p className="truncate text-sm text-ink-muted">{profile.email}</p>
        </div>
        <dl className="grid w-full gap-2 text-left text-sm">
          <div className="flex justify-between gap-3 border-t border-sand-100 pt-2">
            <dt className="text-ink-muted">{t('field.phone')}</dt>
            <dd className="font-medium">{profile.phone || t('dashboard.not-set')}</dd>
          </div>
          <div className="flex justify-between gap-3 border-t border-sand-100 pt-2">
            <dt className="text-ink-muted">{t('dashboard.member-since')}</dt>
            <dd className="font-medium">{format.date(profile.created_at)}</dd>
          </div>
        </dl>
        <div className="flex w-full flex-col gap-2">
          <button type="button" className={buttonStyles.primary} onClick={onEditProfile}>
            {t('dashboard.edit-profile')}
          </button>
          <Link to="/profile" className={buttonStyles.secondary}>
            {t('dashboard.open-profile')}
          </Link>
        </div>
      </section>

      <div className="lg:col-span-2">{orders}</div>

      <DashboardFavorites className={`${cardClass} lg:col-span-2`} />

      <nav aria-labelledby="dashboard-links" className="lg:col-span-3">
        <h2 id="dashboard-links" className="sr-only">
          {t('dashboard.links.title')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {QUICK_LINKS.map((link) => (
            <li key={link.key}>
              <Link
                to={link.to}
                className="flex h-full items-center gap-3 rounded-2xl border border-sand-200 bg-white p-4 font-semibold text-jungle-900 shadow-sm transition-colors hover:border-jungle-300 hover:bg-jungle-50"
              >
                <span
                  aria-hidden="true"
                  className="grid size-10 shrink-0 place-items-center rounded-full bg-sand-100 text-jungle-700"
                >
                  <svg viewBox="0 0 24 24" className="size-5">
                    <path
                      d={link.icon}
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="1.8"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                </span>
                <span className="min-w-0">
                  <span className="block">{t(`dashboard.link.${link.key}`)}</span>
                  <span className="block text-sm font-normal text-ink-muted">
                    {t(`dashboard.link.${link.key}.hint`)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
