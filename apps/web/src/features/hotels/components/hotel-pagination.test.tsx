import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/lib/i18n';
import { HotelPagination } from './hotel-pagination';

beforeAll(async () => {
  await i18next.loadNamespaces(['travel']);
});

describe('hotel pagination', () => {
  it('shows every page up to 7 and disables first/previous on page 1', () => {
    render(<HotelPagination current={1} last={7} onPage={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getAllByRole('button', { name: /^Page \d$/ })).toHaveLength(7);
    expect(within(nav).getByRole('button', { name: 'First' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('uses an ellipsis past 7 pages and moves with first, previous, next and last', () => {
    const onPage = vi.fn();
    render(<HotelPagination current={5} last={12} onPage={onPage} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav.textContent).toContain('…');
    expect(
      within(nav)
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '4', '5', '6', '12']);
    fireEvent.click(within(nav).getByRole('button', { name: 'First' }));
    fireEvent.click(within(nav).getByRole('button', { name: 'Previous' }));
    fireEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    fireEvent.click(within(nav).getByRole('button', { name: 'Last' }));
    fireEvent.click(within(nav).getByRole('button', { name: 'Page 6' }));
    expect(onPage.mock.calls.map(([page]) => page)).toEqual([1, 4, 6, 12, 6]);
  });

  it('disables next and last on the last page, and hides itself for one page', () => {
    const { rerender } = render(<HotelPagination current={3} last={3} onPage={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Last' })).toBeDisabled();
    rerender(<HotelPagination current={1} last={1} onPage={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
