import type { BudgetStatus, BudgetSplit, CostCategory } from '../../schemas/planner';
import type { LocalizedText } from './text';

/**
 * The Recommendation's vocabulary, shared by the result page and the PDF export so both say
 * the same thing in both languages.
 */
const t = (en: string, km: string): LocalizedText => ({ en, km });

export const COST_CATEGORY_LABELS: Record<CostCategory, LocalizedText> = {
  transportation: t('Getting to Siem Reap and back', 'ការធ្វើដំណើរទៅ និងមកពីសៀមរាប'),
  accommodation: t('Accommodation', 'កន្លែងស្នាក់នៅ'),
  dining: t('Meals', 'អាហារ'),
  temple_fees: t('Temple fees', 'ថ្លៃចូលទស្សនាប្រាសាទ'),
  special_interests: t('Special interests', 'សកម្មភាពពិសេស'),
  transport_in_siemreap: t('Getting around Siem Reap', 'ការធ្វើដំណើរក្នុងក្រុងសៀមរាប'),
};

export const SPLIT_LABELS: Record<keyof BudgetSplit, LocalizedText> = {
  transport: t('Transport', 'ការធ្វើដំណើរ'),
  accommodation: t('Accommodation', 'កន្លែងស្នាក់នៅ'),
  food: t('Food', 'អាហារ'),
  activities: t('Activities', 'សកម្មភាព'),
  buffer: t('Buffer', 'ថវិកាបម្រុង'),
};

export const BUDGET_STATUS_LABELS: Record<BudgetStatus, LocalizedText> = {
  within_budget: t('Within budget', 'ស្ថិតក្នុងថវិកា'),
  over_budget: t('Over budget', 'លើសថវិកា'),
  under_budget: t('Well under budget', 'ទាបជាងថវិកាច្រើន'),
};

export const BUDGET_STATUS_HINTS: Record<BudgetStatus, LocalizedText> = {
  within_budget: t(
    'Your plan fits your budget with a little room to spare.',
    'ផែនការរបស់អ្នកសមនឹងថវិកា ហើយនៅសល់បន្តិច។',
  ),
  over_budget: t(
    'Your plan costs more than your budget: choose cheaper options or raise the budget.',
    'ផែនការរបស់អ្នកចំណាយលើសថវិកា៖ សូមជ្រើសរើសជម្រើសថោកជាងនេះ ឬបង្កើនថវិកា។',
  ),
  under_budget: t(
    'Your plan uses less than 80% of your budget: here are ways to enjoy the rest.',
    'ផែនការរបស់អ្នកប្រើតិចជាង 80% នៃថវិកា៖ នេះជាវិធីដើម្បីរីករាយជាមួយថវិកាដែលនៅសល់។',
  ),
};

export const MEAL_LABELS = {
  breakfast: t('Breakfast', 'អាហារពេលព្រឹក'),
  lunch: t('Lunch', 'អាហារថ្ងៃត្រង់'),
  dinner: t('Dinner', 'អាហារពេលល្ងាច'),
} as const;
