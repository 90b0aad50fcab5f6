import { useTranslation } from 'react-i18next';
import { locationBadges, type LocationBadge } from '@camtour/shared/domain/travel';

const STYLES: Record<LocationBadge, string> = {
  'top-rated': 'bg-sand-400 text-jungle-950',
  new: 'bg-jungle-700 text-white',
  popular: 'bg-white/95 text-jungle-800 ring-1 ring-jungle-200',
};

/** Top rated above 3.5 stars, new with no view, popular once viewed (the shared rule). */
export function LocationBadges({ rateStar, totalView }: { rateStar: number; totalView: number }) {
  const { t } = useTranslation('discovery');
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('badge.label')}>
      {locationBadges(rateStar, totalView).map((badge) => (
        <li
          key={badge}
          data-badge={badge}
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold leading-normal shadow-sm ${STYLES[badge]}`}
        >
          {t(`badge.${badge}`)}
        </li>
      ))}
    </ul>
  );
}
