import { useTranslation } from '@/lib/i18n-react';
import { formatCount } from '@camtour/shared/domain/travel';
import { localized } from '@camtour/shared/domain/localize';
import type { LocationDetail } from '@camtour/shared/schemas/travel';
import { MediaCard } from '@/components/ui/media-card';
import { SectionHeading } from '@/components/ui/section';

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
      <SectionHeading className="mb-4">{title}</SectionHeading>
      <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
        {items.map((item) => {
          const name = localized(i18n.language, item.name, item.name_local);
          return (
            <li key={item.id} className="min-w-0">
              <MediaCard
                to={`/location/detail/${item.id}`}
                image={item.is_thumbnail}
                name={name}
                bodyClassName="gap-1 p-3 sm:p-4"
              >
                <span className="font-semibold leading-display text-jungle-900 group-hover:underline">
                  {name}
                </span>
                <span className="text-sm text-ink-muted">
                  {t('views', { count: item.total_view, views: formatCount(item.total_view) })}
                </span>
              </MediaCard>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
