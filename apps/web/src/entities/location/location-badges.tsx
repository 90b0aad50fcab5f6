import { useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import {
  locationBadges,
  type LocationBadge,
  type LocationBadgeSource,
} from '@camtour/shared/domain/badges';

const STYLES: Record<LocationBadge, string> = {
  'top-rated': 'bg-sand-400 text-jungle-950',
  new: 'bg-jungle-700 text-white',
  popular: 'bg-white/95 text-jungle-800 ring-1 ring-jungle-200',
};

/**
 * New, top rated, popular: the shared rule (decision 028), two at most, on one line so they
 * stay in the picture's top corner, over the sky rather than the place.
 */
export function LocationBadges({ place }: { place: LocationBadgeSource }) {
  const { t } = useTranslation('discovery');
  // One clock per card for its life: a badge does not flicker at midnight.
  const [now] = useState(() => new Date());
  const badges = locationBadges(place, now);
  if (badges.length === 0) return null;
  return (
    <ul className="flex flex-nowrap gap-1.5" aria-label={t('badge.label')}>
      {badges.map((badge) => (
        <li
          key={badge}
          data-badge={badge}
          className={`whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold leading-normal shadow-sm ${STYLES[badge]}`}
        >
          {t(`badge.${badge}`)}
        </li>
      ))}
    </ul>
  );
}
