import { useTranslation } from '@/lib/i18n-react';
import { Link } from 'react-router';
import type { AdminHotelRow } from '@camtour/shared/schemas/admin-places';
import { HOTEL_TYPES } from '@camtour/shared/schemas/travel';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminTable, type AdminColumn } from '@/components/admin/admin-table';
import { FormError } from '@/components/admin/form-error';
import { Pager } from '@/components/admin/pager';
import { useListParams } from '@/components/admin/use-list-params';
import { buttonStyles } from '@/components/ui/button-styles';
import { FallbackImage } from '@/components/ui/fallback-image';
import { useFormat } from '@/lib/format';
import { useAdminHotels } from '../api/admin-places-queries';
import { useLocalName } from '../hooks/use-local-name';
import { PlaceFilters } from './place-filters';

/** /admin/hotels: every hotel with its type, stars, price range and rooms. */
export function HotelsPage() {
  const { t } = useTranslation('admin-places');
  const format = useFormat();
  const named = useLocalName();
  const list = useListParams({ search: '', type: '', stars: '' });
  const hotels = useAdminHotels({ ...list.values, page: list.page });

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
      <PlaceFilters
        searchId="hotels-search"
        searchPlaceholder={t('hotels.search-placeholder')}
        list={list}
        selects={[
          {
            key: 'type',
            label: t('filter.type'),
            options: HOTEL_TYPES.map((type) => ({ value: type, label: t(`hotel-type.${type}`) })),
          },
          {
            key: 'stars',
            label: t('filter.stars'),
            options: [5, 4, 3, 2, 1].map((n) => ({
              value: String(n),
              label: t('hotels.stars', { count: n, n: format.number(n) }),
            })),
          },
        ]}
      />
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
