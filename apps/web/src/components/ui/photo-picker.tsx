import { useRef, useState, type Ref } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { buttonStyles } from './button-styles';

interface PhotoPickerProps {
  id: string;
  accept: string;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  onSelect: (file: File | null) => void;
  /** The button's words; "Choose a photo" by default. */
  chooseLabel?: string | undefined;
  /** What is chosen, when the caller knows better than the input (an upload in progress). */
  fileName?: string | null | undefined;
  inputRef?: Ref<HTMLInputElement> | undefined;
  'aria-invalid'?: true | undefined;
  'aria-describedby'?: string | undefined;
}

/**
 * A file input that speaks the page's language. The browser's own picker writes "Choose File / No
 * file chosen" in the browser's language whatever the page's (issue 18, item 8); this one keeps
 * the real input for the keyboard, the label and form validation, and draws the words itself.
 */
export function PhotoPicker({
  id,
  accept,
  required,
  disabled,
  onSelect,
  chooseLabel,
  fileName,
  inputRef,
  ...aria
}: PhotoPickerProps) {
  const { t } = useTranslation();
  const own = useRef<HTMLInputElement | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const name = fileName !== undefined ? fileName : chosen;
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-3">
      <input
        ref={(node) => {
          own.current = node;
          if (typeof inputRef === 'function') inputRef(node);
          else if (inputRef) inputRef.current = node;
        }}
        id={id}
        type="file"
        accept={accept}
        required={required}
        disabled={disabled}
        {...aria}
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null;
          setChosen(file?.name ?? null);
          onSelect(file);
        }}
        className="peer sr-only"
      />
      {/* Only a pointer target: the input itself takes the keyboard and carries the label. */}
      <span
        aria-hidden="true"
        onClick={() => {
          if (!disabled) own.current?.click();
        }}
        className={`${buttonStyles.small} cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-jungle-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60`}
      >
        {chooseLabel ?? t('photo-picker.choose')}
      </span>
      <span className="min-w-0 truncate text-sm text-ink-muted" data-testid={`${id}-file-name`}>
        {name ?? t('photo-picker.none')}
      </span>
    </span>
  );
}
