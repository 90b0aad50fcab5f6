import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminReview } from '@camtour/shared/schemas/admin-content';
import { i18next } from '@/lib/i18n';
import { okEnvelope, stubFetch } from '@/test/fetch';
import { renderWithRouter } from '@/test/render';
import { ReviewCard } from './review-card';

const fetchMock = stubFetch();

const review: AdminReview = {
  id: 12,
  kind: 'location',
  target_id: 4,
  target_name_en: 'Bokor National Park',
  target_name_km: 'ឧទ្យានជាតិបូកគោ',
  star: 1,
  comment: 'Rude guide, never again.',
  rater_name: 'Sokha Chan',
  rater_email: 'sokha@example.com',
  created_at: '2026-11-20T03:00:00.000Z',
  hidden_at: null,
};

beforeAll(async () => {
  await i18next.loadNamespaces(['admin-content', 'admin']);
});

describe('ReviewCard', () => {
  it('links the place, shows stars, text and rater, and hides only after confirming', async () => {
    fetchMock.mockResolvedValue(okEnvelope({ ...review, hidden_at: '2026-11-21T00:00:00.000Z' }));
    renderWithRouter(<ReviewCard review={review} />);
    expect(screen.getByRole('link', { name: 'Bokor National Park' })).toHaveAttribute(
      'href',
      '/location/detail/4',
    );
    expect(screen.getByRole('img', { name: '1 star out of 5' })).toBeInTheDocument();
    expect(screen.getByText('sokha@example.com')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.getByRole('alertdialog')).toHaveAccessibleName('Hide this review?');
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getAllByRole('button', { name: 'Hide' }).at(-1)!);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/admin/reviews/location/12/hide');
  });

  it('a hidden review says so and offers to show it again', () => {
    renderWithRouter(<ReviewCard review={{ ...review, hidden_at: '2026-11-21T00:00:00.000Z' }} />);
    expect(screen.getByText('Hidden')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show again' })).toBeInTheDocument();
  });
});
