import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/lib/format';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useNearViewport } from '@/lib/hooks/use-near-viewport';
import { usePublicConfig } from '@/lib/public-config';

// Leaflet (about 40 KB gzip) and its CSS load with this page's map only, once it is near.
const LeafletMap = lazy(() => import('./leaflet-map'));

type TileState = 'unknown' | 'ok' | 'failed';

/**
 * A place or a hotel on a real map (tiles from the server's configured tile server), with a clear
 * offline message and the coordinates when the tiles cannot be loaded, and the open-in-maps link.
 */
export function PlaceMap({
  lat,
  lng,
  label,
  mapUrl,
  id = 'location-map',
}: {
  lat: number;
  lng: number;
  label: string;
  mapUrl: string;
  /** The section's id: a link on the page scrolls to it. */
  id?: string;
}) {
  const { t } = useTranslation('travel');
  const format = useFormat();
  const config = usePublicConfig();
  const [tiles, setTiles] = useState<TileState>('unknown');
  // One failed tile is enough to say so; a later successful one clears it (a flaky network).
  const onTiles = useCallback((ok: boolean) => setTiles(ok ? 'ok' : 'failed'), []);
  const coordinates = `${format.number(lat, { minimumFractionDigits: 5, maximumFractionDigits: 5 })}, ${format.number(lng, { minimumFractionDigits: 5, maximumFractionDigits: 5 })}`;
  const offline = config.isError || tiles === 'failed';
  // Leaflet needs a window: the server and the hydrating browser draw the reserved box.
  const hydrated = useHydrated();
  // The map is below the fold: Leaflet loads as the visitor scrolls towards it (issue 17).
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box, { enabled: hydrated });

  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-28">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${id}-title`} className="text-2xl font-bold leading-display text-jungle-900">
          {t('map.title')}
        </h2>
        <a
          href={mapUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="text-sm font-semibold text-jungle-700 underline-offset-2 hover:underline"
          data-testid="open-in-maps"
        >
          {t('map.open')} <span aria-hidden="true">↗</span>
        </a>
      </div>
      <div
        ref={box}
        className="relative isolate h-72 overflow-hidden rounded-3xl border border-sand-200 bg-sand-100 sm:h-96"
      >
        {config.data && hydrated && near ? (
          <Suspense fallback={<Skeleton className="size-full rounded-none" />}>
            <LeafletMap
              lat={lat}
              lng={lng}
              label={label}
              tileUrl={config.data.map.tile_url}
              attribution={config.data.map.attribution}
              maxZoom={config.data.map.max_zoom}
              onTiles={onTiles}
              zoomInLabel={t('map.zoom-in')}
              zoomOutLabel={t('map.zoom-out')}
            />
          </Suspense>
        ) : (
          !config.isError && <Skeleton className="size-full rounded-none" />
        )}
      </div>
      {offline ? (
        <div
          role="status"
          data-testid="map-offline"
          className="mt-3 rounded-2xl border border-sand-300 bg-sand-100 p-4 text-sm text-ink"
        >
          <p className="font-semibold text-jungle-900">{t('map.offline.title')}</p>
          <p className="mt-1 text-ink-muted">{t('map.offline.body')}</p>
          <p className="mt-2">
            {t('map.coordinates')}:{' '}
            <span className="font-mono font-semibold" data-testid="map-coordinates">
              {coordinates}
            </span>
          </p>
        </div>
      ) : (
        <p className="mt-2 text-sm text-ink-muted">
          {t('map.coordinates')}: <span className="font-mono">{coordinates}</span>
        </p>
      )}
    </section>
  );
}
