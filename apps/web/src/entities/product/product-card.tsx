import { useTranslation } from '@/lib/i18n-react';
import { roundedStars } from '@camtour/shared/domain/catalog';
import { localized } from '@camtour/shared/domain/localize';
import type { ProductCard as ProductCardData } from '@camtour/shared/schemas/shop';
import { cardClass, CardTitleLink } from '@/components/ui/card';
import { useFormat } from '@/lib/format';
import { ProductImage } from './product-image';
import { PriceTag } from './price-tag';
import { ProductBadges } from './product-badges';
import { ReviewCount, StarRating } from '@/entities/review/star-rating';
import { HeartButton } from '@/entities/wishlist/heart-button';
import { StockLabel } from './stock-label';

interface ProductCardProps {
  product: ProductCardData;
  now: Date;
  layout?: 'grid' | 'list';
  /** Long lists show the stock line; the small related lists leave it out. */
  showStock?: boolean;
  /** The first card of the shop's list: its picture is fetched first (issue 17). */
  priority?: boolean;
}

/** Small capitals with letter spacing suit Latin labels; spaced Khmer breaks its clusters apart. */
export const latinCaps = (lang: string) => (lang === 'km' ? '' : 'uppercase tracking-wide');

/** The stars of a product: its average rounded to whole stars (the shared rule). */
export function starsOf(product: { rating: number; review_count: number }): number {
  return roundedStars(product.rating * product.review_count, product.review_count);
}

/** A product in the list or a related list; the whole card links to the product page. */
export function ProductCard({
  product,
  now,
  layout = 'grid',
  showStock = true,
  priority = false,
}: ProductCardProps) {
  const { i18n } = useTranslation('shop');
  const { t: tReviews } = useTranslation('reviews');
  const format = useFormat();
  const name = localized(i18n.language, product.name, product.name_km);
  const category = localized(i18n.language, product.category.name, product.category.name_km);
  const brand = localized(i18n.language, product.brand.name, product.brand.name_km);
  const list = layout === 'list';

  return (
    <article
      data-testid="product-card"
      data-product-id={product.id}
      className={`${cardClass} h-full ${list ? 'flex-row' : 'flex-col'}`}
    >
      <div
        className={`relative shrink-0 bg-sand-50 ${list ? 'w-32 sm:w-48' : 'aspect-square w-full'}`}
      >
        <ProductImage src={product.thumbnail} name={name} size={320} priority={priority} />
        {/* On the studio floor under the item, never over it, whatever the card's width. */}
        <div className="absolute bottom-2 left-2 right-2">
          <ProductBadges product={product} now={now} />
        </div>
        {/* Above the card's stretched link, beside it rather than inside it: its own button. */}
        <div data-slot="favorite" className="absolute right-1.5 top-1.5 z-10">
          <HeartButton type="product" id={product.id} name={name} />
        </div>
      </div>
      <div className={`flex min-w-0 flex-1 flex-col gap-1.5 p-4 ${list ? 'sm:p-5' : ''}`}>
        <p className={`truncate text-xs font-semibold text-sand-700 ${latinCaps(i18n.language)}`}>
          {category}
        </p>
        <CardTitleLink
          to={`/product/detail/${product.id}`}
          className="font-semibold leading-snug text-jungle-900"
        >
          {name}
        </CardTitleLink>
        <p className="text-sm text-ink-muted">{brand}</p>
        {product.review_count > 0 ? (
          <div className="flex items-center gap-1.5 text-sm text-ink-muted">
            <StarRating stars={starsOf(product)} />
            <span>
              ({format.number(product.review_count)}
              <span className="sr-only">
                {' '}
                <ReviewCount count={product.review_count} />
              </span>
              )
            </span>
          </div>
        ) : (
          <p className="text-sm text-ink-muted" data-testid="product-no-reviews">
            {tReviews('none')}
          </p>
        )}
        <div className={`mt-auto flex flex-wrap items-end justify-between gap-2 pt-2`}>
          <PriceTag priceCents={product.price_cents} originalCents={product.original_price_cents} />
          {showStock && <StockLabel qty={product.total_stock} />}
        </div>
      </div>
    </article>
  );
}
