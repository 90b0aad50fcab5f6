import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MapConfig } from '@camtour/shared/schemas/common';
import { api } from '@/lib/api-client';

/** GET /api/web/view/config: the tile server is the server's choice (env MAP_TILE_URL). */
export function getMapConfig(signal?: AbortSignal): Promise<MapConfig> {
  return api.get<MapConfig>('/api/web/view/config', { signal, skipGlobalHandling: true });
}

export function useMapConfig() {
  return useQuery(
    queryOptions({
      queryKey: ['travel', 'config'] as const,
      queryFn: ({ signal }) => getMapConfig(signal),
      staleTime: Infinity,
    }),
  );
}
