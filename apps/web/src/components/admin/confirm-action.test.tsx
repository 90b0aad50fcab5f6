import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { i18next } from '@/lib/i18n';
import { ConfirmAction } from './confirm-action';

beforeAll(async () => {
  await i18next.loadNamespaces(['admin']);
});

function renderAction(
  onConfirm: () => Promise<unknown>,
  description: React.ReactNode = 'The stock goes back.',
) {
  render(
    <ConfirmAction
      label="Cancel order"
      title="Cancel order CT-1?"
      description={description}
      confirmLabel="Yes, cancel it"
      onConfirm={onConfirm}
      tone="danger"
    />,
  );
}

describe('ConfirmAction', () => {
  it('asks first: nothing runs until the dialog is confirmed, then it closes', async () => {
    const onConfirm = vi.fn().mockResolvedValue(undefined);
    renderAction(onConfirm);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveAccessibleName('Cancel order CT-1?');
    expect(dialog).toHaveAccessibleDescription('The stock goes back.');
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('cancelling the dialog runs nothing', () => {
    const onConfirm = vi.fn();
    renderAction(onConfirm);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows progress while the action runs: both buttons wait', async () => {
    let finish: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderAction(onConfirm);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByRole('button', { name: 'Working…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('keeps the dialog open with the translated error when the action fails, and can retry', async () => {
    const onConfirm = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(409, 'invalid-status-transition'))
      .mockResolvedValueOnce(undefined);
    renderAction(onConfirm);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(i18next.t('invalid-status-transition', { ns: 'errors' }));
    expect(alert.textContent).not.toBe('invalid-status-transition');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('shows a rich description inside the dialog', () => {
    renderAction(
      vi.fn(),
      <ul>
        <li>Restocks the items</li>
      </ul>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(screen.getByRole('listitem')).toHaveTextContent('Restocks the items');
  });

  it('a disabled action cannot be opened', () => {
    render(
      <ConfirmAction
        label="Ship"
        title="t"
        description="d"
        confirmLabel="ok"
        onConfirm={vi.fn()}
        disabled
      />,
    );
    expect(screen.getByRole('button', { name: 'Ship' })).toBeDisabled();
  });
});
