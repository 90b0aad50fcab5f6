import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

const labels = { confirm: 'Delete', cancel: 'Keep', busy: 'Deleting…' };

function renderDialog(busy = false) {
  const onCancel = vi.fn();
  const onConfirm = vi.fn();
  render(
    <ConfirmDialog
      open
      onCancel={onCancel}
      onConfirm={onConfirm}
      busy={busy}
      danger
      title="Delete this plan?"
      description="It cannot be undone."
      labels={labels}
    >
      <p>It failed.</p>
    </ConfirmDialog>,
  );
  return { onCancel, onConfirm, dialog: screen.getByRole('alertdialog') };
}

describe('ConfirmDialog', () => {
  it('asks, and answers confirm or cancel (the button, Escape)', () => {
    const { onCancel, onConfirm, dialog } = renderDialog();
    expect(dialog).toHaveAccessibleName('Delete this plan?');
    expect(dialog).toHaveAccessibleDescription('It cannot be undone.');
    expect(screen.getByText('It failed.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Keep' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('waits while busy: both buttons off, the busy text, no way out', () => {
    const { onCancel, dialog } = renderDialog(true);
    expect(screen.getByRole('button', { name: 'Deleting…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Keep' })).toBeDisabled();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onCancel).not.toHaveBeenCalled();
  });
});
