import { expect, test } from './fixtures';
import { collectConsoleErrors } from './console-guard';
import {
  answerQuestions,
  chooseDays,
  D9_EXAMPLE,
  makePlan,
  ONE_DAY,
  openPlanner,
  startWithBudget,
} from './planner-helpers';

/*
 * Decision 030: an over-budget plan offers the fewest answer changes that fit its budget, shows
 * them, and makes them with one button; the plan shows its journeys and a menu for each day.
 */

test('the D9 plan, $614.50 on $500, fits its budget with one button', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await openPlanner(page);
  await makePlan(page, D9_EXAMPLE);
  await expect(page.getByTestId('budget-status')).toHaveText('Over budget');

  // Realistic legs: the overnight bus, 6 hours each way.
  const legs = page.getByTestId('journey-leg');
  await expect(legs).toHaveCount(2);
  await expect(legs.first()).toContainText('Phnom Penh → Siem Reap');
  await expect(legs.first().getByTestId('journey-departs')).toHaveText('Leaves 00:00');
  await expect(legs.first().getByTestId('journey-arrives')).toHaveText('Arrives 06:00');
  await expect(legs.first().getByTestId('journey-hours')).toHaveText('6 hours on the road');
  await expect(legs.last()).toContainText('Siem Reap → Phnom Penh');
  await expect(legs.last()).toContainText('Day 3');
  await expect(legs.last().getByTestId('journey-departs')).toHaveText('Leaves 17:30');

  // A different lunch every day.
  const days = page.getByTestId('itinerary-day');
  await expect(days.nth(0)).toContainText('Fish amok at a café');
  await expect(days.nth(1)).toContainText('Beef lok lak at a café');
  await expect(days.nth(2)).toContainText('Red tree ant beef stir-fry at a café');

  // What will change, before anything does.
  const fit = page.getByTestId('budget-fit');
  await expect(fit.getByRole('heading')).toHaveText('Make this plan fit your budget');
  await expect(fit).toContainText(
    'These 2 changes bring the total to $499.50, $115.00 less, within your budget of $500.00:',
  );
  const changes = fit.getByTestId('budget-fit-change');
  await expect(changes).toHaveCount(2);
  await expect(changes.nth(0)).toContainText('Where you stay');
  await expect(changes.nth(0)).toContainText('Mid-range hotel');
  await expect(changes.nth(0)).toContainText('Budget guesthouse');
  await expect(changes.nth(1)).toContainText('Getting around on day 1');
  await expect(changes.nth(1)).toContainText('Electric tuk-tuk');
  await expect(page.getByTestId('total-cost')).toHaveText(D9_EXAMPLE.total);

  await fit.getByRole('button', { name: 'Make these changes' }).click();
  await expect(page.getByTestId('total-cost')).toHaveText('$499.50');
  await expect(page.getByTestId('budget-status')).toHaveText('Within budget');
  await expect(page.getByTestId('result-summary')).toHaveAttribute('data-status', 'within_budget');
  await expect(page.getByText('Your plan now fits your budget.')).toBeVisible();
  await expect(page.getByTestId('budget-fit')).toHaveCount(0);
  await expect(days.first()).toContainText('Budget guesthouse');
  await expect(days.first()).toContainText('Electric tuk-tuk');
  await expect(days.nth(1)).toContainText('Premium tuk-tuk');

  // The changed plan is the one kept for this visit.
  await page.reload();
  await expect(page.getByTestId('total-cost')).toHaveText('$499.50');
  await expect(page.getByTestId('budget-fit')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a budget no change can reach is said plainly, and the nearest budget is one click away', async ({
  page,
}) => {
  await openPlanner(page);
  await makePlan(page, { ...ONE_DAY, budget: 50 });
  const fit = page.getByTestId('budget-fit');
  await expect(fit.getByRole('heading')).toHaveText('No change to your answers fits this budget');
  await expect(fit.getByTestId('budget-fit-impossible')).toContainText(
    'this trip costs $177.00, more than your budget of $50.00. A budget of $180.00 would cover it',
  );
  await expect(fit.getByRole('button', { name: 'Make these changes' })).toHaveCount(0);

  await fit.getByRole('button', { name: 'Set my budget to $180.00' }).click();
  await expect(page.getByTestId('plan-budget')).toHaveText('$180.00');
  // The plan is unchanged and still over; now three changes reach $177.
  await expect(page.getByTestId('total-cost')).toHaveText('$268.00');
  await expect(fit.getByTestId('budget-fit-change')).toHaveCount(3);
  await fit.getByRole('button', { name: 'Make these changes' }).click();
  await expect(page.getByTestId('total-cost')).toHaveText('$177.00');
  await expect(page.getByTestId('budget-status')).toHaveText('Within budget');
});

test('in Khmer the fit is offered, explained and applied the same way', async ({ page }) => {
  await openPlanner(page, 'km');
  await startWithBudget(page, D9_EXAMPLE.budget, 'km');
  await answerQuestions(page, D9_EXAMPLE.answers, 'km');
  await chooseDays(page, D9_EXAMPLE.days, 'km');
  await expect(page.getByTestId('planner-result')).toBeVisible({ timeout: 15_000 });

  const fit = page.getByTestId('budget-fit');
  await expect(fit.getByRole('heading')).toHaveText('កែផែនការនេះឱ្យសមនឹងថវិការបស់អ្នក');
  await expect(fit.getByTestId('budget-fit-change').first()).toContainText('ផ្ទះសំណាក់តម្លៃសមរម្យ');
  await expect(page.getByTestId('journey-leg').first()).toContainText('ភ្នំពេញ → សៀមរាប');
  await expect(page.getByTestId('journey-leg').first()).toContainText('ធ្វើដំណើរ 6 ម៉ោង');

  await fit.getByRole('button', { name: 'ធ្វើការផ្លាស់ប្តូរទាំងនេះ' }).click();
  await expect(page.getByTestId('total-cost')).toHaveText(/499[.,]50/);
  await expect(page.getByTestId('budget-status')).toHaveText('ស្ថិតក្នុងថវិកា');
  await expect(page.getByTestId('budget-fit')).toHaveCount(0);
});
