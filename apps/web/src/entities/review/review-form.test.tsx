import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useMutation } from '@tanstack/react-query';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ProductReviewSchema } from '@camtour/shared/schemas/shop';
import { LocationReviewSchema } from '@camtour/shared/schemas/travel';
import { i18next } from '@/lib/i18n';
import { renderWithRouter } from '@/test/render';
import { ReviewForm, validateReview, type ReviewInput } from './review-form';

beforeAll(async () => {
  await i18next.loadNamespaces(['reviews']);
});

function Harness({ send }: { send: (input: ReviewInput) => Promise<unknown> }) {
  const create = useMutation({ mutationFn: send });
  return (
    <ReviewForm
      subject="location"
      loadSchema={async () => LocationReviewSchema}
      create={create}
      testId="location-review-form"
      onDone={() => {}}
      onNeedLogin={() => {}}
    />
  );
}

describe('review form', () => {
  it('needs a rating and a non-blank comment', () => {
    expect(validateReview(LocationReviewSchema, { star: 0, comment: '   ' })).toEqual({
      star: 'Please select a rating',
      comment: 'Please enter a review',
    });
    expect(validateReview(LocationReviewSchema, { star: 4, comment: ' Lovely ' })).toEqual({});
    expect(validateReview(ProductReviewSchema, { star: 0, comment: '' })).toEqual({
      star: 'review-star-required',
      comment: 'review-comment-required',
    });
  });

  it('shows the errors inline and sends nothing', async () => {
    const send = vi.fn();
    renderWithRouter(<Harness send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    const form = screen.getByTestId('location-review-form');
    await waitFor(() => expect(form).toHaveTextContent('Please select a rating'));
    expect(form).toHaveTextContent('Please enter a review');
    expect(send).not.toHaveBeenCalled();
  });
});
