import type { Lang } from '../../constants';
import { centsToDollars } from '../money';
import {
  ACCOMMODATION_PER_NIGHT_CENTS,
  AGE_MAX,
  AGE_MIN,
  CITY_TRANSPORT_PER_DAY_CENTS,
  DINING_PER_DAY_CENTS,
  NATIONALITY_OPTION_CENTS,
  PARTY_SIZE_MAX,
  PARTY_SIZE_MIN,
  SPECIAL_INTEREST_CENTS,
  TRANSPORT_TO_SIEM_REAP_CENTS,
} from './prices';
import { inLang, type LocalizedText } from './text';

/** The 11 questions of D9, in order; the type is the answer's key. */
export const PLANNER_QUESTION_TYPES = [
  'transportation_to_siem_reap',
  'duration',
  'accommodation',
  'dining',
  'nationality',
  'travel_style',
  'experience_level',
  'special_interests',
  'party_size',
  'age_range',
  'local_transport',
] as const;
export type PlannerQuestionType = (typeof PLANNER_QUESTION_TYPES)[number];

/** How an option's price is counted, so the page can say "per person per night". */
export type PriceUnit = 'person_one_way' | 'person_night' | 'person_day' | 'person' | 'group_day';

/** The id of the option that asks for a number (custom party size, custom age). */
export const CUSTOM_OPTION_ID = 'custom';
/** The in-city transport option that leaves the choice to D9's default rule. */
export const AUTO_TRANSPORT_OPTION_ID = 'auto';
/** The special-interests option that excludes the others. */
export const NO_INTEREST_OPTION_ID = 'none';

export interface PlannerOptionDef {
  id: string;
  label: LocalizedText;
  /** US cents; 0 for options that cost nothing by themselves. */
  priceCents: number;
  description: LocalizedText;
}

export interface PlannerQuestionDef {
  id: number;
  type: PlannerQuestionType;
  title: LocalizedText;
  description: LocalizedText;
  options: PlannerOptionDef[];
  priceUnit?: PriceUnit;
  multiSelect?: boolean;
  /** For the custom option: a number entry with these bounds. */
  inputType?: 'number';
  placeholder?: LocalizedText;
  min?: number;
  max?: number;
}

const t = (en: string, km: string): LocalizedText => ({ en, km });
const option = (
  id: string,
  priceCents: number,
  label: LocalizedText,
  description: LocalizedText,
): PlannerOptionDef => ({ id, priceCents, label, description });

const transportOptions: Record<
  keyof typeof TRANSPORT_TO_SIEM_REAP_CENTS,
  [LocalizedText, LocalizedText]
> = {
  bus_van: [
    t('Bus or van', 'ឡានក្រុង ឬឡានតូច'),
    t('Coaches and minivans from Phnom Penh, about 6 hours.', 'ឡានក្រុង និងឡានតូចពីភ្នំពេញ ប្រហែល 6 ម៉ោង។'),
  ],
  private_car: [
    t('Private car', 'ឡានឯកជន'),
    t('A car with a driver, door to door.', 'ឡានជាមួយអ្នកបើកបរ ពីទ្វារដល់ទ្វារ។'),
  ],
  taxi: [t('Taxi', 'តាក់ស៊ី'), t('A hired taxi, quicker than the bus.', 'តាក់ស៊ីជួល លឿនជាងឡានក្រុង។')],
};

export const ACCOMMODATION_LABELS: Record<
  keyof typeof ACCOMMODATION_PER_NIGHT_CENTS,
  [LocalizedText, LocalizedText]
> = {
  luxury: [
    t('Luxury resort', 'រមណីយដ្ឋានលំដាប់ខ្ពស់'),
    t('Pool, spa and butler service.', 'អាងហែលទឹក ស្ប៉ា និងសេវាកម្មពិសេស។'),
  ],
  boutique: [
    t('Boutique hotel', 'សណ្ឋាគារប៊ូទិក'),
    t('Small, stylish and quiet.', 'តូច ស្អាត និងស្ងប់ស្ងាត់។'),
  ],
  mid_range: [
    t('Mid-range hotel', 'សណ្ឋាគារកម្រិតមធ្យម'),
    t('Comfortable rooms with breakfast and a pool.', 'បន្ទប់មានផាសុកភាព អាហារពេលព្រឹក និងអាងហែលទឹក។'),
  ],
  budget: [
    t('Budget guesthouse', 'ផ្ទះសំណាក់តម្លៃសមរម្យ'),
    t('Clean, simple and central.', 'ស្អាត សាមញ្ញ និងនៅកណ្តាលក្រុង។'),
  ],
  homestay: [
    t('Homestay', 'ស្នាក់នៅជាមួយគ្រួសារខ្មែរ'),
    t('Stay with a family in a village.', 'ស្នាក់នៅជាមួយគ្រួសារមួយនៅក្នុងភូមិ។'),
  ],
};

export const DINING_LABELS: Record<
  keyof typeof DINING_PER_DAY_CENTS,
  [LocalizedText, LocalizedText]
> = {
  budget_local: [
    t('Local street food', 'អាហារតាមផ្លូវបែបខ្មែរ'),
    t('Markets, noodle stalls and family eateries.', 'ផ្សារ តូបគុយទាវ និងហាងបាយគ្រួសារ។'),
  ],
  mixed_dining: [
    t('Local food and restaurants', 'អាហារក្នុងស្រុក និងភោជនីយដ្ឋាន'),
    t('Street food by day, a restaurant at night.', 'អាហារតាមផ្លូវពេលថ្ងៃ និងភោជនីយដ្ឋានពេលយប់។'),
  ],
  comfortable: [
    t('Comfortable restaurants', 'ភោជនីយដ្ឋានមានផាសុកភាព'),
    t('Sit-down meals with air conditioning.', 'អាហារនៅភោជនីយដ្ឋានមានម៉ាស៊ីនត្រជាក់។'),
  ],
  premium: [
    t('Fine dining', 'ភោជនីយដ្ឋានលំដាប់ខ្ពស់'),
    t('The best Khmer kitchens in town.', 'ផ្ទះបាយខ្មែរល្អបំផុតនៅក្នុងក្រុង។'),
  ],
};

export const CITY_TRANSPORT_LABELS: Record<
  keyof typeof CITY_TRANSPORT_PER_DAY_CENTS,
  [LocalizedText, LocalizedText]
> = {
  motorbike_taxi: [
    t('Motorbike taxi', 'ម៉ូតូឌុប'),
    t('Quick rides for one or two.', 'ការធ្វើដំណើររហ័សសម្រាប់មនុស្សម្នាក់ ឬពីរនាក់។'),
  ],
  self_drive_motorbike: [
    t('Rent a motorbike', 'ជួលម៉ូតូបើកខ្លួនឯង'),
    t(
      'Ride yourself; a licence and helmet are needed.',
      'បើកបរដោយខ្លួនឯង ត្រូវមានប័ណ្ណបើកបរ និងមួកសុវត្ថិភាព។',
    ),
  ],
  traditional_tuk_tuk: [
    t('Tuk-tuk', 'រ៉ឺម៉ក'),
    t('A driver for the day, shaded and open-air.', 'អ្នកបើកបរសម្រាប់មួយថ្ងៃ មានដំបូល និងខ្យល់អាកាសបរិសុទ្ធ។'),
  ],
  premium_tuk_tuk: [
    t('Premium tuk-tuk', 'រ៉ឺម៉កពិសេស'),
    t(
      'Cushioned seats, cold water and an English-speaking driver.',
      'កៅអីទន់ ទឹកត្រជាក់ និងអ្នកបើកបរចេះភាសាអង់គ្លេស។',
    ),
  ],
  bicycle_tricycle: [
    t('Bicycle or cyclo', 'កង់ ឬស៊ីក្លូ'),
    t('Slow and quiet between nearby temples.', 'យឺត និងស្ងប់ស្ងាត់រវាងប្រាសាទដែលនៅជិតគ្នា។'),
  ],
  electric_tricycle: [
    t('Electric tuk-tuk', 'រ៉ឺម៉កអគ្គិសនី'),
    t('Quiet and clean, on the main temple circuits.', 'ស្ងាត់ និងស្អាត នៅលើផ្លូវទស្សនាប្រាសាទសំខាន់ៗ។'),
  ],
};

export const INTEREST_LABELS: Record<
  keyof typeof SPECIAL_INTEREST_CENTS,
  [LocalizedText, LocalizedText]
> = {
  sunrise_tours: [
    t('Sunrise tour', 'ទស្សនាថ្ងៃរះ'),
    t('Angkor Wat at first light, with a guide.', 'អង្គរវត្តនៅពេលព្រឹកព្រលឹម ជាមួយមគ្គុទ្ទេសក៍។'),
  ],
  cooking_class: [
    t('Khmer cooking class', 'ថ្នាក់រៀនធ្វើម្ហូបខ្មែរ'),
    t('Market visit and three dishes to cook.', 'ទស្សនាផ្សារ និងរៀនធ្វើម្ហូបបីមុខ។'),
  ],
  spa_wellness: [
    t('Spa and wellness', 'ស្ប៉ា និងសុខុមាលភាព'),
    t('A Khmer massage after the temples.', 'ម៉ាស្សាបែបខ្មែរបន្ទាប់ពីទស្សនាប្រាសាទ។'),
  ],
  shopping: [
    t('Shopping', 'ដើរទិញឥវ៉ាន់'),
    t('Old Market, silk and crafts.', 'ផ្សារចាស់ សូត្រ និងសិប្បកម្ម។'),
  ],
  nightlife: [
    t('Nightlife', 'ជីវិតពេលរាត្រី'),
    t('Pub Street, live music and night markets.', 'ផ្លូវ Pub Street តន្ត្រីផ្ទាល់ និងផ្សាររាត្រី។'),
  ],
  accessibility: [
    t('Accessibility support', 'ជំនួយសម្រាប់ជនមានពិការភាព'),
    t('Step-free routes and an assistant.', 'ផ្លូវគ្មានជណ្តើរ និងជំនួយការម្នាក់។'),
  ],
  vegetarian: [
    t('Vegetarian meals', 'អាហារបួស'),
    t('Every meal planned without meat or fish.', 'អាហារគ្រប់ពេលគ្មានសាច់ ឬត្រី។'),
  ],
  none: [t('Nothing extra', 'មិនមានអ្វីបន្ថែម'), t('Just the sights, please.', 'គ្រាន់តែទស្សនាប៉ុណ្ណោះ។')],
};

function optionsOf<K extends string>(
  labels: Record<K, readonly [LocalizedText, LocalizedText]>,
  prices: Record<K, number>,
): PlannerOptionDef[] {
  return (Object.keys(labels) as K[]).map((id) => {
    const [label, description] = labels[id];
    return option(id, prices[id], label, description);
  });
}

const zero = <K extends string>(ids: readonly K[]) =>
  Object.fromEntries(ids.map((id) => [id, 0])) as Record<K, number>;

const durationLabels = {
  '1d1n': [
    t('1 day, 1 night', '1 ថ្ងៃ 1 យប់'),
    t('The great temples in one full day.', 'ប្រាសាទធំៗក្នុងមួយថ្ងៃពេញ។'),
  ],
  '2d1n': [
    t('2 days, 1 night', '2 ថ្ងៃ 1 យប់'),
    t('Two days of sights, one night in town.', 'ទស្សនាពីរថ្ងៃ ស្នាក់មួយយប់នៅក្នុងក្រុង។'),
  ],
  '2d2n': [
    t('2 days, 2 nights', '2 ថ្ងៃ 2 យប់'),
    t('Two days with an evening to spare.', 'ពីរថ្ងៃ និងមានពេលល្ងាចទំនេរ។'),
  ],
  '3d2n': [
    t('3 days, 2 nights', '3 ថ្ងៃ 2 យប់'),
    t('The classic visit, including farther temples.', 'ការទស្សនាបែបបុរាណ រួមទាំងប្រាសាទឆ្ងាយៗ។'),
  ],
  '3d3n': [
    t('3 days, 3 nights', '3 ថ្ងៃ 3 យប់'),
    t('Three full days at an easy pace.', 'បីថ្ងៃពេញ ក្នុងល្បឿនស្រួលៗ។'),
  ],
} as const satisfies Record<string, [LocalizedText, LocalizedText]>;

const styleLabels = {
  cultural: [
    t('Culture and history', 'វប្បធម៌ និងប្រវត្តិសាស្ត្រ'),
    t('Temples, museums and crafts.', 'ប្រាសាទ សារមន្ទីរ និងសិប្បកម្ម។'),
  ],
  adventure: [
    t('Adventure', 'ដំណើរផ្សងព្រេង'),
    t('Hikes, bikes and jungle temples.', 'ដើរភ្នំ ជិះកង់ និងប្រាសាទក្នុងព្រៃ។'),
  ],
  relaxed: [t('Relaxed', 'សម្រាកលំហែ'), t('Late starts and fewer steps.', 'ចាប់ផ្តើមយឺត និងដើរតិច។')],
  photography: [
    t('Photography', 'ការថតរូប'),
    t('Golden hours and the best viewpoints.', 'ពេលពន្លឺមាស និងទីតាំងមើលទេសភាពល្អបំផុត។'),
  ],
  family: [
    t('Family', 'គ្រួសារ'),
    t('Short visits and things children enjoy.', 'ការទស្សនាខ្លីៗ និងកន្លែងដែលកុមារចូលចិត្ត។'),
  ],
} as const satisfies Record<string, [LocalizedText, LocalizedText]>;

const experienceLabels = {
  first_time: [t('First time', 'លើកដំបូង'), t('The must-see temples.', 'ប្រាសាទដែលមិនគួររំលង។')],
  returning: [
    t('I have been once', 'ធ្លាប់មកម្តង'),
    t('Some classics, some new temples.', 'ប្រាសាទល្បីខ្លះ និងប្រាសាទថ្មីខ្លះ។'),
  ],
  frequent: [
    t('Many times', 'ច្រើនដង'),
    t('Quieter temples off the main circuit.', 'ប្រាសាទស្ងាត់ៗនៅក្រៅផ្លូវទស្សនាធម្មតា។'),
  ],
} as const satisfies Record<string, [LocalizedText, LocalizedText]>;

const partyLabels = {
  '1': [t('Just me', 'ខ្ញុំម្នាក់ឯង'), t('Travelling solo.', 'ធ្វើដំណើរតែម្នាក់ឯង។')],
  '2': [t('Two people', 'ពីរនាក់'), t('A couple or two friends.', 'គូស្នេហ៍ ឬមិត្តភក្តិពីរនាក់។')],
  '3': [t('Three people', 'បីនាក់'), t('A small group.', 'ក្រុមតូចមួយ។')],
  '4': [t('Four people', 'បួននាក់'), t('A family or a group of friends.', 'គ្រួសារ ឬក្រុមមិត្តភក្តិ។')],
  [CUSTOM_OPTION_ID]: [
    t('Another number', 'ចំនួនផ្សេងទៀត'),
    t('From 1 to 20 people.', 'ពី 1 ដល់ 20 នាក់។'),
  ],
} as const satisfies Record<string, [LocalizedText, LocalizedText]>;

const ageLabels = {
  under_18: [t('Under 18', 'ក្រោម 18 ឆ្នាំ'), t('Teenagers.', 'ក្មេងជំទង់។')],
  '18_30': [t('18 to 30', '18 ដល់ 30 ឆ្នាំ'), t('Young adults.', 'យុវវ័យ។')],
  '31_50': [t('31 to 50', '31 ដល់ 50 ឆ្នាំ'), t('Adults.', 'មនុស្សពេញវ័យ។')],
  '51_65': [t('51 to 65', '51 ដល់ 65 ឆ្នាំ'), t('Mature travellers.', 'អ្នកធ្វើដំណើរវ័យចំណាស់បន្តិច។')],
  over_65: [t('Over 65', 'លើស 65 ឆ្នាំ'), t('Seniors.', 'មនុស្សចាស់។')],
  [CUSTOM_OPTION_ID]: [
    t('Enter an age', 'បញ្ចូលអាយុ'),
    t('Any age from 5 to 100.', 'អាយុណាមួយពី 5 ដល់ 100 ឆ្នាំ។'),
  ],
} as const satisfies Record<string, [LocalizedText, LocalizedText]>;

const nationalityLabels = {
  foreign: [
    t('Foreign visitor', 'ភ្ញៀវបរទេស'),
    t('An Angkor pass is needed.', 'ត្រូវការប័ណ្ណចូលទស្សនាអង្គរ។'),
  ],
  khmer: [
    t('Cambodian', 'ជនជាតិខ្មែរ'),
    t('Cambodians enter the temples free.', 'ប្រជាជនកម្ពុជាចូលទស្សនាប្រាសាទដោយឥតគិតថ្លៃ។'),
  ],
} as const satisfies Record<string, [LocalizedText, LocalizedText]>;

const autoTransport = option(
  AUTO_TRANSPORT_OPTION_ID,
  0,
  t('Recommend for me', 'ណែនាំសម្រាប់ខ្ញុំ'),
  t('Chosen from your age and travel style.', 'ជ្រើសរើសតាមអាយុ និងរបៀបធ្វើដំណើររបស់អ្នក។'),
);

export const PLANNER_QUESTIONS: readonly PlannerQuestionDef[] = [
  {
    id: 1,
    type: 'transportation_to_siem_reap',
    title: t('How will you get to Siem Reap?', 'តើអ្នកនឹងធ្វើដំណើរទៅសៀមរាបដោយរបៀបណា?'),
    description: t(
      'Prices are per person, one way; the plan counts the trip back too.',
      'តម្លៃគិតក្នុងម្នាក់សម្រាប់មួយជើង ហើយផែនការគិតបញ្ចូលការធ្វើដំណើរត្រឡប់មកវិញផងដែរ។',
    ),
    priceUnit: 'person_one_way',
    options: optionsOf(transportOptions, TRANSPORT_TO_SIEM_REAP_CENTS),
  },
  {
    id: 2,
    type: 'duration',
    title: t('How long will you stay?', 'តើអ្នកនឹងស្នាក់នៅរយៈពេលប៉ុន្មាន?'),
    description: t('Trips run from 1 to 3 days.', 'ដំណើរកម្សាន្តមានរយៈពេលពី 1 ដល់ 3 ថ្ងៃ។'),
    options: optionsOf(durationLabels, zero(['1d1n', '2d1n', '2d2n', '3d2n', '3d3n'])),
  },
  {
    id: 3,
    type: 'accommodation',
    title: t('Where would you like to stay?', 'តើអ្នកចង់ស្នាក់នៅកន្លែងបែបណា?'),
    description: t('Prices are per person per night.', 'តម្លៃគិតក្នុងម្នាក់ ក្នុងមួយយប់។'),
    priceUnit: 'person_night',
    options: optionsOf(ACCOMMODATION_LABELS, ACCOMMODATION_PER_NIGHT_CENTS),
  },
  {
    id: 4,
    type: 'dining',
    title: t('How would you like to eat?', 'តើអ្នកចង់ញ៉ាំអាហារបែបណា?'),
    description: t(
      'Prices are per person per day, for three meals.',
      'តម្លៃគិតក្នុងម្នាក់ ក្នុងមួយថ្ងៃ សម្រាប់អាហារបីពេល។',
    ),
    priceUnit: 'person_day',
    options: optionsOf(DINING_LABELS, DINING_PER_DAY_CENTS),
  },
  {
    id: 5,
    type: 'nationality',
    title: t('What is your nationality?', 'តើអ្នកមានសញ្ជាតិអ្វី?'),
    description: t(
      'Foreign visitors buy an Angkor pass; Cambodians enter free, and the plan keeps a little for donations and guides.',
      'ភ្ញៀវបរទេសត្រូវទិញប័ណ្ណអង្គរ។ ប្រជាជនកម្ពុជាចូលដោយឥតគិតថ្លៃ ហើយផែនការទុកថវិកាបន្តិចសម្រាប់ការបរិច្ចាគ និងមគ្គុទ្ទេសក៍។',
    ),
    options: optionsOf(nationalityLabels, NATIONALITY_OPTION_CENTS),
  },
  {
    id: 6,
    type: 'travel_style',
    title: t('What is your travel style?', 'តើអ្នកចូលចិត្តការធ្វើដំណើរបែបណា?'),
    description: t('Each day is shaped around it.', 'កម្មវិធីប្រចាំថ្ងៃត្រូវរៀបចំតាមចំណូលចិត្តនេះ។'),
    options: optionsOf(
      styleLabels,
      zero(['cultural', 'adventure', 'relaxed', 'photography', 'family']),
    ),
  },
  {
    id: 7,
    type: 'experience_level',
    title: t('Have you been to Siem Reap before?', 'តើអ្នកធ្លាប់មកសៀមរាបពីមុនទេ?'),
    description: t(
      'Returning visitors get the temples they may have missed.',
      'ភ្ញៀវដែលធ្លាប់មក នឹងបានទស្សនាប្រាសាទដែលប្រហែលជាមិនទាន់បានឃើញ។',
    ),
    options: optionsOf(experienceLabels, zero(['first_time', 'returning', 'frequent'])),
  },
  {
    id: 8,
    type: 'special_interests',
    title: t('What else would you like to do?', 'តើអ្នកចង់ធ្វើអ្វីផ្សេងទៀត?'),
    description: t(
      'Choose as many as you like; prices are per person.',
      'អាចជ្រើសរើសបានច្រើន។ តម្លៃគិតក្នុងម្នាក់។',
    ),
    priceUnit: 'person',
    multiSelect: true,
    options: optionsOf(INTEREST_LABELS, SPECIAL_INTEREST_CENTS),
  },
  {
    id: 9,
    type: 'party_size',
    title: t('How many people are travelling?', 'តើមានមនុស្សប៉ុន្មាននាក់ធ្វើដំណើរ?'),
    description: t(
      'Most costs are per person; in-city transport is shared by the group.',
      'ការចំណាយភាគច្រើនគិតក្នុងម្នាក់ ចំណែកការធ្វើដំណើរក្នុងក្រុងចែករំលែកគ្នាក្នុងក្រុម។',
    ),
    inputType: 'number',
    placeholder: t('1 to 20', '1 ដល់ 20'),
    min: PARTY_SIZE_MIN,
    max: PARTY_SIZE_MAX,
    options: optionsOf(partyLabels, zero(['1', '2', '3', '4', CUSTOM_OPTION_ID])),
  },
  {
    id: 10,
    type: 'age_range',
    title: t('What is the average age of your group?', 'តើអាយុជាមធ្យមនៃក្រុមរបស់អ្នកប៉ុន្មាន?'),
    description: t(
      'It sets the pace and the transport the plan suggests.',
      'វាកំណត់ល្បឿន និងមធ្យោបាយធ្វើដំណើរដែលផែនការណែនាំ។',
    ),
    inputType: 'number',
    placeholder: t('5 to 100', '5 ដល់ 100'),
    min: AGE_MIN,
    max: AGE_MAX,
    options: optionsOf(
      ageLabels,
      zero(['under_18', '18_30', '31_50', '51_65', 'over_65', CUSTOM_OPTION_ID]),
    ),
  },
  {
    id: 11,
    type: 'local_transport',
    title: t('How would you like to get around town?', 'តើអ្នកចង់ធ្វើដំណើរក្នុងក្រុងដោយរបៀបណា?'),
    description: t(
      'Prices are per day for the whole group; longer trips let you choose day by day next.',
      'តម្លៃគិតក្នុងមួយថ្ងៃសម្រាប់ក្រុមទាំងមូល។ សម្រាប់ដំណើរយូរជាងមួយថ្ងៃ អ្នកអាចជ្រើសរើសតាមថ្ងៃនីមួយៗនៅជំហានបន្ទាប់។',
    ),
    priceUnit: 'group_day',
    options: [autoTransport, ...optionsOf(CITY_TRANSPORT_LABELS, CITY_TRANSPORT_PER_DAY_CENTS)],
  },
];

export const PLANNER_QUESTION_COUNT = PLANNER_QUESTIONS.length;

/** The per-day transport stage offers the in-city options without "recommend for me". */
export const CITY_TRANSPORT_OPTIONS: readonly PlannerOptionDef[] = optionsOf(
  CITY_TRANSPORT_LABELS,
  CITY_TRANSPORT_PER_DAY_CENTS,
);

/** Planner question of document 3 §3, in one language, prices in dollars. */
export interface PlannerQuestion {
  id: number;
  type: PlannerQuestionType;
  title: string;
  description: string;
  options: { id: string; label: string; price: number; description: string }[];
  priceUnit?: PriceUnit;
  inputType?: 'number';
  placeholder?: string;
  min?: number;
  max?: number;
  multiSelect?: boolean;
}

export function localizeOption(o: PlannerOptionDef, lang: Lang) {
  return {
    id: o.id,
    label: inLang(o.label, lang),
    price: centsToDollars(o.priceCents),
    description: inLang(o.description, lang),
  };
}

export function localizeQuestion(q: PlannerQuestionDef, lang: Lang): PlannerQuestion {
  return {
    id: q.id,
    type: q.type,
    title: inLang(q.title, lang),
    description: inLang(q.description, lang),
    options: q.options.map((o) => localizeOption(o, lang)),
    ...(q.priceUnit ? { priceUnit: q.priceUnit } : {}),
    ...(q.multiSelect ? { multiSelect: true } : {}),
    ...(q.inputType ? { inputType: q.inputType } : {}),
    ...(q.placeholder ? { placeholder: inLang(q.placeholder, lang) } : {}),
    ...(q.min !== undefined ? { min: q.min } : {}),
    ...(q.max !== undefined ? { max: q.max } : {}),
  };
}

/** The 11 questions in one language. */
export const plannerQuestions = (lang: Lang): PlannerQuestion[] =>
  PLANNER_QUESTIONS.map((q) => localizeQuestion(q, lang));

export function questionOfType(type: PlannerQuestionType): PlannerQuestionDef {
  const found = PLANNER_QUESTIONS.find((q) => q.type === type);
  if (!found) throw new Error(`no planner question ${type}`);
  return found;
}

export function optionLabel(type: PlannerQuestionType, id: string, lang: Lang): string {
  const found = questionOfType(type).options.find((o) => o.id === id);
  return found ? inLang(found.label, lang) : id;
}
