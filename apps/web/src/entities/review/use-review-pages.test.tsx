import { fireEvent, screen, within } from '@testing-library/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/lib/i18n';
import { renderWithRouter } from '@/test/render';
import { ReviewSection, type ReviewItem } from './review-section';
import { useReviewPages, type ReviewPage } from './use-review-pages';

beforeAll(async () => {
  await i18next.loadNamespaces(['reviews']);
});

const review = (id: number): ReviewItem => ({
  id,
  rater_name: `Guest ${id}`,
  created_at: '2026-11-01T10:00:00.000Z',
  star: 4,
  comment: `Review ${id}`,
});

/** Two pages of one review each; the average and count come with every page. */
const page = (n: number): ReviewPage & { next?: number } => ({
  rating: 4.5,
  review_count: 2,
  reviews: [review(n)],
  next: n < 2 ? n + 1 : undefined,
});

function Harness({ fetchPage }: { fetchPage: (n: number) => Promise<ReturnType<typeof page>> }) {
  const query = useInfiniteQuery({
    queryKey: ['reviews-harness'],
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => last.next,
  });
  const { rating, count, list } = useReviewPages(query, { skeletons: 3 });
  return (
    <ReviewSection
      subject="hotel"
      testId="harness-reviews"
      average={rating}
      stars={rating}
      count={count}
      {...list}
      renderForm={() => null}
    />
  );
}

describe('useReviewPages', () => {
  it('shows skeleton rows while the first page loads, then its reviews, average and count', async () => {
    let resolve: (value: ReturnType<typeof page>) => void = () => {};
    renderWithRouter(<Harness fetchPage={() => new Promise((done) => (resolve = done))} />);
    const section = screen.getByTestId('harness-reviews');
    expect(section.querySelectorAll('.animate-pulse')).toHaveLength(3);
    expect(screen.getByTestId('review-count')).toHaveTextContent('0 reviews');
    expect(within(section).queryByTestId('reviews-empty')).toBeNull();

    resolve(page(1));
    expect(await screen.findByText('Review 1')).toBeInTheDocument();
    expect(section.querySelector('.animate-pulse')).toBeNull();
    expect(screen.getByTestId('review-average')).toHaveTextContent('4.5');
    expect(screen.getByTestId('review-count')).toHaveTextContent('2 reviews');
  });

  it('puts the pages one after the other behind "show more", and hides it on the last', async () => {
    const fetchPage = vi.fn((n: number) => Promise.resolve(page(n)));
    renderWithRouter(<Harness fetchPage={fetchPage} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Show more reviews' }));
    expect(await screen.findByText('Review 2')).toBeInTheDocument();
    expect(
      screen.getAllByTestId('review').map((item) => item.querySelector('p')?.textContent),
    ).toEqual(['Guest 1', 'Guest 2']);
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).toBeNull();
    expect(fetchPage.mock.calls.map(([n]) => n)).toEqual([1, 2]);
  });

  it('shows the error with a retry when the first page fails, and the reviews once it works', async () => {
    const fetchPage = vi
      .fn<(n: number) => Promise<ReturnType<typeof page>>>()
      .mockRejectedValueOnce('The reviews could not be loaded')
      .mockImplementation((n) => Promise.resolve(page(n)));
    renderWithRouter(<Harness fetchPage={fetchPage} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The reviews could not be loaded');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Review 1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the reviews shown when a later page fails', async () => {
    const fetchPage = vi
      .fn<(n: number) => Promise<ReturnType<typeof page>>>()
      .mockImplementationOnce((n) => Promise.resolve(page(n)))
      .mockRejectedValueOnce('The reviews could not be loaded');
    renderWithRouter(<Harness fetchPage={fetchPage} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Show more reviews' }));
    await vi.waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2));
    await screen.findByRole('button', { name: 'Show more reviews' });
    expect(screen.getByText('Review 1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
