import type { LocationCard as LocationCardData } from '@camtour/shared/schemas/travel';
import { LocationCard, LocationCardSkeleton } from './location-card';

const GRID = 'grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3';

export function LocationGrid({
  locations,
  label,
  testId = 'location-grid',
  priorityFirst = false,
}: {
  locations: readonly LocationCardData[];
  label: string;
  testId?: string;
  /** The grid opens the page: its first photo is fetched first (the phone's LCP). */
  priorityFirst?: boolean;
}) {
  return (
    <ul className={GRID} aria-label={label} data-testid={testId}>
      {locations.map((location, index) => (
        <li key={location.id} className="min-w-0">
          <LocationCard location={location} priority={priorityFirst && index === 0} />
        </li>
      ))}
    </ul>
  );
}

export function LocationGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className={GRID} aria-hidden="true" data-testid="locations-loading">
      {Array.from({ length: count }, (_, index) => (
        <LocationCardSkeleton key={index} />
      ))}
    </div>
  );
}
