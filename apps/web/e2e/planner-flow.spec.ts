import { expect, test } from './fixtures';
import { collectConsoleErrors } from './console-guard';
import {
  answerQuestions,
  chooseDays,
  D9_EXAMPLE,
  expectResult,
  openPlanner,
  startWithBudget,
} from './planner-helpers';

test('a full 3-day plan in English ends on the result with the right total', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await openPlanner(page);

  // Budget entry refuses what document 3 §5 refuses, and says why.
  await page.getByRole('spinbutton').fill('40');
  await page.getByRole('button', { name: 'Start planning' }).click();
  await expect(page.getByTestId('budget-error')).toHaveText(
    /Please enter a budget of at least \$50/,
  );
  await page.getByRole('spinbutton').fill('55');
  await page.getByRole('button', { name: 'Start planning' }).click();
  await expect(page.getByTestId('budget-error')).toHaveText(/steps of \$10/);
  await page.getByRole('button', { name: '$500' }).click();
  await expect(page.getByRole('spinbutton')).toHaveValue('500');
  await page.getByRole('button', { name: 'Start planning' }).click();

  // Question 1 of 11: Next waits for an answer.
  const question = page.getByTestId('planner-question');
  await expect(page.getByTestId('planner-progress')).toContainText('Question 1 of 11');
  await expect(page.getByTestId('planner-progress')).toContainText('9%');
  await expect(question.getByRole('heading', { level: 2 })).toHaveText(
    'How will you get to Siem Reap?',
  );
  const next = question.getByRole('button', { name: 'Next', exact: true });
  await expect(next).toBeDisabled();
  await answerQuestions(page, D9_EXAMPLE.answers.slice(0, 3));

  // Previous removes the last answer and shows it chosen again.
  await expect(page.getByTestId('planner-progress')).toContainText('Question 4 of 11');
  await question.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByTestId('planner-progress')).toContainText('Question 3 of 11');
  await expect(page.getByTestId('option-mid_range')).toHaveAttribute('aria-checked', 'true');
  await next.click();

  await answerQuestions(page, D9_EXAMPLE.answers.slice(0, 7), 'en', 3);
  // Multi-select sums the chosen prices; "nothing extra" stands alone.
  await page.getByTestId('option-none').click();
  await page.getByTestId('option-sunrise_tours').click();
  await page.getByTestId('option-cooking_class').click();
  await expect(page.getByTestId('option-none')).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByTestId('selection-total')).toHaveText('2 chosen · $40.00 per person');
  await next.click();

  // A custom party size out of range keeps Next shut with the reason.
  await page.getByTestId('option-custom').click();
  await page.getByLabel('Number of people').fill('25');
  await expect(question.getByText('Please enter a party size from 1 to 20.')).toBeVisible();
  await expect(next).toBeDisabled();
  await page.getByTestId('option-2').click();
  await next.click();
  await answerQuestions(page, D9_EXAMPLE.answers, 'en', 9);

  // Per-day transport: prefilled with the in-city choice, Previous Day goes back.
  const transport = page.getByTestId('planner-transport');
  await expect(page.getByTestId('planner-progress')).toContainText('Day 1 of 3');
  await expect(page.getByTestId('day-option-traditional_tuk_tuk')).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await transport.getByRole('button', { name: 'Next Day' }).click();
  await transport.getByRole('button', { name: 'Previous Day' }).click();
  await expect(page.getByTestId('planner-progress')).toContainText('Day 1 of 3');
  await chooseDays(page, D9_EXAMPLE.days);

  await expect(page.getByTestId('planner-generating')).toBeVisible();
  await expectResult(page, D9_EXAMPLE.total);
  await expect(page.getByTestId('planner-generating')).toBeHidden();
  await expect(page.getByTestId('budget-status')).toHaveText('Over budget');
  await expect(page.getByTestId('plan-budget')).toHaveText('$500.00');
  await expect(page.getByTestId('remaining')).toHaveText('$114.50');
  await expect(page.getByTestId('cost-transportation')).toContainText('$52.00');
  await expect(page.getByTestId('cost-temple_fees')).toContainText('$124.00');
  await expect(page.getByTestId('cost-transport_in_siemreap')).toContainText('$67.50');
  await expect(page.getByTestId('split-transport')).toContainText('$125.00');
  await expect(page.getByTestId('split-transport')).toContainText('$119.50');
  await expect(page.getByTestId('day-cost')).toHaveText(D9_EXAMPLE.dayTotals);
  const day1 = page.getByTestId('itinerary-day').first();
  await expect(day1).toContainText('Angkor Wat');
  await expect(day1).toContainText('Breakfast');
  // Over budget: no upsells.
  await expect(page.getByTestId('upsells')).toHaveCount(0);

  // The stay opens the hotel list priced from cost - 5 to cost + 5 ($75 a night for two).
  await day1.getByTestId('accommodation-link').click();
  await expect(page).toHaveURL('/siem-reap/hotels?minPrice=70&maxPrice=80');
  await page.goBack();
  await expectResult(page, D9_EXAMPLE.total);

  // Plan New Trip starts afresh and clears the saved session.
  await page.getByRole('button', { name: 'Plan New Trip' }).click();
  await expect(page.getByTestId('planner-start')).toBeVisible();
  expect(await page.evaluate(() => window.sessionStorage.getItem('camtour_planner'))).toBeNull();
  expect(errors).toEqual([]);
});

test('a plan well under budget suggests what the rest could buy', async ({ page }) => {
  await openPlanner(page);
  await startWithBudget(page, 1000);
  await answerQuestions(page, [
    'bus_van',
    '1d1n',
    'budget',
    'budget_local',
    'khmer',
    'relaxed',
    'returning',
    ['shopping'],
    '1',
    'over_65',
    'auto',
  ]);
  // 26 + 10 + 8 + max(5, 0, 0.3 x 32.5 = 9.75) + 0 + 32.5 = 86.25.
  await expectResult(page, '$86.25');
  await expect(page.getByTestId('budget-status')).toHaveText('Well under budget');
  await expect(page.getByTestId('upsell')).toHaveCount(4);
  await expect(page.getByTestId('upsell').first()).toContainText('Pub Street nightlife package');
  await expect(page.getByTestId('upsell').first()).toContainText('+$15.00');
});
