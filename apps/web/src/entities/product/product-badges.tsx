import { useTranslation } from '@/lib/i18n-react';
import {
  productBadges,
  type ProductBadge,
  type ProductBadgeSource,
} from '@camtour/shared/domain/badges';

const BADGE_STYLES: Record<ProductBadge['kind'], string> = {
  new: 'bg-jungle-700 text-white',
  premium: 'bg-jungle-950 text-sand-200',
  discount: 'bg-red-700 text-white',
};

/**
 * The discount, new and premium badges of document 2 §2, two at most, by the shared rule;
 * never the content status, which is the staff's word (decision 028).
 */
export function ProductBadges({ product, now }: { product: ProductBadgeSource; now: Date }) {
  const { t } = useTranslation('shop');
  const badges = productBadges(product, now);
  if (badges.length === 0) return null;
  return (
    <ul className="flex flex-nowrap gap-1" aria-label={t('badge.label')}>
      {badges.map((badge) => (
        <li
          key={badge.kind}
          data-badge={badge.kind}
          className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold leading-normal shadow-sm ${BADGE_STYLES[badge.kind]}`}
        >
          {badge.kind === 'discount'
            ? t('badge.discount', { percent: badge.percent })
            : t(`badge.${badge.kind}`)}
        </li>
      ))}
    </ul>
  );
}
