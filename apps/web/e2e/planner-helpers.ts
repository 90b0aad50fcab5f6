import { expect, type Page } from '@playwright/test';

/**
 * Helpers of the trip-planner flows. Options are picked by their ids (data-testid
 * `option-<id>`), so the same helper drives the page in English and in Khmer.
 */

export type Lang = 'en' | 'km';

export const BUTTONS = {
  en: {
    start: 'Start planning',
    next: 'Next',
    previous: 'Previous',
    nextDay: 'Next Day',
    previousDay: 'Previous Day',
    generate: 'Generate Recommendation',
    pdf: 'Save as PDF',
    save: 'Save to my account',
    newTrip: 'Plan New Trip',
  },
  km: {
    start: 'ចាប់ផ្តើមរៀបចំផែនការ',
    next: 'បន្ទាប់',
    previous: 'ថយក្រោយ',
    nextDay: 'ថ្ងៃបន្ទាប់',
    previousDay: 'ថ្ងៃមុន',
    generate: 'បង្កើតការណែនាំ',
    pdf: 'រក្សាទុកជា PDF',
    save: 'រក្សាទុកក្នុងគណនីរបស់ខ្ញុំ',
    newTrip: 'រៀបចំដំណើរថ្មី',
  },
} as const;

/** The plan of DECISIONS D9's example: 3 days, 2 nights, two interests, $614.50 on $500. */
export const D9_EXAMPLE = {
  budget: 500,
  answers: [
    'bus_van',
    '3d2n',
    'mid_range',
    'mixed_dining',
    'foreign',
    'cultural',
    'first_time',
    ['sunrise_tours', 'cooking_class'],
    '2',
    '18_30',
    'traditional_tuk_tuk',
  ] as (string | string[])[],
  days: ['traditional_tuk_tuk', 'premium_tuk_tuk', 'bicycle_tricycle'],
  total: '$614.50',
  dayTotals: ['$342.00', '$184.50', '$88.00'],
};

/** A 1-day plan: bus, mid-range, 2 people aged 18-30, no extras: $268.00 on $500. */
export const ONE_DAY = {
  budget: 500,
  answers: [
    'bus_van',
    '1d1n',
    'mid_range',
    'mixed_dining',
    'foreign',
    'cultural',
    'first_time',
    ['none'],
    '2',
    '18_30',
    'auto',
  ] as (string | string[])[],
  days: [] as string[],
  total: '$268.00',
};

export async function openPlanner(page: Page, lang: Lang = 'en') {
  if (lang === 'km') {
    await page.addInitScript(() => window.localStorage.setItem('camtour_lang', 'km'));
  }
  await page.goto('/plan');
  await expect(page.getByTestId('planner-start')).toBeVisible();
}

export async function startWithBudget(page: Page, budget: number, lang: Lang = 'en') {
  await page.getByRole('spinbutton').fill(String(budget));
  await page.getByRole('button', { name: BUTTONS[lang].start }).click();
  await expect(page.getByTestId('planner-question')).toBeVisible();
}

/** Answers questions `from` to the end of `answers` (index 0 is question 1). */
export async function answerQuestions(
  page: Page,
  answers: (string | string[])[],
  lang: Lang = 'en',
  from = 0,
) {
  const next = page.getByTestId('planner-question').getByRole('button', {
    name: new RegExp(`^(${BUTTONS[lang].next}|${BUTTONS[lang].generate})$`),
  });
  for (let i = from; i < answers.length; i += 1) {
    const answer = answers[i]!;
    for (const id of Array.isArray(answer) ? answer : [answer]) {
      await page.getByTestId(`option-${id}`).click();
    }
    await expect(next).toBeEnabled();
    await next.click();
  }
}

/** The per-day stage: picks each day's transport and ends with Generate Recommendation. */
export async function chooseDays(page: Page, days: string[], lang: Lang = 'en') {
  const stage = page.getByTestId('planner-transport');
  for (let i = 0; i < days.length; i += 1) {
    await expect(stage).toBeVisible();
    await page.getByTestId(`day-option-${days[i]}`).click();
    const last = i === days.length - 1;
    await stage
      .getByRole('button', {
        name: last ? BUTTONS[lang].generate : BUTTONS[lang].nextDay,
        exact: true,
      })
      .click();
  }
}

export async function expectResult(page: Page, total: string) {
  await expect(page.getByTestId('planner-result')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('total-cost')).toHaveText(total);
}

export async function makePlan(
  page: Page,
  plan: typeof D9_EXAMPLE | typeof ONE_DAY,
  lang: Lang = 'en',
) {
  await startWithBudget(page, plan.budget, lang);
  await answerQuestions(page, plan.answers, lang);
  if (plan.days.length > 0) await chooseDays(page, plan.days, lang);
  await expectResult(page, plan.total);
}
