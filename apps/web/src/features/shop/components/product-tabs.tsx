import { useTranslation } from '@/lib/i18n-react';
import { localized } from '@camtour/shared/domain/localize';
import type { ProductDetail } from '@camtour/shared/schemas/shop';
import { Tabs } from '@/components/ui/tabs';
import { ProductReviews } from './product-reviews';

export type ProductTab = 'description' | 'specifications' | 'reviews';

/** The specifications in the page's language, one row each. */
function SpecTable({ product }: { product: ProductDetail }) {
  const { t, i18n } = useTranslation('shop');
  const lang = i18n.language;
  if (product.specs.length === 0) return <p className="text-ink-muted">{t('specs.empty')}</p>;
  return (
    <table
      className="w-full overflow-hidden rounded-2xl border border-sand-200 bg-white text-left text-sm"
      data-testid="spec-table"
    >
      <caption className="sr-only">{t('tabs.specifications')}</caption>
      <tbody>
        {product.specs.map((spec) => (
          <tr
            key={spec.label_en}
            className="border-b border-sand-100 last:border-0 even:bg-sand-50/60"
          >
            <th scope="row" className="w-2/5 px-4 py-3 align-top font-semibold text-ink">
              {localized(lang, spec.label_en, spec.label_km)}
            </th>
            <td className="px-4 py-3 text-ink">{localized(lang, spec.value_en, spec.value_km)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Description, specifications (in the page's language) and reviews. */
export function ProductTabs({
  product,
  tab,
  onTab,
  reviewCount,
}: {
  product: ProductDetail;
  tab: ProductTab;
  onTab: (tab: ProductTab) => void;
  reviewCount: number;
}) {
  const { t, i18n } = useTranslation('shop');
  const lang = i18n.language;
  const description = localized(lang, product.description, product.description_km);
  return (
    <Tabs
      value={tab}
      onValueChange={onTab}
      label={t('tabs.label')}
      id="product-tabs"
      tabs={[
        {
          value: 'description',
          label: t('tabs.description'),
          className: 'max-w-3xl',
          content: (
            <div className="space-y-3 text-ink">
              {description.split(/\n+/).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          ),
        },
        {
          value: 'specifications',
          label: t('tabs.specifications'),
          className: 'max-w-3xl',
          content: <SpecTable product={product} />,
        },
        {
          value: 'reviews',
          label: t('tabs.reviews', { count: reviewCount }),
          content: <ProductReviews productId={product.id} />,
        },
      ]}
    />
  );
}
