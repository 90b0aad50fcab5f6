import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS } from '@camtour/shared/constants';
import { toast } from './toast-store';
import { Toaster } from './toaster';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => toast.clear());
  vi.useRealTimers();
});

describe('toasts', () => {
  it('lives in a polite live region and disappears after 3 s', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Saved to favorites');
    });
    const message = screen.getByText('Saved to favorites');
    expect(message.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Saved to favorites')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved to favorites')).not.toBeInTheDocument();
    expect(TOAST_DURATION_MS).toBe(3000);
  });

  it('stacks different messages and keeps each one timer', () => {
    render(<Toaster />);
    act(() => {
      toast.show('First');
    });
    act(() => vi.advanceTimersByTime(1000));
    act(() => {
      toast.error('Second');
    });
    expect(screen.getAllByRole('status')).toHaveLength(2);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
  });

  it('marks each kind with a drawn icon, never a typed symbol', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Done');
      toast.error('Failed');
      toast.show('Note');
    });
    const icons = screen.getAllByTestId('toast-icon');
    expect(icons).toHaveLength(3);
    for (const icon of icons) {
      expect(icon.querySelector('svg')).not.toBeNull();
      expect(icon.textContent).toBe('');
    }
  });

  it('does not stack the same message twice', () => {
    render(<Toaster />);
    act(() => {
      toast.error('Error connection!');
      toast.error('Error connection!');
    });
    expect(screen.getAllByText('Error connection!')).toHaveLength(1);
  });

  it('can be dismissed by hand', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => {
      toast.show('Dismiss me');
    });
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Dismiss me')).not.toBeInTheDocument();
  });
});
