import { useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { PLACE_PHOTO_MAX, type AdminPhotos } from '@camtour/shared/schemas/admin-places';
import { ConfirmAction } from '@/components/admin/confirm-action';
import { ImageUpload } from '@/components/admin/image-upload';
import { FallbackImage } from '@/components/ui/fallback-image';
import { useAddPhoto, useRemovePhoto, type GalleryOwner } from '../api/admin-places-mutations';
import { usePhotoError } from '../hooks/use-photo-error';

/**
 * A numbered gallery (a place's or a hotel's photos): add one at the end, replace one, remove one
 * (the later ones move down; the last one stays). A photo keeps its address when replaced, so the
 * previews here add a version to skip the browser's copy of the old picture.
 */
export function GalleryEditor({
  owner,
  gallery,
  name,
}: {
  owner: GalleryOwner;
  gallery: AdminPhotos;
  name: string;
}) {
  const { t } = useTranslation('admin-places');
  const add = useAddPhoto(owner);
  const remove = useRemovePhoto(owner);
  const [version, setVersion] = useState(() => Date.now());
  const [replacing, setReplacing] = useState<number | null>(null);
  const photoError = usePhotoError();

  const upload = async (file: File, position?: number) => {
    await add.mutateAsync({ file, ...(position === undefined ? {} : { position }) });
    setVersion(Date.now());
    setReplacing(null);
  };

  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-ink-muted">
        {t('photos.count', { count: gallery.photo_count, max: PLACE_PHOTO_MAX })}
      </p>
      {gallery.photo_count === 0 && (
        <p className="rounded-xl border border-dashed border-sand-300 bg-sand-50 p-4 text-sm">
          {t('photos.none')}
        </p>
      )}
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {gallery.photos.map((photo) => (
          <li
            key={photo.position}
            className="flex flex-col gap-3 rounded-2xl border border-sand-200 bg-white p-3"
          >
            <FallbackImage
              src={`${photo.url}?v=${version}`}
              alt={t('photos.alt', { name, n: photo.position + 1 })}
              label={name}
              width={320}
              height={200}
              className="aspect-[16/10] h-auto w-full rounded-xl object-cover"
            />
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-sm font-semibold">
                {t('photos.position', { n: photo.position + 1 })}
              </span>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className="text-sm font-semibold text-jungle-700 hover:underline"
                  aria-expanded={replacing === photo.position}
                  onClick={() => setReplacing(replacing === photo.position ? null : photo.position)}
                >
                  {t('photos.replace')}
                </button>
                <ConfirmAction
                  label={t('photos.remove')}
                  title={t('photos.remove-title', { n: photo.position + 1 })}
                  description={t('photos.remove-body')}
                  confirmLabel={t('photos.remove')}
                  tone="danger"
                  disabled={gallery.photo_count <= 1}
                  onConfirm={async () => {
                    await remove.mutateAsync(photo.position);
                    setVersion(Date.now());
                  }}
                />
              </div>
            </div>
            {replacing === photo.position && (
              <ImageUpload
                label={t('photos.replace-label', { n: photo.position + 1 })}
                onUpload={(file) => upload(file, photo.position)}
                busy={add.isPending}
                error={photoError(add.error)}
              />
            )}
          </li>
        ))}
      </ul>
      {gallery.photo_count <= 1 && gallery.photo_count > 0 && (
        <p className="text-xs text-ink-muted">{t('photos.last-stays')}</p>
      )}
      {gallery.photo_count < PLACE_PHOTO_MAX ? (
        replacing === null && (
          <ImageUpload
            label={t('photos.add')}
            onUpload={(file) => upload(file)}
            busy={add.isPending}
            error={photoError(add.error)}
          />
        )
      ) : (
        <p className="text-sm text-ink-muted">{t('photos.full', { max: PLACE_PHOTO_MAX })}</p>
      )}
    </div>
  );
}
