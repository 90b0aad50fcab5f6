import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';

export type DialogTone = 'default' | 'success' | 'error';

/** Whether a dialog is open, and how it asks to open or close (the × , Escape, a click outside). */
export interface DialogState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface DialogProps extends DialogState {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons, laid out at the bottom. */
  actions?: ReactNode;
  tone?: DialogTone;
  size?: 'sm' | 'md' | 'lg';
  /** 'alertdialog' for a confirmation or an error the user must answer. */
  role?: 'dialog' | 'alertdialog';
  /** Hide the × button (a flow whose only way out is its own buttons). */
  hideClose?: boolean;
  testId?: string;
}

const SIZES = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl' } as const;

const TONE_ICON: Record<DialogTone, ReactNode> = {
  default: null,
  success: (
    <span
      aria-hidden="true"
      className="mb-3 grid size-12 place-items-center rounded-full bg-jungle-100 text-2xl text-jungle-700"
    >
      ✓
    </span>
  ),
  error: (
    <span
      aria-hidden="true"
      className="mb-3 grid size-12 place-items-center rounded-full bg-red-100 text-2xl font-bold text-red-700"
    >
      !
    </span>
  ),
};

/**
 * The one modal of the app: Radix Dialog (focus trap, Escape, outside click, focus return,
 * scroll lock) with our look. `aria-modal` is explicit so that the scroll-lock sweeper
 * (lib/scroll-lock) sees an open dialog and leaves its lock alone.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  actions,
  tone = 'default',
  size = 'md',
  role = 'dialog',
  hideClose = false,
  testId,
}: DialogProps) {
  const { t } = useTranslation();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-[65] bg-jungle-950/50 animate-route-fade" />
        <RadixDialog.Content
          role={role}
          aria-modal="true"
          data-testid={testId}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={`fixed left-1/2 top-1/2 z-[66] flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] ${SIZES[size]} -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl outline-none animate-route-fade sm:p-8`}
        >
          {!hideClose && (
            <RadixDialog.Close
              className="absolute right-3 top-3 grid size-10 place-items-center rounded-full text-2xl leading-none text-ink-muted hover:bg-sand-100 hover:text-ink"
              aria-label={t('dialog.close')}
            >
              ×
            </RadixDialog.Close>
          )}
          {TONE_ICON[tone]}
          <RadixDialog.Title className="pr-8 text-xl font-bold leading-display text-jungle-900 sm:text-2xl">
            {title}
          </RadixDialog.Title>
          {description && (
            <RadixDialog.Description className="mt-2 text-ink-muted">
              {description}
            </RadixDialog.Description>
          )}
          {children && <div className="mt-4">{children}</div>}
          {actions && <div className="mt-6 flex flex-wrap justify-end gap-3">{actions}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A button that closes the dialog it sits in. */
export const DialogClose = RadixDialog.Close;
