import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import { localized } from '@camtour/shared/domain/localize';
import type { ProductDetail } from '@camtour/shared/schemas/shop';
import { ProductReviews } from './product-reviews';

export type ProductTab = 'description' | 'specifications' | 'reviews';

const triggerClass =
  'whitespace-nowrap border-b-2 border-transparent px-4 py-3 text-sm font-semibold text-ink-muted hover:text-jungle-800 data-[state=active]:border-jungle-700 data-[state=active]:text-jungle-900 sm:text-base';

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
    <Tabs.Root
      value={tab}
      onValueChange={(value) => onTab(value as ProductTab)}
      className="mt-12"
      id="product-tabs"
    >
      <Tabs.List
        aria-label={t('tabs.label')}
        className="flex overflow-x-auto border-b border-sand-200"
      >
        <Tabs.Trigger value="description" className={triggerClass}>
          {t('tabs.description')}
        </Tabs.Trigger>
        <Tabs.Trigger value="specifications" className={triggerClass}>
          {t('tabs.specifications')}
        </Tabs.Trigger>
        <Tabs.Trigger value="reviews" className={triggerClass}>
          {t('tabs.reviews', { count: reviewCount })}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="description" className="max-w-3xl pt-6 outline-none">
        <div className="space-y-3 text-ink">
          {description.split(/\n+/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </Tabs.Content>
      <Tabs.Content value="specifications" className="max-w-3xl pt-6 outline-none">
        {product.specs.length === 0 ? (
          <p className="text-ink-muted">{t('specs.empty')}</p>
        ) : (
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
                  <td className="px-4 py-3 text-ink">
                    {localized(lang, spec.value_en, spec.value_km)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Tabs.Content>
      <Tabs.Content value="reviews" className="pt-6 outline-none">
        <ProductReviews productId={product.id} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
