import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { ConfirmAction } from '@/components/admin/confirm-action';
import { ImageUpload } from '@/components/admin/image-upload';
import { buttonStyles } from '@/components/ui/button-styles';
import { FallbackImage } from '@/components/ui/fallback-image';
import { usePicture } from '../api/admin-places-mutations';
import { usePhotoError } from '../hooks/use-photo-error';

/**
 * The items a place or a hotel holds (activities, room types): an add button, one row each, and
 * the add/edit dialog. The dialog is keyed by its item so it opens with that item's values.
 */
export function ChildList<T extends { id: number }>({
  intro,
  addLabel,
  items,
  empty,
  row,
  dialog,
}: {
  intro?: ReactNode;
  addLabel: string;
  items: T[];
  /** Shown instead of an empty list; without it the list shows even when empty. */
  empty?: ReactNode;
  row: (item: T, edit: (item: T) => void) => ReactNode;
  /** The dialog for `item`, or for a new one when it is null. */
  dialog: (item: T | null, close: () => void) => ReactNode;
}) {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  return (
    <div className="flex flex-col gap-4">
      {intro}
      <div>
        <button type="button" className={buttonStyles.primary} onClick={() => setEditing('new')}>
          {addLabel}
        </button>
      </div>
      {items.length === 0 && empty !== undefined ? (
        <p className="rounded-xl border border-dashed border-sand-300 bg-white p-4 text-sm">
          {empty}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">{items.map((item) => row(item, setEditing))}</ul>
      )}
      {editing !== null && (
        <Fragment key={editing === 'new' ? 'new' : editing.id}>
          {dialog(editing === 'new' ? null : editing, () => setEditing(null))}
        </Fragment>
      )}
    </div>
  );
}

/**
 * One item of a `ChildList`: its picture and summary, then edit, the caller's own buttons, the
 * photo upload (folded away until asked for) and delete.
 */
export function ChildRow({
  photo,
  image,
  imageLabel,
  summary,
  editLabel,
  onEdit,
  actions,
  remove,
  notice,
  alignActions = 'stretch',
}: {
  /** The item whose single picture the upload replaces, and the upload's texts. */
  photo: { kind: 'activities' | 'rooms'; id: number; toggle: string; label: string };
  image: string;
  /** Names the picture's stand-in when the image cannot load. */
  imageLabel: string;
  summary: ReactNode;
  editLabel: string;
  onEdit: () => void;
  actions?: ReactNode;
  remove: {
    label: string;
    title: string;
    description: string;
    disabled: boolean;
    onConfirm: () => Promise<unknown>;
  };
  /** A message under the buttons (a failed toggle). */
  notice?: ReactNode;
  /** The buttons are shorter than the delete one: centred, or as tall as it. */
  alignActions?: 'center' | 'stretch';
}) {
  const picture = usePicture(photo.kind);
  const photoError = usePhotoError();
  // The picture keeps its address when replaced: a new version skips the browser's old copy.
  const [version, setVersion] = useState(0);
  const [photoOpen, setPhotoOpen] = useState(false);
  return (
    <li className="rounded-2xl border border-sand-200 bg-white p-4">
      <div className="flex flex-col gap-3 sm:flex-row">
        <FallbackImage
          src={`${image}?v=${version}`}
          alt=""
          label={imageLabel}
          width={120}
          height={80}
          className="h-20 w-30 shrink-0 rounded-lg object-cover"
        />
        {summary}
      </div>
      <div
        className={`mt-3 flex flex-wrap ${alignActions === 'center' ? 'items-center ' : ''}gap-2`}
      >
        <button type="button" className={buttonStyles.small} onClick={onEdit}>
          {editLabel}
        </button>
        {actions}
        <button
          type="button"
          className={buttonStyles.small}
          aria-expanded={photoOpen}
          onClick={() => setPhotoOpen((v) => !v)}
        >
          {photo.toggle}
        </button>
        <ConfirmAction
          label={remove.label}
          title={remove.title}
          description={remove.description}
          confirmLabel={remove.label}
          tone="danger"
          disabled={remove.disabled}
          onConfirm={remove.onConfirm}
        />
      </div>
      {notice}
      {photoOpen && (
        <div className="mt-3">
          <ImageUpload
            label={photo.label}
            onUpload={async (file) => {
              await picture.mutateAsync({ id: photo.id, file });
              setVersion(Date.now());
            }}
            busy={picture.isPending}
            error={photoError(picture.error)}
          />
        </div>
      )}
    </li>
  );
}

/** The foot of an item's add/edit dialog: cancel, and save (busy while it is sent). */
export function ChildDialogButtons({
  onCancel,
  saving,
}: {
  onCancel: () => void;
  saving: boolean;
}) {
  const { t } = useTranslation('admin-places');
  return (
    <div className="flex flex-wrap justify-end gap-3">
      <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
        {t('form.cancel')}
      </button>
      <button type="submit" className={buttonStyles.primary} disabled={saving}>
        {saving ? t('form.saving') : t('form.save')}
      </button>
    </div>
  );
}
