import { expect, test } from './fixtures';
import {
  BUTTONS,
  D9_EXAMPLE,
  openPlanner,
  startWithBudget,
  answerQuestions,
  chooseDays,
} from './planner-helpers';

test('the same 3-day plan in Khmer, with Khmer questions and a Khmer itinerary', async ({
  page,
}) => {
  await openPlanner(page, 'km');
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('រៀបចំដំណើរ');
  await startWithBudget(page, D9_EXAMPLE.budget, 'km');

  const question = page.getByTestId('planner-question');
  await expect(page.getByTestId('planner-progress')).toContainText(/សំណួរទី .+ នៃ .+/);
  await expect(question.getByRole('heading', { level: 2 })).toHaveText(
    'តើអ្នកនឹងធ្វើដំណើរទៅសៀមរាបដោយរបៀបណា?',
  );
  await expect(page.getByTestId('option-bus_van')).toContainText('ឡានក្រុង ឬឡានតូច');
  await expect(page.getByTestId('option-bus_van')).toContainText('ក្នុងម្នាក់ សម្រាប់មួយជើង');
  await expect(question.getByRole('button', { name: BUTTONS.km.next })).toBeDisabled();
  await answerQuestions(page, D9_EXAMPLE.answers, 'km');

  await expect(page.getByTestId('planner-transport')).toContainText('តើអ្នកនឹងធ្វើដំណើរក្នុងក្រុង');
  await chooseDays(page, D9_EXAMPLE.days, 'km');

  await expect(page.getByTestId('planner-result')).toBeVisible({ timeout: 15_000 });
  // The same money as in English; Chromium without Khmer number data writes it the same way.
  await expect(page.getByTestId('total-cost')).toHaveText(/614[.,]50/);
  await expect(page.getByTestId('budget-status')).toHaveText('លើសថវិកា');
  await expect(page.getByTestId('cost-breakdown')).toContainText('ថ្លៃចូលទស្សនាប្រាសាទ');
  await expect(page.getByTestId('budget-split')).toContainText('ការបែងចែកថវិកាដែលបានណែនាំ');
  const days = page.getByTestId('itinerary-day');
  await expect(days).toHaveCount(3);
  await expect(days.first()).toContainText('ថ្ងៃទី');
  await expect(days.first()).toContainText('ប្រាសាទអង្គរវត្ត');
  await expect(days.first()).toContainText('អាហារពេលព្រឹក');
  await expect(days.last()).toContainText('ធ្វើដំណើរត្រឡប់ទៅភ្នំពេញវិញ');
  await expect(page.getByRole('button', { name: BUTTONS.km.pdf })).toBeVisible();

  // Switching language re-writes the plan, money unchanged.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByTestId('budget-status')).toHaveText('Over budget');
  await expect(page.getByTestId('total-cost')).toHaveText(D9_EXAMPLE.total);
  await expect(days.first()).toContainText('Angkor Wat');
});
