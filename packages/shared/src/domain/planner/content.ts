import type { DiningId, ExperienceLevelId, TravelStyleId } from './prices';
import type { LocalizedText } from './text';

/** The itinerary's words, in both languages. Prices never live here: see prices.ts. */
const t = (en: string, km: string): LocalizedText => ({ en, km });

export const SIGHTS = {
  angkor_wat: t('Angkor Wat', 'ប្រាសាទអង្គរវត្ត'),
  angkor_thom_bayon: t('Angkor Thom and the Bayon', 'អង្គរធំ និងប្រាសាទបាយ័ន'),
  phnom_bakheng: t('Sunset at Phnom Bakheng', 'មើលថ្ងៃលិចនៅភ្នំបាខែង'),
  pre_rup: t('Sunset at Pre Rup', 'មើលថ្ងៃលិចនៅប្រាសាទប្រែរូប'),
  ta_prohm: t('Ta Prohm', 'ប្រាសាទតាព្រហ្ម'),
  banteay_kdei: t('Banteay Kdei and Srah Srang', 'ប្រាសាទបន្ទាយក្តី និងស្រះស្រង់'),
  angkor_museum: t('Angkor National Museum', 'សារមន្ទីរជាតិអង្គរ'),
  banteay_srei: t('Banteay Srei', 'ប្រាសាទបន្ទាយស្រី'),
  roluos: t('The Roluos temples', 'ក្រុមប្រាសាទរលួស'),
  phnom_kulen: t('Phnom Kulen waterfall hike', 'ដើរឡើងភ្នំគូលែន និងទឹកធ្លាក់'),
  beng_mealea: t('Beng Mealea jungle temple', 'ប្រាសាទបឹងមាលាក្នុងព្រៃ'),
  cycling_angkor_thom: t('Cycling the Angkor Thom walls', 'ជិះកង់តាមកំពែងអង្គរធំ'),
  west_baray: t('Afternoon at the West Baray', 'ពេលរសៀលនៅបារាយណ៍ខាងលិច'),
  old_market: t('Old Market and riverside walk', 'ផ្សារចាស់ និងដើរលេងមាត់ស្ទឹង'),
  kampong_phluk: t('Kampong Phluk stilt village by boat', 'ជិះទូកទៅភូមិផ្ទះឈើខ្ពស់កំពង់ភ្លុក'),
  silk_farm: t('Angkor silk farm', 'កសិដ្ឋានសូត្រអង្គរ'),
  preah_khan: t('Preah Khan and Neak Pean', 'ប្រាសាទព្រះខ័ន និងនាគព័ន្ធ'),
  ta_som: t('Ta Som and East Mebon', 'ប្រាសាទតាសោម និងមេបុណ្យខាងកើត'),
  kbal_spean: t('Kbal Spean river carvings', 'ចម្លាក់ក្នុងទន្លេក្បាលស្ពាន'),
  artisans: t('Artisans workshops', 'រោងជាងសិប្បករ'),
} as const;
export type SightId = keyof typeof SIGHTS;

/** A sight at its place in the day, with how long it takes in hours. */
export interface SightSlot {
  sight: SightId;
  hours: number;
}

export interface DayPlan {
  theme: LocalizedText;
  morning: SightSlot;
  afternoon: SightSlot;
  /** A sunset viewpoint, kept only on days with no extra activity and no journey home. */
  sunset?: SightSlot;
}

const s = (sight: SightId, hours: number): SightSlot => ({ sight, hours });

/** Three days per travel style; a shorter trip uses the first ones. */
export const DAY_PLANS: Record<TravelStyleId, [DayPlan, DayPlan, DayPlan]> = {
  cultural: [
    {
      theme: t('The great temples of Angkor', 'ប្រាសាទដ៏អស្ចារ្យនៃអង្គរ'),
      morning: s('angkor_wat', 3),
      afternoon: s('angkor_thom_bayon', 2.5),
      sunset: s('phnom_bakheng', 1.5),
    },
    {
      theme: t('Jungle temples and the story of Angkor', 'ប្រាសាទក្នុងព្រៃ និងរឿងរ៉ាវនៃអង្គរ'),
      morning: s('ta_prohm', 2),
      afternoon: s('angkor_museum', 2),
      sunset: s('pre_rup', 1.5),
    },
    {
      theme: t('Carved pink stone and the first capital', 'ថ្មផ្កាឈូកឆ្លាក់ និងរាជធានីដំបូង'),
      morning: s('banteay_srei', 2.5),
      afternoon: s('roluos', 2),
    },
  ],
  adventure: [
    {
      theme: t('Temples by bike', 'ទស្សនាប្រាសាទដោយកង់'),
      morning: s('angkor_wat', 3),
      afternoon: s('cycling_angkor_thom', 2.5),
      sunset: s('phnom_bakheng', 1.5),
    },
    {
      theme: t('The holy mountain', 'ភ្នំដ៏ពិសិដ្ឋ'),
      morning: s('phnom_kulen', 5),
      afternoon: s('kbal_spean', 2),
    },
    {
      theme: t('Into the jungle', 'ចូលទៅក្នុងព្រៃ'),
      morning: s('beng_mealea', 3.5),
      afternoon: s('roluos', 2),
    },
  ],
  relaxed: [
    {
      theme: t('Angkor at an easy pace', 'អង្គរក្នុងល្បឿនស្រួលៗ'),
      morning: s('angkor_wat', 2.5),
      afternoon: s('west_baray', 2),
    },
    {
      theme: t('Tree roots and the old town', 'ឫសឈើ និងទីក្រុងចាស់'),
      morning: s('ta_prohm', 2),
      afternoon: s('old_market', 2),
    },
    {
      theme: t('Life on the lake', 'ជីវិតលើបឹងទន្លេសាប'),
      morning: s('kampong_phluk', 3),
      afternoon: s('silk_farm', 1.5),
    },
  ],
  photography: [
    {
      theme: t('Reflections and roots', 'ស្រមោលលើទឹក និងឫសឈើ'),
      morning: s('angkor_wat', 3),
      afternoon: s('ta_prohm', 2),
      sunset: s('pre_rup', 1.5),
    },
    {
      theme: t('Faces of stone, light on the water', 'មុខថ្ម និងពន្លឺលើផ្ទៃទឹក'),
      morning: s('angkor_thom_bayon', 3),
      afternoon: s('kampong_phluk', 3),
    },
    {
      theme: t('Fine carving and a lost temple', 'ចម្លាក់ដ៏ល្អិតល្អន់ និងប្រាសាទដែលបាត់បង់'),
      morning: s('banteay_srei', 2.5),
      afternoon: s('beng_mealea', 3),
    },
  ],
  family: [
    {
      theme: t('Angkor for all ages', 'អង្គរសម្រាប់គ្រប់វ័យ'),
      morning: s('angkor_wat', 2.5),
      afternoon: s('angkor_thom_bayon', 2),
      sunset: s('phnom_bakheng', 1.5),
    },
    {
      theme: t('Giant roots and silk worms', 'ឫសឈើយក្ស និងដង្កូវនាង'),
      morning: s('ta_prohm', 2),
      afternoon: s('silk_farm', 1.5),
    },
    {
      theme: t('A boat ride and the market', 'ជិះទូក និងដើរផ្សារ'),
      morning: s('kampong_phluk', 3),
      afternoon: s('old_market', 2),
    },
  ],
};

/**
 * Returning and frequent visitors see temples off the first-timer's circuit. A swap is skipped
 * when its replacement is already in the plan, so no sight appears twice.
 */
export const EXPERIENCE_SWAPS: Record<ExperienceLevelId, Partial<Record<SightId, SightId>>> = {
  first_time: {},
  returning: { angkor_thom_bayon: 'preah_khan', angkor_museum: 'banteay_kdei' },
  frequent: {
    angkor_wat: 'preah_khan',
    angkor_thom_bayon: 'ta_som',
    angkor_museum: 'banteay_kdei',
    old_market: 'artisans',
  },
};

export const JOURNEY = {
  arrive: t(
    'Arrive in Siem Reap: {mode}, {hours} h from Phnom Penh',
    'មកដល់សៀមរាប៖ {mode} {hours} ម៉ោងពីភ្នំពេញ',
  ),
  depart: t('Journey home to Phnom Penh: {mode}', 'ធ្វើដំណើរត្រឡប់ទៅភ្នំពេញវិញ៖ {mode}'),
  departNextMorning: t(
    'Next morning, journey home to Phnom Penh: {mode}',
    'ព្រឹកបន្ទាប់ ធ្វើដំណើរត្រឡប់ទៅភ្នំពេញវិញ៖ {mode}',
  ),
};

export const TEMPLE_FEES = {
  passOneDay: t('Angkor pass, 1 day', 'ប័ណ្ណចូលទស្សនាអង្គរ 1 ថ្ងៃ'),
  passThreeDay: t('Angkor pass, 3 days', 'ប័ណ្ណចូលទស្សនាអង្គរ 3 ថ្ងៃ'),
  khmer: t('Temple donations and guide tips', 'ការបរិច្ចាគនៅប្រាសាទ និងទឹកចិត្តមគ្គុទ្ទេសក៍'),
};

/** The activities a special interest adds (vegetarian changes the meals; none adds nothing). */
export const INTEREST_ACTIVITIES = {
  sunrise_tours: t('Sunrise at Angkor Wat with a guide', 'មើលថ្ងៃរះនៅអង្គរវត្តជាមួយមគ្គុទ្ទេសក៍'),
  cooking_class: t('Khmer cooking class', 'ថ្នាក់រៀនធ្វើម្ហូបខ្មែរ'),
  spa_wellness: t('Khmer massage and spa', 'ម៉ាស្សាបែបខ្មែរ និងស្ប៉ា'),
  shopping: t('Shopping for silk and crafts', 'ដើរទិញសូត្រ និងសិប្បកម្ម'),
  nightlife: t('Evening on Pub Street', 'ពេលរាត្រីនៅផ្លូវ Pub Street'),
  accessibility: t(
    'Accessibility assistant and step-free routes',
    'ជំនួយការ និងផ្លូវគ្មានជណ្តើរសម្រាប់ជនមានពិការភាព',
  ),
};

interface MealNames {
  breakfast: LocalizedText;
  lunch: LocalizedText;
  dinner: LocalizedText;
}

const day = (breakfast: LocalizedText, lunch: LocalizedText, dinner: LocalizedText): MealNames => ({
  breakfast,
  lunch,
  dinner,
});

/**
 * Three days of real Khmer dishes per dining level, so no two days eat the same (decision 030).
 * Day n of the trip eats the n-th set; prices stay those of the level (prices.ts).
 */
export const MEALS: Record<DiningId, { regular: MealNames[]; vegetarian: MealNames[] }> = {
  budget_local: {
    regular: [
      day(
        t('Rice noodle soup (kuy teav) at a market stall', 'គុយទាវនៅតូបក្នុងផ្សារ'),
        t('Fried rice at a family eatery', 'បាយឆានៅហាងបាយគ្រួសារ'),
        t('Grilled fish and rice at a night stall', 'ត្រីអាំង និងបាយនៅតូបពេលយប់'),
      ),
      day(
        t('Pork and rice (bai sach chrouk) from a street cart', 'បាយសាច់ជ្រូកពីរទេះលក់តាមផ្លូវ'),
        t('Khmer noodles (num banh chok) at the Old Market', 'នំបញ្ចុកនៅផ្សារចាស់'),
        t('Beef skewers and rice at a night stall', 'សាច់គោចង្កាក់ និងបាយនៅតូបពេលយប់'),
      ),
      day(
        t('Rice porridge (borbor) at a corner stall', 'បបរនៅតូបកាច់ជ្រុងផ្លូវ'),
        t('Sour fish soup (samlor machu) with rice', 'សម្លម្ជូរត្រី និងបាយ'),
        t('Khmer baguette (num pang) at the night market', 'នំបុ័ងខ្មែរនៅផ្សាររាត្រី'),
      ),
    ],
    vegetarian: [
      day(
        t('Sticky rice and fruit from the market', 'បាយដំណើប និងផ្លែឈើពីផ្សារ'),
        t('Vegetable fried rice', 'បាយឆាបន្លែ'),
        t('Tofu and vegetable stir-fry', 'តៅហ៊ូឆាជាមួយបន្លែ'),
      ),
      day(
        t('Banana sticky rice cakes (num ansom chek)', 'នំអន្សមចេក'),
        t('Khmer noodles with vegetable curry', 'នំបញ្ចុកសម្លការីបន្លែ'),
        t('Morning glory stir-fry and rice', 'ត្រកួនឆា និងបាយ'),
      ),
      day(
        t('Rice porridge with pickled vegetables', 'បបរជាមួយជ្រក់បន្លែ'),
        t('Green mango salad with peanuts', 'ញាំស្វាយខ្ចីជាមួយសណ្តែកដី'),
        t('Pumpkin and tofu soup with rice', 'សម្លល្ពៅ និងតៅហ៊ូ ជាមួយបាយ'),
      ),
    ],
  },
  mixed_dining: {
    regular: [
      day(
        t('Pork and rice (bai sach chrouk)', 'បាយសាច់ជ្រូក'),
        t('Fish amok at a café', 'អាម៉ុកត្រីនៅហាងកាហ្វេ'),
        t('Khmer curry at a restaurant', 'ការីខ្មែរនៅភោជនីយដ្ឋាន'),
      ),
      day(
        t('Rice noodle soup (kuy teav) and iced coffee', 'គុយទាវ និងកាហ្វេទឹកកក'),
        t('Beef lok lak at a café', 'ឡុកឡាក់សាច់គោនៅហាងកាហ្វេ'),
        t(
          'Prahok ktiss dip with fresh vegetables on Pub Street',
          'ប្រហុកខ្ទិះជាមួយបន្លែស្រស់នៅផ្លូវ Pub Street',
        ),
      ),
      day(
        t('Khmer noodles (num banh chok) by the river', 'នំបញ្ចុកនៅមាត់ស្ទឹង'),
        t('Red tree ant beef stir-fry at a café', 'សាច់គោឆាអង្ក្រងនៅហាងកាហ្វេ'),
        t('Khmer barbecue (phnom pleung) at a restaurant', 'សាច់អាំងភ្នំភ្លើងនៅភោជនីយដ្ឋាន'),
      ),
    ],
    vegetarian: [
      day(
        t('Rice porridge with vegetables', 'បបរជាមួយបន្លែ'),
        t('Vegetable amok at a café', 'អាម៉ុកបន្លែនៅហាងកាហ្វេ'),
        t('Vegetable Khmer curry at a restaurant', 'ការីបន្លែនៅភោជនីយដ្ឋាន'),
      ),
      day(
        t('Vegetable noodle soup and iced coffee', 'គុយទាវបន្លែ និងកាហ្វេទឹកកក'),
        t('Tofu lok lak at a café', 'ឡុកឡាក់តៅហ៊ូនៅហាងកាហ្វេ'),
        t('Banana blossom salad on Pub Street', 'ញាំត្រយូងចេកនៅផ្លូវ Pub Street'),
      ),
      day(
        t('Khmer noodles with vegetable curry by the river', 'នំបញ្ចុកសម្លការីបន្លែនៅមាត់ស្ទឹង'),
        t('Stir-fried mushrooms with ginger at a café', 'ផ្សិតឆាខ្ញីនៅហាងកាហ្វេ'),
        t('Vegetable sour soup at a restaurant', 'សម្លម្ជូរបន្លែនៅភោជនីយដ្ឋាន'),
      ),
    ],
  },
  comfortable: {
    regular: [
      day(
        t('Hotel breakfast buffet', 'អាហារពេលព្រឹកបែបប៊ូហ្វេនៅសណ្ឋាគារ'),
        t('Fish amok at a garden restaurant', 'អាម៉ុកត្រីនៅភោជនីយដ្ឋានក្នុងសួន'),
        t('Dinner at a riverside restaurant', 'អាហារពេលល្ងាចនៅភោជនីយដ្ឋានមាត់ស្ទឹង'),
      ),
      day(
        t('Hotel breakfast with kuy teav', 'អាហារពេលព្រឹកនៅសណ្ឋាគារ ជាមួយគុយទាវ'),
        t('Beef lok lak at an air-conditioned restaurant', 'ឡុកឡាក់សាច់គោនៅភោជនីយដ្ឋានមានម៉ាស៊ីនត្រជាក់'),
        t('Khmer dinner with an apsara dance show', 'អាហារពេលល្ងាចខ្មែរ និងការសម្តែងរបាំអប្សរា'),
      ),
      day(
        t('Hotel breakfast with fresh fruit', 'អាហារពេលព្រឹកនៅសណ្ឋាគារ ជាមួយផ្លែឈើស្រស់'),
        t('Lunch on Wat Bo Road', 'អាហារថ្ងៃត្រង់នៅផ្លូវវត្តបូព៌'),
        t('Grilled river prawns in Kandal Village', 'បង្គាទន្លេអាំងនៅភូមិកណ្តាល'),
      ),
    ],
    vegetarian: [
      day(
        t('Hotel breakfast with fruit and eggs', 'អាហារពេលព្រឹកនៅសណ្ឋាគារ ផ្លែឈើ និងពង'),
        t('Vegetarian lunch at a garden restaurant', 'អាហារបួសថ្ងៃត្រង់នៅភោជនីយដ្ឋានក្នុងសួន'),
        t('Vegetarian dinner by the river', 'អាហារបួសពេលល្ងាចនៅមាត់ស្ទឹង'),
      ),
      day(
        t('Hotel breakfast with vegetable noodle soup', 'អាហារពេលព្រឹកនៅសណ្ឋាគារ ជាមួយគុយទាវបន្លែ'),
        t('Tofu lok lak at an air-conditioned restaurant', 'ឡុកឡាក់តៅហ៊ូនៅភោជនីយដ្ឋានមានម៉ាស៊ីនត្រជាក់'),
        t('Vegetarian dinner with an apsara dance show', 'អាហារបួសពេលល្ងាច និងការសម្តែងរបាំអប្សរា'),
      ),
      day(
        t('Hotel breakfast with fresh fruit', 'អាហារពេលព្រឹកនៅសណ្ឋាគារ ជាមួយផ្លែឈើស្រស់'),
        t('Vegetarian lunch on Wat Bo Road', 'អាហារបួសថ្ងៃត្រង់នៅផ្លូវវត្តបូព៌'),
        t('Vegetable amok in Kandal Village', 'អាម៉ុកបន្លែនៅភូមិកណ្តាល'),
      ),
    ],
  },
  premium: {
    regular: [
      day(
        t('Breakfast at your resort', 'អាហារពេលព្រឹកនៅរមណីយដ្ឋាន'),
        t('Modern Khmer lunch', 'អាហារថ្ងៃត្រង់ខ្មែរបែបទំនើប'),
        t('Khmer tasting menu', 'អាហារពេលល្ងាចខ្មែរបែបភ្លក់រសជាតិច្រើនមុខ'),
      ),
      day(
        t('Resort breakfast by the pool', 'អាហារពេលព្រឹកនៅរមណីយដ្ឋាន ក្បែរអាងហែលទឹក'),
        t('Royal-style fish amok lunch', 'អាហារថ្ងៃត្រង់អាម៉ុកត្រីបែបរាជវាំង'),
        t('Chef’s dinner of Tonle Sap river fish', 'អាហារពេលល្ងាចពិសេសពីត្រីទន្លេសាប'),
      ),
      day(
        t('Breakfast in your room', 'អាហារពេលព្រឹកក្នុងបន្ទប់'),
        t('Khmer lunch in a heritage house', 'អាហារថ្ងៃត្រង់ខ្មែរនៅផ្ទះបុរាណ'),
        t('Farewell dinner with an apsara dance show', 'អាហារពេលល្ងាចលាគ្នា និងការសម្តែងរបាំអប្សរា'),
      ),
    ],
    vegetarian: [
      day(
        t('Resort breakfast, vegetarian', 'អាហារពេលព្រឹកបួសនៅរមណីយដ្ឋាន'),
        t('Modern Khmer vegetarian lunch', 'អាហារបួសថ្ងៃត្រង់ខ្មែរបែបទំនើប'),
        t('Vegetarian tasting menu', 'អាហារបួសពេលល្ងាចបែបភ្លក់រសជាតិច្រើនមុខ'),
      ),
      day(
        t('Vegetarian resort breakfast by the pool', 'អាហារពេលព្រឹកបួសនៅរមណីយដ្ឋាន ក្បែរអាងហែលទឹក'),
        t('Royal-style vegetable amok lunch', 'អាហារថ្ងៃត្រង់អាម៉ុកបន្លែបែបរាជវាំង'),
        t('Chef’s vegetarian dinner from the Kulen hills', 'អាហារពេលល្ងាចបួសពិសេសពីតំបន់ភ្នំគូលែន'),
      ),
      day(
        t('Vegetarian breakfast in your room', 'អាហារពេលព្រឹកបួសក្នុងបន្ទប់'),
        t('Vegetarian lunch in a heritage house', 'អាហារបួសថ្ងៃត្រង់នៅផ្ទះបុរាណ'),
        t('Vegetarian farewell dinner with an apsara show', 'អាហារបួសពេលល្ងាចលាគ្នា និងរបាំអប្សរា'),
      ),
    ],
  },
};

/**
 * The way to Siem Reap of each answer to question 1: from Phnom Penh by National Road 6
 * (314 km). Hours are door to door, rest stops included (decision 030).
 */
export const JOURNEY_LEGS = {
  bus_van: {
    hours: 6,
    distanceKm: 314,
    description: t(
      'Coach or minivan on National Road 6, with a rest stop at Kampong Thom; night buses have sleeper berths.',
      'ឡានក្រុង ឬឡានតូចតាមផ្លូវជាតិលេខ 6 ឈប់សម្រាកនៅកំពង់ធំ។ ឡានក្រុងពេលយប់មានកៅអីគេង។',
    ),
  },
  private_car: {
    hours: 5.5,
    distanceKm: 314,
    description: t(
      'Your own car and driver, door to door, stopping where you like on the way.',
      'ឡាន និងអ្នកបើកបរផ្ទាល់ខ្លួន ពីទ្វារដល់ទ្វារ ហើយឈប់តាមចិត្តតាមផ្លូវ។',
    ),
  },
  taxi: {
    hours: 5,
    distanceKm: 314,
    description: t(
      'A hired taxi on National Road 6, with one stop at the Skun market.',
      'តាក់ស៊ីជួលតាមផ្លូវជាតិលេខ 6 ឈប់ម្តងនៅផ្សារស្គន់។',
    ),
  },
} as const;

export const JOURNEY_PLACES = {
  origin: t('Phnom Penh', 'ភ្នំពេញ'),
  destination: t('Siem Reap', 'សៀមរាប'),
};

export const UPSELLS = {
  nightlife_package: {
    name: t('Pub Street nightlife package', 'កញ្ចប់ពេលរាត្រីនៅផ្លូវ Pub Street'),
    description: t(
      'Drinks and live music for the group on your last evening.',
      'ភេសជ្ជៈ និងតន្ត្រីផ្ទាល់សម្រាប់ក្រុមនៅពេលល្ងាចចុងក្រោយ។',
    ),
  },
  add_interest: {
    name: t('Add: {name}', 'បន្ថែម៖ {name}'),
    description: t('Fits in what is left of your budget.', 'សមនឹងថវិកាដែលនៅសល់របស់អ្នក។'),
  },
  accommodation_upgrade: {
    name: t('Upgrade your stay: {name}', 'ដំឡើងកន្លែងស្នាក់នៅ៖ {name}'),
    description: t('The difference for every night of the trip.', 'តម្លៃខុសគ្នាសម្រាប់គ្រប់យប់នៃដំណើរ។'),
  },
  dining_upgrade: {
    name: t('Upgrade your meals: {name}', 'ដំឡើងអាហារ៖ {name}'),
    description: t('The difference for every day of the trip.', 'តម្លៃខុសគ្នាសម្រាប់គ្រប់ថ្ងៃនៃដំណើរ។'),
  },
  transport_upgrade: {
    name: t('Premium tuk-tuk every day', 'រ៉ឺម៉កពិសេសរៀងរាល់ថ្ងៃ'),
    description: t(
      'Cushioned seats and an English-speaking driver.',
      'កៅអីទន់ និងអ្នកបើកបរចេះភាសាអង់គ្លេស។',
    ),
  },
};
