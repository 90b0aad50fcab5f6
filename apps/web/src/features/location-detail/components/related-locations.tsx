import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@camtour/shared/domain/travel';
import { localized } from '@camtour/shared/domain/localize';
import type { LocationDetail } from '@camtour/shared/schemas/travel';
import { FallbackImage } from '@/components/ui/fallback-image';

type Related = LocationDetail['same_district_locations'][number];

/** Other places of the same district or category, each linking to its own page. */
export function RelatedLocations({
  title,
  items,
  testId,
}: {
  title: string;
  items: Related[];
  testId: string;
}) {
  const { t, i18n } = useTranslation('travel');
  if (items.length === 0) return null;
  return (
    <section aria-label={title} className="mt-12" data-testid={testId}>
      <h2 className="mb-4 text-2xl font-bold leading-display text-jungle-900">{title}</h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
        {items.map((item) => {
          const name = localized(i18n.language, item.name, item.name_local);
          return (
            <li key={item.id} className="min-w-0">
              <Link
                to={`/location/detail/${item.id}`}
                className="group flex h-full flex-col overflow-hidden rounded-3xl border border-sand-200 bg-white hover:border-jungle-300 hover:shadow-md"
              >
                <FallbackImage
                  src={item.is_thumbnail}
                  alt=""
                  label={name}
                  width={320}
                  height={200}
                  className="aspect-[16/10] w-full object-cover"
                />
                <span className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
                  <span className="font-semibold leading-display text-jungle-900 group-hover:underline">
                    {name}
                  </span>
                  <span className="text-sm text-ink-muted">
                    {t('views', { count: item.total_view, views: formatCount(item.total_view) })}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
