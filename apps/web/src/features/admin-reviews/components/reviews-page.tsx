import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_STATES, type ReviewKind } from '@camtour/shared/schemas/admin-content';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { FilterBar } from '@/components/admin/filter-bar';
import { FormError } from '@/components/admin/form-error';
import { Pager } from '@/components/admin/pager';
import { useListParams, type ListParams } from '@/components/admin/use-list-params';
import { buttonStyles } from '@/components/ui/button-styles';
import { inputStyles } from '@/components/ui/form-controls';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { useAdminReviews } from '../api/reviews';
import { ReviewCard } from './review-card';

const DEFAULTS = { kind: 'product', state: 'all', search: '' };
const control = `${inputStyles} py-2 text-sm`;

function ReviewFilters({ list }: { list: ListParams }) {
  const { t } = useTranslation('admin-content');
  const { values, set, reset } = list;
  const [search, setSearch] = useState(values.search ?? '');
  useEffect(() => setSearch(values.search ?? ''), [values.search]);
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    set('search', search.trim());
  };
  return (
    <FilterBar onReset={reset}>
      <div className="flex min-w-0 flex-col gap-1 md:w-48">
        <label htmlFor="reviews-state" className="text-xs font-semibold text-ink-muted">
          {t('reviews.show-filter')}
        </label>
        <select
          id="reviews-state"
          className={control}
          value={values.state}
          onChange={(event) => set('state', event.target.value)}
        >
          {REVIEW_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`reviews.state-${state}`)}
            </option>
          ))}
        </select>
      </div>
      <form role="search" onSubmit={onSearch} className="flex min-w-0 flex-col gap-1 md:w-80">
        <label htmlFor="reviews-search" className="text-xs font-semibold text-ink-muted">
          {t('reviews.search')}
        </label>
        <div className="flex gap-2">
          <input
            id="reviews-search"
            type="search"
            maxLength={100}
            className={control}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <button type="submit" className={`${buttonStyles.small} shrink-0 whitespace-nowrap`}>
            {t('reviews.search-go')}
          </button>
        </div>
      </form>
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
  const kind = (list.values.kind === 'location' ? 'location' : 'product') satisfies ReviewKind;
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
        ]}
      />
    </>
  );
}
