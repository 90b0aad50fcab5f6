import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { fieldAria, FieldError } from '@/components/ui/form-controls';
import { PhotoPicker } from '@/components/ui/photo-picker';
import { useErrorMessage } from '@/lib/error-message';

interface ImageFieldProps {
  id: string;
  label: ReactNode;
  hint: ReactNode;
  accept: string;
  preview: string | null;
  /** Shown in the circle when there is no picture yet (the user's initials on the profile). */
  placeholder?: ReactNode;
  errorKey?: string | null;
  required?: boolean;
  disabled?: boolean;
  onSelect: (file: File | null) => void;
}

/** A photo picker with a round preview of what will be uploaded. */
export function ImageField({
  id,
  label,
  hint,
  accept,
  preview,
  placeholder,
  errorKey,
  required,
  disabled,
  onSelect,
}: ImageFieldProps) {
  const { t } = useTranslation('accounts');
  const message = useErrorMessage();
  const error = errorKey ? message(errorKey) : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:gap-4">
        <span
          className="grid size-20 shrink-0 place-items-center overflow-hidden rounded-full border-2 border-dashed border-sand-300 bg-sand-100 text-2xl font-semibold text-jungle-800"
          data-testid={`${id}-preview`}
        >
          {preview ? (
            <img src={preview} alt={t('image.preview')} className="size-full object-cover" />
          ) : (
            (placeholder ?? (
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-8 text-sand-600">
                <path
                  fill="currentColor"
                  d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm0 2c-4 0-8 2-8 5v1h16v-1c0-3-4-5-8-5Z"
                />
              </svg>
            ))
          )}
        </span>
        <PhotoPicker
          accept={accept}
          required={required}
          disabled={disabled}
          onSelect={onSelect}
          {...fieldAria(id, error, true)}
        />
      </div>
      <p id={`${id}-hint`} className="text-xs text-ink-muted">
        {hint}
      </p>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}
