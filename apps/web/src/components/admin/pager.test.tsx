import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/lib/i18n';
import { Pager } from './pager';

beforeAll(async () => {
  await i18next.loadNamespaces(['admin']);
});

const page = (current_page: number, total = 75, last_page = 3) => ({
  total,
  current_page,
  last_page,
  per_page: 30,
});

describe('Pager', () => {
  it('names the range shown and the page, and moves to the next and previous page', () => {
    const onPage = vi.fn();
    render(<Pager pagination={page(2)} onPage={onPage} />);
    expect(screen.getByTestId('pager-range')).toHaveTextContent('31–60 of 75');
    expect(screen.getByText('Page 2 of 3')).toHaveAttribute('aria-current', 'page');
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    fireEvent.click(screen.getByRole('button', { name: /Previous/ }));
    expect(onPage.mock.calls).toEqual([[3], [1]]);
  });

  it('cannot go before the first or past the last page', () => {
    const { rerender } = render(<Pager pagination={page(1)} onPage={vi.fn()} />);
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Next/ })).toBeEnabled();
    rerender(<Pager pagination={page(3)} onPage={vi.fn()} />);
    expect(screen.getByTestId('pager-range')).toHaveTextContent('61–75 of 75');
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
  });

  it('reads an empty list as page 1 of 1 with nothing shown', () => {
    render(<Pager pagination={page(1, 0, 0)} onPage={vi.fn()} />);
    expect(screen.getByTestId('pager-range')).toHaveTextContent('0–0 of 0');
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
  });

  it('writes numbers the Khmer way in Khmer', async () => {
    await i18next.changeLanguage('km');
    try {
      render(<Pager pagination={page(2)} onPage={vi.fn()} />);
      expect(screen.getByText(/ទំព័រ/, { selector: 'span' })).toBeInTheDocument();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
