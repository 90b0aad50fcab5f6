import { expect, test } from './fixtures';
import { logInThroughPage } from './accounts-helpers';
import { BUTTONS, expectResult, makePlan, ONE_DAY, openPlanner } from './planner-helpers';
import { DEMO } from './shop-helpers';

test('a visitor is asked to log in to save a plan', async ({ page }) => {
  await openPlanner(page);
  await makePlan(page, ONE_DAY);
  await page.getByRole('link', { name: 'Log in to save this plan' }).click();
  await expect(page).toHaveURL('/login?returnUrl=%2Fplan');
});

test('a logged-in user saves a plan, reopens it later and deletes it', async ({ page }) => {
  await logInThroughPage(page, DEMO);
  await openPlanner(page);
  // An uncommon budget names this run's plan in the list.
  const budget = 730 + 10 * Math.floor(Math.random() * 100);
  const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(budget);
  const name = `Siem Reap, 1 day, ${usd} budget`;
  await makePlan(page, { ...ONE_DAY, budget });

  await page.getByRole('button', { name: BUTTONS.en.save }).click();
  await expect(page.getByText('Your trip plan is saved to your account.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Saved to your account' })).toBeDisabled();

  await page.getByRole('button', { name: BUTTONS.en.newTrip }).click();
  const row = page.getByTestId('saved-plan').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Total $268.00');
  await expect(row).toContainText('Well under budget');

  await row.getByRole('button', { name: 'Open' }).click();
  await expectResult(page, ONE_DAY.total);
  await expect(page.getByTestId('plan-budget')).toHaveText(usd);
  await expect(page.getByRole('button', { name: 'Saved to your account' })).toBeDisabled();
  await expect(page).toHaveURL('/plan');

  // A reload keeps the reopened plan; then it goes.
  await page.reload();
  await expectResult(page, ONE_DAY.total);
  await page.getByRole('button', { name: BUTTONS.en.newTrip }).click();
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this plan?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The trip plan was deleted.')).toBeVisible();
  await expect(row).toHaveCount(0);
});
