import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { localized } from '@camtour/shared/domain/localize';
import type { LocationDetail } from '@camtour/shared/schemas/travel';
import { buttonStyles } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { MediaCard } from '@/components/ui/media-card';
import { useFormat } from '@/lib/format';
import { isLowStock, productLabel } from '../lib/location-rules';

type Product = LocationDetail['products'][number];

export function LocationProductCard({ product }: { product: Product }) {
  const { t, i18n } = useTranslation('travel');
  const format = useFormat();
  const lang = i18n.language;
  const name = localized(lang, product.product_name, product.product_name_km);
  const label = productLabel(product.color);
  const low = isLowStock(product.qty);
  return (
    <MediaCard
      to={`/product/detail/${product.product_id}`}
      image={product.is_thumbnail}
      name={name}
      cover="product"
      bodyClassName="gap-1 p-4"
      data-testid="location-product"
      badge={
        <span
          data-testid="product-label"
          className={`absolute left-3 top-3 rounded-full px-2.5 py-0.5 text-xs font-semibold ${
            label === 'featured'
              ? 'bg-red-700 text-white'
              : 'bg-white text-ink-muted ring-1 ring-sand-200'
          }`}
        >
          {t(`products.${label}`)}
        </span>
      }
    >
      <span className="font-semibold leading-display text-jungle-900 group-hover:underline">
        {name}
      </span>
      <span className="text-sm text-ink-muted">
        {t('products.variant', {
          color: localized(lang, product.color, product.color_km),
          size: localized(lang, product.size, product.size_km),
        })}
      </span>
      <span className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
        <span className="text-lg font-bold text-jungle-900">{format.usd(product.price)}</span>
        <span
          data-testid="product-stock"
          data-low={low ? 'true' : 'false'}
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
            low ? 'bg-sand-200 text-sand-900' : 'bg-jungle-50 text-jungle-800'
          }`}
        >
          {low
            ? t('products.low-stock', { count: product.qty })
            : t('products.stock', { count: product.qty })}
        </span>
      </span>
    </MediaCard>
  );
}

/** Gear for this place, each linking to its shop page (document 3 §2). */
export function ProductsTab({ products }: { products: Product[] }) {
  const { t } = useTranslation('travel');
  if (products.length === 0) {
    return (
      <EmptyState
        look="section"
        title={t('products.empty')}
        action={
          <Link to="/product" className={`${buttonStyles.secondary} mt-4`}>
            {t('products.shop')}
          </Link>
        }
        testId="products-empty"
      />
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
      {products.map((product) => (
        <li key={`${product.product_id}-${product.color}-${product.size}`} className="min-w-0">
          <LocationProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
