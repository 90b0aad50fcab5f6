import { useTranslation } from '@/lib/i18n-react';
import { Link } from 'react-router';
import type { AdminLocationRow } from '@camtour/shared/schemas/admin-places';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminTable, type AdminColumn } from '@/components/admin/admin-table';
import { FormError } from '@/components/admin/form-error';
import { Pager } from '@/components/admin/pager';
import { useListParams } from '@/components/admin/use-list-params';
import { buttonStyles } from '@/components/ui/button-styles';
import { FallbackImage } from '@/components/ui/fallback-image';
import { useFormat } from '@/lib/format';
import { useAdminLocations, usePlacesOptions } from '../api/admin-places-queries';
import { useLocalName } from '../hooks/use-local-name';
import { PlaceFilters } from './place-filters';

/** /admin/locations: every place, searchable in both languages, with its province and category. */
export function LocationsPage() {
  const { t } = useTranslation('admin-places');
  const format = useFormat();
  const named = useLocalName();
  const list = useListParams({ search: '', province_id: '', category_id: '' });
  const query = { ...list.values, page: list.page };
  const locations = useAdminLocations(query);
  const options = usePlacesOptions({});

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
      <PlaceFilters
        searchId="locations-search"
        searchPlaceholder={t('locations.search-placeholder')}
        list={list}
        selects={[
          {
            key: 'province_id',
            label: t('filter.province'),
            options: (options.data?.provinces ?? []).map((p) => ({
              value: String(p.id),
              label: named(p),
            })),
          },
          {
            key: 'category_id',
            label: t('filter.category'),
            options: (options.data?.categories ?? []).map((c) => ({
              value: String(c.id),
              label: named(c),
            })),
          },
        ]}
      />
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
