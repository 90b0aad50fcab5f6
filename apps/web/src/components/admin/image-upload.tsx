import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { FieldError } from '@/components/ui/form-controls';
import { PhotoPicker } from '@/components/ui/photo-picker';
import { Spinner } from '@/components/ui/spinner';

const DEFAULT_ACCEPT = 'image/jpeg,image/png,image/webp';

interface ImageUploadProps {
  label: string;
  /** Sends the chosen file; the preview stays until it settles. */
  onUpload: (file: File) => Promise<unknown>;
  busy?: boolean;
  /** A translated message (the server's refusal, a wrong type). */
  error?: string;
  accept?: string;
}

/**
 * Choose a photo (JPEG, PNG or WebP), see it, send it. The server checks the content and
 * re-encodes it; the type check here only spares a pointless upload.
 */
export function ImageUpload({
  label,
  onUpload,
  busy = false,
  error,
  accept = DEFAULT_ACCEPT,
}: ImageUploadProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [typeError, setTypeError] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const onChange = async (file: File | undefined) => {
    if (!file) return;
    setFileName(file.name);
    const allowed = accept.split(',').map((type) => type.trim());
    if (!allowed.includes(file.type)) {
      setTypeError(true);
      return;
    }
    setTypeError(false);
    setPreview(URL.createObjectURL(file));
    setSending(true);
    try {
      await onUpload(file);
    } catch (_error) {
      // The caller shows the failure through `error`; the preview stays beside it.
    } finally {
      setSending(false);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  const working = busy || sending;
  const shownError = typeError ? t('upload.wrong-type') : error;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        {preview && (
          <img
            src={preview}
            alt={t('upload.preview')}
            // A file that only claims to be a picture cannot be drawn: show no broken image.
            onError={() => setPreview(null)}
            className="size-20 rounded-xl border border-sand-200 object-cover"
          />
        )}
        <PhotoPicker
          inputRef={inputRef}
          id={id}
          accept={accept}
          disabled={working}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? `${id}-error` : `${id}-hint`}
          fileName={fileName}
          onSelect={(file) => void onChange(file ?? undefined)}
        />
        {working && <Spinner label={t('upload.sending')} showLabel />}
      </div>
      <p id={`${id}-hint`} className="text-xs text-ink-muted">
        {t('upload.hint')}
      </p>
      {shownError && <FieldError id={`${id}-error`}>{shownError}</FieldError>}
    </div>
  );
}
