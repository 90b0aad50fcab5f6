import { expect, test } from './fixtures';
import { apiData, logInAsDemo } from './shop-helpers';

test('a visitor is asked to log in, then writes a review and sees it with the new average', async ({
  page,
  request,
}) => {
  // A product nobody has reviewed yet, so the demo account has not either.
  const list = await apiData<{ products: { id: number; name: string; review_count: number }[] }>(
    request,
    '/api/web/view/product?sort=price-low-high&per_page=48',
  );
  const product = list.products.find((p) => p.review_count === 0);
  if (!product) throw new Error('no product without reviews');

  await page.goto(`/product/detail/${product.id}`);
  await page.getByRole('tab', { name: /Reviews/ }).click();
  await expect(page.getByTestId('review-count')).toHaveText('0 reviews');
  await page.getByRole('button', { name: 'Write a review' }).click();
  const prompt = page.getByTestId('review-login-prompt');
  await expect(prompt).toContainText('Please log in to write a review.');
  await prompt.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(
    `/login?returnUrl=${encodeURIComponent(`/product/detail/${product.id}`)}`,
  );
  await logInAsDemo(page);
  await expect(page).toHaveURL(`/product/detail/${product.id}`);

  await page.getByRole('tab', { name: /Reviews/ }).click();
  await page.getByRole('button', { name: 'Write a review' }).click();
  const form = page.getByTestId('review-form');
  // Empty form: the shared rules answer first.
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(form).toContainText('Please select a rating.');
  await expect(form).toContainText('Please enter a review.');

  const comment = `Kept me dry at Phnom Kulen ${Date.now()}`;
  await form.getByLabel('4 out of 5 stars').check({ force: true });
  await form.getByLabel('Your review').fill(comment);
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Thank you for your review.' }),
  ).toBeVisible();
  await expect(form).toBeHidden();

  const review = page.getByTestId('review').filter({ hasText: comment });
  await expect(review).toBeVisible();
  await expect(review).toContainText('Demo');
  await expect(page.getByTestId('review-count')).toHaveText('1 review');
  await expect(page.getByTestId('review-average')).toHaveText('4.0');
});
