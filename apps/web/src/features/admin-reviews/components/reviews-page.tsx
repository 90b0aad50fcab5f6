import { useTranslation } from '@/lib/i18n-react';
import { REVIEW_STATES, type ReviewKind } from '@camtour/shared/schemas/admin-content';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { FilterBar } from '@/components/admin/filter-bar';
import { SearchFilter, SelectFilter } from '@/components/admin/filter-fields';
import { FormError } from '@/components/admin/form-error';
import { Pager } from '@/components/admin/pager';
import { useListParams, type ListParams } from '@/components/admin/use-list-params';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { useAdminReviews } from '../api/reviews';
import { ReviewCard } from './review-card';

const DEFAULTS = { kind: 'product', state: 'all', search: '' };

function ReviewFilters({ list }: { list: ListParams }) {
  const { t } = useTranslation('admin-content');
  const { values, set, reset } = list;
  return (
    <FilterBar onReset={reset}>
      <SelectFilter
        id="reviews-state"
        label={t('reviews.show-filter')}
        className="md:w-48"
        anyLabel={false}
        value={values.state ?? ''}
        onChange={(value) => set('state', value)}
        options={REVIEW_STATES.map((state) => ({
          value: state,
          label: t(`reviews.state-${state}`),
        }))}
      />
      <SearchFilter
        id="reviews-search"
        label={t('reviews.search')}
        className="md:w-80"
        value={values.search ?? ''}
        onSearch={(value) => set('search', value)}
      />
    </FilterBar>
  );
}

function ReviewList({ list }: { list: ListParams }) {
  const { t } = useTranslation('admin-content');
  const reviews = useAdminReviews({ ...list.values, page: list.page });
  if (reviews.isError) return <FormError error={reviews.error} />;
  if (!reviews.data) {
    return (
      <div className="grid min-h-40 place-items-center">
        <Spinner label={t('loading')} showLabel />
      </div>
    );
  }
  const { reviews: rows, pagination } = reviews.data;
  return (
    <div aria-busy={reviews.isFetching || undefined}>
      {rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-sand-300 bg-white p-8 text-center text-ink-muted">
          {t('reviews.empty')}
        </p>
      ) : (
        <ul className={`flex flex-col gap-3 ${reviews.isFetching ? 'opacity-60' : ''}`}>
          {rows.map((review) => (
            <li key={`${review.kind}-${review.id}`}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      )}
      {pagination.total > 0 && <Pager pagination={pagination} onPage={list.setPage} />}
    </div>
  );
}

/** /admin/reviews: product and place reviews, newest first; hide one to take it off the site. */
export function ReviewsPage() {
  const { t } = useTranslation('admin-content');
  const list = useListParams(DEFAULTS);
  const kind: ReviewKind =
    list.values.kind === 'location' || list.values.kind === 'hotel' ? list.values.kind : 'product';
  const content = (
    <>
      <ReviewFilters list={list} />
      <ReviewList list={list} />
    </>
  );
  return (
    <>
      <AdminPageHeader title={t('reviews.title')} description={t('reviews.intro')} />
      <Tabs
        value={kind}
        onValueChange={(next) => list.set('kind', next)}
        label={t('reviews.kinds')}
        layout="section"
        tabs={[
          {
            value: 'product',
            label: t('reviews.kind-product'),
            content: kind === 'product' && content,
          },
          {
            value: 'location',
            label: t('reviews.kind-location'),
            content: kind === 'location' && content,
          },
          {
            value: 'hotel',
            label: t('reviews.kind-hotel'),
            content: kind === 'hotel' && content,
          },
        ]}
      />
    </>
  );
}
