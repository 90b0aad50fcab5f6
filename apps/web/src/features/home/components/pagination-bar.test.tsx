import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/lib/i18n';
import { PaginationBar } from './pagination-bar';

beforeAll(async () => {
  await i18next.loadNamespaces(['discovery']);
});

describe('home pagination', () => {
  it('shows first, previous, page x of y, next and last, disabled at the ends', () => {
    const onPage = vi.fn();
    const { rerender } = render(<PaginationBar current={1} last={4} onPage={onPage} />);
    expect(screen.getByText('Page 1 of 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /First/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(onPage).toHaveBeenLastCalledWith(2);
    fireEvent.click(screen.getByRole('button', { name: /Last/ }));
    expect(onPage).toHaveBeenLastCalledWith(4);

    rerender(<PaginationBar current={4} last={4} onPage={onPage} />);
    expect(screen.getByText('Page 4 of 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Last/ })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: /Previous/ }));
    expect(onPage).toHaveBeenLastCalledWith(3);
    fireEvent.click(screen.getByRole('button', { name: /First/ }));
    expect(onPage).toHaveBeenLastCalledWith(1);
  });

  it('hides itself for a single page', () => {
    render(<PaginationBar current={1} last={1} onPage={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
