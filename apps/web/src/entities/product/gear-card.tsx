import { useTranslation } from '@/lib/i18n-react';
import { localized } from '@camtour/shared/domain/localize';
import { centsToDollars } from '@camtour/shared/domain/money';
import type { ProductCard } from '@camtour/shared/schemas/shop';
import { cardClass, CardTitleLink } from '@/components/ui/card';
import { HeartButton } from '@/entities/wishlist/heart-button';
import { useFormat } from '@/lib/format';
import { ProductImage } from './product-image';

/** On sale: a higher original price is struck through. */
export const isOnSale = (product: Pick<ProductCard, 'price_cents' | 'original_price_cents'>) =>
  product.original_price_cents !== null && product.original_price_cents > product.price_cents;

/** A gear product in the home grid and the guide's related gear; links to its shop page. */
export function GearCard({ product }: { product: ProductCard }) {
  const { t, i18n } = useTranslation('discovery');
  const format = useFormat();
  const lang = i18n.language;
  const name = localized(lang, product.name, product.name_km);
  const sale = isOnSale(product);
  return (
    <article data-testid="gear-card" className={`${cardClass} h-full flex-col`}>
      <div className="relative aspect-square bg-sand-50">
        <ProductImage src={product.thumbnail} name={name} size={280} />
        {sale && (
          <span
            className="absolute left-3 top-3 rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-bold text-white shadow-sm"
            data-testid="sale-label"
          >
            {t('gear.sale')}
          </span>
        )}
        <div data-slot="favorite" className="absolute right-2 top-2 z-10">
          <HeartButton type="product" id={product.id} name={name} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="truncate text-xs font-semibold text-sand-700">
          {localized(lang, product.category.name, product.category.name_km)}
        </p>
        <CardTitleLink
          to={`/product/detail/${product.id}`}
          className="font-semibold leading-snug text-jungle-900"
        >
          {name}
        </CardTitleLink>
        <p className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-1">
          <span className="text-lg font-bold text-jungle-900">
            {format.usd(centsToDollars(product.price_cents))}
          </span>
          {sale && product.original_price_cents !== null && (
            <span className="text-sm text-ink-muted line-through">
              <span className="sr-only">{t('gear.was')} </span>
              {format.usd(centsToDollars(product.original_price_cents))}
            </span>
          )}
        </p>
      </div>
    </article>
  );
}

export function GearGrid({ products, label }: { products: readonly ProductCard[]; label: string }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4" aria-label={label}>
      {products.map((product) => (
        <li key={product.id} className="min-w-0">
          <GearCard product={product} />
        </li>
      ))}
    </ul>
  );
}
