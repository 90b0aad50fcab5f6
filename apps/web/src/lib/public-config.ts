import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@camtour/shared/schemas/common';
import { api } from './api-client';

/**
 * GET /api/web/view/config: what the server's configuration decides for every page: the map tile
 * server (env MAP_TILE_URL), the support contact (SUPPORT_*) and the social profiles
 * (SOCIAL_LINKS). Under the public 'travel' root, so a server-rendered page carries it.
 */
export function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return api.get<PublicConfig>('/api/web/view/config', { signal, skipGlobalHandling: true });
}

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['travel', 'config'] as const,
    queryFn: ({ signal }) => getPublicConfig(signal),
    staleTime: Infinity,
  });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}

/** The support contact, once known; undefined while it loads or when it could not be read. */
export function useSupportContact() {
  return usePublicConfig().data?.contact;
}

/** A phone number as a tel: link (spaces are for reading only). */
export const telHref = (phone: string) => `tel:${phone.replace(/\s/g, '')}`;
