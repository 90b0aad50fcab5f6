import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminHotelRow } from '@camtour/shared/schemas/admin-places';
import { HOTEL_TYPES } from '@camtour/shared/schemas/travel';
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
import { useAdminHotels } from '../api/admin-places-queries';
import { useLocalName } from '../hooks/use-local-name';

/** /admin/hotels: every hotel with its type, stars, price range and rooms. */
export function HotelsPage() {
  const { t } = useTranslation('admin-places');
  const format = useFormat();
  const named = useLocalName();
  const list = useListParams({ search: '', type: '', stars: '' });
  const [search, setSearch] = useState(list.values.search ?? '');
  const hotels = useAdminHotels({ ...list.values, page: list.page });

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    list.set('search', search.trim());
  };

  const columns: AdminColumn<AdminHotelRow>[] = [
    {
      id: 'name',
      header: t('hotels.col-name'),
      cell: (h) => (
        <Link
          to={`/admin/hotels/${h.id}`}
          className="flex items-center gap-3 font-semibold text-jungle-800 hover:underline"
        >
          <FallbackImage
            src={h.thumbnail ?? ''}
            alt=""
            label={h.name_en}
            width={48}
            height={36}
            className="h-9 w-12 shrink-0 rounded-md object-cover"
          />
          <span className="min-w-0">
            <span className="block">{h.name_en}</span>
            <span lang="km" className="block text-sm font-normal text-ink-muted">
              {h.name_km}
            </span>
          </span>
        </Link>
      ),
    },
    { id: 'type', header: t('hotels.col-type'), cell: (h) => t(`hotel-type.${h.type}`) },
    {
      id: 'stars',
      header: t('hotels.col-stars'),
      cell: (h) => t('hotels.stars', { count: h.stars, n: format.number(h.stars) }),
    },
    { id: 'province', header: t('hotels.col-province'), cell: (h) => named(h.province) },
    {
      id: 'price',
      header: t('hotels.col-price'),
      cell: (h) =>
        t('hotels.price-range', {
          min: format.usd(h.min_price_cents / 100),
          max: format.usd(h.max_price_cents / 100),
        }),
    },
    {
      id: 'rooms',
      header: t('hotels.col-rooms'),
      cell: (h) => format.number(h.room_count),
      className: 'md:text-right',
    },
  ];

  return (
    <>
      <AdminPageHeader
        title={t('hotels.title')}
        description={t('hotels.intro')}
        actions={
          <Link to="/admin/hotels/new" className={buttonStyles.primary}>
            {t('hotels.new')}
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
          <label htmlFor="hotels-search" className="text-sm font-semibold">
            {t('filter.search')}
          </label>
          <div className="flex gap-2">
            <input
              id="hotels-search"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t('hotels.search-placeholder')}
              className={inputStyles}
            />
            <button type="submit" className={buttonStyles.small}>
              {t('filter.search-go')}
            </button>
          </div>
        </form>
        <label className="flex flex-col gap-1.5 text-sm font-semibold">
          {t('filter.type')}
          <select
            value={list.values.type}
            onChange={(event) => list.set('type', event.target.value)}
            className={inputStyles}
          >
            <option value="">{t('filter.any')}</option>
            {HOTEL_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`hotel-type.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1.5 text-sm font-semibold">
          {t('filter.stars')}
          <select
            value={list.values.stars}
            onChange={(event) => list.set('stars', event.target.value)}
            className={inputStyles}
          >
            <option value="">{t('filter.any')}</option>
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={n}>
                {t('hotels.stars', { count: n, n: format.number(n) })}
              </option>
            ))}
          </select>
        </label>
      </FilterBar>
      <FormError error={hotels.error} />
      <AdminTable
        caption={t('hotels.title')}
        columns={columns}
        rows={hotels.data?.hotels ?? []}
        rowKey={(h) => h.id}
        empty={t('hotels.empty')}
        loading={hotels.isFetching}
      />
      {hotels.data && <Pager pagination={hotels.data.pagination} onPage={list.setPage} />}
    </>
  );
}
