import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { roundedStars } from '@camtour/shared/domain/catalog';
import { localized } from '@camtour/shared/domain/localize';
import type { ProductCard as ProductCardData } from '@camtour/shared/schemas/shop';
import type { Crumb } from '@/components/ui/breadcrumbs';
import { DetailQuery } from '@/components/ui/detail-query';
import { DetailFrame } from '@/components/ui/page-frame';
import { MissingNotice } from '@/components/ui/notice';
import { DetailSkeleton } from '@/components/ui/skeleton';
import { SectionHeading } from '@/components/ui/section';
import { useFormat } from '@/lib/format';
import type { ProductDetailResponse } from '@camtour/shared/schemas/shop';
import { productQueryOptions } from '../api/get-product';
import { useVariantSelection } from '../hooks/use-variant-selection';
import { PriceTag } from '@/entities/product/price-tag';
import { latinCaps, ProductCard } from '@/entities/product/product-card';
import { ProductGallery } from './product-gallery';
import { ProductTabs, type ProductTab } from './product-tabs';
import { PurchasePanel, type PurchaseAction } from './purchase-panel';
import { ReviewCount, StarRating } from '@/entities/review/star-rating';
import { HeartButton } from '@/entities/wishlist/heart-button';
import { VariantOptions } from './variant-options';
import { useItemTitle } from '@/lib/page-title';

function RelatedList({
  title,
  products,
  now,
}: {
  title: string;
  products: ProductCardData[];
  now: Date;
}) {
  if (products.length === 0) return null;
  return (
    <section className="mt-14" aria-label={title}>
      <SectionHeading className="mb-5">{title}</SectionHeading>
      <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
        {products.map((product) => (
          <li key={product.id} className="min-w-0">
            <ProductCard product={product} now={now} showStock={false} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ProductView({
  data,
  purchase,
}: {
  data: ProductDetailResponse;
  purchase: PurchaseAction;
}) {
  const { t, i18n } = useTranslation('shop');
  const common = useTranslation().t;
  const format = useFormat();
  const [now] = useState(() => new Date());
  const [tab, setTab] = useState<ProductTab>('description');
  const { product } = data;
  const lang = i18n.language;
  const selection = useVariantSelection(product);
  const name = localized(lang, product.name, product.name_km);
  useItemTitle(name);
  const categoryName = localized(lang, product.category.name, product.category.name_km);
  const priceCents =
    selection.exact && selection.variant ? selection.variant.price_cents : product.price_cents;
  const colorImages = product.images
    .filter((image) => image.color_id === selection.colorId)
    .map((image) => image.image_url);
  const images = colorImages.length > 0 ? colorImages : [product.thumbnail];

  const crumbs: Crumb[] = [
    { label: common('route.home'), to: '/' },
    { label: common('route.product'), to: '/product' },
    { label: categoryName, to: `/product/category/${product.category.slug}` },
    { label: name },
  ];

  const showReviews = () => {
    setTab('reviews');
    document.getElementById('product-tabs')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <DetailFrame crumbs={crumbs}>
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12" data-testid="product-detail">
        <ProductGallery key={selection.colorId ?? 'none'} images={images} name={name} />
        <div className="flex min-w-0 flex-col gap-5">
          <div>
            <p className={`text-sm font-semibold text-sand-700 ${latinCaps(lang)}`}>
              {localized(lang, product.brand.name, product.brand.name_km)}
            </p>
            <div className="mt-1 flex items-start justify-between gap-4">
              <h1 className="text-3xl font-bold leading-display tracking-tight text-jungle-900 sm:text-4xl">
                {name}
              </h1>
              <HeartButton type="product" id={product.id} name={name} look="page" />
            </div>
            <button
              type="button"
              onClick={showReviews}
              className="mt-2 flex items-center gap-2 rounded text-sm text-ink-muted hover:text-jungle-800"
            >
              <StarRating
                stars={roundedStars(product.rating * product.review_count, product.review_count)}
              />
              <span>
                <ReviewCount count={product.review_count} />
              </span>
            </button>
          </div>
          <PriceTag
            priceCents={priceCents}
            originalCents={product.original_price_cents}
            size="lg"
            showDiscount
          />
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
            <dt className="text-ink-muted">{t('detail.code')}</dt>
            <dd className="font-medium text-ink" data-testid="product-code">
              {product.code}
            </dd>
            <dt className="text-ink-muted">{t('detail.views')}</dt>
            <dd className="font-medium text-ink">{format.number(product.total_views)}</dd>
            <dt className="text-ink-muted">{t('detail.category')}</dt>
            <dd>
              <Link
                to={`/product/category/${product.category.slug}`}
                className="font-medium text-jungle-700 hover:underline"
              >
                {categoryName}
              </Link>
            </dd>
          </dl>
          <VariantOptions
            product={product}
            colorId={selection.colorId}
            sizeId={selection.sizeId}
            onColor={(id) => {
              purchase.reset();
              selection.selectColor(id);
            }}
            onSize={(id) => {
              purchase.reset();
              selection.selectSize(id);
            }}
          />
          <PurchasePanel
            productId={product.id}
            variant={selection.variant}
            exact={selection.exact}
            purchase={purchase}
          />
        </div>
      </div>
      <ProductTabs product={product} tab={tab} onTab={setTab} reviewCount={product.review_count} />
      <RelatedList title={t('related.products')} products={data.related_products} now={now} />
      <RelatedList
        title={t('related.category', { category: categoryName })}
        products={data.related_category}
        now={now}
      />
    </DetailFrame>
  );
}

/** /product/detail/{id} (document 2 §2). */
export function ProductDetailPage({
  productId,
  purchase,
}: {
  productId: number;
  purchase: PurchaseAction;
}) {
  const { t } = useTranslation(['shop', 'reviews']);
  const common = useTranslation().t;
  const crumbs: Crumb[] = [
    { label: common('route.home'), to: '/' },
    { label: common('route.product'), to: '/product' },
    { label: common('route.productDetail') },
  ];

  return (
    <DetailQuery
      skeleton={<DetailSkeleton media="square" tabs testId="product-loading" />}
      id={productId}
      options={productQueryOptions}
      crumbs={crumbs}
      notFoundStatuses={[404]}
      notFound={
        <MissingNotice
          title={t('detail.not-found.title')}
          body={t('detail.not-found.body')}
          back={{ to: '/product', label: t('back-to-shop') }}
          testId="product-not-found"
        />
      }
    >
      {(data) => <ProductView key={data.product.id} data={data} purchase={purchase} />}
    </DetailQuery>
  );
}
