import { expect, test } from './fixtures';
import {
  answerQuestions,
  chooseDays,
  D9_EXAMPLE,
  expectResult,
  openPlanner,
  startWithBudget,
} from './planner-helpers';

test('a reload mid-questionnaire keeps the answers and the plan goes on', async ({ page }) => {
  await openPlanner(page);
  await startWithBudget(page, D9_EXAMPLE.budget);
  await answerQuestions(page, D9_EXAMPLE.answers.slice(0, 4));
  // Chosen but not yet confirmed with Next: kept too.
  await page.getByTestId('option-foreign').click();

  await page.reload();
  await expect(page.getByTestId('planner-progress')).toContainText('Question 5 of 11');
  await expect(page.getByTestId('option-foreign')).toHaveAttribute('aria-checked', 'true');
  const stored = await page.evaluate(() => window.sessionStorage.getItem('camtour_planner'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({
    stage: 'questions',
    budget: 500,
    questionIndex: 4,
  });

  // The earlier answers are still there: Previous shows them.
  const question = page.getByTestId('planner-question');
  await question.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByTestId('option-mixed_dining')).toHaveAttribute('aria-checked', 'true');
  await question.getByRole('button', { name: 'Next', exact: true }).click();

  await answerQuestions(page, D9_EXAMPLE.answers, 'en', 4);
  await chooseDays(page, D9_EXAMPLE.days);
  await expectResult(page, D9_EXAMPLE.total);
  // The result survives a reload as well.
  await page.reload();
  await expectResult(page, D9_EXAMPLE.total);
});

test('leaving mid-plan asks first, and the plan is kept when coming back', async ({ page }) => {
  await openPlanner(page);
  await startWithBudget(page, 300);
  await answerQuestions(page, D9_EXAMPLE.answers.slice(0, 2));

  const header = page.getByTestId('site-header');
  await header.getByRole('link', { name: 'Shop' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(
    'You have an incomplete travel plan. Your progress will be saved. Continue?',
  );
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/plan');
  await expect(page.getByTestId('planner-progress')).toContainText('Question 3 of 11');

  await header.getByRole('link', { name: 'Shop' }).click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/product');

  await header.getByRole('link', { name: 'Trip planner' }).click();
  await expect(page.getByTestId('planner-progress')).toContainText('Question 3 of 11');
});
