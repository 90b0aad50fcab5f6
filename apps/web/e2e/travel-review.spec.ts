import { expect, test } from './fixtures';
import { logInAsDemo } from './shop-helpers';
import { allPlaces, apiData, type PlaceDetail } from './travel-helpers';

test('a visitor is asked to log in, then reviews a place and sees the average and count change', async ({
  page,
  request,
}) => {
  // A place nobody has reviewed yet, so the demo account has not either (also on a retry).
  const place = (await allPlaces(request)).find((p) => p.review_count === 0);
  if (!place) throw new Error('no place without reviews');
  const before = await apiData<PlaceDetail>(request, `/api/web/view/location/detail/${place.id}`);
  expect(before.stars).toHaveLength(0);

  await page.goto(`/location/detail/${place.id}`);
  const reviews = page.getByTestId('location-reviews');
  await expect(reviews.getByTestId('review-count')).toHaveText('0 reviews');
  await expect(reviews.getByTestId('reviews-empty')).toBeVisible();
  await reviews.getByRole('button', { name: 'Write a review' }).click();
  const prompt = page.getByTestId('review-login-prompt');
  await expect(prompt).toContainText('Please log in to submit a review');
  await prompt.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(
    `/login?returnUrl=${encodeURIComponent(`/location/detail/${place.id}`)}`,
  );
  await logInAsDemo(page);
  await expect(page).toHaveURL(`/location/detail/${place.id}`);

  await reviews.getByRole('button', { name: 'Write a review' }).click();
  const form = page.getByTestId('location-review-form');
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(form).toContainText('Please select a rating');
  await expect(form).toContainText('Please enter a review');

  const comment = `Quiet and beautiful at sunset ${Date.now()}`;
  await form.getByLabel('4 out of 5 stars').check({ force: true });
  await form.getByLabel('Your review').fill(`  ${comment}  `);
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Thank you for your review.' }),
  ).toBeVisible();
  await expect(form).toBeHidden();
  await expect(reviews.getByTestId('review-count')).toHaveText('1 review');
  await expect(reviews.getByTestId('review-average')).toHaveText('4.0');
  const review = reviews.getByTestId('review').filter({ hasText: comment });
  await expect(review).toContainText('Demo');
});
