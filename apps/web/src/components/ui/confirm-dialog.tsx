import type { ReactNode } from 'react';
import { buttonStyles } from './button-styles';
import { Dialog, DialogClose } from './dialog';

/** The confirm button of a destructive action (delete, remove). */
export const dangerButtonClass = `${buttonStyles.primary} bg-red-700 hover:bg-red-800`;

interface ConfirmDialogProps {
  open: boolean;
  /** Cancel, Escape, the × or a click outside; never while `busy`. */
  onCancel: () => void;
  onConfirm: () => void;
  title: string;
  description: string;
  /** `busy` replaces the confirm button's text while the action runs. */
  labels: { confirm: string; cancel: string; busy?: string };
  /** The action runs: both buttons wait and the dialog stays open. */
  busy?: boolean;
  /** A destructive action: the confirm button is red. */
  danger?: boolean;
  testId?: string;
  /** Under the question: what went wrong with the action. */
  children?: ReactNode;
}

/** "Log out?", "Leave the planner?", "Delete this plan?": a question the user must answer. */
export function ConfirmDialog({
  open,
  onCancel,
  onConfirm,
  title,
  description,
  labels,
  busy = false,
  danger = false,
  testId,
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !busy && onCancel()}
      role="alertdialog"
      size="sm"
      title={title}
      description={description}
      testId={testId}
      actions={
        <>
          <DialogClose className={buttonStyles.secondary} disabled={busy}>
            {labels.cancel}
          </DialogClose>
          <button
            type="button"
            className={danger ? dangerButtonClass : buttonStyles.primary}
            disabled={busy}
            onClick={onConfirm}
          >
            {busy && labels.busy ? labels.busy : labels.confirm}
          </button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
