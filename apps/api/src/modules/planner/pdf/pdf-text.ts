import type { Lang } from '@camtour/shared/constants';

/**
 * The PDF's own words, in both languages: headings and labels that the shared planner
 * vocabulary (COST_CATEGORY_LABELS, SPLIT_LABELS, MEAL_LABELS ...) does not already hold.
 */
export interface PdfText {
  defaultTitle: string;
  wholeGroup: (partySize: string) => string;
  budget: string;
  totalCost: string;
  leftOver: string;
  overBy: string;
  status: string;
  travellers: string;
  travellerCount: (n: number, formatted: string) => string;
  tripLength: string;
  daysNights: (days: number, nights: number, d: string, n: string) => string;
  nationality: string;
  travelStyle: string;
  costBreakdown: string;
  category: string;
  amount: string;
  total: string;
  budgetSplit: string;
  recommended: string;
  yourPlan: string;
  itinerary: string;
  day: (n: string) => string;
  dayTotal: string;
  gettingAround: string;
  activities: string;
  meals: string;
  stay: string;
  perNight: string;
  included: string;
  hours: (formatted: string) => string;
  upsells: string;
  journeys: string;
  outbound: string;
  return: string;
  leg: (p: {
    departs: string;
    arrives: string;
    km: string;
    before: boolean;
    after: boolean;
  }) => string;
  fit: string;
  fitBody: (total: string, saving: string) => string;
  fitImpossible: (total: string) => string;
  footer: string;
  page: (n: string, of: string) => string;
}

const en: PdfText = {
  defaultTitle: 'Your Siem Reap trip plan',
  wholeGroup: (n) => `All costs are for the whole group of ${n}.`,
  budget: 'Budget',
  totalCost: 'Total cost',
  leftOver: 'Left over',
  overBy: 'Over by',
  status: 'Status',
  travellers: 'Travellers',
  travellerCount: (n, f) => (n === 1 ? '1 traveller' : `${f} travellers`),
  tripLength: 'Trip length',
  daysNights: (days, nights, d, n) =>
    `${d} ${days === 1 ? 'day' : 'days'}, ${n} ${nights === 1 ? 'night' : 'nights'}`,
  nationality: 'Nationality',
  travelStyle: 'Travel style',
  costBreakdown: 'Cost breakdown',
  category: 'Category',
  amount: 'Amount',
  total: 'Total',
  budgetSplit: 'Budget split',
  recommended: 'Recommended',
  yourPlan: 'Your plan',
  itinerary: 'Day by day',
  day: (n) => `Day ${n}`,
  dayTotal: 'Day total',
  gettingAround: 'Getting around',
  activities: 'Activities',
  meals: 'Meals',
  stay: 'Stay',
  perNight: 'per night',
  included: 'Included',
  hours: (h) => `${h} h`,
  upsells: 'With what is left of your budget',
  journeys: 'Getting there and back',
  outbound: 'To Siem Reap',
  return: 'Back home',
  leg: (p) =>
    `${p.before ? 'The evening before, leaves' : 'Leaves'} ${p.departs}, arrives ${p.arrives}${p.after ? ' the next day' : ''} · ${p.km} km`,
  fit: 'To fit your budget',
  fitBody: (total, saving) =>
    `These changes to your answers bring the total to ${total}, ${saving} less:`,
  fitImpossible: (total) =>
    `No change to your answers fits this budget: even the cheapest choices cost ${total}.`,
  footer: "Prices in US dollars, from CamTour's planner. Check prices before you travel.",
  page: (n, of) => `Page ${n} of ${of}`,
};

const km: PdfText = {
  defaultTitle: 'ផែនការដំណើរកម្សាន្តសៀមរាបរបស់អ្នក',
  wholeGroup: (n) => `ចំណាយទាំងអស់គិតសម្រាប់ក្រុមទាំងមូល ${n} នាក់។`,
  budget: 'ថវិកា',
  totalCost: 'ចំណាយសរុប',
  leftOver: 'នៅសល់',
  overBy: 'ចំណាយលើស',
  status: 'ស្ថានភាព',
  travellers: 'អ្នកដំណើរ',
  travellerCount: (_n, f) => `${f} នាក់`,
  tripLength: 'រយៈពេល',
  daysNights: (_days, _nights, d, n) => `${d} ថ្ងៃ ${n} យប់`,
  nationality: 'សញ្ជាតិ',
  travelStyle: 'របៀបធ្វើដំណើរ',
  costBreakdown: 'ចំណាយលម្អិត',
  category: 'ប្រភេទ',
  amount: 'ចំនួនទឹកប្រាក់',
  total: 'សរុប',
  budgetSplit: 'ការបែងចែកថវិកា',
  recommended: 'តាមការណែនាំ',
  yourPlan: 'ផែនការរបស់អ្នក',
  itinerary: 'កម្មវិធីប្រចាំថ្ងៃ',
  day: (n) => `ថ្ងៃទី ${n}`,
  dayTotal: 'ចំណាយប្រចាំថ្ងៃ',
  gettingAround: 'ការធ្វើដំណើរក្នុងក្រុង',
  activities: 'សកម្មភាព',
  meals: 'អាហារ',
  stay: 'កន្លែងស្នាក់នៅ',
  perNight: 'ក្នុងមួយយប់',
  included: 'រួមបញ្ចូល',
  hours: (h) => `${h} ម៉ោង`,
  upsells: 'អ្វីដែលអ្នកអាចធ្វើបន្ថែមជាមួយថវិកាដែលនៅសល់',
  journeys: 'ការធ្វើដំណើរទៅ និងត្រឡប់មកវិញ',
  outbound: 'ទៅសៀមរាប',
  return: 'ត្រឡប់ទៅផ្ទះវិញ',
  leg: (p) =>
    `${p.before ? 'ល្ងាចមុន ចេញដំណើរ' : 'ចេញដំណើរ'} ${p.departs} មកដល់ ${p.arrives}${p.after ? ' ថ្ងៃបន្ទាប់' : ''} · ${p.km} គីឡូម៉ែត្រ`,
  fit: 'ដើម្បីឱ្យសមនឹងថវិការបស់អ្នក',
  fitBody: (total, saving) => `ការផ្លាស់ប្តូរចម្លើយទាំងនេះធ្វើឱ្យតម្លៃសរុបនៅត្រឹម ${total} ថយចុះ ${saving}៖`,
  fitImpossible: (total) => `គ្មានការផ្លាស់ប្តូរចម្លើយណាមួយសមនឹងថវិកានេះទេ៖ សូម្បីតែជម្រើសថោកបំផុតក៏ចំណាយ ${total}។`,
  footer: 'តម្លៃគិតជាដុល្លារអាមេរិក ពីកម្មវិធីរៀបចំផែនការរបស់ CamTour។ សូមពិនិត្យតម្លៃឡើងវិញមុនពេលធ្វើដំណើរ។',
  page: (n, of) => `ទំព័រ ${n} នៃ ${of}`,
};

export const PDF_TEXT: Record<Lang, PdfText> = { en, km };
