import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminActivity,
  AdminActivityInput,
  AdminGuide,
  AdminGuideInput,
  AdminHotel,
  AdminHotelCreate,
  AdminHotelInput,
  AdminLocation,
  AdminLocationInput,
  AdminPhotos,
  AdminPicture,
  AdminRoomInput,
  AdminRoomResult,
} from '@camtour/shared/schemas/admin-places';
import { api } from '@/lib/api-client';
import { ADMIN_PLACES_KEY } from './admin-places-queries';

/** Any change refreshes every places query (lists, the open place, the options). */
function usePlacesMutation<TInput, TOutput>(send: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_PLACES_KEY }),
  });
}

const photoForm = (file: File, position?: number) => {
  const form = new FormData();
  if (position !== undefined) form.set('position', String(position));
  form.set('photo', file);
  return form;
};

export const useCreateLocation = () =>
  usePlacesMutation((input: AdminLocationInput) =>
    api.post<AdminLocation>('/api/admin/locations', input),
  );

export const useUpdateLocation = (id: number) =>
  usePlacesMutation((input: AdminLocationInput) =>
    api.put<AdminLocation>(`/api/admin/locations/${id}`, input),
  );

export const useUpdateGuide = (id: number) =>
  usePlacesMutation((input: AdminGuideInput) =>
    api.put<AdminGuide>(`/api/admin/locations/${id}/guide`, input),
  );

export type GalleryOwner = { kind: 'locations' | 'hotels'; id: number };

/** POST .../photos: replaces `position` when given, else appends. */
export const useAddPhoto = (owner: GalleryOwner) =>
  usePlacesMutation(({ file, position }: { file: File; position?: number }) =>
    api.post<AdminPhotos>(`/api/admin/${owner.kind}/${owner.id}/photos`, photoForm(file, position)),
  );

export const useRemovePhoto = (owner: GalleryOwner) =>
  usePlacesMutation((position: number) =>
    api.delete<AdminPhotos>(`/api/admin/${owner.kind}/${owner.id}/photos/${position}`),
  );

export const useSaveActivity = (locationId: number, activityId: number | null) =>
  usePlacesMutation((input: AdminActivityInput) =>
    activityId === null
      ? api.post<AdminActivity>(`/api/admin/locations/${locationId}/activities`, input)
      : api.put<AdminActivity>(`/api/admin/activities/${activityId}`, input),
  );

export const useDeleteActivity = () =>
  usePlacesMutation((id: number) => api.delete<{ id: number }>(`/api/admin/activities/${id}`));

/** One picture of an activity or a room type: a file replaces it, null removes the upload. */
export const usePicture = (kind: 'activities' | 'rooms') =>
  usePlacesMutation(({ id, file }: { id: number; file: File | null }) =>
    file
      ? api.post<AdminPicture>(`/api/admin/${kind}/${id}/photo`, photoForm(file))
      : api.delete<AdminPicture>(`/api/admin/${kind}/${id}/photo`),
  );

export const useCreateHotel = () =>
  usePlacesMutation((input: AdminHotelCreate) => api.post<AdminHotel>('/api/admin/hotels', input));

export const useUpdateHotel = (id: number) =>
  usePlacesMutation((input: AdminHotelInput) =>
    api.put<AdminHotel>(`/api/admin/hotels/${id}`, input),
  );

export const useSaveRoom = (hotelId: number, roomId: number | null) =>
  usePlacesMutation((input: AdminRoomInput) =>
    roomId === null
      ? api.post<AdminRoomResult>(`/api/admin/hotels/${hotelId}/rooms`, input)
      : api.put<AdminRoomResult>(`/api/admin/rooms/${roomId}`, input),
  );

export const useDeleteRoom = () =>
  usePlacesMutation((id: number) => api.delete<AdminRoomResult>(`/api/admin/rooms/${id}`));
