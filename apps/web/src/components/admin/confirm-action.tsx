import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { buttonStyles } from '@/components/ui/button-styles';
import { ConfirmDialog, dangerButtonClass } from '@/components/ui/confirm-dialog';
import { FormAlert } from '@/components/ui/form-controls';
import { useErrorMessage } from '@/lib/error-message';

interface ConfirmActionProps {
  /** The button's text. */
  label: ReactNode;
  title: string;
  /** What will happen ("The stock goes back and the customer gets an e-mail"). */
  description: ReactNode;
  confirmLabel: string;
  /** Runs on confirm; the dialog closes when it resolves and shows its error when it rejects. */
  onConfirm: () => Promise<unknown>;
  tone?: 'default' | 'danger';
  disabled?: boolean;
}

/**
 * A button whose action is asked about first. The dialog stays open while the action runs and
 * keeps the error in place when it fails, so staff read why before trying again.
 */
export function ConfirmAction({
  label,
  title,
  description,
  confirmLabel,
  onConfirm,
  tone = 'default',
  disabled = false,
}: ConfirmActionProps) {
  const { t } = useTranslation('admin');
  const message = useErrorMessage();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const danger = tone === 'danger';

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      setOpen(false);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={danger ? dangerButtonClass : buttonStyles.primary}
        disabled={disabled}
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        {label}
      </button>
      <ConfirmDialog
        open={open}
        onCancel={() => setOpen(false)}
        onConfirm={() => void confirm()}
        title={title}
        description={typeof description === 'string' ? description : ''}
        labels={{ confirm: confirmLabel, cancel: t('confirm.cancel'), busy: t('confirm.busy') }}
        busy={busy}
        danger={danger}
      >
        {typeof description !== 'string' || error !== null ? (
          <div className="flex flex-col gap-3">
            {typeof description !== 'string' && <div className="text-ink-muted">{description}</div>}
            {error !== null && <FormAlert tone="error">{message(error)}</FormAlert>}
          </div>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
