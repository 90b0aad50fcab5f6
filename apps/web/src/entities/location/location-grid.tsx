import type { LocationCard as LocationCardData } from '@camtour/shared/schemas/travel';
import { LocationCard, LocationCardSkeleton } from './location-card';

const GRID = 'grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3';

export function LocationGrid({
  locations,
  label,
  testId = 'location-grid',
}: {
  locations: readonly LocationCardData[];
  label: string;
  testId?: string;
}) {
  return (
    <ul className={GRID} aria-label={label} data-testid={testId}>
      {locations.map((location) => (
        <li key={location.id} className="min-w-0">
          <LocationCard location={location} />
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
