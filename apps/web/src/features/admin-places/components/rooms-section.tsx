import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AdminRoom, AdminRoomInput } from '@camtour/shared/schemas/admin-places';
import { ConfirmAction } from '@/components/admin/confirm-action';
import { FormError } from '@/components/admin/form-error';
import { ImageUpload } from '@/components/admin/image-upload';
import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { FallbackImage } from '@/components/ui/fallback-image';
import { isApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/error-message';
import { useFormat } from '@/lib/format';
import { useDeleteRoom, usePicture, useSaveRoom } from '../api/admin-places-mutations';
import { ROOM_FORM, roomValues, type RoomFormValues } from '../hooks/forms';
import { placeResolver, placeServerErrors } from '../hooks/place-form';
import { RoomFields } from './room-fields';

const resolver = placeResolver(ROOM_FORM);

/** A hotel's room types; the hotel's price range follows them (the server reads it again). */
export function RoomsSection({ hotelId, rooms }: { hotelId: number; rooms: AdminRoom[] }) {
  const { t } = useTranslation('admin-places');
  const [editing, setEditing] = useState<AdminRoom | 'new' | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">{t('rooms.intro')}</p>
      <div>
        <button type="button" className={buttonStyles.primary} onClick={() => setEditing('new')}>
          {t('rooms.add')}
        </button>
      </div>
      <ul className="flex flex-col gap-3">
        {rooms.map((room) => (
          <RoomRow key={room.id} room={room} onEdit={setEditing} last={rooms.length <= 1} />
        ))}
      </ul>
      {editing !== null && (
        <RoomDialog
          key={editing === 'new' ? 'new' : editing.id}
          hotelId={hotelId}
          room={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}

function RoomRow({
  room,
  onEdit,
  last,
}: {
  room: AdminRoom;
  onEdit: (room: AdminRoom) => void;
  last: boolean;
}) {
  const { t, i18n } = useTranslation('admin-places');
  const format = useFormat();
  const message = useErrorMessage();
  const remove = useDeleteRoom();
  const picture = usePicture('rooms');
  const [version, setVersion] = useState(0);
  const [photoOpen, setPhotoOpen] = useState(false);
  return (
    <li className="rounded-2xl border border-sand-200 bg-white p-4">
      <div className="flex flex-col gap-3 sm:flex-row">
        <FallbackImage
          src={`${room.image}?v=${version}`}
          alt=""
          label={room.title_en}
          width={120}
          height={80}
          className="h-20 w-30 shrink-0 rounded-lg object-cover"
        />
        <div className="min-w-0 flex-1">
          <strong className="break-words">
            {i18n.language === 'km' ? room.title_km : room.title_en}
          </strong>
          <p className="text-sm text-ink-muted">
            {t('hotels.price-range', {
              min: format.usd(room.price_min_cents / 100),
              max: format.usd(room.price_max_cents / 100),
            })}
          </p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={buttonStyles.small} onClick={() => onEdit(room)}>
          {t('rooms.edit')}
        </button>
        <button
          type="button"
          className={buttonStyles.small}
          aria-expanded={photoOpen}
          onClick={() => setPhotoOpen((v) => !v)}
        >
          {t('rooms.photo')}
        </button>
        <ConfirmAction
          label={t('rooms.delete')}
          title={t('rooms.delete-title', { name: room.title_en })}
          description={last ? t('rooms.delete-last') : t('rooms.delete-body')}
          confirmLabel={t('rooms.delete')}
          tone="danger"
          disabled={last}
          onConfirm={() => remove.mutateAsync(room.id)}
        />
      </div>
      {photoOpen && (
        <div className="mt-3">
          <ImageUpload
            label={t('rooms.photo-label')}
            onUpload={async (file) => {
              await picture.mutateAsync({ id: room.id, file });
              setVersion(Date.now());
            }}
            busy={picture.isPending}
            error={
              picture.error
                ? message(
                    isApiError(picture.error) && picture.error.fieldErrors.photo?.[0]
                      ? picture.error.fieldErrors.photo[0]
                      : picture.error,
                  )
                : undefined
            }
          />
        </div>
      )}
    </li>
  );
}

function RoomDialog({
  hotelId,
  room,
  onClose,
}: {
  hotelId: number;
  room: AdminRoom | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-places');
  const save = useSaveRoom(hotelId, room?.id ?? null);
  const { register, handleSubmit, formState, setError } = useForm<RoomFormValues>({
    resolver,
    defaultValues: roomValues(room),
  });
  const onSubmit = async (values: RoomFormValues) => {
    try {
      await save.mutateAsync(ROOM_FORM.toInput(values) as AdminRoomInput);
      onClose();
    } catch (error) {
      placeServerErrors(error, setError, ROOM_FORM);
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={room ? t('rooms.edit-title') : t('rooms.add-title')}
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
        <FormError error={save.error} />
        <RoomFields register={register} errors={formState.errors} prefix="" idPrefix="room" />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            {t('form.cancel')}
          </button>
          <button type="submit" className={buttonStyles.primary} disabled={save.isPending}>
            {save.isPending ? t('form.saving') : t('form.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
