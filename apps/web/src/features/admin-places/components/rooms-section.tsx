import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n-react';
import type { AdminRoom, AdminRoomInput } from '@camtour/shared/schemas/admin-places';
import { FormError } from '@/components/admin/form-error';
import { Dialog } from '@/components/ui/dialog';
import { useFormat } from '@/lib/format';
import { useDeleteRoom, useSaveRoom } from '../api/admin-places-mutations';
import { ROOM_FORM, roomValues, type RoomFormValues } from '../hooks/forms';
import { placeResolver, placeServerErrors } from '../hooks/place-form';
import { ChildDialogButtons, ChildList, ChildRow } from './child-items';
import { RoomFields } from './room-fields';

const resolver = placeResolver(ROOM_FORM);

/** A hotel's room types; the hotel's price range follows them (the server reads it again). */
export function RoomsSection({ hotelId, rooms }: { hotelId: number; rooms: AdminRoom[] }) {
  const { t } = useTranslation('admin-places');
  return (
    <ChildList
      intro={<p className="text-sm text-ink-muted">{t('rooms.intro')}</p>}
      addLabel={t('rooms.add')}
      items={rooms}
      row={(room, edit) => (
        <RoomRow key={room.id} room={room} onEdit={edit} last={rooms.length <= 1} />
      )}
      dialog={(room, close) => <RoomDialog hotelId={hotelId} room={room} onClose={close} />}
    />
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
  const remove = useDeleteRoom();
  return (
    <ChildRow
      photo={{
        kind: 'rooms',
        id: room.id,
        toggle: t('rooms.photo'),
        label: t('rooms.photo-label'),
      }}
      image={room.image}
      imageLabel={room.title_en}
      summary={
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
      }
      editLabel={t('rooms.edit')}
      onEdit={() => onEdit(room)}
      remove={{
        label: t('rooms.delete'),
        title: t('rooms.delete-title', { name: room.title_en }),
        description: last ? t('rooms.delete-last') : t('rooms.delete-body'),
        disabled: last,
        onConfirm: () => remove.mutateAsync(room.id),
      }}
    />
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
        <ChildDialogButtons onCancel={onClose} saving={save.isPending} />
      </form>
    </Dialog>
  );
}
