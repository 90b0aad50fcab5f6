import { useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { SHOP_SORTS, type ShopSort } from '@camtour/shared/domain/catalog';
import { localized } from '@camtour/shared/domain/localize';
import { buttonStyles } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { FilterPanel } from '@/components/ui/filter-panel';
import { MissingNotice } from '@/components/ui/notice';
import { PageFrame } from '@/components/ui/page-frame';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorMessage } from '@/lib/error-message';
import { useShopCategories } from '../api/get-categories';
import {
  hasActiveFilters,
  toProductQuery,
  useShopFilters,
  type ViewMode,
} from '../hooks/use-shop-filters';
import { useShopProducts } from '../hooks/use-shop-products';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { ProductSearch } from './product-search';
import { ShopFilters } from './shop-filters';
import { useItemTitle } from '@/lib/page-title';

function ViewToggle({ view, onChange }: { view: ViewMode; onChange: (view: ViewMode) => void }) {
  const { t } = useTranslation('shop');
  const button = (mode: ViewMode, icon: string) => (
    <button
      type="button"
      aria-pressed={view === mode}
      onClick={() => onChange(mode)}
      className={`grid size-10 place-items-center rounded-full ${
        view === mode ? 'bg-jungle-700 text-white' : 'text-jungle-800 hover:bg-jungle-50'
      }`}
      aria-label={t(`view.${mode}`)}
      title={t(`view.${mode}`)}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
        <path d={icon} />
      </svg>
    </button>
  );
  return (
    <div
      className="flex items-center gap-1 rounded-full border border-sand-200 bg-white p-0.5"
      role="group"
      aria-label={t('view.label')}
    >
      {button('grid', 'M3 3h6v6H3zM11 3h6v6h-6zM3 11h6v6H3zM11 11h6v6h-6z')}
      {button('list', 'M3 4h3v3H3zM8 4.5h9v2H8zM3 8.5h3v3H3zM8 9h9v2H8zM3 13h3v3H3zM8 13.5h9v2H8z')}
    </div>
  );
}

/** The shop list, for /product and for /product/category/{slug} (document 2 §2). */
export function ShopListPage({ categorySlug }: { categorySlug?: string }) {
  const { t, i18n } = useTranslation(['shop', 'reviews']);
  const common = useTranslation().t;
  const message = useErrorMessage();
  const [now] = useState(() => new Date());
  const { filters, view, update, setView, clear } = useShopFilters(categorySlug);
  const categories = useShopCategories();
  const category = categorySlug
    ? categories.data?.find((item) => item.slug === categorySlug)
    : undefined;
  const list = useShopProducts(toProductQuery(filters, categorySlug));
  const lang = i18n.language;

  const categoryIds =
    filters.categoryIds.length > 0 ? filters.categoryIds : category ? [category.id] : [];
  const filtered = hasActiveFilters(filters) || categorySlug !== undefined;
  const title = category
    ? localized(lang, category.name, category.name_km)
    : common('route.product');
  useItemTitle(category ? title : null);
  const crumbs = [
    { label: common('route.home'), to: '/' },
    ...(categorySlug
      ? [{ label: common('route.product'), to: '/product' }, { label: category ? title : '…' }]
      : [{ label: common('route.product') }]),
  ];

  if (categorySlug && categories.isSuccess && !category) {
    return (
      <PageFrame title={common('route.productCategory')} crumbs={crumbs}>
        <MissingNotice
          level={2}
          title={t('category.not-found.title')}
          body={t('category.not-found.body')}
          back={{ to: '/product', label: t('back-to-shop') }}
        />
      </PageFrame>
    );
  }

  const { query } = list;
  const intro = category
    ? localized(lang, category.description, category.description_km)
    : t('list.intro');

  return (
    <PageFrame title={title} crumbs={crumbs} intro={intro}>
      <div className="mb-6">
        <ProductSearch value={filters.search} onSearch={(search) => update({ search })} />
      </div>
      <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
        <FilterPanel canClear={filtered} onClear={clear}>
          <ShopFilters
            filters={filters}
            categoryIds={categoryIds}
            sliderMax={list.priceRange?.slider_max ?? null}
            onChange={update}
          />
        </FilterPanel>

        <section aria-labelledby="shop-results" className="min-w-0">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <h2 id="shop-results" className="text-sm text-ink-muted" aria-live="polite">
              {query.isPending ? (
                <Skeleton className="h-5 w-40" />
              ) : (
                t('list.count', { shown: list.products.length, count: list.total })
              )}
            </h2>
            <div className="flex items-center gap-2">
              <label className="flex items-center gap-2 text-sm font-medium text-ink">
                <span className="whitespace-nowrap">{t('sort.label')}</span>
                <select
                  name="sort"
                  className="rounded-full border border-sand-300 bg-white px-3 py-2 text-sm text-ink focus:border-jungle-600 focus:outline-none focus:ring-2 focus:ring-jungle-600/30"
                  value={filters.sort}
                  onChange={(event) => update({ sort: event.target.value as ShopSort })}
                  data-testid="sort-select"
                >
                  {SHOP_SORTS.map((sort) => (
                    <option key={sort} value={sort}>
                      {t(`sort.${sort}`)}
                    </option>
                  ))}
                </select>
              </label>
              <ViewToggle view={view} onChange={setView} />
            </div>
          </div>

          {query.isPending ? (
            <>
              <span className="sr-only" role="status">
                {common('state.loading')}
              </span>
              <ProductGridSkeleton layout={view} />
            </>
          ) : query.isError && list.products.length === 0 ? (
            <ErrorState
              message={message(query.error)}
              onRetry={() => void query.refetch()}
              retrying={query.isFetching}
            />
          ) : list.products.length === 0 ? (
            <EmptyState
              title={t('list.empty.title')}
              body={filtered ? t('list.empty.filtered') : t('list.empty.body')}
              reset={filtered && { label: common('filters.clear'), onClick: clear }}
              testId="shop-empty"
            />
          ) : (
            <div
              aria-busy={query.isFetching}
              className={
                query.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'
              }
            >
              <ProductGrid
                products={list.products}
                now={now}
                layout={view}
                label={t('list.label')}
              />
              {query.isFetchNextPageError && (
                <div className="mt-4">
                  <ErrorState message={message(query.error)} onRetry={() => void list.showMore()} />
                </div>
              )}
              {(list.canShowMore || list.canShowLess) && (
                <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
                  {list.canShowLess && (
                    <button
                      type="button"
                      className={buttonStyles.secondary}
                      onClick={list.showLess}
                    >
                      {t('list.show-less')}
                    </button>
                  )}
                  {list.canShowMore && (
                    <button
                      type="button"
                      className={buttonStyles.primary}
                      onClick={() => void list.showMore()}
                      disabled={list.loadingMore}
                    >
                      {list.loadingMore ? t('list.loading-more') : t('list.show-more')}
                    </button>
                  )}
                </div>
              )}
            </div>
          )}
        </section>
      </div>
    </PageFrame>
  );
}
