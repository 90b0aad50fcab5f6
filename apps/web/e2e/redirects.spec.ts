import { expect, test } from './fixtures';

test('an unknown path lands on the home page', async ({ page }) => {
  await page.goto('/this/does/not-exist?x=1');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('aliases redirect to their canonical path and keep the query string', async ({ page }) => {
  await page.goto('/forgot-password?email=a%40b.co');
  await expect(page).toHaveURL('/forgot-pass?email=a%40b.co');
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  // Sign-in screens show neither header nor footer.
  await expect(page.getByTestId('site-header')).toHaveCount(0);
  await expect(page.getByTestId('site-footer')).toHaveCount(0);

  await page.goto('/Locations?province_id=8');
  await expect(page).toHaveURL('/adventure?province_id=8');
  await expect(page.getByRole('combobox', { name: 'Province' })).toHaveValue('8');

  await page.goto('/order');
  await expect(page).toHaveURL('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();

  await page.goto('/location/42');
  await expect(page).toHaveURL('/location/detail/42');
});

test('/location/{category slug} opens the adventure list filtered by that category', async ({
  page,
  request,
}) => {
  const response = await request.get('/api/web/view/categories?lang=en');
  const body = (await response.json()) as { data: { id: number; slug: string }[] };
  const category = body.data[0];
  expect(category).toBeDefined();

  await page.goto(`/location/${category?.slug}`);
  await expect(page).toHaveURL(`/adventure?category_id=${category?.id}`);
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue(String(category?.id));

  await page.goto('/location/no-such-category');
  await expect(page).toHaveURL('/');
});
