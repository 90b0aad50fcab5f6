import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { PRODUCT_PHOTO_MAX, type AdminProduct } from '@camtour/shared/schemas/admin-catalogue';
import { ConfirmAction } from '@/components/admin/confirm-action';
import { ImageUpload } from '@/components/admin/image-upload';
import { FieldError } from '@/components/ui/form-controls';
import { buttonStyles } from '@/components/ui/button-styles';
import { isApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/error-message';
import { useFormat } from '@/lib/format';
import { useRemovePhoto, useUploadPhoto } from '../api/product-changes';

const ACCEPT = 'image/jpeg,image/png,image/webp';

/** The server's refusal of a photo (on the field `photo`, or the whole request), translated. */
function usePhotoError() {
  const message = useErrorMessage();
  return (error: unknown) => {
    if (!error) return undefined;
    const key = isApiError(error) ? error.fieldError('photo') : undefined;
    return message(key ?? error);
  };
}

/** One photo's replace button: a file chooser that sends at once. */
function ReplaceButton({
  position,
  label,
  onFile,
  busy,
}: {
  position: number;
  label: string;
  onFile: (file: File, position: number) => void;
  busy: boolean;
}) {
  const id = useId();
  return (
    <label htmlFor={id} className={`${buttonStyles.small} cursor-pointer`} aria-disabled={busy}>
      {label}
      <input
        id={id}
        type="file"
        accept={ACCEPT}
        className="sr-only"
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file, position);
        }}
      />
    </label>
  );
}

/** The gallery in its order: add (up to 8), replace one, remove one (the later ones move up). */
export function PhotosSection({ product }: { product: AdminProduct }) {
  const { t } = useTranslation('admin-catalogue');
  const format = useFormat();
  const upload = useUploadPhoto(product.id);
  const remove = useRemovePhoto(product.id);
  const photoError = usePhotoError();
  const [replaceError, setReplaceError] = useState<unknown>(null);
  const full = product.photo_count >= PRODUCT_PHOTO_MAX;
  const lastOfPublished = product.status === 'published' && product.photo_count <= 1;

  const replace = (file: File, position: number) => {
    setReplaceError(null);
    upload.mutate({ file, position }, { onError: setReplaceError });
  };

  return (
    <section
      aria-labelledby="photos-heading"
      className="rounded-3xl border border-sand-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="photos-heading" className="mb-1 text-lg font-bold text-jungle-900">
        {t('photos.title')}
      </h2>
      <p className="mb-4 text-sm text-ink-muted">
        {t('photos.intro', { max: format.number(PRODUCT_PHOTO_MAX) })}
      </p>
      {product.photos.length === 0 ? (
        <p className="mb-4 rounded-2xl border border-dashed border-sand-300 p-6 text-center text-ink-muted">
          {t('photos.empty')}
        </p>
      ) : (
        <ol
          className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
          data-testid="photo-list"
        >
          {product.photos.map((photo) => (
            <li
              key={`${photo.position}-${photo.url}`}
              className="flex flex-col gap-2 rounded-2xl border border-sand-200 bg-sand-50 p-2"
            >
              <img
                src={photo.url}
                alt={t('photos.alt', { n: format.number(photo.position + 1) })}
                className="aspect-square w-full rounded-xl bg-white object-contain"
              />
              <p className="text-xs font-semibold text-ink-muted">
                {t(photo.position === 0 ? 'photos.first' : 'photos.nth', {
                  n: format.number(photo.position + 1),
                })}
              </p>
              <div className="flex flex-wrap gap-2">
                <ReplaceButton
                  position={photo.position}
                  label={t('photos.replace')}
                  onFile={replace}
                  busy={upload.isPending}
                />
                <ConfirmAction
                  label={t('photos.remove')}
                  title={t('photos.remove-title', { n: format.number(photo.position + 1) })}
                  description={lastOfPublished ? t('photos.remove-last') : t('photos.remove-body')}
                  confirmLabel={t('photos.remove')}
                  tone="danger"
                  disabled={lastOfPublished}
                  onConfirm={() => remove.mutateAsync(photo.position)}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
      {lastOfPublished && (
        <p className="mb-3 text-sm text-ink-muted" data-testid="photo-last-note">
          {t('photos.remove-last')}
        </p>
      )}
      {replaceError !== null && <FieldError>{photoError(replaceError)}</FieldError>}
      {full ? (
        <p className="text-sm text-ink-muted">{t('photos.full')}</p>
      ) : (
        <ImageUpload
          label={t('photos.add')}
          accept={ACCEPT}
          busy={upload.isPending}
          error={upload.isError && replaceError === null ? photoError(upload.error) : undefined}
          onUpload={(file) => upload.mutateAsync({ file })}
        />
      )}
    </section>
  );
}
