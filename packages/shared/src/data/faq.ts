/**
 * The bilingual FAQ (DECISIONS D10): what /faq shows, grouped and searchable, each answer linkable
 * as /faq#<id>, and what the tour-guide chatbot answers from.
 *
 * Rules for editing:
 * - An id is part of a public link: never rename or reuse one; add a new entry instead.
 * - Shop, delivery-payment and accounts describe the product as built (DECISIONS D4, D7, D8, D13;
 *   document 2 §9): change them with the product, never ahead of it. faq.test.ts checks the fees,
 *   tax, exchange rate, QR expiry and planner minimum against the shared constants.
 * - Facts about Cambodia that change (visa fees, pass prices, opening hours, fares) are given as the
 *   well-known values, phrased as approximate or "at the time of writing", pointing to the official
 *   source.
 * - Khmer says the same as the English in natural Khmer; brand names stay in Latin script, numbers
 *   may stay in Western digits.
 * - `links` name only our own pages that exist (faq.test.ts holds the allow-list).
 */
export const FAQ_GROUPS = [
  'attractions',
  'temple-pass',
  'food',
  'transport',
  'accommodation',
  'safety',
  'visas',
  'etiquette',
  'packing',
  'money',
  'seasons',
  'shop',
  'delivery-payment',
  'accounts',
] as const;

export type FaqGroup = (typeof FAQ_GROUPS)[number];

export interface FaqEntry {
  /** kebab-case, unique, stable (used in /faq#id links). */
  id: string;
  group: FaqGroup;
  question: { en: string; km: string };
  answer: { en: string; km: string };
  /** Other ways travellers ask it (both languages), for search and the chatbot's matching. */
  keywords: { en: string[]; km: string[] };
  /** Our own pages the answer points to. Only paths that exist. */
  links: string[];
}

export const FAQ: readonly FaqEntry[] = [
  // ── Attractions ────────────────────────────────────────────────────────────────────────────
  {
    id: 'top-sights-siem-reap',
    group: 'attractions',
    question: {
      en: 'What are the must-see sights in Siem Reap?',
      km: 'តើមានកន្លែងណាខ្លះដែលមិនគួររំលងនៅសៀមរាប?',
    },
    answer: {
      en: 'Start with the big three temples: Angkor Wat, the smiling stone faces of the Bayon in Angkor Thom, and Ta Prohm, wrapped in giant tree roots. Add Banteay Srei for its fine pink sandstone carvings, a boat trip to a floating village on the Tonle Sap lake, and an evening at the Phare circus or on Pub Street. Our Siem Reap guide lists these places with photos, tips and reviews.',
      km: 'សូមចាប់ផ្តើមពីប្រាសាទធំៗទាំងបី៖ ប្រាសាទអង្គរវត្ត ប្រាសាទបាយ័នដែលមានព្រះភក្ត្រញញឹមធ្វើពីថ្ម នៅក្នុងក្រុងអង្គរធំ និងប្រាសាទតាព្រហ្មដែលព័ទ្ធដោយឫសឈើធំៗ។ បន្ថែមប្រាសាទបន្ទាយស្រីដែលល្បីដោយចម្លាក់ថ្មភក់ពណ៌ផ្កាឈូកដ៏ល្អិតល្អន់ ការជិះទូកទៅភូមិបណ្តែតទឹកនៅបឹងទន្លេសាប និងពេលល្ងាចទស្សនាសៀកផារ (Phare) ឬដើរលេងនៅផ្លូវ Pub Street។ មគ្គុទ្ទេសក៍សៀមរាបរបស់យើងបង្ហាញទីកន្លែងទាំងនេះ ជាមួយរូបថត គន្លឹះ និងមតិវាយតម្លៃ។',
    },
    keywords: {
      en: [
        'what to see in Siem Reap',
        'top attractions',
        'things to do',
        'Angkor Wat',
        'Bayon',
        'Ta Prohm',
        'Banteay Srei',
        'floating village',
        'Phare circus',
        'Pub Street',
      ],
      km: [
        'កន្លែងទេសចរណ៍សៀមរាប',
        'គួរទៅលេងកន្លែងណា',
        'អង្គរវត្ត',
        'Angkor Wat',
        'បាយ័ន',
        'តាព្រហ្ម',
        'បន្ទាយស្រី',
        'ភូមិបណ្តែតទឹក',
        'សៀកផារ',
      ],
    },
    links: ['/siem-reap', '/adventure'],
  },
  {
    id: 'angkor-wat-sunrise',
    group: 'attractions',
    question: {
      en: 'How do I see the sunrise at Angkor Wat?',
      km: 'តើខ្ញុំអាចមើលថ្ងៃរះនៅប្រាសាទអង្គរវត្តដោយរបៀបណា?',
    },
    answer: {
      en: 'Angkor Wat opens at about 5:00 for the sunrise, so leave town at around 4:45 with your Angkor Pass ready, bought the day before or online. The classic view is from the pond on the left (north) side in front of the temple, where the towers are reflected in the water. Bring a torch for the dark causeway and expect company, because the sunrise is popular all year.',
      km: 'ប្រាសាទអង្គរវត្តបើកនៅម៉ោងប្រហែល 5:00 ព្រឹក សម្រាប់ការទស្សនាថ្ងៃរះ ដូច្នេះសូមចេញពីទីក្រុងប្រហែលម៉ោង 4:45 ដោយត្រៀមប័ណ្ណចូលទស្សនាអង្គរ (Angkor Pass) ដែលបានទិញពីថ្ងៃមុន ឬទិញតាមអនឡាញ។ ទិដ្ឋភាពល្បីបំផុតគឺនៅមាត់ស្រះខាងឆ្វេង (ខាងជើង) មុខប្រាសាទ ដែលកំពូលប្រាសាទឆ្លុះស្រមោលក្នុងទឹក។ សូមយកពិលទៅជាមួយ ព្រោះផ្លូវថ្មដើរចូលនៅងងឹត ហើយត្រៀមចិត្តជួបមនុស្សច្រើន ព្រោះការមើលថ្ងៃរះពេញនិយមពេញមួយឆ្នាំ។',
    },
    keywords: {
      en: ['Angkor Wat sunrise', 'sunrise time', 'best sunrise spot', 'reflection pond', 'what time does Angkor Wat open'],
      km: ['ថ្ងៃរះអង្គរវត្ត', 'មើលថ្ងៃរះ', 'ម៉ោងបើកអង្គរវត្ត', 'ស្រះមុខប្រាសាទ'],
    },
    links: ['/siem-reap'],
  },
  {
    id: 'how-many-days-angkor',
    group: 'attractions',
    question: {
      en: 'How many days do I need for the Angkor temples?',
      km: 'តើខ្ញុំត្រូវការប៉ុន្មានថ្ងៃ ដើម្បីទស្សនាប្រាសាទអង្គរ?',
    },
    answer: {
      en: 'One full day covers the highlights (Angkor Wat, Angkor Thom with the Bayon, and Ta Prohm), but it is a rush in the heat. Two or three days let you add Banteay Srei, quieter temples and a sunrise without hurrying, which is why many visitors choose the 3-day pass. Our trip planner builds and prices a 1- to 3-day Siem Reap itinerary for your budget.',
      km: 'មួយថ្ងៃពេញ អាចទស្សនាកន្លែងសំខាន់ៗបាន (ប្រាសាទអង្គរវត្ត ក្រុងអង្គរធំជាមួយប្រាសាទបាយ័ន និងប្រាសាទតាព្រហ្ម) ប៉ុន្តែត្រូវប្រញាប់ក្នុងអាកាសធាតុក្តៅ។ ពីរ ឬបីថ្ងៃ អនុញ្ញាតឱ្យអ្នកទៅប្រាសាទបន្ទាយស្រី ប្រាសាទដែលស្ងាត់ៗ និងមើលថ្ងៃរះបានដោយមិនប្រញាប់ ហេតុនេះហើយបានជាភ្ញៀវជាច្រើនជ្រើសរើសប័ណ្ណ 3 ថ្ងៃ។ កម្មវិធីរៀបចំដំណើររបស់យើង រៀបចំ និងគិតតម្លៃកម្មវិធីដំណើរនៅសៀមរាបពី 1 ទៅ 3 ថ្ងៃ តាមថវិការបស់អ្នក។',
    },
    keywords: {
      en: ['how long to stay in Siem Reap', 'one day at Angkor', 'itinerary', '3 days Angkor', 'temple route'],
      km: ['ស្នាក់នៅប៉ុន្មានថ្ងៃ', 'ទស្សនាអង្គរមួយថ្ងៃ', 'កម្មវិធីដំណើរ', 'ប្រាសាទអង្គរ 3 ថ្ងៃ'],
    },
    links: ['/plan', '/siem-reap'],
  },
  {
    id: 'day-trips-from-siem-reap',
    group: 'attractions',
    question: {
      en: 'Which day trips can I take from Siem Reap?',
      km: 'តើខ្ញុំអាចធ្វើដំណើរមួយថ្ងៃពីសៀមរាបទៅកន្លែងណាខ្លះ?',
    },
    answer: {
      en: 'Phnom Kulen has a large reclining Buddha, a waterfall and carvings in the riverbed; Kbal Spean, the "river of a thousand lingas", is a short jungle walk to carvings under the water; and Beng Mealea is a vast, half-collapsed temple about 1.5 hours away by road. Kbal Spean is covered by the Angkor Pass, but Phnom Kulen and Beng Mealea sell their own tickets. Leave early, take plenty of water and hire a car or tuk-tuk for the whole day.',
      km: 'ភ្នំគូលែនមានព្រះពុទ្ធរូបផ្ទំធំ ទឹកជ្រោះ និងចម្លាក់នៅបាតស្ទឹង ក្បាលស្ពាន ឬ «ស្ទឹងលិង្គមួយពាន់» គឺជាផ្លូវដើរព្រៃខ្លីមួយ ទៅមើលចម្លាក់នៅក្រោមទឹក ហើយប្រាសាទបឹងមាលា ជាប្រាសាទដ៏ធំដែលបាក់បែកពាក់កណ្តាល ចម្ងាយប្រហែល 1 ម៉ោងកន្លះតាមរថយន្ត។ ក្បាលស្ពានស្ថិតក្នុងប័ណ្ណ Angkor Pass ប៉ុន្តែភ្នំគូលែន និងប្រាសាទបឹងមាលា លក់សំបុត្រដាច់ដោយឡែក។ សូមចេញដំណើរពីព្រលឹម យកទឹកឱ្យបានច្រើន និងជួលរថយន្ត ឬរ៉ឺម៉កសម្រាប់ពេញមួយថ្ងៃ។',
    },
    keywords: {
      en: ['Phnom Kulen', 'Kulen waterfall', 'Kbal Spean', 'Beng Mealea', 'excursion', 'outside the Angkor park'],
      km: ['ភ្នំគូលែន', 'ទឹកជ្រោះគូលែន', 'ក្បាលស្ពាន', 'ប្រាសាទបឹងមាលា', 'ដំណើរកម្សាន្តមួយថ្ងៃ'],
    },
    links: ['/siem-reap', '/adventure'],
  },
  {
    id: 'beyond-siem-reap',
    group: 'attractions',
    question: {
      en: 'What is worth seeing outside Siem Reap?',
      km: 'តើមានកន្លែងអ្វីខ្លះគួរទៅលេង ក្រៅពីសៀមរាប?',
    },
    answer: {
      en: 'Battambang has the bamboo train, old French colonial buildings and the bats leaving Phnom Sampov at dusk, while Kampot and Kep offer pepper farms, Bokor Mountain and fresh crab by the sea. For nature, head to the Cardamom Mountains in Koh Kong or to the hills and waterfalls of Mondulkiri. The Adventure page lists places in every province, with filters by province and category.',
      km: 'ខេត្តបាត់ដំបងមានរថភ្លើងឫស្សី (ណូរី) អគារចាស់ៗសម័យអាណានិគមបារាំង និងហ្វូងប្រចៀវហើរចេញពីភ្នំសំពៅពេលព្រលប់ ចំណែកខេត្តកំពត និងកែប មានចម្ការម្រេច ភ្នំបូកគោ និងក្តាមស្រស់ៗនៅមាត់សមុទ្រ។ សម្រាប់ធម្មជាតិ សូមទៅជួរភ្នំក្រវាញនៅខេត្តកោះកុង ឬទៅភ្នំ និងទឹកជ្រោះនៅខេត្តមណ្ឌលគិរី។ ទំព័រដំណើរផ្សងព្រេងបង្ហាញទីកន្លែងនៅគ្រប់ខេត្ត ដោយអាចតម្រងតាមខេត្ត និងតាមប្រភេទ។',
    },
    keywords: {
      en: ['Battambang', 'bamboo train', 'Kampot', 'Kep', 'Bokor', 'Mondulkiri', 'Koh Kong', 'Cardamom Mountains', 'other provinces'],
      km: ['បាត់ដំបង', 'ណូរី', 'កំពត', 'កែប', 'ភ្នំបូកគោ', 'មណ្ឌលគិរី', 'កោះកុង', 'ជួរភ្នំក្រវាញ', 'ខេត្តផ្សេងៗ'],
    },
    links: ['/adventure'],
  },

  // ── Temple pass ────────────────────────────────────────────────────────────────────────────
  {
    id: 'angkor-pass-prices',
    group: 'temple-pass',
    question: {
      en: 'How much does the Angkor Pass cost?',
      km: 'តើប័ណ្ណចូលទស្សនាអង្គរ (Angkor Pass) តម្លៃប៉ុន្មាន?',
    },
    answer: {
      en: 'At the time of writing, the Angkor Pass costs US$37 for 1 day, US$62 for 3 days and US$72 for 7 days. The 3-day pass can be used on any 3 days within 10 days, and the 7-day pass on any 7 days within a month. Prices change from time to time, so check the official Angkor Enterprise website before you go.',
      km: 'នៅពេលសរសេរអត្ថបទនេះ ប័ណ្ណ Angkor Pass មានតម្លៃ 37 ដុល្លារ សម្រាប់ 1 ថ្ងៃ 62 ដុល្លារ សម្រាប់ 3 ថ្ងៃ និង 72 ដុល្លារ សម្រាប់ 7 ថ្ងៃ។ ប័ណ្ណ 3 ថ្ងៃ អាចប្រើបាន 3 ថ្ងៃណាក៏បាន ក្នុងរយៈពេល 10 ថ្ងៃ ហើយប័ណ្ណ 7 ថ្ងៃ អាចប្រើបាន 7 ថ្ងៃណាក៏បាន ក្នុងរយៈពេលមួយខែ។ តម្លៃអាចប្រែប្រួលម្តងម្កាល ដូច្នេះសូមពិនិត្យគេហទំព័រផ្លូវការរបស់ Angkor Enterprise មុនពេលធ្វើដំណើរ។',
    },
    keywords: {
      en: ['Angkor ticket price', 'temple ticket', 'entrance fee', '1 day pass', '3 day pass', '7 day pass', 'how much is Angkor Wat'],
      km: ['តម្លៃសំបុត្រអង្គរ', 'សំបុត្រចូលប្រាសាទ', 'ថ្លៃចូលទស្សនា', 'ប័ណ្ណ 1 ថ្ងៃ', 'ប័ណ្ណ 3 ថ្ងៃ', 'Angkor Pass'],
    },
    links: ['/plan'],
  },
  {
    id: 'where-to-buy-angkor-pass',
    group: 'temple-pass',
    question: {
      en: 'Where do I buy the Angkor Pass?',
      km: 'តើខ្ញុំទិញប័ណ្ណចូលទស្សនាអង្គរនៅឯណា?',
    },
    answer: {
      en: "Buy it only at the official Angkor ticket office run by Angkor Enterprise, a few kilometres from Siem Reap town on the way to the temples, or on Angkor Enterprise's official website. Passes offered by anyone else are not valid. At the office your photo is taken and printed on the pass, so every traveller has to be there in person.",
      km: 'សូមទិញតែនៅការិយាល័យលក់សំបុត្រអង្គរផ្លូវការ ដែលគ្រប់គ្រងដោយ Angkor Enterprise ចម្ងាយប៉ុន្មានគីឡូម៉ែត្រពីទីរួមខេត្តសៀមរាប តាមផ្លូវទៅប្រាសាទ ឬនៅលើគេហទំព័រផ្លូវការរបស់ Angkor Enterprise។ ប័ណ្ណដែលលក់ដោយអ្នកផ្សេង គឺគ្មានសុពលភាពទេ។ នៅការិយាល័យ គេថតរូបអ្នក ហើយបោះពុម្ពលើប័ណ្ណ ដូច្នេះអ្នកដំណើរម្នាក់ៗត្រូវទៅដោយផ្ទាល់។',
    },
    keywords: {
      en: ['Angkor ticket office', 'buy temple ticket online', 'Angkor Enterprise', 'where to get the pass', 'fake tickets'],
      km: ['កន្លែងលក់សំបុត្រអង្គរ', 'ទិញសំបុត្រតាមអនឡាញ', 'Angkor Enterprise', 'ទិញប័ណ្ណនៅឯណា'],
    },
    links: [],
  },
  {
    id: 'temple-opening-hours',
    group: 'temple-pass',
    question: {
      en: 'What are the temple opening hours?',
      km: 'តើប្រាសាទបើកទ្វារពីម៉ោងប៉ុន្មាន ដល់ម៉ោងប៉ុន្មាន?',
    },
    answer: {
      en: 'Most temples in the Angkor park are open from about 7:30 to 17:30. Angkor Wat and Srah Srang open at about 5:00 for the sunrise, and Phnom Bakheng stays open until about 19:00 for the sunset. Hours can change, so ask at the ticket office or check the official Angkor Enterprise website.',
      km: 'ប្រាសាទភាគច្រើននៅក្នុងតំបន់អង្គរ បើកពីម៉ោងប្រហែល 7:30 ព្រឹក ដល់ម៉ោង 5:30 ល្ងាច។ ប្រាសាទអង្គរវត្ត និងស្រះស្រង់ បើកពីម៉ោងប្រហែល 5:00 ព្រឹក សម្រាប់ការទស្សនាថ្ងៃរះ ហើយភ្នំបាខែងបើករហូតដល់ម៉ោងប្រហែល 7:00 យប់ សម្រាប់ការទស្សនាថ្ងៃលិច។ ម៉ោងអាចផ្លាស់ប្តូរ ដូច្នេះសូមសាកសួរនៅការិយាល័យលក់សំបុត្រ ឬពិនិត្យគេហទំព័រផ្លូវការរបស់ Angkor Enterprise។',
    },
    keywords: {
      en: ['opening times', 'temple hours', 'when do temples close', 'sunset at Phnom Bakheng', 'Srah Srang sunrise'],
      km: ['ម៉ោងបើកប្រាសាទ', 'ប្រាសាទបិទម៉ោងប៉ុន្មាន', 'ថ្ងៃលិចភ្នំបាខែង', 'ស្រះស្រង់'],
    },
    links: ['/siem-reap'],
  },
  {
    id: 'angkor-pass-rules',
    group: 'temple-pass',
    question: {
      en: 'What should I know about using the Angkor Pass?',
      km: 'តើខ្ញុំគួរដឹងអ្វីខ្លះ អំពីការប្រើប្រាស់ប័ណ្ណចូលទស្សនាអង្គរ?',
    },
    answer: {
      en: 'The pass carries your photo and only you can use it. Keep it with you all day, because staff check it at Angkor Wat and the other main temples, and visiting without a valid pass can be fined. A pass bought late in the afternoon (from about 17:00) lets you in for that evening\u2019s sunset and starts counting the next day.',
      km: 'ប័ណ្ណមានរូបថតរបស់អ្នក ហើយមានតែអ្នកម្នាក់គត់ដែលអាចប្រើវាបាន។ សូមយកវាជាប់ខ្លួនពេញមួយថ្ងៃ ព្រោះបុគ្គលិកពិនិត្យប័ណ្ណនៅប្រាសាទអង្គរវត្ត និងប្រាសាទសំខាន់ៗផ្សេងទៀត ហើយការចូលទស្សនាដោយគ្មានប័ណ្ណត្រឹមត្រូវ អាចត្រូវពិន័យ។ ប័ណ្ណដែលទិញនៅពេលរសៀលយឺត (ចាប់ពីម៉ោងប្រហែល 5:00 ល្ងាច) អនុញ្ញាតឱ្យអ្នកចូលមើលថ្ងៃលិចនៅល្ងាចនោះ ហើយចាប់ផ្តើមរាប់ថ្ងៃពីថ្ងៃបន្ទាប់។',
    },
    keywords: {
      en: ['pass validity', 'lost pass', 'ticket check', 'buy pass for sunset', 'can I share my pass', 'fine without ticket'],
      km: ['សុពលភាពប័ណ្ណ', 'ពិនិត្យសំបុត្រ', 'ទិញប័ណ្ណពេលល្ងាច', 'ឱ្យអ្នកផ្សេងប្រើប័ណ្ណ', 'ពិន័យ'],
    },
    links: [],
  },
  {
    id: 'who-enters-angkor-free',
    group: 'temple-pass',
    question: {
      en: 'Who can enter the Angkor temples for free?',
      km: 'តើអ្នកណាខ្លះអាចចូលទស្សនាប្រាសាទអង្គរដោយឥតគិតថ្លៃ?',
    },
    answer: {
      en: 'Cambodian citizens do not need an Angkor Pass, so carry your national ID card in case you are asked. Children under 12 also enter free, with their passport as proof of age, and everyone else needs a valid pass. Rules can change, so check the official Angkor Enterprise website if you are unsure.',
      km: 'ពលរដ្ឋខ្មែរមិនចាំបាច់មានប័ណ្ណ Angkor Pass ទេ ដូច្នេះសូមយកអត្តសញ្ញាណប័ណ្ណសញ្ជាតិខ្មែរជាប់ខ្លួន ក្រែងគេសួររក។ កុមារអាយុក្រោម 12 ឆ្នាំ ក៏ចូលដោយឥតគិតថ្លៃដែរ ដោយបង្ហាញលិខិតឆ្លងដែនជាភស្តុតាងនៃអាយុ ហើយអ្នកផ្សេងទៀតទាំងអស់ ត្រូវមានប័ណ្ណដែលមានសុពលភាព។ ច្បាប់អាចផ្លាស់ប្តូរ ដូច្នេះសូមពិនិត្យគេហទំព័រផ្លូវការរបស់ Angkor Enterprise ប្រសិនបើអ្នកមិនប្រាកដ។',
    },
    keywords: {
      en: ['free entry', 'Cambodian nationals', 'Khmer citizens', 'children ticket', 'kids free Angkor'],
      km: ['ចូលដោយឥតគិតថ្លៃ', 'ពលរដ្ឋខ្មែរ', 'ខ្មែរត្រូវបង់ថ្លៃទេ', 'សំបុត្រកុមារ', 'អត្តសញ្ញាណប័ណ្ណ'],
    },
    links: [],
  },

  // ── Food ───────────────────────────────────────────────────────────────────────────────────
  {
    id: 'khmer-dishes-to-try',
    group: 'food',
    question: {
      en: 'Which Khmer dishes should I try?',
      km: 'តើខ្ញុំគួរភ្លក់ម្ហូបខ្មែរអ្វីខ្លះ?',
    },
    answer: {
      en: 'Try fish amok (fish steamed in a coconut curry, often served in banana leaf), beef lok lak with a lime and black pepper dip, and num banh chok, rice noodles with a green fish curry that Cambodians eat for breakfast. Grilled pork on rice (bai sach chrouk) is another morning favourite, and kuy teav noodle soup is sold everywhere. Kampot pepper and prahok, a fermented fish paste, give many dishes their local taste.',
      km: 'សូមភ្លក់អាម៉ុកត្រី (ត្រីចំហុយជាមួយគ្រឿងការីខ្ទិះដូង ដែលច្រើនតែដាក់ក្នុងស្លឹកចេក) ឡុកឡាក់សាច់គោជាមួយទឹកជ្រលក់ក្រូចឆ្មា និងម្រេច និងនំបញ្ចុកសម្លខ្មែរ ដែលប្រជាជនខ្មែរនិយមញ៉ាំពេលព្រឹក។ បាយសាច់ជ្រូកអាំង ក៏ជាអាហារពេលព្រឹកដែលពេញនិយមដែរ ហើយគុយទាវមានលក់គ្រប់ទីកន្លែង។ ម្រេចកំពត និងប្រហុក ផ្តល់រសជាតិខ្មែរពិតៗដល់មុខម្ហូបជាច្រើន។',
    },
    keywords: {
      en: ['Cambodian food', 'local dishes', 'amok', 'lok lak', 'num banh chok', 'kuy teav', 'breakfast', 'what to eat'],
      km: [
        'ម្ហូបខ្មែរ',
        'ម្ហូបឆ្ងាញ់',
        'អាម៉ុក',
        'ឡុកឡាក់',
        'នំបញ្ចុក',
        'គុយទាវ',
        'បាយសាច់ជ្រូក',
        'ញ៉ាំអ្វីល្អ',
      ],
    },
    links: [],
  },
  {
    id: 'street-food-safety',
    group: 'food',
    question: {
      en: 'Is street food safe to eat?',
      km: 'តើម្ហូបលក់តាមផ្លូវមានសុវត្ថិភាពសម្រាប់ញ៉ាំដែរឬទេ?',
    },
    answer: {
      en: 'Usually yes, if you choose busy stalls where food is cooked fresh in front of you and served hot. Peel fruit yourself or buy it freshly cut, and go easy on raw salads and herbs during your first days. Ice in town is generally factory-made from purified water (the tubes with a hole in the middle), but skip it at roadside stalls if your stomach is sensitive.',
      km: 'ជាទូទៅ អាចញ៉ាំបាន ប្រសិនបើអ្នកជ្រើសរើសតូបដែលមានអតិថិជនច្រើន ដែលចម្អិនម្ហូបស្រស់ៗនៅមុខអ្នក ហើយលើកមកនៅក្តៅៗ។ សូមបកផ្លែឈើដោយខ្លួនឯង ឬទិញផ្លែឈើដែលទើបតែកាត់ ហើយកុំញ៉ាំបន្លែស្រស់ និងជីរច្រើនពេក នៅថ្ងៃដំបូងៗ។ ទឹកកកនៅក្នុងទីក្រុង ជាទូទៅផលិតពីទឹកស្អាតនៅរោងចក្រ (ទឹកកកដុំមូលមានប្រហោងកណ្តាល) ប៉ុន្តែបើក្រពះរបស់អ្នកងាយមានបញ្ហា សូមជៀសវាងទឹកកកនៅតូបតាមផ្លូវ។',
    },
    keywords: {
      en: ['food hygiene', 'upset stomach', 'is ice safe', 'market food', 'food poisoning'],
      km: ['អនាម័យម្ហូប', 'ឈឺពោះ', 'ទឹកកកមានសុវត្ថិភាពទេ', 'ម្ហូបក្នុងផ្សារ', 'ពុលអាហារ'],
    },
    links: [],
  },
  {
    id: 'vegetarian-food',
    group: 'food',
    question: {
      en: 'Can I find vegetarian or vegan food?',
      km: 'តើខ្ញុំអាចរកអាហារបួសបានទេ?',
    },
    answer: {
      en: 'Yes. Siem Reap and Phnom Penh have many vegetarian restaurants and most cafés have meat-free dishes; in local eateries, ask for "ot sach" (no meat) and "ot teuk trei" (no fish sauce), because fish sauce goes into many sauces and soups. The trip planner also offers vegetarian meals among its special interests.',
      km: 'បាន។ នៅសៀមរាប និងភ្នំពេញ មានភោជនីយដ្ឋានអាហារបួសជាច្រើន ហើយហាងកាហ្វេភាគច្រើនមានមុខម្ហូបគ្មានសាច់ ចំណែកនៅហាងបាយក្នុងស្រុក សូមប្រាប់ថា «អត់សាច់» និង «អត់ទឹកត្រី» ព្រោះគេប្រើទឹកត្រីក្នុងទឹកជ្រលក់ និងសម្លជាច្រើន។ កម្មវិធីរៀបចំដំណើរក៏មានជម្រើសអាហារបួស នៅក្នុងចំណាប់អារម្មណ៍ពិសេសដែរ។',
    },
    keywords: {
      en: ['vegan', 'vegetarian restaurant', 'no meat', 'fish sauce', 'plant-based', 'halal'],
      km: ['អាហារបួស', 'ហាងបួស', 'អត់សាច់', 'អត់ទឹកត្រី', 'ម្ហូបគ្មានសាច់'],
    },
    links: ['/plan'],
  },
  {
    id: 'food-prices',
    group: 'food',
    question: {
      en: 'How much does food cost?',
      km: 'តើម្ហូបអាហារមានតម្លៃប៉ុន្មាន?',
    },
    answer: {
      en: 'A rice or noodle dish at a market stall costs roughly US$1.50–3, and a main course in a tourist restaurant about US$5–10. The trip planner prices a day of meals for your group at several levels, from about US$8 per person for local food.',
      km: 'ម្ហូបបាយ ឬមីមួយចាននៅតូបក្នុងផ្សារ មានតម្លៃប្រហែល 1.50 ទៅ 3 ដុល្លារ ហើយម្ហូបមួយមុខនៅភោជនីយដ្ឋានសម្រាប់ភ្ញៀវទេសចរ មានតម្លៃប្រហែល 5 ទៅ 10 ដុល្លារ។ កម្មវិធីរៀបចំដំណើរគិតតម្លៃអាហារប្រចាំថ្ងៃសម្រាប់ក្រុមរបស់អ្នក តាមកម្រិតខុសៗគ្នា ចាប់ពីប្រហែល 8 ដុល្លារក្នុងម្នាក់ សម្រាប់អាហារក្នុងស្រុក។',
    },
    keywords: {
      en: ['meal prices', 'restaurant prices', 'cheap eats', 'food budget', 'cost of eating out'],
      km: ['តម្លៃម្ហូប', 'តម្លៃអាហារ', 'ថវិកាអាហារ', 'ម្ហូបថោក', 'ញ៉ាំនៅភោជនីយដ្ឋាន'],
    },
    links: ['/plan'],
  },

  // ── Transport ──────────────────────────────────────────────────────────────────────────────
  {
    id: 'getting-to-siem-reap',
    group: 'transport',
    question: {
      en: 'How do I get to Siem Reap from Phnom Penh?',
      km: 'តើខ្ញុំធ្វើដំណើរពីភ្នំពេញទៅសៀមរាបដោយរបៀបណា?',
    },
    answer: {
      en: 'Buses and minivans leave many times a day, take about 5–7 hours and cost roughly US$10–15, while a private car or taxi is faster but costs more. You can also fly to Siem Reap-Angkor International Airport, about an hour by road from town, with taxis and shuttle buses into the centre. The trip planner asks how you arrive and adds the fare to your budget.',
      km: 'ឡានក្រុង និងឡានតូច (មីនីវ៉ាន់) ចេញដំណើរច្រើនដងក្នុងមួយថ្ងៃ ចំណាយពេលប្រហែល 5 ទៅ 7 ម៉ោង និងមានតម្លៃប្រហែល 10 ទៅ 15 ដុល្លារ ចំណែករថយន្តឯកជន ឬតាក់ស៊ី លឿនជាង ប៉ុន្តែថ្លៃជាង។ អ្នកក៏អាចជិះយន្តហោះទៅព្រលានយន្តហោះអន្តរជាតិសៀមរាបអង្គរ ដែលមានចម្ងាយប្រហែលមួយម៉ោងតាមរថយន្តពីទីក្រុង ហើយមានតាក់ស៊ី និងឡានក្រុងដឹកភ្ញៀវចូលទីក្រុង។ កម្មវិធីរៀបចំដំណើរនឹងសួរពីរបៀបដែលអ្នកធ្វើដំណើរមក ហើយបូកថ្លៃធ្វើដំណើរចូលក្នុងថវិការបស់អ្នក។',
    },
    keywords: {
      en: ['bus to Siem Reap', 'Phnom Penh to Siem Reap', 'minivan', 'taxi', 'flight', 'Siem Reap airport', 'how long is the bus'],
      km: ['ឡានក្រុងទៅសៀមរាប', 'ភ្នំពេញទៅសៀមរាប', 'មីនីវ៉ាន់', 'តាក់ស៊ី', 'ព្រលានយន្តហោះសៀមរាប', 'ជិះយន្តហោះ'],
    },
    links: ['/plan'],
  },
  {
    id: 'tuk-tuk-fares',
    group: 'transport',
    question: {
      en: 'How much does a tuk-tuk cost?',
      km: 'តើជិះរ៉ឺម៉កអស់ប៉ុន្មាន?',
    },
    answer: {
      en: 'A short tuk-tuk ride in town costs roughly US$1–3, and a full day around the temples about US$15–25, more for distant temples or an early start for the sunrise. Agree on the price before you set off, or book through a ride-hailing app such as PassApp or Grab, which shows the fare in advance.',
      km: 'ការជិះរ៉ឺម៉កចម្ងាយខ្លីក្នុងទីក្រុង មានតម្លៃប្រហែល 1 ទៅ 3 ដុល្លារ ហើយការជួលពេញមួយថ្ងៃដើម្បីទស្សនាប្រាសាទ មានតម្លៃប្រហែល 15 ទៅ 25 ដុល្លារ និងថ្លៃជាងនេះសម្រាប់ប្រាសាទឆ្ងាយៗ ឬការចេញពីព្រលឹមដើម្បីមើលថ្ងៃរះ។ សូមព្រមព្រៀងតម្លៃមុនពេលចេញដំណើរ ឬកក់តាមកម្មវិធីហៅរថយន្ត ដូចជា PassApp ឬ Grab ដែលបង្ហាញតម្លៃជាមុន។',
    },
    keywords: {
      en: ['tuk tuk price', 'remork', 'taxi fare', 'ride-hailing app', 'PassApp', 'Grab', 'driver for the day'],
      km: [
        'តម្លៃរ៉ឺម៉ក',
        'ថ្លៃតុកតុក',
        'ជួលរ៉ឺម៉ក',
        'កម្មវិធីហៅរថយន្ត',
        'PassApp',
        'Grab',
        'ជួលអ្នកបើកបរមួយថ្ងៃ',
      ],
    },
    links: ['/plan'],
  },
  {
    id: 'getting-around-temples',
    group: 'transport',
    question: {
      en: 'What is the best way to get around the temples?',
      km: 'តើមធ្យោបាយណាល្អបំផុត សម្រាប់ធ្វើដំណើរទស្សនាប្រាសាទ?',
    },
    answer: {
      en: 'A tuk-tuk with a driver for the day is the classic choice: the driver waits at each temple and knows the routes. Bicycles and e-bikes are pleasant for the nearer temples in the cool morning, and a car with air conditioning is worth it for distant sites like Banteay Srei or Beng Mealea in the hot season. In the trip planner you can choose a different way of getting around for each day.',
      km: 'រ៉ឺម៉កជាមួយអ្នកបើកបរសម្រាប់ពេញមួយថ្ងៃ គឺជាជម្រើសពេញនិយម៖ អ្នកបើកបររង់ចាំអ្នកនៅប្រាសាទនីមួយៗ ហើយស្គាល់ផ្លូវច្បាស់។ កង់ និងកង់អគ្គិសនី ស្រួលជិះទៅប្រាសាទដែលនៅជិតៗ នៅពេលព្រឹកដែលត្រជាក់ ហើយរថយន្តដែលមានម៉ាស៊ីនត្រជាក់ គឺសមស្របសម្រាប់ទីកន្លែងឆ្ងាយៗ ដូចជាប្រាសាទបន្ទាយស្រី ឬប្រាសាទបឹងមាលា ក្នុងរដូវក្តៅ។ នៅក្នុងកម្មវិធីរៀបចំដំណើរ អ្នកអាចជ្រើសមធ្យោបាយធ្វើដំណើរខុសៗគ្នា សម្រាប់ថ្ងៃនីមួយៗ។',
    },
    keywords: {
      en: ['temple tour transport', 'rent a bicycle', 'e-bike', 'car with driver', 'motorbike', 'getting around Angkor'],
      km: ['ជិះអ្វីទៅប្រាសាទ', 'ជួលកង់', 'កង់អគ្គិសនី', 'ជួលរថយន្ត', 'ម៉ូតូ'],
    },
    links: ['/plan'],
  },
  {
    id: 'travel-between-provinces',
    group: 'transport',
    question: {
      en: 'How do I travel between provinces?',
      km: 'តើខ្ញុំធ្វើដំណើរពីខេត្តមួយទៅខេត្តមួយទៀតដោយរបៀបណា?',
    },
    answer: {
      en: 'Long-distance buses and minivans link Phnom Penh with Siem Reap, Battambang, Kampot, Kep and most provincial towns, with day and night services; in the high season, book a day ahead. As a rough guide, Phnom Penh to Kampot and Siem Reap to Battambang each take about 3–4 hours. Choose a well-known company and keep your valuables in the bag you carry on board.',
      km: 'ឡានក្រុង និងឡានតូចធ្វើដំណើរឆ្ងាយ តភ្ជាប់ភ្នំពេញជាមួយសៀមរាប បាត់ដំបង កំពត កែប និងទីរួមខេត្តភាគច្រើន ដោយមានទាំងជើងថ្ងៃ និងជើងយប់ ហើយក្នុងរដូវភ្ញៀវច្រើន គួរកក់មុនមួយថ្ងៃ។ ជាប្រមាណ ពីភ្នំពេញទៅកំពត និងពីសៀមរាបទៅបាត់ដំបង ចំណាយពេលប្រហែល 3 ទៅ 4 ម៉ោងដូចគ្នា។ សូមជ្រើសរើសក្រុមហ៊ុនដែលមានឈ្មោះល្បី ហើយទុករបស់មានតម្លៃក្នុងកាបូបដែលអ្នកកាន់ជាប់ខ្លួនពេលជិះ។',
    },
    keywords: {
      en: ['bus between cities', 'night bus', 'Phnom Penh to Kampot', 'Siem Reap to Battambang', 'bus tickets'],
      km: ['ឡានក្រុងឆ្លងខេត្ត', 'ឡានក្រុងពេលយប់', 'ភ្នំពេញទៅកំពត', 'សៀមរាបទៅបាត់ដំបង', 'សំបុត្រឡានក្រុង'],
    },
    links: ['/adventure'],
  },

  // ── Accommodation ──────────────────────────────────────────────────────────────────────────
  {
    id: 'where-to-stay-siem-reap',
    group: 'accommodation',
    question: {
      en: 'Which area of Siem Reap is best to stay in?',
      km: 'តើតំបន់ណានៅសៀមរាបល្អបំផុតសម្រាប់ស្នាក់នៅ?',
    },
    answer: {
      en: 'Stay near the Old Market and Pub Street if you want restaurants and nightlife within walking distance, or along the river and around Wat Bo for quieter streets still close to the centre. Resorts on the road towards the temples offer more space and pools. Browse our Siem Reap hotels by price and type, and see which sights are near each one.',
      km: 'ប្រសិនបើអ្នកចង់បានភោជនីយដ្ឋាន និងកន្លែងកម្សាន្តពេលយប់ក្នុងចម្ងាយដើរដល់ សូមស្នាក់នៅជិតផ្សារចាស់ និងផ្លូវ Pub Street ឬស្នាក់នៅតាមមាត់ស្ទឹង និងតំបន់វត្តបូ សម្រាប់ផ្លូវស្ងាត់ៗ ដែលនៅតែជិតកណ្តាលទីក្រុង។ រមណីយដ្ឋាននៅតាមផ្លូវទៅប្រាសាទ មានទីធ្លាធំទូលាយ និងអាងហែលទឹក។ សូមស្វែងរកសណ្ឋាគារនៅសៀមរាបរបស់យើង តាមតម្លៃ និងប្រភេទ ហើយមើលថាមានកន្លែងទេសចរណ៍អ្វីខ្លះនៅជិតសណ្ឋាគារនីមួយៗ។',
    },
    keywords: {
      en: ['best area', 'neighbourhood', 'near Pub Street', 'Old Market', 'Wat Bo', 'quiet hotel', 'resort'],
      km: ['តំបន់ស្នាក់នៅ', 'ជិតផ្សារចាស់', 'ជិតផ្លូវ Pub Street', 'វត្តបូ', 'កន្លែងស្ងាត់', 'រមណីយដ្ឋាន'],
    },
    links: ['/siem-reap/hotels'],
  },
  {
    id: 'book-hotel-on-camtour',
    group: 'accommodation',
    question: {
      en: 'Can I book a hotel on CamTour?',
      km: 'តើខ្ញុំអាចកក់សណ្ឋាគារតាម CamTour បានទេ?',
    },
    answer: {
      en: "CamTour does not take hotel bookings or payments: you compare rooms and nightly prices here, then contact the hotel directly by e-mail or phone from its page. Each hotel page also shows its check-in and check-out times and its cancellation policy.",
      km: 'CamTour មិនទទួលការកក់ ឬការបង់ប្រាក់សម្រាប់សណ្ឋាគារទេ៖ អ្នកប្រៀបធៀបបន្ទប់ និងតម្លៃក្នុងមួយយប់នៅទីនេះ រួចទាក់ទងសណ្ឋាគារដោយផ្ទាល់ តាមអ៊ីមែល ឬទូរស័ព្ទ ដែលមាននៅលើទំព័ររបស់សណ្ឋាគារនោះ។ ទំព័រសណ្ឋាគារនីមួយៗក៏បង្ហាញម៉ោងចូលស្នាក់នៅ និងម៉ោងចាកចេញ ព្រមទាំងគោលការណ៍លុបចោលការកក់ផងដែរ។',
    },
    keywords: {
      en: ['hotel booking', 'reserve a room', 'contact hotel', 'check-in time', 'check-out time', 'cancellation policy'],
      km: ['កក់សណ្ឋាគារ', 'កក់បន្ទប់', 'ទាក់ទងសណ្ឋាគារ', 'ម៉ោងចូលស្នាក់នៅ', 'លុបចោលការកក់'],
    },
    links: ['/siem-reap/hotels'],
  },
  {
    id: 'hotel-prices',
    group: 'accommodation',
    question: {
      en: 'How much does a hotel in Siem Reap cost?',
      km: 'តើសណ្ឋាគារនៅសៀមរាបមានតម្លៃប៉ុន្មាន?',
    },
    answer: {
      en: 'Roughly, a guesthouse or hostel costs about US$10–25 a night, a comfortable mid-range hotel US$30–70, a boutique hotel about US$80–150 and a luxury resort US$200 or more, with higher prices from December to February. Our hotel list lets you filter by minimum and maximum price per night.',
      km: 'ជាប្រមាណ ផ្ទះសំណាក់ ឬហូស្ទែល មានតម្លៃប្រហែល 10 ទៅ 25 ដុល្លារក្នុងមួយយប់ សណ្ឋាគារកម្រិតមធ្យមដែលមានផាសុកភាព 30 ទៅ 70 ដុល្លារ សណ្ឋាគារប៊ូទិក ប្រហែល 80 ទៅ 150 ដុល្លារ និងរមណីយដ្ឋានលំដាប់ខ្ពស់ 200 ដុល្លារ ឬច្រើនជាងនេះ ហើយតម្លៃឡើងខ្ពស់ជាងនៅចន្លោះខែធ្នូ ដល់ខែកុម្ភៈ។ បញ្ជីសណ្ឋាគាររបស់យើង អនុញ្ញាតឱ្យអ្នកតម្រងតាមតម្លៃទាបបំផុត និងខ្ពស់បំផុតក្នុងមួយយប់។',
    },
    keywords: {
      en: ['room rates', 'cheap hotel', 'guesthouse price', 'budget accommodation', 'luxury resort', 'price per night'],
      km: ['តម្លៃបន្ទប់', 'សណ្ឋាគារថោក', 'តម្លៃផ្ទះសំណាក់', 'តម្លៃក្នុងមួយយប់', 'រមណីយដ្ឋានលំដាប់ខ្ពស់'],
    },
    links: ['/siem-reap/hotels', '/plan'],
  },
  {
    id: 'homestays-and-camping',
    group: 'accommodation',
    question: {
      en: 'Can I stay in a homestay or go camping?',
      km: 'តើខ្ញុំអាចស្នាក់នៅជាមួយអ្នកស្រុក ឬបោះជំរុំបានទេ?',
    },
    answer: {
      en: 'Yes. Community homestays in villages such as Chi Phat in Koh Kong or Banteay Chhmar in Banteay Meanchey let you sleep in a local home and support the village, usually at a modest price. Camping is possible in places like Phnom Kulen, Mondulkiri and the Cardamom Mountains, but use a campsite or ask the community or rangers first, and stay on known paths. Our shop sells tents, sleeping bags and hammocks for the trip.',
      km: 'បាន។ ការស្នាក់នៅជាមួយអ្នកភូមិ (homestay) ក្នុងភូមិសហគមន៍ ដូចជាជីផាត់ នៅខេត្តកោះកុង ឬបន្ទាយឆ្មារ នៅខេត្តបន្ទាយមានជ័យ អនុញ្ញាតឱ្យអ្នកស្នាក់នៅក្នុងផ្ទះអ្នកស្រុក និងជួយគាំទ្រភូមិ ជាធម្មតាក្នុងតម្លៃសមរម្យ។ អ្នកអាចបោះជំរុំនៅកន្លែងដូចជា ភ្នំគូលែន មណ្ឌលគិរី និងជួរភ្នំក្រវាញ ប៉ុន្តែសូមប្រើកន្លែងបោះជំរុំ ឬសុំការអនុញ្ញាតពីសហគមន៍ ឬឆ្មាំព្រៃជាមុនសិន ហើយដើរតែលើផ្លូវដែលគេស្គាល់។ ហាងរបស់យើងលក់តង់ ថង់គេង និងអង្រឹង សម្រាប់ការធ្វើដំណើររបស់អ្នក។',
    },
    keywords: {
      en: ['homestay', 'community tourism', 'Chi Phat', 'camping spots', 'where can I camp', 'sleep in a village'],
      km: ['ស្នាក់នៅជាមួយអ្នកភូមិ', 'ទេសចរណ៍សហគមន៍', 'ជីផាត់', 'បោះជំរុំ', 'កន្លែងបោះតង់'],
    },
    links: ['/adventure', '/product'],
  },

  // ── Safety ─────────────────────────────────────────────────────────────────────────────────
  {
    id: 'is-cambodia-safe',
    group: 'safety',
    question: {
      en: 'Is Cambodia safe for travellers?',
      km: 'តើកម្ពុជាមានសុវត្ថិភាពសម្រាប់អ្នកធ្វើដំណើរដែរឬទេ?',
    },
    answer: {
      en: 'Cambodia is generally safe and welcoming, and violent crime against visitors is rare. The most common problem is bag and phone snatching from passing motorbikes, especially in Phnom Penh, so keep your phone away from the roadside and carry your bag across your body, away from the traffic. Traffic is the bigger risk: wear a helmet on any motorbike and take care crossing the road.',
      km: 'ជាទូទៅ កម្ពុជាមានសុវត្ថិភាព និងរាក់ទាក់ ហើយឧក្រិដ្ឋកម្មហិង្សាលើភ្ញៀវទេសចរ កម្រកើតមានណាស់។ បញ្ហាដែលកើតមានញឹកញាប់ជាងគេ គឺការឆក់កាបូប និងទូរស័ព្ទដោយអ្នកជិះម៉ូតូ ជាពិសេសនៅភ្នំពេញ ដូច្នេះសូមកុំកាន់ទូរស័ព្ទនៅខាងផ្លូវ ហើយពាក់កាបូបឆ្លងខ្លួន នៅខាងឆ្ងាយពីចរាចរណ៍។ ចរាចរណ៍គឺជាហានិភ័យធំជាង៖ សូមពាក់មួកសុវត្ថិភាពរាល់ពេលជិះម៉ូតូ និងប្រុងប្រយ័ត្នពេលឆ្លងផ្លូវ។',
    },
    keywords: {
      en: ['safety', 'crime', 'bag snatching', 'pickpockets', 'scams', 'travelling alone', 'road safety'],
      km: [
        'សុវត្ថិភាព',
        'ភ្ញៀវទេសចរ',
        'ឆក់កាបូប',
        'ចោរ',
        'ការបោកប្រាស់',
        'ធ្វើដំណើរម្នាក់ឯង',
        'សុវត្ថិភាពចរាចរណ៍',
      ],
    },
    links: [],
  },
  {
    id: 'emergency-numbers',
    group: 'safety',
    question: {
      en: 'What are the emergency numbers in Cambodia?',
      km: 'តើលេខទូរស័ព្ទសង្គ្រោះបន្ទាន់នៅកម្ពុជាមានអ្វីខ្លះ?',
    },
    answer: {
      en: 'Dial 117 for the police, 118 for the fire service and 119 for an ambulance. Siem Reap and Phnom Penh also have tourist police, and for a serious illness the private international clinics are often the quickest help. The Travel tips tab of a place page lists local contacts where we have them.',
      km: 'សូមហៅលេខ 117 សម្រាប់ប៉ូលិស លេខ 118 សម្រាប់ពន្លត់អគ្គិភ័យ និងលេខ 119 សម្រាប់រថយន្តសង្គ្រោះបន្ទាន់។ នៅសៀមរាប និងភ្នំពេញ ក៏មានប៉ូលិសទេសចរណ៍ផងដែរ ហើយនៅពេលឈឺធ្ងន់ គ្លីនិកឯកជនអន្តរជាតិ ច្រើនតែជាកន្លែងដែលជួយបានលឿនបំផុត។ ផ្ទាំង «គន្លឹះធ្វើដំណើរ» នៃទំព័រទីកន្លែងនីមួយៗ បង្ហាញលេខទំនាក់ទំនងក្នុងស្រុក នៅពេលដែលយើងមានព័ត៌មាន។',
    },
    keywords: {
      en: ['police number', 'ambulance', 'fire', 'tourist police', 'hospital', 'emergency contact', 'help'],
      km: ['លេខប៉ូលិស', 'រថយន្តសង្គ្រោះបន្ទាន់', 'ពន្លត់អគ្គិភ័យ', 'ប៉ូលិសទេសចរណ៍', 'មន្ទីរពេទ្យ', 'ជំនួយបន្ទាន់'],
    },
    links: ['/adventure'],
  },
  {
    id: 'tap-water',
    group: 'safety',
    question: {
      en: 'Can I drink the tap water?',
      km: 'តើខ្ញុំអាចផឹកទឹករ៉ូប៊ីណេបានទេ?',
    },
    answer: {
      en: 'No: tap water in Cambodia is not safe to drink. Drink bottled or filtered water, which is cheap and sold everywhere. Many hotels and cafés let you refill, so a reusable bottle saves money and plastic, and our shop sells bottles too.',
      km: 'ទេ៖ ទឹករ៉ូប៊ីណេនៅកម្ពុជា មិនមានសុវត្ថិភាពសម្រាប់ផឹកទេ។ សូមផឹកទឹកបរិសុទ្ធក្នុងដប ឬទឹកដែលបានចម្រោះ ដែលមានលក់គ្រប់ទីកន្លែងក្នុងតម្លៃថោក។ សណ្ឋាគារ និងហាងកាហ្វេជាច្រើន អនុញ្ញាតឱ្យអ្នកចាក់ទឹកបន្ថែម ដូច្នេះដបទឹកដែលប្រើឡើងវិញបាន ជួយសន្សំលុយ និងកាត់បន្ថយប្លាស្ទិក ហើយហាងរបស់យើងក៏មានលក់ដបទឹកដែរ។',
    },
    keywords: {
      en: ['drinking water', 'is the water safe', 'bottled water', 'water refill', 'water bottle'],
      km: ['ទឹកផឹក', 'ទឹកម៉ាស៊ីន', 'ទឹកសុទ្ធ', 'ចាក់ទឹកបន្ថែម', 'ដបទឹក'],
    },
    links: ['/product'],
  },
  {
    id: 'health-and-mosquitoes',
    group: 'safety',
    question: {
      en: 'What health precautions should I take?',
      km: 'តើខ្ញុំគួរប្រុងប្រយ័ត្នអ្វីខ្លះ ផ្នែកសុខភាព?',
    },
    answer: {
      en: 'Mosquitoes spread dengue, above all in the rainy season, and they bite in the daytime too, so use repellent and cover up. Malaria is a risk mainly in remote forests near the borders rather than in Siem Reap or Phnom Penh. See a travel clinic about vaccines before you come, and take out travel insurance that covers medical care.',
      km: 'មូសចម្លងជំងឺគ្រុនឈាម ជាពិសេសក្នុងរដូវវស្សា ហើយវាខាំទាំងពេលថ្ងៃ ដូច្នេះសូមលាបថ្នាំការពារមូស និងស្លៀកពាក់បិទខ្លួន។ ជំងឺគ្រុនចាញ់ជាហានិភ័យភាគច្រើននៅក្នុងព្រៃដាច់ស្រយាលជិតព្រំដែន មិនមែននៅសៀមរាប ឬភ្នំពេញទេ។ សូមពិគ្រោះជាមួយគ្លីនិកសុខភាពសម្រាប់អ្នកធ្វើដំណើរ អំពីវ៉ាក់សាំង មុនពេលមក ហើយទិញធានារ៉ាប់រងការធ្វើដំណើរ ដែលគ្របដណ្តប់លើការព្យាបាល។',
    },
    keywords: {
      en: ['dengue', 'malaria', 'mosquito repellent', 'vaccines', 'travel insurance', 'doctor'],
      km: ['គ្រុនឈាម', 'គ្រុនចាញ់', 'ថ្នាំការពារមូស', 'វ៉ាក់សាំង', 'ធានារ៉ាប់រង', 'គ្រូពេទ្យ'],
    },
    links: [],
  },
  {
    id: 'landmines',
    group: 'safety',
    question: {
      en: 'Are landmines still a danger?',
      km: 'តើគ្រាប់មីននៅតែជាគ្រោះថ្នាក់ដែរឬទេ?',
    },
    answer: {
      en: 'The main temples and tourist areas were cleared long ago, but some remote areas, especially in the north-west near the Thai border, still have mines and unexploded ordnance. Stay on marked paths and well-used trails, never pick up metal objects, and hike in remote areas only with a local guide.',
      km: 'ប្រាសាទធំៗ និងតំបន់ទេសចរណ៍ ត្រូវបានបោសសម្អាតតាំងពីយូរមកហើយ ប៉ុន្តែតំបន់ដាច់ស្រយាលខ្លះ ជាពិសេសនៅភាគពាយព្យជិតព្រំដែនថៃ នៅតែមានគ្រាប់មីន និងសំណល់ជាតិផ្ទុះពីសង្គ្រាម។ សូមដើរតែលើផ្លូវដែលមានសញ្ញាសម្គាល់ និងផ្លូវដែលមនុស្សធ្លាប់ដើរ កុំរើសវត្ថុដែកណាមួយ ហើយដើរព្រៃក្នុងតំបន់ដាច់ស្រយាល តែជាមួយមគ្គុទ្ទេសក៍ក្នុងស្រុកប៉ុណ្ណោះ។',
    },
    keywords: {
      en: ['landmines', 'UXO', 'unexploded bombs', 'safe hiking', 'off the path'],
      km: ['គ្រាប់មីន', 'សំណល់ជាតិផ្ទុះ', 'គ្រាប់បែក', 'ដើរព្រៃដោយសុវត្ថិភាព'],
    },
    links: [],
  },

  // ── Visas ──────────────────────────────────────────────────────────────────────────────────
  {
    id: 'do-i-need-a-visa',
    group: 'visas',
    question: {
      en: 'Do I need a visa to visit Cambodia?',
      km: 'តើខ្ញុំត្រូវការទិដ្ឋាការដើម្បីមកកម្ពុជាដែរឬទេ?',
    },
    answer: {
      en: 'Most visitors do. A 30-day tourist visa is available online as an e-Visa or on arrival at the international airports and main land borders, and citizens of ASEAN countries are exempt for short stays. Your passport should be valid for at least 6 months after you arrive. Rules change, so check official government sources before you travel.',
      km: 'ភ្ញៀវភាគច្រើនត្រូវការ។ ទិដ្ឋាការទេសចរណ៍រយៈពេល 30 ថ្ងៃ អាចស្នើសុំតាមអនឡាញជា e-Visa ឬស្នើសុំនៅពេលមកដល់ព្រលានយន្តហោះអន្តរជាតិ និងច្រកព្រំដែនគោកសំខាន់ៗ ហើយពលរដ្ឋនៃប្រទេសអាស៊ាន ត្រូវបានលើកលែងសម្រាប់ការស្នាក់នៅរយៈពេលខ្លី។ លិខិតឆ្លងដែនរបស់អ្នក គួរមានសុពលភាពយ៉ាងតិច 6 ខែ គិតពីថ្ងៃមកដល់។ ច្បាប់អាចផ្លាស់ប្តូរ ដូច្នេះសូមពិនិត្យប្រភពផ្លូវការរបស់រដ្ឋាភិបាល មុនពេលធ្វើដំណើរ។',
    },
    keywords: {
      en: ['visa requirements', 'tourist visa', 'ASEAN visa exemption', 'passport validity', 'entry rules'],
      km: ['ទិដ្ឋាការ', 'វីសា', 'ទិដ្ឋាការទេសចរណ៍', 'លើកលែងទិដ្ឋាការអាស៊ាន', 'លិខិតឆ្លងដែន'],
    },
    links: [],
  },
  {
    id: 'e-visa',
    group: 'visas',
    question: {
      en: 'How do I get a Cambodian e-Visa?',
      km: 'តើខ្ញុំស្នើសុំ e-Visa កម្ពុជាដោយរបៀបណា?',
    },
    answer: {
      en: "Apply on the official e-Visa website of Cambodia's Ministry of Foreign Affairs (evisa.gov.kh) at least a few days before you travel. At the time of writing a tourist e-Visa costs about US$30 plus a processing fee, allows one entry and a stay of up to 30 days, and arrives by e-mail as a PDF to print and show on arrival. Beware of look-alike agency websites that charge much more.",
      km: 'សូមដាក់ពាក្យនៅលើគេហទំព័រ e-Visa ផ្លូវការរបស់ក្រសួងការបរទេស និងសហប្រតិបត្តិការអន្តរជាតិ (evisa.gov.kh) យ៉ាងហោចណាស់ពីរបីថ្ងៃ មុនពេលធ្វើដំណើរ។ នៅពេលសរសេរអត្ថបទនេះ e-Visa ទេសចរណ៍មានតម្លៃប្រហែល 30 ដុល្លារ បូកនឹងថ្លៃសេវា អាចចូលបានតែម្តង និងស្នាក់នៅបានរហូតដល់ 30 ថ្ងៃ ហើយត្រូវបានផ្ញើមកតាមអ៊ីមែលជាឯកសារ PDF សម្រាប់បោះពុម្ព និងបង្ហាញនៅពេលមកដល់។ សូមប្រយ័ត្នគេហទំព័រភ្នាក់ងារដែលធ្វើឱ្យដូចគេហទំព័រផ្លូវការ ហើយយកថ្លៃខ្ពស់ជាងនេះច្រើន។',
    },
    keywords: {
      en: ['evisa', 'online visa', 'visa fee', 'apply for visa', 'official visa website'],
      km: ['e-Visa', 'ទិដ្ឋាការអេឡិចត្រូនិក', 'ស្នើសុំទិដ្ឋាការតាមអនឡាញ', 'ថ្លៃទិដ្ឋាការ'],
    },
    links: [],
  },
  {
    id: 'visa-on-arrival',
    group: 'visas',
    question: {
      en: 'Can I get a visa on arrival?',
      km: 'តើខ្ញុំអាចស្នើសុំទិដ្ឋាការនៅពេលមកដល់បានទេ?',
    },
    answer: {
      en: 'Yes, most nationalities can get a 30-day tourist visa on arrival at the international airports and the main land border crossings, for about US$30 at the time of writing. Bring the fee in US dollar cash and a passport-size photo in case it is asked for, and make sure your passport has at least 6 months of validity and a blank page. Rules and fees change, so check official sources before you travel.',
      km: 'បាន ពលរដ្ឋប្រទេសភាគច្រើន អាចទទួលបានទិដ្ឋាការទេសចរណ៍ 30 ថ្ងៃ នៅពេលមកដល់ព្រលានយន្តហោះអន្តរជាតិ និងច្រកព្រំដែនគោកសំខាន់ៗ ក្នុងតម្លៃប្រហែល 30 ដុល្លារ នៅពេលសរសេរអត្ថបទនេះ។ សូមយកថ្លៃទិដ្ឋាការជាប្រាក់ដុល្លារសុទ្ធ និងរូបថតទំហំលិខិតឆ្លងដែនមួយសន្លឹក ក្រែងគេស្នើសុំ ហើយត្រូវប្រាកដថា លិខិតឆ្លងដែនរបស់អ្នកនៅមានសុពលភាពយ៉ាងតិច 6 ខែ និងមានទំព័រទទេ។ ច្បាប់ និងថ្លៃអាចផ្លាស់ប្តូរ ដូច្នេះសូមពិនិត្យប្រភពផ្លូវការ មុនពេលធ្វើដំណើរ។',
    },
    keywords: {
      en: ['visa on arrival', 'airport visa', 'land border', 'visa photo', 'border crossing'],
      km: ['ទិដ្ឋាការពេលមកដល់', 'ទិដ្ឋាការនៅព្រលានយន្តហោះ', 'ច្រកព្រំដែន', 'រូបថតទិដ្ឋាការ'],
    },
    links: [],
  },
  {
    id: 'visa-extension',
    group: 'visas',
    question: {
      en: 'Can I extend my tourist visa?',
      km: 'តើខ្ញុំអាចពន្យារទិដ្ឋាការទេសចរណ៍បានទេ?',
    },
    answer: {
      en: 'A tourist visa can usually be extended once, for about another 30 days, through the immigration department in Phnom Penh or a licensed travel agency, before it runs out. Overstaying is fined for every extra day (about US$10 a day at the time of writing) and can cause trouble when you leave, so apply in good time.',
      km: 'ទិដ្ឋាការទេសចរណ៍ ជាធម្មតាអាចពន្យារបានម្តង ប្រហែល 30 ថ្ងៃទៀត តាមរយៈនាយកដ្ឋានអន្តោប្រវេសន៍នៅភ្នំពេញ ឬភ្នាក់ងារទេសចរណ៍ដែលមានអាជ្ញាប័ណ្ណ មុនពេលវាផុតកំណត់។ ការស្នាក់នៅហួសកំណត់ ត្រូវពិន័យសម្រាប់ថ្ងៃលើសនីមួយៗ (ប្រហែល 10 ដុល្លារក្នុងមួយថ្ងៃ នៅពេលសរសេរអត្ថបទនេះ) ហើយអាចបង្កបញ្ហានៅពេលចាកចេញ ដូច្នេះសូមដាក់ពាក្យឱ្យបានទាន់ពេល។',
    },
    keywords: {
      en: ['visa extension', 'stay longer', 'overstay fine', 'immigration office', 'renew visa'],
      km: ['ពន្យារទិដ្ឋាការ', 'ស្នាក់នៅយូរជាងនេះ', 'ពិន័យស្នាក់នៅហួសកំណត់', 'អន្តោប្រវេសន៍'],
    },
    links: [],
  },

  // ── Etiquette ──────────────────────────────────────────────────────────────────────────────
  {
    id: 'temple-dress-code',
    group: 'etiquette',
    question: {
      en: 'What should I wear to the temples?',
      km: 'តើខ្ញុំគួរស្លៀកពាក់បែបណា នៅពេលទៅទស្សនាប្រាសាទ?',
    },
    answer: {
      en: "Cover your shoulders and knees: this is checked at Angkor Wat's upper level and expected at active pagodas. Take off your hat and shoes where asked, and wear light, breathable clothes for the heat. A krama, the checked Khmer scarf, or a light sarong is handy for covering up quickly.",
      km: 'សូមស្លៀកពាក់បិទស្មា និងជង្គង់៖ គេពិនិត្យរឿងនេះនៅពេលឡើងថ្នាក់លើនៃប្រាសាទអង្គរវត្ត ហើយគេរំពឹងដូចគ្នានៅតាមវត្តអារាម។ សូមដោះមួក និងស្បែកជើងនៅកន្លែងដែលគេស្នើ ហើយស្លៀកសម្លៀកបំពាក់ស្រាល និងខ្យល់ចេញចូលបាន ព្រោះអាកាសធាតុក្តៅ។ ក្រមា ឬសារ៉ុងស្រាលមួយ ងាយស្រួលសម្រាប់បិទបាំងខ្លួនភ្លាមៗ។',
    },
    keywords: {
      en: ['dress code', 'shorts at Angkor Wat', 'cover shoulders', 'what to wear', 'Bakan upper level', 'modest clothing'],
      km: ['ការស្លៀកពាក់', 'ស្លៀកខោខ្លីទៅប្រាសាទ', 'បិទស្មា', 'ស្លៀកពាក់សមរម្យ', 'ថ្នាក់លើអង្គរវត្ត'],
    },
    links: [],
  },
  {
    id: 'greetings-and-phrases',
    group: 'etiquette',
    question: {
      en: 'How do I greet people politely?',
      km: 'តើខ្ញុំគួរស្វាគមន៍មនុស្សដោយគួរសមយ៉ាងដូចម្តេច?',
    },
    answer: {
      en: 'The traditional greeting is the sampeah: press your palms together in front of your chest and bow slightly, with your hands held higher for elders and monks. Say "chum reap suor" for hello and "arkun" for thank you, and a smile and a calm voice will do the rest.',
      km: 'ការស្វាគមន៍តាមប្រពៃណី គឺការសំពះ៖ ផ្គុំបាតដៃទាំងពីរនៅមុខទ្រូង ហើយឱនក្បាលបន្តិច ដោយលើកដៃឱ្យខ្ពស់ជាងនេះ សម្រាប់មនុស្សចាស់ និងព្រះសង្ឃ។ សូមនិយាយថា «ជំរាបសួរ» ពេលជួបគ្នា និង «អរគុណ» ដើម្បីថ្លែងអំណរគុណ ហើយស្នាមញញឹម និងសំឡេងស្ងប់ស្ងាត់ នឹងជួយអ្នកក្នុងរឿងផ្សេងទៀត។',
    },
    keywords: {
      en: ['sampeah', 'hello in Khmer', 'thank you in Khmer', 'basic Khmer phrases', 'greeting'],
      km: ['សំពះ', 'ជំរាបសួរ', 'អរគុណ', 'ការគោរព', 'ពាក្យខ្មែរងាយៗ'],
    },
    links: [],
  },
  {
    id: 'monks-and-pagodas',
    group: 'etiquette',
    question: {
      en: 'How should I behave around monks and in pagodas?',
      km: 'តើខ្ញុំគួរប្រព្រឹត្តយ៉ាងដូចម្តេច ចំពោះព្រះសង្ឃ និងនៅក្នុងវត្ត?',
    },
    answer: {
      en: 'Women should not touch a monk or hand him anything directly; place it on a cloth or table, or ask a man to offer it. In a pagoda, take off your shoes before entering the prayer hall, sit with your feet pointing away from the Buddha, and speak quietly. Ask before taking photos of monks or ceremonies.',
      km: 'ស្ត្រីមិនគួរប៉ះព្រះសង្ឃ ឬប្រគេនវត្ថុអ្វីទៅព្រះអង្គដោយផ្ទាល់ដៃឡើយ គួរដាក់វត្ថុនោះលើក្រណាត់ ឬលើតុ ឬឱ្យបុរសម្នាក់ប្រគេនជំនួស។ នៅក្នុងវត្ត សូមដោះស្បែកជើងមុនពេលចូលក្នុងព្រះវិហារ អង្គុយបត់ជើងកុំឱ្យបាតជើងបែរទៅរកព្រះពុទ្ធរូប និងនិយាយតិចៗ។ សូមសុំការអនុញ្ញាតជាមុន មុននឹងថតរូបព្រះសង្ឃ ឬពិធីសាសនា។',
    },
    keywords: {
      en: ['monks', 'pagoda etiquette', 'Buddhist temple', 'women and monks', 'wat'],
      km: ['ព្រះសង្ឃ', 'ចូលវត្ត', 'ព្រះវិហារ', 'ស្ត្រីនិងព្រះសង្ឃ', 'ព្រះពុទ្ធសាសនា'],
    },
    links: [],
  },
  {
    id: 'everyday-customs',
    group: 'etiquette',
    question: {
      en: 'What everyday customs should I respect?',
      km: 'តើខ្ញុំគួរគោរពទំនៀមទម្លាប់ប្រចាំថ្ងៃអ្វីខ្លះ?',
    },
    answer: {
      en: "The head is seen as the highest part of the body, so don't touch anyone's head, even a child's, and don't point your feet at people or at Buddha images. Take off your shoes before entering a home, and give money or gifts with your right hand or with both hands as a sign of respect. Kissing in public and losing your temper are frowned upon.",
      km: 'ក្បាលត្រូវបានចាត់ទុកថា ជាផ្នែកខ្ពស់បំផុតនៃរាងកាយ ដូច្នេះកុំប៉ះក្បាលអ្នកណាម្នាក់ សូម្បីតែក្មេង ហើយកុំចង្អុលជើងទៅរកមនុស្ស ឬព្រះពុទ្ធរូប។ សូមដោះស្បែកជើងមុនពេលចូលផ្ទះ ហើយហុចប្រាក់ ឬអំណោយដោយដៃស្តាំ ឬដោយដៃទាំងពីរ ជាសញ្ញានៃការគោរព។ ការថើបគ្នានៅទីសាធារណៈ និងការខឹងសម្បារនៅមុខមនុស្ស ត្រូវបានគេមើលថាមិនគួរសម។',
    },
    keywords: {
      en: ['customs', 'taboos', "don't touch the head", 'shoes off', 'body language', 'manners'],
      km: ['ទំនៀមទម្លាប់', 'ហាមប៉ះក្បាល', 'ដោះស្បែកជើង', 'សុជីវធម៌', 'អ្វីដែលមិនគួរធ្វើ'],
    },
    links: [],
  },
  {
    id: 'taking-photos',
    group: 'etiquette',
    question: {
      en: 'Can I take photos of people and temples?',
      km: 'តើខ្ញុំអាចថតរូបមនុស្ស និងប្រាសាទបានទេ?',
    },
    answer: {
      en: 'Photos of the temples are welcome, but ask before photographing people, especially monks and children, and respect a no. Don\u2019t climb on fragile carvings or sit on ruins for a picture, and don\u2019t fly a drone in the Angkor park without official permission.',
      km: 'អ្នកអាចថតរូបប្រាសាទបានដោយសេរី ប៉ុន្តែសូមសុំការអនុញ្ញាតជាមុន មុននឹងថតរូបមនុស្ស ជាពិសេសព្រះសង្ឃ និងកុមារ ហើយគោរពការបដិសេធរបស់គេ។ កុំឡើងលើចម្លាក់ដែលងាយបាក់បែក ឬអង្គុយលើថ្មប្រាសាទ ដើម្បីថតរូប ហើយកុំហោះដ្រូននៅក្នុងតំបន់អង្គរ ដោយគ្មានការអនុញ្ញាតផ្លូវការ។',
    },
    keywords: {
      en: ['photography', 'drone', 'photos of monks', 'taking pictures of children', 'Instagram spots'],
      km: ['ថតរូប', 'ដ្រូន', 'ថតរូបព្រះសង្ឃ', 'ថតរូបកុមារ'],
    },
    links: [],
  },

  // ── Packing ────────────────────────────────────────────────────────────────────────────────
  {
    id: 'what-to-pack-temples',
    group: 'packing',
    question: {
      en: 'What should I pack for a day at the temples?',
      km: 'តើខ្ញុំគួរយកអ្វីខ្លះ សម្រាប់ទស្សនាប្រាសាទមួយថ្ងៃ?',
    },
    answer: {
      en: 'Bring clothes that cover your shoulders and knees, a hat, sunscreen, sunglasses and comfortable shoes with good grip for steep stone steps. Carry at least 2 litres of water per person in a refillable bottle, plus a small torch if you go for the sunrise. Our shop has bottles and trekking gear made for the heat.',
      km: 'សូមយកសម្លៀកបំពាក់ដែលបិទស្មា និងជង្គង់ មួក ឡេការពារកម្តៅថ្ងៃ វ៉ែនតាការពារពន្លឺថ្ងៃ និងស្បែកជើងស្រួលពាក់ដែលមិនរអិល សម្រាប់ជណ្តើរថ្មចោតៗ។ សូមយកទឹកយ៉ាងតិច 2 លីត្រក្នុងម្នាក់ ក្នុងដបដែលអាចចាក់បំពេញឡើងវិញបាន និងពិលតូចមួយ ប្រសិនបើអ្នកទៅមើលថ្ងៃរះ។ ហាងរបស់យើងមានដបទឹក និងសម្ភារៈដើរព្រៃ ដែលសមស្របនឹងអាកាសធាតុក្តៅ។',
    },
    keywords: {
      en: ['packing list', 'day bag', 'what to bring to Angkor', 'sunscreen', 'shoes for temples', 'how much water'],
      km: ['បញ្ជីរបស់ត្រូវយក', 'យកអ្វីទៅប្រាសាទ', 'ឡេការពារកម្តៅថ្ងៃ', 'ស្បែកជើងដើរប្រាសាទ', 'ទឹកប៉ុន្មាន'],
    },
    links: ['/product'],
  },
  {
    id: 'rainy-season-packing',
    group: 'packing',
    question: {
      en: 'What should I pack for the rainy season?',
      km: 'តើខ្ញុំគួរយកអ្វីខ្លះ សម្រាប់រដូវវស្សា?',
    },
    answer: {
      en: 'A light rain jacket or poncho, quick-drying clothes and sandals or shoes that can get wet make rainy days easy. Keep your phone and documents in a dry bag or zip bags, and bring mosquito repellent, since mosquitoes are most active in the wet months. For camping, take a tent with a good rain fly, or a hammock with a tarp.',
      km: 'អាវភ្លៀងស្រាល ឬអាវភ្លៀងបែបប៉ុងចូ សម្លៀកបំពាក់ដែលឆាប់ស្ងួត និងស្បែកជើងសង្រែក ឬស្បែកជើងដែលត្រូវទឹកបាន ធ្វើឱ្យថ្ងៃភ្លៀងកាន់តែស្រួល។ សូមទុកទូរស័ព្ទ និងឯកសារក្នុងកាបូបការពារទឹក ឬថង់ប្លាស្ទិកមានហ្ស៊ីប ហើយយកថ្នាំការពារមូសទៅជាមួយ ព្រោះមូសមានច្រើនបំផុតក្នុងរដូវវស្សា។ សម្រាប់ការបោះជំរុំ សូមយកតង់ដែលមានស្រោបការពារភ្លៀងល្អ ឬអង្រឹងជាមួយផ្ទាំងតង់ការពារភ្លៀង។',
    },
    keywords: {
      en: ['rain gear', 'raincoat', 'poncho', 'dry bag', 'monsoon packing', 'waterproof'],
      km: ['អាវភ្លៀង', 'ប៉ុងចូ', 'កាបូបការពារទឹក', 'របស់សម្រាប់រដូវភ្លៀង', 'ការពារទឹក'],
    },
    links: ['/product'],
  },
  {
    id: 'camping-trekking-gear',
    group: 'packing',
    question: {
      en: 'What gear do I need for trekking or camping in Cambodia?',
      km: 'តើខ្ញុំត្រូវការសម្ភារៈអ្វីខ្លះ សម្រាប់ដើរព្រៃ ឬបោះជំរុំនៅកម្ពុជា?',
    },
    answer: {
      en: 'For a night in Mondulkiri, the Cardamom Mountains or on Phnom Kulen, take a light tent or a hammock with a mosquito net, a thin sleeping bag (hill nights can be cool, especially in Mondulkiri in December and January), a headlamp, and enough water or a way to treat it. Long sleeves and trousers protect you from sun, leeches and mosquitoes. Our shop sells tents, sleeping bags, hammocks, mattresses and trekking accessories.',
      km: 'សម្រាប់ការស្នាក់មួយយប់នៅមណ្ឌលគិរី ជួរភ្នំក្រវាញ ឬភ្នំគូលែន សូមយកតង់ស្រាល ឬអង្រឹងជាមួយមុង ថង់គេងស្តើង (យប់នៅលើភ្នំអាចត្រជាក់ ជាពិសេសនៅមណ្ឌលគិរី ក្នុងខែធ្នូ និងខែមករា) ពិលពាក់ក្បាល និងទឹកឱ្យបានគ្រប់គ្រាន់ ឬមធ្យោបាយចម្រោះទឹក។ អាវដៃវែង និងខោជើងវែង ការពារអ្នកពីកម្តៅថ្ងៃ ឈ្លើង និងមូស។ ហាងរបស់យើងលក់តង់ ថង់គេង អង្រឹង ពូក និងសម្ភារៈសម្រាប់ដើរព្រៃ។',
    },
    keywords: {
      en: [
        'camping gear',
        'trekking equipment',
        'pack for a trek',
        'what to bring hiking',
        'hammock',
        'tent',
        'sleeping bag',
        'headlamp',
        'leeches',
        'jungle trek',
      ],
      km: [
        'សម្ភារៈបោះជំរុំ',
        'សម្ភារៈដើរព្រៃ',
        'វេចខ្ចប់ដើរព្រៃ',
        'អង្រឹង',
        'តង់',
        'ថង់គេង',
        'ពិលពាក់ក្បាល',
        'ឈ្លើង',
      ],
    },
    links: ['/product', '/adventure'],
  },
  {
    id: 'power-plugs',
    group: 'packing',
    question: {
      en: 'What plugs and voltage does Cambodia use?',
      km: 'តើកម្ពុជាប្រើឌុយភ្លើង និងតង់ស្យុងអគ្គិសនីប្រភេទណា?',
    },
    answer: {
      en: 'Cambodia uses 230 V at 50 Hz, with sockets that mostly take type A and C plugs (two flat or two round pins) and sometimes type G (three rectangular pins). Bring a universal adapter and check that your chargers accept 230 V, as most phone and laptop chargers do.',
      km: 'កម្ពុជាប្រើចរន្តអគ្គិសនី 230 វ៉ុល 50 ហឺត ហើយព្រីភ្លើងភាគច្រើនទទួលឌុយប្រភេទ A និង C (ជើងសំប៉ែតពីរ ឬជើងមូលពីរ) និងពេលខ្លះប្រភេទ G (ជើងចតុកោណបី)។ សូមយកឌុយបំប្លែងដែលប្រើបានគ្រប់ប្រភេទមកជាមួយ ហើយពិនិត្យថា ឆ្នាំងសាករបស់អ្នកទទួល 230 វ៉ុលបាន ដូចឆ្នាំងសាកទូរស័ព្ទ និងកុំព្យូទ័រយួរដៃភាគច្រើន។',
    },
    keywords: {
      en: ['power socket', 'plug type', 'adapter', 'voltage', 'electricity', 'charger'],
      km: ['ព្រីភ្លើង', 'ឌុយភ្លើង', 'ឌុយបំប្លែង', 'តង់ស្យុង', 'អគ្គិសនី', 'ឆ្នាំងសាក'],
    },
    links: [],
  },

  // ── Money ──────────────────────────────────────────────────────────────────────────────────
  {
    id: 'which-currency',
    group: 'money',
    question: {
      en: 'Which currency should I bring?',
      km: 'តើខ្ញុំគួរយករូបិយប័ណ្ណអ្វីមកជាមួយ?',
    },
    answer: {
      en: 'US dollars and Cambodian riel are both used every day: prices are often in dollars and small change comes back in riel, at about 4,000 riel to the dollar. Bring clean, untorn dollar notes, because damaged ones are often refused, and keep small notes for tuk-tuks and markets.',
      km: 'ប្រាក់ដុល្លារអាមេរិក និងប្រាក់រៀល ត្រូវបានប្រើប្រាស់ជារៀងរាល់ថ្ងៃ៖ តម្លៃច្រើនតែគិតជាដុល្លារ ហើយប្រាក់អាប់តូចៗត្រូវបានអាប់ជាប្រាក់រៀល ក្នុងអត្រាប្រហែល 4,000 រៀលក្នុងមួយដុល្លារ។ សូមយកក្រដាសប្រាក់ដុល្លារដែលស្អាត និងមិនរហែក ព្រោះក្រដាសប្រាក់ដែលខូចតែងតែត្រូវគេបដិសេធ ហើយទុកក្រដាសប្រាក់តូចៗ សម្រាប់ជិះរ៉ឺម៉ក និងទិញឥវ៉ាននៅផ្សារ។',
    },
    keywords: {
      en: [
        'dollars or riel',
        'pay with US dollars',
        'US dollars',
        'exchange rate',
        'KHR',
        'USD',
        'money exchange',
        'torn notes',
      ],
      km: [
        'ដុល្លារ ឬរៀល',
        'បង់ជាដុល្លារ',
        'ដុល្លារអាមេរិក',
        'អត្រាប្តូរប្រាក់',
        'ប្រាក់រៀល',
        'ប្តូរលុយ',
        'ក្រដាសប្រាក់រហែក',
      ],
    },
    links: [],
  },
  {
    id: 'atms-and-cards',
    group: 'money',
    question: {
      en: 'Can I use ATMs and cards?',
      km: 'តើខ្ញុំអាចប្រើម៉ាស៊ីនដកប្រាក់ និងកាតធនាគារបានទេ?',
    },
    answer: {
      en: 'ATMs are easy to find in towns and usually give US dollars, but most charge a few dollars per withdrawal on top of your own bank\u2019s fees. Hotels, larger restaurants and shops take cards, while markets, street food stalls and most tuk-tuk drivers want cash.',
      km: 'ម៉ាស៊ីនដកប្រាក់ (ATM) រកបានងាយនៅតាមទីក្រុង ហើយជាធម្មតាផ្តល់ប្រាក់ដុល្លារ ប៉ុន្តែម៉ាស៊ីនភាគច្រើនគិតថ្លៃពីរបីដុល្លារក្នុងការដកម្តងៗ បន្ថែមលើថ្លៃរបស់ធនាគារអ្នក។ សណ្ឋាគារ ភោជនីយដ្ឋានធំៗ និងហាងទំនិញ ទទួលកាត ចំណែកផ្សារ តូបលក់ម្ហូបតាមផ្លូវ និងអ្នកបើករ៉ឺម៉កភាគច្រើន ត្រូវការសាច់ប្រាក់។',
    },
    keywords: {
      en: ['ATM', 'cash machine', 'credit card', 'withdrawal fee', 'Visa Mastercard', 'cash only'],
      km: ['ATM', 'ម៉ាស៊ីនដកប្រាក់', 'កាតឥណទាន', 'ថ្លៃដកប្រាក់', 'សាច់ប្រាក់'],
    },
    links: [],
  },
  {
    id: 'bargaining',
    group: 'money',
    question: {
      en: 'Should I bargain?',
      km: 'តើខ្ញុំគួរតថ្លៃដែរឬទេ?',
    },
    answer: {
      en: 'At markets such as the Old Market in Siem Reap or the Russian Market in Phnom Penh, friendly bargaining is expected: start lower, smile, and settle on a price you are happy with. Shops with price tags, supermarkets and restaurants have fixed prices. Remember that a dollar or two matters more to the seller than to you.',
      km: 'នៅផ្សារ ដូចជាផ្សារចាស់នៅសៀមរាប ឬផ្សារទួលទំពូងនៅភ្នំពេញ ការតថ្លៃដោយរាក់ទាក់ គឺជារឿងធម្មតា៖ ចាប់ផ្តើមតថ្លៃទាប ញញឹម ហើយព្រមព្រៀងលើតម្លៃដែលអ្នកពេញចិត្ត។ ហាងដែលមានបិទស្លាកតម្លៃ ផ្សារទំនើប និងភោជនីយដ្ឋាន មានតម្លៃថេរ។ សូមចងចាំថា មួយ ឬពីរដុល្លារ មានសារៈសំខាន់សម្រាប់អ្នកលក់ ច្រើនជាងសម្រាប់អ្នក។',
    },
    keywords: {
      en: ['haggling', 'market prices', 'Russian Market', 'Old Market', 'fixed price', 'negotiate'],
      km: ['តថ្លៃ', 'ចរចាតម្លៃ', 'ផ្សារទួលទំពូង', 'ផ្សារចាស់', 'តម្លៃថេរ'],
    },
    links: [],
  },
  {
    id: 'tipping',
    group: 'money',
    question: {
      en: 'Should I tip?',
      km: 'តើខ្ញុំគួរឱ្យលុយទឹកតែដែរឬទេ?',
    },
    answer: {
      en: 'Tipping is not required but is appreciated, as wages are low. In restaurants without a service charge, rounding up or leaving about 5–10% is generous, and a few dollars is a kind thank-you for a tuk-tuk driver or guide who looked after you all day.',
      km: 'ការឱ្យលុយទឹកតែ មិនមែនជាកាតព្វកិច្ចទេ ប៉ុន្តែគេពេញចិត្ត ព្រោះប្រាក់ឈ្នួលនៅមានកម្រិតទាប។ នៅភោជនីយដ្ឋានដែលមិនគិតថ្លៃសេវា ការបង្គ្រប់ចំនួនវិក្កយបត្រ ឬទុកប្រហែល 5 ទៅ 10% គឺចិត្តល្អណាស់ហើយ ហើយប្រាក់ពីរបីដុល្លារ គឺជាការអរគុណដ៏ល្អ សម្រាប់អ្នកបើករ៉ឺម៉ក ឬមគ្គុទ្ទេសក៍ដែលបានមើលថែអ្នកពេញមួយថ្ងៃ។',
    },
    keywords: {
      en: ['tips', 'gratuity', 'service charge', 'tip the driver', 'tip the guide'],
      km: ['លុយទឹកតែ', 'ថ្លៃសេវា', 'ឱ្យទឹកតែអ្នកបើកបរ', 'ឱ្យទឹកតែមគ្គុទ្ទេសក៍'],
    },
    links: [],
  },
  {
    id: 'trip-budget',
    group: 'money',
    question: {
      en: 'How much money do I need for a trip to Siem Reap?',
      km: 'តើខ្ញុំត្រូវការលុយប៉ុន្មាន សម្រាប់ដំណើរទៅសៀមរាប?',
    },
    answer: {
      en: 'Apart from the Angkor Pass, a thrifty traveller can manage on roughly US$30–50 a day with a guesthouse, local food and tuk-tuks, while comfortable hotels and restaurants mean US$100 or more a day. Enter a budget of at least US$50 in our trip planner to get a day-by-day plan with every cost and see whether it fits.',
      km: 'ក្រៅពីប័ណ្ណ Angkor Pass អ្នកធ្វើដំណើរដែលសន្សំសំចៃ អាចចំណាយប្រហែល 30 ទៅ 50 ដុល្លារក្នុងមួយថ្ងៃ ដោយស្នាក់នៅផ្ទះសំណាក់ ញ៉ាំម្ហូបក្នុងស្រុក និងជិះរ៉ឺម៉ក ចំណែកសណ្ឋាគារ និងភោជនីយដ្ឋានដែលមានផាសុកភាព អាចត្រូវការ 100 ដុល្លារ ឬច្រើនជាងនេះក្នុងមួយថ្ងៃ។ សូមបញ្ចូលថវិកាយ៉ាងតិច 50 ដុល្លារ ក្នុងកម្មវិធីរៀបចំដំណើររបស់យើង ដើម្បីទទួលបានផែនការប្រចាំថ្ងៃ ព្រមទាំងការចំណាយនីមួយៗ ហើយមើលថាតើវាសមនឹងថវិការបស់អ្នកឬទេ។',
    },
    keywords: {
      en: ['daily budget', 'how expensive is Cambodia', 'cost of a trip', 'backpacker budget', 'trip planner'],
      km: ['ថវិកាប្រចាំថ្ងៃ', 'ចំណាយប៉ុន្មាន', 'ថ្លៃដំណើរកម្សាន្ត', 'ថវិកាធ្វើដំណើរ', 'រៀបចំដំណើរ'],
    },
    links: ['/plan'],
  },

  // ── Seasons ────────────────────────────────────────────────────────────────────────────────
  {
    id: 'best-time-to-visit',
    group: 'seasons',
    question: {
      en: 'When is the best time to visit Cambodia?',
      km: 'តើពេលណាជាពេលល្អបំផុតដើម្បីមកលេងកម្ពុជា?',
    },
    answer: {
      en: 'The dry season from November to March is the most comfortable and the most popular, with the coolest weather from December to February. March is already hot and April and May are the hottest months, while the rainy season runs from about late May or June to October. Book hotels early for December and January, the busiest weeks of the year.',
      km: 'រដូវប្រាំង ពីខែវិច្ឆិកា ដល់ខែមីនា គឺជាពេលដែលស្រួលបំផុត និងពេញនិយមបំផុត ដោយអាកាសធាតុត្រជាក់ជាងគេនៅចន្លោះខែធ្នូ ដល់ខែកុម្ភៈ។ ខែមីនាចាប់ផ្តើមក្តៅហើយ ហើយខែមេសា និងខែឧសភា ជាខែក្តៅបំផុត ចំណែករដូវវស្សាមានចាប់ពីប្រហែលចុងខែឧសភា ឬខែមិថុនា ដល់ខែតុលា។ សូមកក់សណ្ឋាគារឱ្យបានឆាប់ សម្រាប់ខែធ្នូ និងខែមករា ដែលជាពេលមានភ្ញៀវច្រើនបំផុតក្នុងឆ្នាំ។',
    },
    keywords: {
      en: ['best month', 'weather', 'dry season', 'high season', 'when to go', 'climate'],
      km: ['ខែល្អបំផុត', 'អាកាសធាតុ', 'រដូវប្រាំង', 'រដូវភ្ញៀវច្រើន', 'ពេលណាគួរមក'],
    },
    links: ['/plan'],
  },
  {
    id: 'rainy-season-travel',
    group: 'seasons',
    question: {
      en: 'Is it worth travelling in the rainy season?',
      km: 'តើគួរធ្វើដំណើរក្នុងរដូវវស្សាដែរឬទេ?',
    },
    answer: {
      en: "Yes, if you don't mind some rain: showers usually come in heavy bursts in the afternoon or evening, the countryside is green, the temples are quieter and many hotels lower their prices. Dirt roads in remote provinces can turn to mud, while the floating villages of the Tonle Sap are at their most impressive with high water, from about August to November.",
      km: 'គួរទៅដែរ ប្រសិនបើអ្នកមិនខ្លាចភ្លៀងបន្តិចបន្តួច៖ ភ្លៀងច្រើនតែធ្លាក់ខ្លាំងមួយរយៈខ្លី នៅពេលរសៀល ឬពេលល្ងាច ទេសភាពជនបទខៀវស្រងាត់ ប្រាសាទមានភ្ញៀវតិច ហើយសណ្ឋាគារជាច្រើនបញ្ចុះតម្លៃ។ ផ្លូវដីនៅតាមខេត្តដាច់ស្រយាល អាចក្លាយជាភក់ ចំណែកភូមិបណ្តែតទឹកនៅបឹងទន្លេសាប ស្អាតបំផុតនៅពេលទឹកឡើងខ្ពស់ ពីប្រហែលខែសីហា ដល់ខែវិច្ឆិកា។',
    },
    keywords: {
      en: ['monsoon', 'wet season', 'green season', 'low season', 'rain in Siem Reap', 'Tonle Sap water level'],
      km: ['រដូវវស្សា', 'រដូវភ្លៀង', 'រដូវភ្ញៀវតិច', 'ភ្លៀងនៅសៀមរាប', 'ទឹកទន្លេសាប'],
    },
    links: [],
  },
  {
    id: 'hot-season-tips',
    group: 'seasons',
    question: {
      en: 'How do I cope with the heat in April and May?',
      km: 'តើខ្ញុំទប់ទល់នឹងកម្តៅក្នុងខែមេសា និងខែឧសភាដោយរបៀបណា?',
    },
    answer: {
      en: 'Visit the temples early, from sunrise to about 10:00, rest in the shade or by a pool at midday, and go out again in the late afternoon. Drink water all the time, add oral rehydration salts if you sweat a lot, and wear a hat and loose, light clothes. Temperatures often reach 35–40 °C.',
      km: 'សូមទស្សនាប្រាសាទពីព្រលឹម ចាប់ពីថ្ងៃរះរហូតដល់ប្រហែលម៉ោង 10:00 ព្រឹក សម្រាកនៅទីម្លប់ ឬក្បែរអាងហែលទឹកពេលថ្ងៃត្រង់ ហើយចេញដើរម្តងទៀតនៅពេលរសៀលយឺត។ សូមផឹកទឹកជាប្រចាំ បន្ថែមម្សៅ ORS ប្រសិនបើអ្នកបែកញើសច្រើន ហើយពាក់មួក និងសម្លៀកបំពាក់ស្រាលៗធូរៗ។ សីតុណ្ហភាពច្រើនតែឡើងដល់ 35 ទៅ 40 អង្សាសេ។',
    },
    keywords: {
      en: ['hot season', 'heat', 'heatstroke', 'temperature', 'April', 'dehydration'],
      km: ['រដូវក្តៅ', 'កម្តៅ', 'ដាច់ខ្យល់', 'សីតុណ្ហភាព', 'ខែមេសា', 'ខ្វះជាតិទឹក'],
    },
    links: [],
  },
  {
    id: 'festivals-and-holidays',
    group: 'seasons',
    question: {
      en: 'Which festivals and holidays affect travel?',
      km: 'តើបុណ្យ និងថ្ងៃឈប់សម្រាកណាខ្លះ ដែលប៉ះពាល់ដល់ការធ្វើដំណើរ?',
    },
    answer: {
      en: 'Khmer New Year in mid-April is the biggest holiday: many Cambodians travel home, buses fill up, some shops close for several days, and Siem Reap and the temples get very busy with local visitors. Pchum Ben (September or October) and the Water Festival (October or November) follow the lunar calendar, so check their dates for your year and book transport early.',
      km: 'បុណ្យចូលឆ្នាំខ្មែរនៅពាក់កណ្តាលខែមេសា គឺជាថ្ងៃបុណ្យធំជាងគេ៖ ប្រជាជនខ្មែរជាច្រើនធ្វើដំណើរទៅស្រុកកំណើត ឡានក្រុងពេញ ហាងខ្លះបិទច្រើនថ្ងៃ ហើយសៀមរាប និងប្រាសាទនានា មានភ្ញៀវក្នុងស្រុកច្រើនកុះករ។ បុណ្យភ្ជុំបិណ្ឌ (ខែកញ្ញា ឬខែតុលា) និងបុណ្យអុំទូក (ខែតុលា ឬខែវិច្ឆិកា) កំណត់តាមច័ន្ទគតិ ដូច្នេះសូមពិនិត្យកាលបរិច្ឆេទសម្រាប់ឆ្នាំរបស់អ្នក ហើយកក់ការធ្វើដំណើរឱ្យបានឆាប់។',
    },
    keywords: {
      en: ['Khmer New Year', 'Water Festival', 'Pchum Ben', 'public holidays', 'Bon Om Touk', 'busy dates'],
      km: ['ចូលឆ្នាំខ្មែរ', 'បុណ្យអុំទូក', 'ភ្ជុំបិណ្ឌ', 'ថ្ងៃឈប់សម្រាក', 'ថ្ងៃបុណ្យ'],
    },
    links: [],
  },

  // ── Shop ───────────────────────────────────────────────────────────────────────────────────
  {
    id: 'what-the-shop-sells',
    group: 'shop',
    question: {
      en: 'What does the CamTour shop sell?',
      km: 'តើហាង CamTour លក់អ្វីខ្លះ?',
    },
    answer: {
      en: 'Outdoor gear for travelling in Cambodia: tents and shelters, sleeping bags, mattresses and pumps, hammocks and pillows, camping chairs and tables, water bottles and trekking accessories, including products from local Cambodian brands. Each product page shows its colours, sizes, price in US dollars and how many are in stock.',
      km: 'សម្ភារៈក្រៅផ្ទះសម្រាប់ការធ្វើដំណើរនៅកម្ពុជា៖ តង់ និងជម្រកបណ្តោះអាសន្ន ថង់គេង ពូក និងស្នប់ខ្យល់ អង្រឹង និងខ្នើយ កៅអី និងតុបោះជំរុំ ដបទឹក និងសម្ភារៈដើរព្រៃ រួមទាំងផលិតផលពីម៉ាកក្នុងស្រុកកម្ពុជា។ ទំព័រផលិតផលនីមួយៗ បង្ហាញពណ៌ ទំហំ តម្លៃជាដុល្លារអាមេរិក និងចំនួនដែលនៅក្នុងស្តុក។',
    },
    keywords: {
      en: ['gear shop', 'camping equipment', 'tents', 'sleeping bags', 'hammocks', 'local brands', 'what can I buy'],
      km: ['ហាងសម្ភារៈ', 'សម្ភារៈបោះជំរុំ', 'តង់', 'ថង់គេង', 'អង្រឹង', 'ម៉ាកក្នុងស្រុក'],
    },
    links: ['/product'],
  },
  {
    id: 'buy-without-account',
    group: 'shop',
    question: {
      en: 'Do I need an account to buy gear?',
      km: 'តើខ្ញុំត្រូវមានគណនីដើម្បីទិញសម្ភារៈដែរឬទេ?',
    },
    answer: {
      en: 'No. You can fill your cart and check out as a guest with your e-mail, name and phone number, and we e-mail you a confirmation with a link to follow your order. If you log in later, the items already in your cart come with you.',
      km: 'មិនចាំបាច់ទេ។ អ្នកអាចដាក់ទំនិញក្នុងកន្ត្រក ហើយទូទាត់ប្រាក់ជាភ្ញៀវ ដោយប្រើអ៊ីមែល ឈ្មោះ និងលេខទូរស័ព្ទរបស់អ្នក ហើយយើងនឹងផ្ញើអ៊ីមែលបញ្ជាក់ ដែលមានតំណសម្រាប់តាមដានការបញ្ជាទិញរបស់អ្នក។ ប្រសិនបើអ្នកចូលគណនីនៅពេលក្រោយ ទំនិញដែលមានក្នុងកន្ត្រករួចហើយ នឹងនៅជាមួយអ្នកដដែល។',
    },
    keywords: {
      en: ['guest checkout', 'buy without registering', 'no account', 'cart', 'order as guest'],
      km: [
        'ទិញជាភ្ញៀវ',
        'ទិញដោយគ្មានគណនី',
        'ទិញដោយមិនបាច់បង្កើតគណនី',
        'មិនបាច់មានគណនី',
        'កន្ត្រកទំនិញ',
        'មិនចាំបាច់ចុះឈ្មោះ',
      ],
    },
    links: ['/product', '/checkout'],
  },
  {
    id: 'stock-limits',
    group: 'shop',
    question: {
      en: 'What if an item is almost sold out?',
      km: 'ចុះបើទំនិញជិតអស់ពីស្តុក?',
    },
    answer: {
      en: 'Each product shows how many are left, with an "Only 3 left" style notice when stock is low, and you cannot put more in your cart than we have. If someone buys the last units before you place your order, checkout tells you which items are short and how many are available, so you can change your cart. While a Bakong KHQR code is waiting for payment, its items are held for you for the code\u2019s 10 minutes.',
      km: 'ផលិតផលនីមួយៗ បង្ហាញចំនួនដែលនៅសល់ ដោយមានសារដូចជា «នៅសល់តែ 3 ប៉ុណ្ណោះ» នៅពេលស្តុកជិតអស់ ហើយអ្នកមិនអាចដាក់ក្នុងកន្ត្រកលើសពីចំនួនដែលយើងមានបានទេ។ ប្រសិនបើមានអ្នកផ្សេងទិញរបស់ចុងក្រោយ មុនពេលអ្នកបញ្ជាទិញ ទំព័រទូទាត់ប្រាក់នឹងប្រាប់អ្នកថា ទំនិញណាខ្វះ និងនៅសល់ប៉ុន្មាន ដើម្បីឱ្យអ្នកកែកន្ត្រករបស់អ្នក។ ពេលកូដ Bakong KHQR កំពុងរង់ចាំការបង់ប្រាក់ ទំនិញទាំងនោះត្រូវបានរក្សាទុកសម្រាប់អ្នក ក្នុងរយៈពេល 10 នាទីរបស់កូដនោះ។',
    },
    keywords: {
      en: ['out of stock', 'low stock', 'only a few left', 'stock issue', 'maximum quantity', 'sold out'],
      km: ['អស់ពីស្តុក', 'ស្តុកតិច', 'នៅសល់តែ', 'បញ្ហាស្តុក', 'ចំនួនអតិបរមា'],
    },
    links: ['/product', '/checkout'],
  },
  {
    id: 'promo-codes',
    group: 'shop',
    question: {
      en: 'How do promo codes work?',
      km: 'តើលេខកូដប្រូម៉ូសិនដំណើរការយ៉ាងដូចម្តេច?',
    },
    answer: {
      en: 'Enter your code in the promo code field at checkout and choose Apply; capital or small letters both work. A valid code takes its percentage off the subtotal of your items, and it is checked again when you place the order, because a code can expire or reach its limit of uses. One code can be used per order.',
      km: 'សូមបញ្ចូលលេខកូដរបស់អ្នក ក្នុងប្រអប់លេខកូដប្រូម៉ូសិន នៅពេលទូទាត់ប្រាក់ ហើយចុច «ប្រើ» ដោយអក្សរធំ ឬអក្សរតូចក៏ប្រើបានដែរ។ លេខកូដដែលត្រឹមត្រូវ នឹងកាត់ភាគរយរបស់វាចេញពីសរុបរងនៃទំនិញរបស់អ្នក ហើយវានឹងត្រូវពិនិត្យម្តងទៀតនៅពេលអ្នកបញ្ជាទិញ ព្រោះលេខកូដអាចផុតកំណត់ ឬប្រើអស់ចំនួនដែលបានកំណត់។ ការបញ្ជាទិញមួយ អាចប្រើលេខកូដបានតែមួយប៉ុណ្ណោះ។',
    },
    keywords: {
      en: ['discount code', 'coupon', 'voucher', 'promo code not working', 'invalid promo code'],
      km: ['កូដបញ្ចុះតម្លៃ', 'គូប៉ុង', 'ប្រូម៉ូសិន', 'លេខកូដមិនដំណើរការ', 'បញ្ចុះតម្លៃ'],
    },
    links: ['/checkout'],
  },
  {
    id: 'product-reviews',
    group: 'shop',
    question: {
      en: 'Can I review a product?',
      km: 'តើខ្ញុំអាចវាយតម្លៃផលិតផលបានទេ?',
    },
    answer: {
      en: 'Yes, once you are logged in: open the product, go to the Reviews tab, choose 1 to 5 stars and write a short comment. Reviews help other travellers pick gear for Cambodia\u2019s heat and rain.',
      km: 'បាន នៅពេលអ្នកបានចូលគណនី៖ បើកទំព័រផលិតផល ចូលទៅផ្ទាំង «មតិវាយតម្លៃ» ជ្រើសរើសពី 1 ដល់ 5 ផ្កាយ ហើយសរសេរមតិខ្លីមួយ។ មតិវាយតម្លៃជួយអ្នកធ្វើដំណើរផ្សេងទៀត ក្នុងការជ្រើសរើសសម្ភារៈសម្រាប់កម្តៅ និងភ្លៀងនៅកម្ពុជា។',
    },
    keywords: {
      en: ['write a review', 'rate a product', 'stars', 'product rating', 'comments'],
      km: ['សរសេរមតិ', 'វាយតម្លៃផលិតផល', 'ផ្កាយ', 'មតិវាយតម្លៃ'],
    },
    links: ['/product'],
  },

  // ── Delivery and payment ───────────────────────────────────────────────────────────────────
  {
    id: 'delivery-options',
    group: 'delivery-payment',
    question: {
      en: 'Which delivery options are there, and what do they cost?',
      km: 'តើមានជម្រើសដឹកជញ្ជូនអ្វីខ្លះ ហើយតម្លៃប៉ុន្មាន?',
    },
    answer: {
      en: 'Phnom Penh local delivery costs US$1 and arrives the same day, within about 2 to 6 hours. Anywhere else in Cambodia, J&T Express (1 to 3 business days) and Virak Buntham Express (1 to 2 business days) cost US$2 each. You choose the delivery at checkout, and it decides how you can pay.',
      km: 'ការដឹកជញ្ជូនក្នុងរាជធានីភ្នំពេញ មានតម្លៃ 1 ដុល្លារ ហើយមកដល់ក្នុងថ្ងៃតែមួយ ក្នុងរយៈពេលប្រហែល 2 ទៅ 6 ម៉ោង។ សម្រាប់ទីកន្លែងផ្សេងទៀតក្នុងប្រទេសកម្ពុជា J&T Express (1 ទៅ 3 ថ្ងៃធ្វើការ) និង Virak Buntham Express (1 ទៅ 2 ថ្ងៃធ្វើការ) មានតម្លៃ 2 ដុល្លារដូចគ្នា។ អ្នកជ្រើសរើសការដឹកជញ្ជូននៅពេលទូទាត់ប្រាក់ ហើយជម្រើសនោះកំណត់ថា អ្នកអាចបង់ប្រាក់តាមវិធីណា។',
    },
    keywords: {
      en: ['shipping', 'delivery fee', 'delivery time', 'J&T', 'Virak Buntham', 'same-day delivery', 'how long does delivery take'],
      km: ['ដឹកជញ្ជូន', 'ថ្លៃដឹកជញ្ជូន', 'រយៈពេលដឹកជញ្ជូន', 'J&T', 'វីរៈ ប៊ុនថាំ', 'ដឹកក្នុងថ្ងៃតែមួយ'],
    },
    links: ['/checkout'],
  },
  {
    id: 'cash-on-delivery',
    group: 'delivery-payment',
    question: {
      en: 'Can I pay cash on delivery?',
      km: 'តើខ្ញុំអាចបង់ប្រាក់ពេលទទួលទំនិញបានទេ?',
    },
    answer: {
      en: 'Yes, but only with Phnom Penh local delivery: you pay the courier in cash when your order arrives, in US dollars or riel, whichever currency you chose at checkout. Orders sent with J&T Express or Virak Buntham Express are paid in advance with Bakong KHQR.',
      km: 'បាន ប៉ុន្តែសម្រាប់តែការដឹកជញ្ជូនក្នុងរាជធានីភ្នំពេញប៉ុណ្ណោះ៖ អ្នកបង់ប្រាក់សុទ្ធទៅអ្នកដឹកជញ្ជូន នៅពេលទំនិញមកដល់ ជាដុល្លារ ឬជារៀល តាមរូបិយប័ណ្ណដែលអ្នកបានជ្រើសរើសពេលទូទាត់។ ការបញ្ជាទិញដែលផ្ញើតាម J&T Express ឬ Virak Buntham Express ត្រូវបង់ប្រាក់ជាមុនតាម Bakong KHQR។',
    },
    keywords: {
      en: ['COD', 'cash on delivery', 'pay the courier', 'pay when it arrives', 'pay cash'],
      km: ['បង់ប្រាក់ពេលទទួលទំនិញ', 'COD', 'បង់លុយពេលទំនិញមកដល់', 'សាច់ប្រាក់'],
    },
    links: ['/checkout'],
  },
  {
    id: 'pay-with-khqr',
    group: 'delivery-payment',
    question: {
      en: 'How do I pay with Bakong KHQR?',
      km: 'តើខ្ញុំបង់ប្រាក់តាម Bakong KHQR ដោយរបៀបណា?',
    },
    answer: {
      en: 'At the payment step, choose Bakong KHQR and generate the code, then scan it with any Cambodian bank app that supports KHQR, or open your bank app straight from your phone. The code is made for your exact total and can be paid for 10 minutes. Once your bank confirms the payment, you can place the order.',
      km: 'នៅជំហានទូទាត់ សូមជ្រើសរើស Bakong KHQR ហើយបង្កើតកូដ រួចស្កេនវាដោយកម្មវិធីធនាគារណាមួយនៅកម្ពុជាដែលគាំទ្រ KHQR ឬបើកកម្មវិធីធនាគាររបស់អ្នកដោយផ្ទាល់ពីទូរស័ព្ទ។ កូដនេះត្រូវបានបង្កើតសម្រាប់ចំនួនសរុបពិតប្រាកដរបស់អ្នក ហើយអាចបង់បានក្នុងរយៈពេល 10 នាទី។ នៅពេលធនាគាររបស់អ្នកបញ្ជាក់ការបង់ប្រាក់ អ្នកអាចបញ្ជាទិញបាន។',
    },
    keywords: {
      en: ['KHQR', 'Bakong', 'QR payment', 'bank app', 'ABA', 'ACLEDA', 'scan to pay'],
      km: ['KHQR', 'បាគង', 'បង់តាម QR', 'កម្មវិធីធនាគារ', 'ស្កេនបង់ប្រាក់'],
    },
    links: ['/checkout'],
  },
  {
    id: 'khqr-payment-problems',
    group: 'delivery-payment',
    question: {
      en: 'What if my KHQR code expires or the payment does not go through?',
      km: 'ចុះបើកូដ KHQR របស់ខ្ញុំផុតកំណត់ ឬការបង់ប្រាក់មិនជោគជ័យ?',
    },
    answer: {
      en: 'An expired or unpaid code takes no money, so just generate a new one and pay within its 10 minutes. If money has left your account but the payment is not confirmed, do not pay again: e-mail us the time and amount of the payment and we will sort it out. Our e-mail address is on the About page and at the bottom of every page.',
      km: 'កូដដែលផុតកំណត់ ឬមិនទាន់បានបង់ មិនកាត់ប្រាក់ពីអ្នកទេ ដូច្នេះគ្រាន់តែបង្កើតកូដថ្មី ហើយបង់ក្នុងរយៈពេល 10 នាទីរបស់វា។ ប្រសិនបើប្រាក់បានចេញពីគណនីរបស់អ្នក ប៉ុន្តែការបង់ប្រាក់មិនទាន់បានបញ្ជាក់ សូមកុំបង់ម្តងទៀត៖ សូមផ្ញើអ៊ីមែលមកយើង ដោយប្រាប់ពីម៉ោង និងចំនួនទឹកប្រាក់ដែលបានបង់ ហើយយើងនឹងដោះស្រាយជូន។ អាសយដ្ឋានអ៊ីមែលរបស់យើង មាននៅលើទំព័រ «អំពីយើង» និងនៅខាងក្រោមនៃទំព័រនីមួយៗ។',
    },
    keywords: {
      en: ['QR expired', 'payment failed', 'paid but not confirmed', 'double payment', 'refresh QR', 'contact support'],
      km: ['QR ផុតកំណត់', 'បង់ប្រាក់មិនជោគជ័យ', 'បង់ហើយតែមិនបញ្ជាក់', 'បង់ពីរដង', 'ទាក់ទងយើង'],
    },
    links: ['/checkout', '/about-us'],
  },
  {
    id: 'pay-in-riel',
    group: 'delivery-payment',
    question: {
      en: 'Can I pay in riel?',
      km: 'តើខ្ញុំអាចបង់ប្រាក់ជារៀលបានទេ?',
    },
    answer: {
      en: 'Yes. At checkout choose US dollars (USD) or Cambodian riel (KHR); prices are set in dollars and converted at 4,000 riel per dollar, rounded to whole riel. You then pay that amount in the currency you chose, by cash on delivery or by KHQR.',
      km: 'បាន។ នៅពេលទូទាត់ប្រាក់ សូមជ្រើសរើសដុល្លារអាមេរិក (USD) ឬប្រាក់រៀល (KHR) ដោយតម្លៃត្រូវបានកំណត់ជាដុល្លារ ហើយប្តូរជារៀលតាមអត្រា 4,000 រៀលក្នុងមួយដុល្លារ ដោយបង្គ្រប់ជារៀលគត់។ បន្ទាប់មក អ្នកបង់ចំនួននោះជារូបិយប័ណ្ណដែលអ្នកបានជ្រើសរើស ដោយបង់ប្រាក់ពេលទទួលទំនិញ ឬតាម KHQR។',
    },
    keywords: {
      en: ['KHR', 'riel', 'currency at checkout', 'exchange rate', 'pay in dollars'],
      km: ['ប្រាក់រៀល', 'KHR', 'បង់ជារៀល', 'អត្រាប្តូរប្រាក់', 'បង់ជាដុល្លារ'],
    },
    links: ['/checkout'],
  },
  {
    id: 'tax-and-total',
    group: 'delivery-payment',
    question: {
      en: 'Is tax included in the prices?',
      km: 'តើតម្លៃបានរួមបញ្ចូលពន្ធហើយឬនៅ?',
    },
    answer: {
      en: 'No: prices are shown before tax, and a 5% tax on the subtotal is added at checkout, together with the delivery fee. Your total is the subtotal plus tax plus delivery, minus any promo discount, and checkout shows each amount before you pay.',
      km: 'ទេ៖ តម្លៃដែលបង្ហាញ មិនទាន់រួមបញ្ចូលពន្ធទេ ហើយពន្ធ 5% នៃសរុបរង នឹងត្រូវបូកបញ្ចូលនៅពេលទូទាត់ប្រាក់ រួមជាមួយថ្លៃដឹកជញ្ជូន។ ចំនួនសរុបរបស់អ្នក គឺសរុបរង បូកពន្ធ បូកថ្លៃដឹកជញ្ជូន ដកការបញ្ចុះតម្លៃពីលេខកូដប្រូម៉ូសិន (ប្រសិនបើមាន) ហើយទំព័រទូទាត់ប្រាក់បង្ហាញចំនួននីមួយៗ មុនពេលអ្នកបង់ប្រាក់។',
    },
    keywords: {
      en: ['VAT', 'tax', 'order total', 'hidden fees', 'how is the total calculated'],
      km: ['ពន្ធ', 'អាករ', 'ចំនួនសរុប', 'ថ្លៃលាក់កំបាំង', 'គណនាសរុប'],
    },
    links: ['/checkout'],
  },
  {
    id: 'cancel-order',
    group: 'delivery-payment',
    question: {
      en: 'Can I cancel my order?',
      km: 'តើខ្ញុំអាចបោះបង់ការបញ្ជាទិញបានទេ?',
    },
    answer: {
      en: 'Yes, while its status is still Pending: open the order from My orders or from the link in your confirmation e-mail and choose Cancel order. The items go back on sale, we e-mail you to confirm, and a KHQR payment is refunded. Once the order is being processed you can no longer cancel it on the site, so e-mail us and we will see what we can do.',
      km: 'បាន ខណៈពេលដែលស្ថានភាពរបស់វានៅតែ «កំពុងរង់ចាំ»៖ បើកការបញ្ជាទិញពីទំព័រ «ការបញ្ជាទិញរបស់ខ្ញុំ» ឬពីតំណក្នុងអ៊ីមែលបញ្ជាក់ ហើយចុច «បោះបង់ការបញ្ជាទិញ»។ ទំនិញនឹងត្រឡប់ទៅលក់វិញ យើងនឹងផ្ញើអ៊ីមែលបញ្ជាក់ទៅអ្នក ហើយប្រាក់ដែលបានបង់តាម KHQR នឹងត្រូវសងវិញ។ នៅពេលការបញ្ជាទិញកំពុងត្រូវបានរៀបចំ អ្នកមិនអាចបោះបង់វានៅលើគេហទំព័របានទៀតទេ ដូច្នេះសូមផ្ញើអ៊ីមែលមកយើង ហើយយើងនឹងពិនិត្យមើលអ្វីដែលយើងអាចធ្វើបាន។',
    },
    keywords: {
      en: ['cancel order', 'change my order', 'refund', 'order pending', 'wrong item ordered'],
      km: [
        'បោះបង់ការបញ្ជាទិញ',
        'លុបចោលការបញ្ជាទិញ',
        'ប្តូរការបញ្ជាទិញ',
        'សងប្រាក់វិញ',
        'កំពុងរង់ចាំ',
      ],
    },
    links: ['/orders', '/about-us'],
  },
  {
    id: 'track-my-order',
    group: 'delivery-payment',
    question: {
      en: 'How do I follow my order?',
      km: 'តើខ្ញុំតាមដានការបញ្ជាទិញរបស់ខ្ញុំដោយរបៀបណា?',
    },
    answer: {
      en: 'Every order gets an order number starting with CT- and a confirmation e-mail with a link to its page, where you can see its status from Pending to Delivered. With an account, all your orders are in My orders. If you ordered as a guest and lost the e-mail, use Find my order on the My orders page: enter the order number and your e-mail, and we send you the link again.',
      km: 'ការបញ្ជាទិញនីមួយៗ មានលេខការបញ្ជាទិញដែលចាប់ផ្តើមដោយ CT- និងអ៊ីមែលបញ្ជាក់ ដែលមានតំណទៅទំព័ររបស់វា ជាកន្លែងដែលអ្នកអាចមើលស្ថានភាព ចាប់ពី «កំពុងរង់ចាំ» រហូតដល់ «បានដឹកដល់»។ បើអ្នកមានគណនី ការបញ្ជាទិញទាំងអស់របស់អ្នក មាននៅក្នុង «ការបញ្ជាទិញរបស់ខ្ញុំ»។ ប្រសិនបើអ្នកបានបញ្ជាទិញជាភ្ញៀវ ហើយបាត់អ៊ីមែល សូមប្រើ «ស្វែងរកការបញ្ជាទិញរបស់ខ្ញុំ» នៅលើទំព័រ «ការបញ្ជាទិញរបស់ខ្ញុំ»៖ បញ្ចូលលេខការបញ្ជាទិញ និងអ៊ីមែលរបស់អ្នក ហើយយើងនឹងផ្ញើតំណនោះម្តងទៀត។',
    },
    keywords: {
      en: ['order status', 'track order', 'where is my order', 'order number', 'lost confirmation e-mail', 'find my order'],
      km: ['ស្ថានភាពការបញ្ជាទិញ', 'តាមដានការបញ្ជាទិញ', 'ទំនិញរបស់ខ្ញុំនៅឯណា', 'លេខការបញ្ជាទិញ', 'ស្វែងរកការបញ្ជាទិញ'],
    },
    links: ['/orders'],
  },
  {
    id: 'delivery-outside-cambodia',
    group: 'delivery-payment',
    question: {
      en: 'Do you deliver outside Cambodia?',
      km: 'តើអ្នកដឹកជញ្ជូនទៅក្រៅប្រទេសកម្ពុជាដែរឬទេ?',
    },
    answer: {
      en: 'No, we deliver only within Cambodia. Phnom Penh addresses can use same-day local delivery, and the rest of the country is served by J&T Express or Virak Buntham Express.',
      km: 'ទេ យើងដឹកជញ្ជូនតែនៅក្នុងប្រទេសកម្ពុជាប៉ុណ្ណោះ។ អាសយដ្ឋាននៅភ្នំពេញ អាចប្រើការដឹកជញ្ជូនក្នុងរាជធានីក្នុងថ្ងៃតែមួយ ហើយខេត្តផ្សេងទៀត ត្រូវបានដឹកជញ្ជូនដោយ J&T Express ឬ Virak Buntham Express។',
    },
    keywords: {
      en: ['international shipping', 'ship abroad', 'deliver to provinces', 'Siem Reap delivery', 'nationwide'],
      km: ['ដឹកទៅក្រៅប្រទេស', 'ដឹកទៅខេត្ត', 'ដឹកទៅសៀមរាប', 'ទូទាំងប្រទេស'],
    },
    links: ['/checkout'],
  },

  // ── Accounts ───────────────────────────────────────────────────────────────────────────────
  {
    id: 'do-i-need-an-account',
    group: 'accounts',
    question: {
      en: 'Do I need an account?',
      km: 'តើខ្ញុំត្រូវការគណនីដែរឬទេ?',
    },
    answer: {
      en: 'No: you can browse, plan a trip and even buy gear as a guest. A free account lets you save favorites and trip plans, see all your orders in one place and write reviews, and it fills in checkout from your profile.',
      km: 'មិនចាំបាច់ទេ៖ អ្នកអាចមើលគេហទំព័រ រៀបចំដំណើរ និងទិញសម្ភារៈជាភ្ញៀវបាន។ គណនីឥតគិតថ្លៃ អនុញ្ញាតឱ្យអ្នករក្សាទុកចំណូលចិត្ត និងផែនការធ្វើដំណើរ មើលការបញ្ជាទិញទាំងអស់របស់អ្នកនៅកន្លែងតែមួយ និងសរសេរមតិវាយតម្លៃ ហើយវាបំពេញព័ត៌មានពេលទូទាត់ប្រាក់ ពីប្រវត្តិរូបរបស់អ្នក។',
    },
    keywords: {
      en: ['why register', 'benefits of an account', 'sign up', 'is it free', 'guest'],
      km: ['ហេតុអ្វីត្រូវចុះឈ្មោះ', 'អត្ថប្រយោជន៍គណនី', 'ចុះឈ្មោះ', 'ឥតគិតថ្លៃ'],
    },
    links: ['/favorites', '/orders', '/plan'],
  },
  {
    id: 'create-an-account',
    group: 'accounts',
    question: {
      en: 'How do I create an account?',
      km: 'តើខ្ញុំបង្កើតគណនីដោយរបៀបណា?',
    },
    answer: {
      en: 'Choose Sign up at the top of any page and enter your e-mail address, and we send you a link that works once, for 60 minutes. Open it to add your name, a profile photo and a password of at least 8 characters. If the e-mail does not arrive within a few minutes, look in your spam folder. If a "Continue with" button is shown, you can also sign up with that account instead.',
      km: 'សូមចុច «ចុះឈ្មោះ» នៅខាងលើទំព័រណាមួយ ហើយបញ្ចូលអាសយដ្ឋានអ៊ីមែលរបស់អ្នក យើងនឹងផ្ញើតំណមួយដែលប្រើបានតែម្តង ក្នុងរយៈពេល 60 នាទី។ បើកតំណនោះ ដើម្បីបំពេញឈ្មោះ រូបថតប្រវត្តិរូប និងពាក្យសម្ងាត់យ៉ាងតិច 8 តួអក្សរ។ ប្រសិនបើអ៊ីមែលមិនមកដល់ក្នុងរយៈពេលពីរបីនាទី សូមពិនិត្យថតសារឥតបានការ (spam)។ ប្រសិនបើមានប៊ូតុង «បន្តជាមួយ» អ្នកក៏អាចចុះឈ្មោះដោយប្រើគណនីនោះជំនួសបានដែរ។',
    },
    keywords: {
      en: ['register', 'sign up', 'registration link', 'no e-mail received', 'create account', 'Google sign-in'],
      km: ['ចុះឈ្មោះ', 'បង្កើតគណនី', 'តំណចុះឈ្មោះ', 'មិនទទួលបានអ៊ីមែល', 'ចូលតាម Google'],
    },
    links: [],
  },
  {
    id: 'forgot-password',
    group: 'accounts',
    question: {
      en: 'I forgot my password. What do I do?',
      km: 'ខ្ញុំភ្លេចពាក្យសម្ងាត់។ តើខ្ញុំត្រូវធ្វើដូចម្តេច?',
    },
    answer: {
      en: 'Go to Forgot password (also linked from the login page), enter your account\u2019s e-mail address and open the link we send you within 60 minutes. Choose a new password with capital and small letters, a number and a symbol. If nothing arrives, check your spam folder; you can ask for a new link after 60 seconds.',
      km: 'សូមចូលទៅទំព័រ «ភ្លេចពាក្យសម្ងាត់» (មានតំណនៅទំព័រចូលគណនីផងដែរ) បញ្ចូលអាសយដ្ឋានអ៊ីមែលនៃគណនីរបស់អ្នក ហើយបើកតំណដែលយើងផ្ញើទៅ ក្នុងរយៈពេល 60 នាទី។ សូមជ្រើសរើសពាក្យសម្ងាត់ថ្មី ដែលមានអក្សរធំ អក្សរតូច លេខ និងនិមិត្តសញ្ញា។ ប្រសិនបើមិនទទួលបានអ្វីសោះ សូមពិនិត្យថតសារឥតបានការ (spam) ហើយអ្នកអាចស្នើសុំតំណថ្មីបាន បន្ទាប់ពី 60 វិនាទី។',
    },
    keywords: {
      en: ['reset password', 'forgot password', 'password link', 'cannot log in', 'change password'],
      km: ['ភ្លេចពាក្យសម្ងាត់', 'កំណត់ពាក្យសម្ងាត់ឡើងវិញ', 'តំណពាក្យសម្ងាត់', 'ចូលគណនីមិនបាន', 'ប្តូរពាក្យសម្ងាត់'],
    },
    links: ['/forgot-password'],
  },
  {
    id: 'login-locked',
    group: 'accounts',
    question: {
      en: "Why can't I log in right now?",
      km: 'ហេតុអ្វីបានជាខ្ញុំមិនអាចចូលគណនីបាននៅពេលនេះ?',
    },
    answer: {
      en: 'After 5 failed attempts within 15 minutes, sign-in for that e-mail address is paused for up to 15 minutes to protect your account, and a countdown shows when you can try again. If you are not sure of your password, reset it instead of guessing.',
      km: 'បន្ទាប់ពីព្យាយាមខុស 5 ដងក្នុងរយៈពេល 15 នាទី ការចូលគណនីសម្រាប់អាសយដ្ឋានអ៊ីមែលនោះ ត្រូវបានផ្អាករហូតដល់ 15 នាទី ដើម្បីការពារគណនីរបស់អ្នក ហើយការរាប់ថយក្រោយបង្ហាញពេលដែលអ្នកអាចព្យាយាមម្តងទៀត។ ប្រសិនបើអ្នកមិនប្រាកដពីពាក្យសម្ងាត់ សូមកំណត់វាឡើងវិញ ជំនួសឱ្យការទាយ។',
    },
    keywords: {
      en: ['account locked', 'too many login attempts', 'login failed', 'wrong password', 'try again later'],
      km: ['គណនីត្រូវបានចាក់សោ', 'ព្យាយាមចូលច្រើនដងពេក', 'ចូលគណនីបរាជ័យ', 'ពាក្យសម្ងាត់ខុស'],
    },
    links: ['/forgot-password'],
  },
  {
    id: 'stay-signed-in',
    group: 'accounts',
    question: {
      en: 'How long do I stay signed in?',
      km: 'តើខ្ញុំនៅក្នុងគណនីបានរយៈពេលប៉ុន្មាន?',
    },
    answer: {
      en: 'If you tick "Remember me for 30 days" when you log in, you stay signed in on that device for 30 days. Otherwise you are signed out when you close the browser or after 30 minutes without activity, which is safer on a shared computer.',
      km: 'ប្រសិនបើអ្នកធីក «ចងចាំខ្ញុំរយៈពេល 30 ថ្ងៃ» ពេលចូលគណនី អ្នកនឹងនៅក្នុងគណនីលើឧបករណ៍នោះ រយៈពេល 30 ថ្ងៃ។ បើមិនដូច្នោះទេ អ្នកនឹងត្រូវចាកចេញពីគណនី នៅពេលបិទកម្មវិធីរុករក ឬក្រោយ 30 នាទីដោយគ្មានសកម្មភាព ដែលមានសុវត្ថិភាពជាងនៅលើកុំព្យូទ័ររួម។',
    },
    keywords: {
      en: ['remember me', 'session expired', 'logged out automatically', 'stay logged in', 'shared computer'],
      km: ['ចងចាំខ្ញុំ', 'សម័យផុតកំណត់', 'ចាកចេញដោយស្វ័យប្រវត្តិ', 'នៅក្នុងគណនី'],
    },
    links: [],
  },
  {
    id: 'favorites',
    group: 'accounts',
    question: {
      en: 'How do favorites work?',
      km: 'តើចំណូលចិត្តដំណើរការយ៉ាងដូចម្តេច?',
    },
    answer: {
      en: 'Tap the heart on any place or product to save it to My favorites, where you can filter, search and share what you saved. Favorites need a free account: if you are not logged in, we ask you to log in and then add the item for you.',
      km: 'ចុចរូបបេះដូងនៅលើទីកន្លែង ឬផលិតផលណាមួយ ដើម្បីរក្សាទុកវាក្នុង «ចំណូលចិត្តរបស់ខ្ញុំ» ជាកន្លែងដែលអ្នកអាចតម្រង ស្វែងរក និងចែករំលែកអ្វីដែលអ្នកបានរក្សាទុក។ ចំណូលចិត្តតម្រូវឱ្យមានគណនីឥតគិតថ្លៃ៖ ប្រសិនបើអ្នកមិនទាន់ចូលគណនី យើងនឹងសុំឱ្យអ្នកចូលគណនី រួចបន្ថែមធាតុនោះជូនអ្នក។',
    },
    keywords: {
      en: ['wishlist', 'save a place', 'heart button', 'saved items', 'bookmarks'],
      km: ['បញ្ជីប្រាថ្នា', 'រក្សាទុកទីកន្លែង', 'ប៊ូតុងបេះដូង', 'របស់ដែលបានរក្សាទុក'],
    },
    links: ['/favorites'],
  },
  {
    id: 'switch-language',
    group: 'accounts',
    question: {
      en: 'How do I switch between English and Khmer?',
      km: 'តើខ្ញុំប្តូររវាងភាសាអង់គ្លេស និងភាសាខ្មែរដោយរបៀបណា?',
    },
    answer: {
      en: 'Use the English / ខ្មែរ switch at the top of every page, and your choice is remembered on this device. The e-mails we send you, such as order confirmations, come in the language you were using.',
      km: 'សូមប្រើប៊ូតុងប្តូរ English / ខ្មែរ នៅផ្នែកខាងលើនៃទំព័រនីមួយៗ ហើយជម្រើសរបស់អ្នកនឹងត្រូវបានចងចាំនៅលើឧបករណ៍នេះ។ អ៊ីមែលដែលយើងផ្ញើទៅអ្នក ដូចជាអ៊ីមែលបញ្ជាក់ការបញ្ជាទិញ ត្រូវបានសរសេរជាភាសាដែលអ្នកកំពុងប្រើ។',
    },
    keywords: {
      en: ['language', 'Khmer version', 'change language', 'English', 'translate'],
      km: ['ភាសា', 'ភាសាខ្មែរ', 'ប្តូរភាសា', 'ភាសាអង់គ្លេស'],
    },
    links: [],
  },
  {
    id: 'save-trip-plan',
    group: 'accounts',
    question: {
      en: 'Can I save my trip plan?',
      km: 'តើខ្ញុំអាចរក្សាទុកផែនការធ្វើដំណើររបស់ខ្ញុំបានទេ?',
    },
    answer: {
      en: 'Yes. From the planner\u2019s result you can save the plan to your account and reopen it later, download it as a PDF or print it. Saving to your account needs you to be logged in, while the PDF and printing work for everyone.',
      km: 'បាន។ ពីលទ្ធផលនៃកម្មវិធីរៀបចំដំណើរ អ្នកអាចរក្សាទុកផែនការក្នុងគណនីរបស់អ្នក ហើយបើកវាម្តងទៀតនៅពេលក្រោយ ទាញយកជាឯកសារ PDF ឬបោះពុម្ពវា។ ការរក្សាទុកក្នុងគណនី តម្រូវឱ្យអ្នកចូលគណនី ចំណែកឯកសារ PDF និងការបោះពុម្ព អាចប្រើបានសម្រាប់គ្រប់គ្នា។',
    },
    keywords: {
      en: ['save itinerary', 'download plan', 'PDF', 'print itinerary', 'saved plans'],
      km: ['រក្សាទុកផែនការ', 'ទាញយកផែនការ', 'PDF', 'បោះពុម្ពកម្មវិធីដំណើរ', 'ផែនការដែលបានរក្សាទុក'],
    },
    links: ['/plan'],
  },
  {
    id: 'edit-profile',
    group: 'accounts',
    question: {
      en: 'Can I change my name, photo or e-mail address?',
      km: 'តើខ្ញុំអាចប្តូរឈ្មោះ រូបថត ឬអាសយដ្ឋានអ៊ីមែលបានទេ?',
    },
    answer: {
      en: 'You can change your name, phone number, gender, photo and password in your profile. Your e-mail address cannot be changed.',
      km: 'អ្នកអាចប្តូរឈ្មោះ លេខទូរស័ព្ទ ភេទ រូបថត និងពាក្យសម្ងាត់ នៅក្នុងប្រវត្តិរូបរបស់អ្នក។ អាសយដ្ឋានអ៊ីមែលរបស់អ្នក មិនអាចប្តូរបានទេ។',
    },
    keywords: {
      en: ['edit profile', 'change name', 'profile photo', 'change e-mail', 'update phone number'],
      km: ['កែប្រវត្តិរូប', 'ប្តូរឈ្មោះ', 'រូបថតប្រវត្តិរូប', 'ប្តូរអ៊ីមែល', 'ប្តូរលេខទូរស័ព្ទ'],
    },
    links: [],
  },
];
