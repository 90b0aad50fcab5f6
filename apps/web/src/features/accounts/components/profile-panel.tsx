import { useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import type { UserProfile } from '@camtour/shared/schemas/accounts';
import { buttonStyles } from '@/components/ui/button-styles';
import { SectionHeading } from '@/components/ui/section';
import { logout } from '../api/logout';
import { PasswordChangeForm } from './password-change-form';
import { ProfileInfoForm } from './profile-info-form';

/**
 * Personal info and, on demand, the password change: the body of /profile and of the
 * profile modal. `onSaved` lets the modal close itself after a success.
 */
export function ProfilePanel({ profile, onSaved }: { profile: UserProfile; onSaved?: () => void }) {
  const { t } = useTranslation('accounts');
  const [changing, setChanging] = useState(false);
  const forgotPath = `/forgot-password?email=${encodeURIComponent(profile.email)}`;

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="profile-info-title" className="flex flex-col gap-4">
        <SectionHeading id="profile-info-title" size="lg" weight="semibold">
          {t('profile.info.title')}
        </SectionHeading>
        <ProfileInfoForm profile={profile} onSaved={onSaved} />
      </section>
      <section
        aria-labelledby="profile-password-title"
        className="flex flex-col gap-4 border-t border-sand-200 pt-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <SectionHeading id="profile-password-title" size="lg" weight="semibold">
            {t('profile.password.title')}
          </SectionHeading>
          {!changing && (
            <button
              type="button"
              className={buttonStyles.small}
              aria-expanded={false}
              aria-controls="profile-password-region"
              onClick={() => setChanging(true)}
            >
              {t('profile.password.toggle')}
            </button>
          )}
        </div>
        <div id="profile-password-region">
          {changing ? (
            <PasswordChangeForm onCancel={() => setChanging(false)} onSaved={onSaved} />
          ) : (
            <p className="text-sm text-ink-muted">{t('profile.password.intro')}</p>
          )}
        </div>
        <p className="text-sm text-ink-muted">
          {t('profile.forgot.text')}{' '}
          {/* The reset page is for visitors: sign out first, then a fresh page load. */}
          <a
            href={forgotPath}
            className="font-semibold text-jungle-700 hover:underline"
            onClick={(event) => {
              event.preventDefault();
              // A full load: the session in memory goes with the page.
              void logout().then(() => window.location.assign(forgotPath));
            }}
          >
            {t('profile.forgot.link')}
          </a>
        </p>
      </section>
    </div>
  );
}
