import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/lib/i18n';
import { StarFilter } from './star-filter';

beforeAll(async () => {
  await i18next.loadNamespaces(['discovery']);
});

const labels = () =>
  within(screen.getByTestId('star-filter'))
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.textContent);

describe('StarFilter', () => {
  it('shows the stars from 5 down whatever order the list gives them in', () => {
    const { unmount } = render(
      <StarFilter options={[2, 3, 4, 5]} value={null} onChange={() => {}} />,
    );
    expect(labels()).toEqual(['Any', '5 stars', '4+ stars', '3+ stars', '2+ stars']);
    unmount();
    render(<StarFilter options={[5, 4, 3, 2, 1]} value={null} onChange={() => {}} />);
    expect(labels()).toEqual(['Any', '5 stars', '4+ stars', '3+ stars', '2+ stars', '1+ star']);
  });

  it('reports the chosen minimum, and "Any" clears it', () => {
    const onChange = vi.fn();
    render(<StarFilter options={[2, 3, 4, 5]} value={4} onChange={onChange} />);
    expect(screen.getByRole('radio', { name: '4+ stars' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: '3+ stars' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    fireEvent.click(screen.getByRole('radio', { name: 'Any' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
