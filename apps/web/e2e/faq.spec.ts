import { expect, test } from './fixtures';
import { collectConsoleErrors } from './console-guard';

/**
 * /faq (issue 15): every question of the shared FAQ by topic, a search kept in the address, each
 * answer linkable as /faq#<id>, in English and in Khmer.
 */

const TOPICS = 14;

test('the FAQ lists every topic, and the search filters, counts, and clears', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/faq');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }),
  ).toBeVisible();
  await expect(page.getByTestId('faq-group')).toHaveCount(TOPICS);
  await expect(page.getByRole('heading', { level: 2, name: 'Visas and entry' })).toBeVisible();
  const entries = page.getByTestId('faq-entry');
  const total = await entries.count();
  expect(total).toBeGreaterThanOrEqual(48);
  const count = page.getByTestId('faq-count');
  await expect(count).toHaveText(`${total} questions in ${TOPICS} topics`);
  await expect(page.getByRole('navigation', { name: 'FAQ topics' }).getByRole('link')).toHaveCount(
    TOPICS,
  );

  const search = page.getByRole('searchbox', { name: 'Search the questions' });
  await search.fill('visa');
  await expect(count).toHaveText(/^\d+ questions match “visa”$/);
  const found = await entries.count();
  expect(found).toBeGreaterThan(1);
  expect(found).toBeLessThan(total);
  await expect(count).toHaveText(`${found} questions match “visa”`);
  const onArrival = entries.filter({ hasText: 'Can I get a visa on arrival?' });
  await expect(onArrival).toBeVisible();
  // The matches open: the words are in the answers.
  await expect(onArrival).toHaveAttribute('open', '');
  await expect(page).toHaveURL(/\/faq\?q=visa$/);

  // The search survives a reload, accents and case included.
  await page.reload();
  await expect(search).toHaveValue('visa');
  await search.fill('VÍSA');
  await expect(count).toHaveText(`${found} questions match “VÍSA”`);

  await search.fill('zzqxj nothing');
  const empty = page.getByTestId('faq-empty');
  await expect(empty).toContainText('No question matches “zzqxj nothing”');
  await expect(entries).toHaveCount(0);
  await empty.getByRole('button', { name: 'Clear search' }).click();
  await expect(entries).toHaveCount(total);
  await expect(search).toBeFocused();
  await expect(page).toHaveURL(/\/faq$/);
  expect(errors).toEqual([]);
});

test('a shared link opens its answer, copies as an absolute link, and topics and own pages link on', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/faq#visa-on-arrival');
  const entry = page.locator('details#visa-on-arrival');
  await expect(entry).toHaveAttribute('open', '');
  await expect(
    entry.getByText(/most nationalities can get a 30-day tourist visa/),
  ).toBeInViewport();
  await expect(page.locator('details#e-visa')).not.toHaveAttribute('open', '');

  await entry
    .getByRole('button', { name: 'Copy the link to “Can I get a visa on arrival?”' })
    .click();
  await expect(page.getByText('Link copied: paste it to share this answer.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${baseURL}/faq#visa-on-arrival`,
  );

  // A topic chip brings its topic into view.
  await page
    .getByRole('navigation', { name: 'FAQ topics' })
    .getByRole('link', { name: /Getting around/ })
    .click();
  await expect(page).toHaveURL(/\/faq#group-transport$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Getting around' })).toBeInViewport();

  // An answer's own-site link, labelled with the page it opens.
  const budget = page.locator('details#trip-budget');
  await budget.locator('summary').click();
  await expect(budget).toHaveAttribute('open', '');
  await budget.getByRole('link', { name: /Trip planner/ }).click();
  await expect(page).toHaveURL(/\/plan/);
});

test('the topics wrap on a phone without a sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/faq');
  await expect(page.getByRole('navigation', { name: 'FAQ topics' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('in Khmer the FAQ shows and searches the Khmer texts', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/faq');
  await page.getByRole('button', { name: 'ខ្មែរ' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');
  expect(await page.evaluate(() => localStorage.getItem('camtour_lang'))).toBe('km');
  await expect(page.getByRole('heading', { level: 1, name: 'សំណួរដែលសួរញឹកញាប់' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'ទិដ្ឋាការ និងការចូលប្រទេស' })).toBeVisible();
  const entries = page.getByTestId('faq-entry');
  const total = await entries.count();
  await expect(entries.filter({ hasText: 'តើខ្ញុំអាចស្នើសុំទិដ្ឋាការនៅពេលមកដល់បានទេ?' })).toBeVisible();
  await expect(entries.filter({ hasText: 'Can I get a visa on arrival?' })).toHaveCount(0);

  const search = page.getByRole('searchbox', { name: 'ស្វែងរកសំណួរ' });
  await search.fill('ទិដ្ឋាការ');
  await expect(page.getByTestId('faq-count')).toContainText('«ទិដ្ឋាការ»');
  await expect(entries.filter({ hasText: 'តើខ្ញុំអាចស្នើសុំទិដ្ឋាការនៅពេលមកដល់បានទេ?' })).toBeVisible();
  const found = await entries.count();
  expect(found).toBeGreaterThan(1);
  expect(found).toBeLessThan(total);
  // Part of a Khmer word, as Khmer is written without spaces between words.
  await search.fill('ឆ្លងដែន');
  await expect(entries.first()).toBeVisible();
  await search.fill('រកមិនឃើញអ្វីទាំងអស់');
  await expect(page.getByTestId('faq-empty')).toContainText('រកមិនឃើញសំណួរសម្រាប់');
  expect(errors).toEqual([]);
});
