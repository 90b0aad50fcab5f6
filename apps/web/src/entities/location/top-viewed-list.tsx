import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { formatCount } from '@camtour/shared/domain/travel';
import type { LocationCard } from '@camtour/shared/schemas/travel';
import { FallbackImage } from '@/components/ui/fallback-image';
import { nameOf } from './place-names';

/** The most viewed places as a short ranked list of links. */
export function TopViewedList({
  locations,
  title,
}: {
  locations: readonly LocationCard[];
  title: string;
}) {
  const { t, i18n } = useTranslation('discovery');
  if (locations.length === 0) return null;
  return (
    <section
      aria-label={title}
      className="rounded-3xl border border-sand-200 bg-white p-5 shadow-sm"
      data-testid="top-viewed"
    >
      <h2 className="text-lg font-semibold text-jungle-900">{title}</h2>
      <ol className="mt-3 flex flex-col gap-1">
        {locations.map((location, index) => {
          const name = nameOf(i18n.language, location);
          return (
            <li key={location.id}>
              <Link
                to={`/location/detail/${location.id}`}
                className="flex items-center gap-3 rounded-2xl p-1.5 transition hover:bg-jungle-50"
              >
                <span className="relative shrink-0">
                  <FallbackImage
                    src={location.is_thumbnail}
                    alt=""
                    label={name}
                    width={56}
                    height={56}
                    className="size-14 rounded-xl object-cover"
                  />
                  <span className="absolute -left-1 -top-1 grid size-6 place-items-center rounded-full bg-sand-400 text-xs font-bold text-jungle-950">
                    {index + 1}
                  </span>
                </span>
                <span className="min-w-0">
                  <span className="block font-semibold leading-display text-jungle-900">
                    {name}
                  </span>
                  <span className="text-sm text-ink-muted">
                    {t('card.views', {
                      count: location.total_view,
                      views: formatCount(location.total_view),
                    })}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
