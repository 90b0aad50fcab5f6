import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('offers to clear the filters only when asked to', () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <EmptyState title="No hotels match" reset={{ label: 'Clear filters', onClick }} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(<EmptyState title="No hotels yet" body="Come back soon." reset={false} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Come back soon.')).toBeInTheDocument();
  });
});
