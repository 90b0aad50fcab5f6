import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AdminHotel,
  AdminHotelsPage,
  AdminLocation,
  AdminLocationsPage,
  AdminPlacesOptions,
} from '@camtour/shared/schemas/admin-places';
import { api, type QueryValue } from '@/lib/api-client';

/** Every back-office places query starts with this, so a change can refresh them all. */
export const ADMIN_PLACES_KEY = ['admin', 'places'] as const;
export const locationKey = (id: number) => [...ADMIN_PLACES_KEY, 'location', id] as const;
export const hotelKey = (id: number) => [...ADMIN_PLACES_KEY, 'hotel', id] as const;

/** GET /api/admin/locations: 30 a page, search and filters from the address. */
export function useAdminLocations(query: Record<string, QueryValue>) {
  return useQuery(
    queryOptions({
      queryKey: [...ADMIN_PLACES_KEY, 'locations', query] as const,
      queryFn: ({ signal }) =>
        api.get<AdminLocationsPage>('/api/admin/locations', { signal, query }),
      // The previous page stays on screen while the next one loads.
      placeholderData: keepPreviousData,
      staleTime: 15_000,
    }),
  );
}

/** GET /api/admin/locations/{id}: every field, photos, activities and tips. */
export function useAdminLocation(id: number | null) {
  return useQuery(
    queryOptions({
      queryKey: locationKey(id ?? 0),
      queryFn: ({ signal }) => api.get<AdminLocation>(`/api/admin/locations/${id}`, { signal }),
      enabled: id !== null,
      staleTime: 5_000,
    }),
  );
}

/** GET /api/admin/hotels: 30 a page, search, type and stars from the address. */
export function useAdminHotels(query: Record<string, QueryValue>) {
  return useQuery(
    queryOptions({
      queryKey: [...ADMIN_PLACES_KEY, 'hotels', query] as const,
      queryFn: ({ signal }) => api.get<AdminHotelsPage>('/api/admin/hotels', { signal, query }),
      placeholderData: keepPreviousData,
      staleTime: 15_000,
    }),
  );
}

/** GET /api/admin/hotels/{id}: every field, photos and room types. */
export function useAdminHotel(id: number | null) {
  return useQuery(
    queryOptions({
      queryKey: hotelKey(id ?? 0),
      queryFn: ({ signal }) => api.get<AdminHotel>(`/api/admin/hotels/${id}`, { signal }),
      enabled: id !== null,
      staleTime: 5_000,
    }),
  );
}

/**
 * GET /api/admin/places/options: what the forms choose from; the districts of a province, the
 * communes of a district and the villages of a commune when those are given.
 */
export function usePlacesOptions(parents: {
  province_id?: number | null;
  district_id?: number | null;
  commune_id?: number | null;
}) {
  const query = {
    province_id: parents.province_id ?? undefined,
    district_id: parents.district_id ?? undefined,
    commune_id: parents.commune_id ?? undefined,
  };
  return useQuery(
    queryOptions({
      queryKey: [...ADMIN_PLACES_KEY, 'options', query] as const,
      queryFn: ({ signal }) =>
        api.get<AdminPlacesOptions>('/api/admin/places/options', { signal, query }),
      placeholderData: keepPreviousData,
      staleTime: 5 * 60_000,
    }),
  );
}
