import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminLocationRow } from '@camtour/shared/schemas/admin-places';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminTable, type AdminColumn } from '@/components/admin/admin-table';
import { FilterBar } from '@/components/admin/filter-bar';
import { FormError } from '@/components/admin/form-error';
import { Pager } from '@/components/admin/pager';
import { useListParams } from '@/components/admin/use-list-params';
import { buttonStyles } from '@/components/ui/button-styles';
import { FallbackImage } from '@/components/ui/fallback-image';
import { inputStyles } from '@/components/ui/form-controls';
import { useFormat } from '@/lib/format';
import { useAdminLocations, usePlacesOptions } from '../api/admin-places-queries';
import { useLocalName } from '../hooks/use-local-name';

/** /admin/locations: every place, searchable in both languages, with its province and category. */
export function LocationsPage() {
  const { t } = useTranslation('admin-places');
  const format = useFormat();
  const named = useLocalName();
  const list = useListParams({ search: '', province_id: '', category_id: '' });
  const [search, setSearch] = useState(list.values.search ?? '');
  const query = { ...list.values, page: list.page };
  const locations = useAdminLocations(query);
  const options = usePlacesOptions({});

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    list.set('search', search.trim());
  };

  const columns: AdminColumn<AdminLocationRow>[] = [
    {
      id: 'name',
      header: t('locations.col-name'),
      cell: (l) => (
        <Link
          to={`/admin/locations/${l.id}`}
          className="flex items-center gap-3 font-semibold text-jungle-800 hover:underline"
        >
          <FallbackImage
            src={l.thumbnail}
            alt=""
            label={l.name_en}
            width={48}
            height={36}
            className="h-9 w-12 shrink-0 rounded-md object-cover"
          />
          <span className="min-w-0">
            <span className="block">{l.name_en}</span>
            <span lang="km" className="block text-sm font-normal text-ink-muted">
              {l.name_km}
            </span>
          </span>
        </Link>
      ),
    },
    { id: 'province', header: t('locations.col-province'), cell: (l) => named(l.province) },
    { id: 'category', header: t('locations.col-category'), cell: (l) => named(l.category) },
    {
      id: 'views',
      header: t('locations.col-views'),
      cell: (l) => format.number(l.total_view),
      className: 'md:text-right',
    },
    {
      id: 'rating',
      header: t('locations.col-rating'),
      cell: (l) =>
        l.review_count > 0
          ? t('locations.rating', {
              star: format.number(l.rate_star, { maximumFractionDigits: 1 }),
              count: l.review_count,
              reviews: format.number(l.review_count),
            })
          : t('locations.no-rating'),
    },
    {
      id: 'photos',
      header: t('locations.col-photos'),
      cell: (l) => format.number(l.photo_count),
      className: 'md:text-right',
    },
  ];

  return (
    <>
      <AdminPageHeader
        title={t('locations.title')}
        description={t('locations.intro')}
        actions={
          <Link to="/admin/locations/new" className={buttonStyles.primary}>
            {t('locations.new')}
          </Link>
        }
      />
      <FilterBar
        onReset={() => {
          setSearch('');
          list.reset();
        }}
      >
        <form onSubmit={onSearch} className="flex flex-col gap-1.5 md:min-w-72" role="search">
          <label htmlFor="locations-search" className="text-sm font-semibold">
            {t('filter.search')}
          </label>
          <div className="flex gap-2">
            <input
              id="locations-search"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t('locations.search-placeholder')}
              className={inputStyles}
            />
            <button type="submit" className={buttonStyles.small}>
              {t('filter.search-go')}
            </button>
          </div>
        </form>
        <label className="flex flex-col gap-1.5 text-sm font-semibold">
          {t('filter.province')}
          <select
            value={list.values.province_id}
            onChange={(event) => list.set('province_id', event.target.value)}
            className={inputStyles}
          >
            <option value="">{t('filter.any')}</option>
            {options.data?.provinces.map((p) => (
              <option key={p.id} value={p.id}>
                {named(p)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1.5 text-sm font-semibold">
          {t('filter.category')}
          <select
            value={list.values.category_id}
            onChange={(event) => list.set('category_id', event.target.value)}
            className={inputStyles}
          >
            <option value="">{t('filter.any')}</option>
            {options.data?.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {named(c)}
              </option>
            ))}
          </select>
        </label>
      </FilterBar>
      <FormError error={locations.error} />
      <AdminTable
        caption={t('locations.title')}
        columns={columns}
        rows={locations.data?.locations ?? []}
        rowKey={(l) => l.id}
        empty={t('locations.empty')}
        loading={locations.isFetching}
      />
      {locations.data && <Pager pagination={locations.data.pagination} onPage={list.setPage} />}
    </>
  );
}
