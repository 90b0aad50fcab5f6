import { useTranslation } from 'react-i18next';
import { productBadges, type Badge } from '@camtour/shared/domain/catalog';

const BADGE_STYLES: Record<Badge['kind'], string> = {
  new: 'bg-jungle-700 text-white',
  premium: 'bg-jungle-950 text-sand-200',
  discount: 'bg-red-700 text-white',
  status: 'bg-white/90 text-jungle-800 ring-1 ring-jungle-200',
};

interface BadgeSource {
  price_cents: number;
  original_price_cents: number | null;
  created_at: string;
  status: string;
}

/** The badges of document 2 §2 (new, premium, discount, published), by the shared rules. */
export function ProductBadges({ product, now }: { product: BadgeSource; now: Date }) {
  const { t } = useTranslation('shop');
  const badges = productBadges(product, now);
  if (badges.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('badge.label')}>
      {badges.map((badge) => (
        <li
          key={badge.kind}
          data-badge={badge.kind}
          className={`rounded-full px-2 py-0.5 text-xs font-semibold leading-normal shadow-sm ${BADGE_STYLES[badge.kind]}`}
        >
          {badge.kind === 'discount'
            ? t('badge.discount', { percent: badge.percent })
            : badge.kind === 'status'
              ? t('badge.status.published')
              : t(`badge.${badge.kind}`)}
        </li>
      ))}
    </ul>
  );
}
