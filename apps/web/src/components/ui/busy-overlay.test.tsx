import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BusyOverlay } from './busy-overlay';

describe('BusyOverlay', () => {
  it('is a modal named by its title that Escape does not close', () => {
    render(<BusyOverlay open title="Building your plan" body="A moment…" testId="busy" />);
    const dialog = screen.getByRole('dialog', { name: 'Building your plan' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('A moment…');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByTestId('busy')).toBeInTheDocument();
  });

  it('shows nothing when closed', () => {
    render(<BusyOverlay open={false} title="Building your plan" body="A moment…" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
