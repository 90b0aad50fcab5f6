import { useTranslation } from '@/lib/i18n-react';
import {
  profilePasswordMeter,
  type ProfileMeterLevel,
} from '@camtour/shared/domain/password-strength';

const BAR: Record<ProfileMeterLevel, string> = {
  weak: 'bg-red-600',
  fair: 'bg-sand-500',
  good: 'bg-jungle-500',
  strong: 'bg-jungle-700',
};

/** The profile page's meter (document 1 §5): weak 25 %, fair 50 %, good 75 %, strong 100 %. */
export function ProfilePasswordMeter({ password, id }: { password: string; id: string }) {
  const { t } = useTranslation('accounts');
  const { level, percent } = profilePasswordMeter(password);
  const text = t(`meter.${level}`);
  return (
    <div id={id} className="flex items-center gap-3" data-testid="profile-password-meter">
      <div
        role="meter"
        aria-label={t('strength.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={password ? percent : 0}
        aria-valuetext={password ? text : t('strength.empty')}
        className="h-2 flex-1 overflow-hidden rounded-full bg-sand-200"
      >
        <div
          data-level={level}
          className={`h-full rounded-full transition-[width] duration-300 ${BAR[level]}`}
          style={{ width: password ? `${percent}%` : '0%' }}
        />
      </div>
      <span className="min-w-16 text-right text-sm font-semibold text-ink-muted" aria-live="polite">
        {password ? text : ''}
      </span>
    </div>
  );
}
