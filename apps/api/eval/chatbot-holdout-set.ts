/**
 * The chatbot's HELD-OUT evaluation set: 40 questions a traveller or shopper in Cambodia would ask
 * our guide, 20 in English and 20 in Khmer (one of them romanised), each with what a right answer
 * must contain. It measures whether the bot generalises to questions nobody tuned it on: it is
 * scored exactly like the blind set (chatbot-blind-check.ts judgeReply), with the same case type
 * and the same check vocabulary (chatbot-blind-set.ts).
 *
 * How and when it was written: in one sitting on 2026-11-29, by someone who had not seen the
 * chatbot's code (apps/api/src/modules/chatbot/, packages/shared/src/domain/chatbot/) or any of
 * its answers, and who neither ran the bot nor read any evaluation output. The author read only
 * the demo content the bot answers from (apps/api/src/db/seed/data/locations.json, hotels.json,
 * products.json, provinces.json, packages/shared/src/data/faq.ts and the delivery options), the
 * blind set's header, types and way of writing checks, and the judge (chatbot-blind-check.ts), so
 * that every check is true of the data and loose enough for any reasonable right answer. The
 * questions ask about other places, hotels, products and facts than the blind set (or a
 * different fact about the same one), phrased the way people type: typos ("kompong pluk",
 * "yeak loam", "phnom bakeng"), slang ("barang"), two questions in one, follow-ups that point
 * back ("the first one", "the villa one", "the cheaper one"), mixed Khmer and Latin script, and
 * questions nobody here can answer (tonight's tickets, today's crowds, tomorrow's ferry seats,
 * places abroad), where the right answer admits it and offers what we have.
 *
 * FROZEN after writing. This file is never edited to fit answers: not a question, not a check,
 * not an alternative. If our content changes so that a check becomes false about the data, retire
 * the case in a commit that says so (and why) and report the score on the remaining cases; do not
 * reword it.
 *
 * Kinds are those of the blind set (BLIND_KINDS): `direct`, `two-part`, `follow-up`,
 * `unknowable`, `shopping`, `trip`, `orders`.
 */
import type { ChatContextEntry } from '@camtour/shared/schemas/chatbot';
import type { BlindCase, Check } from './chatbot-blind-set';
import { faq, hotel, place, product } from './chatbot-eval-set';

// Small builders, as in the blind set, so a case reads as what it asks of the answer.
const t = (...alternatives: string[]): Check => ({ text_any: alternatives });
const link = (...hrefs: string[]): Check => ({ link_to: hrefs });
const any = (...checks: Check[]): Check => ({ any: checks });
const usd = (dollars: number): Check => ({ usd: dollars });
const num = (value: number): Check => ({ number: value });
const planner = (days: 1 | 2 | 3, party_size: number, nights?: number): Check => ({
  planner_total: nights === undefined ? { days, party_size } : { days, party_size, nights },
});
const ADMITS: Check = { admits: true };
const OFFERS: Check = { offers: true };
/** A product page among the links: wrong where nobody asked to shop. */
const PRODUCT_LINK: Check = { link_prefix: '/product/detail/' };
/** Where one finds one's own order. */
const ORDER_LOOKUP = link('/orders', faq('track-my-order'));
const user = (content: string): ChatContextEntry => ({ role: 'user', content });
const guide = (content: string): ChatContextEntry => ({ role: 'assistant', content });

/** The place, by a link to its page or by one of its names in the text. */
const atPlace = (slug: string, ...names: string[]) => any(link(place(slug)), t(...names));
const atHotel = (slug: string, ...names: string[]) => any(link(hotel(slug)), t(...names));
const isProduct = (code: string, ...names: string[]) => any(link(product(code)), t(...names));

/** Both parts, and half for either one. */
function twoParts(a: Check, b: Check): Pick<BlindCase, 'must' | 'half'> {
  return { must: [a, b], half: [any(a, b)] };
}

const EN: BlindCase[] = [
  // ── direct ──────────────────────────────────────────────────────────────────────────────
  {
    id: 'ho-en-bakheng-limit',
    lang: 'en',
    kind: 'direct',
    message: 'heard phnom bakeng has a limit on people at sunset, how many can go up at once?',
    must: [num(300)],
    half: [atPlace('phnom-bakheng', 'Bakheng')],
  },
  {
    id: 'ho-en-kompong-phluk-april',
    lang: 'en',
    kind: 'direct',
    message:
      "we're in siem reap in april - is the kompong pluk stilt village boat trip worth it then?",
    must: [
      atPlace('kompong-phluk', 'Kompong Phluk'),
      t('shallow', 'by road', 'low water', 'water is low', 'lowest', 'August', 'January'),
    ],
    half: [atPlace('kompong-phluk', 'Kompong Phluk')],
  },
  {
    id: 'ho-en-kulen-fee-barang',
    lang: 'en',
    kind: 'direct',
    message: 'kulen mountain entrance fee for barang (foreigners)?? how much',
    must: [usd(20)],
    half: [atPlace('phnom-kulen', 'Kulen')],
  },
  {
    id: 'ho-en-kids-pass',
    lang: 'en',
    kind: 'direct',
    message: 'do my kids need their own angkor pass? they are 7 and 10',
    must: [
      t(
        'under 12',
        'under-12',
        'under the age of 12',
        'younger than 12',
        'below 12',
        'aged under 12',
        'under twelve',
        'younger than twelve',
      ),
    ],
    must_not: [PRODUCT_LINK],
  },

  // ── two-part ────────────────────────────────────────────────────────────────────────────
  {
    id: 'ho-en-yeak-laom-swim-distance',
    lang: 'en',
    kind: 'two-part',
    message: 'yeak loam lake in ratanakiri - can u swim in it, and how far is it from banlung?',
    ...twoParts(
      t(
        'platform',
        'you can swim',
        'can swim',
        'swim from',
        'swimming from',
        'good for swimming',
        'places to swim',
        'great for swimming',
      ),
      t('5 km', '5km', 'five km', 'five kilomet', '5 kilomet'),
    ),
    must_not: [t("can't swim", 'cannot swim', 'swimming is not allowed', 'no swimming')],
  },
  {
    id: 'ho-en-late-pass-sunset',
    lang: 'en',
    kind: 'two-part',
    message:
      'if I buy the angkor ticket at like 5pm can I still go in for sunset that evening? does that use up one of my days?',
    ...twoParts(
      t(
        'yes',
        'lets you in',
        'let you in',
        'can enter',
        'can go in',
        'can get in',
        'that evening',
        'same evening',
        'that night',
      ),
      t(
        'next day',
        'following day',
        'day after',
        'starts counting',
        'start counting',
        'counts from',
        'from tomorrow',
        'does not use',
        "doesn't use",
        "won't use",
      ),
    ),
  },

  // ── shopping ────────────────────────────────────────────────────────────────────────────
  {
    id: 'ho-en-filter-bottle-viruses',
    lang: 'en',
    kind: 'shopping',
    message: 'will your filter bottle protect me from viruses if i fill it from rivers?',
    must: [
      t(
        'not remove viruses',
        "n't remove viruses",
        'not filter viruses',
        "n't filter viruses",
        'not kill viruses',
        "n't kill viruses",
        'not protect against viruses',
        "n't protect against viruses",
        'not against viruses',
        'no protection against viruses',
        'not viruses',
        'only bacteria and protozoa',
        'bacteria and protozoa, not',
        'viruses are not',
        "viruses aren't",
      ),
    ],
    half: [isProduct('CT-BOT-003', 'Filter Bottle')],
  },
  {
    id: 'ho-en-lightest-tent',
    lang: 'en',
    kind: 'shopping',
    message: 'whats ur lightest tent? going solo trekking in the cardamoms next month',
    must: [isProduct('CT-TEN-003', 'Featherline'), t('780 g', '780g', '780 gram', '0.78 kg')],
    half: [isProduct('CT-TEN-003', 'Featherline')],
  },
  {
    id: 'ho-en-kapok-pillow-stock',
    lang: 'en',
    kind: 'shopping',
    message: 'do u still have the kapok pillow? I want 2 of them',
    must: [
      t(
        'out of stock',
        'sold out',
        'not in stock',
        'no stock',
        'none left',
        'none in stock',
        '0 left',
        'unavailable',
        'not available',
        "isn't available",
        'none available',
        'no longer available',
      ),
    ],
    half: [isProduct('CT-PIL-002', 'Kapok')],
  },

  // ── orders ──────────────────────────────────────────────────────────────────────────────
  {
    id: 'ho-en-khqr-paid-not-confirmed',
    lang: 'en',
    kind: 'orders',
    message:
      'paid the khqr for my order, money already left my ABA account but checkout still says waiting for payment?? should i pay again',
    must: [any(link('/about-us', faq('khqr-payment-problems')), t('e-mail', 'email', 'contact'))],
    must_not: [PRODUCT_LINK],
  },
  {
    id: 'ho-en-tax-at-checkout',
    lang: 'en',
    kind: 'orders',
    message: 'are ur gear prices incl tax or does something get added at the end? how much',
    ...twoParts(
      t('5%', '5 %', '5 percent', 'five percent', '5 per cent'),
      t(
        'before tax',
        'not included',
        'excluded',
        'exclude',
        'on top',
        'added at checkout',
        'at checkout',
        'not in the price',
        "don't include",
        'do not include',
      ),
    ),
    must_not: [PRODUCT_LINK],
  },

  // ── trip ────────────────────────────────────────────────────────────────────────────────
  {
    id: 'ho-en-day-trip-couple',
    lang: 'en',
    kind: 'trip',
    message: 'how much for one day at angkor for me n my gf, all in?',
    must: [planner(1, 2)],
    half: [link('/plan')],
  },

  // ── unknowable ──────────────────────────────────────────────────────────────────────────
  {
    id: 'ho-en-phare-tonight',
    lang: 'en',
    kind: 'unknowable',
    message: 'is the phare circus sold out tonight? we want 2 tickets for the show',
    must: [ADMITS, OFFERS],
    half: [atPlace('phare-circus', 'Phare')],
  },
  {
    id: 'ho-en-kulen-waterfall-now',
    lang: 'en',
    kind: 'unknowable',
    message:
      "is there actually water in the kulen waterfall right now? don't want to drive 50km for a trickle",
    must: [ADMITS, OFFERS],
    half: [atPlace('phnom-kulen', 'Kulen')],
  },
  {
    id: 'ho-en-bali-beaches',
    lang: 'en',
    kind: 'unknowable',
    message: 'which beach in bali would you recommend for a week of surfing?',
    must: [ADMITS, OFFERS],
    half: [any(link(place('koh-rong'), place('otres-beach')), t('Koh Rong', 'Otres'))],
  },

  // ── follow-up ───────────────────────────────────────────────────────────────────────────
  {
    id: 'ho-en-follow-roluos-pass',
    lang: 'en',
    kind: 'follow-up',
    context: [
      user('any temples near siem reap that are quiet, no tour buses?'),
      guide(
        'Try the Roluos Group, 13 km south-east of town: Bakong, Preah Ko and Lolei, rural and calm. Preah Khan on the grand circuit also feels like a calmer, larger Ta Prohm.',
      ),
    ],
    message: 'is the first one on the normal angkor ticket or do i pay extra?',
    must: [
      t(
        'covered',
        'included',
        'valid',
        'no extra',
        'nothing extra',
        "don't need to pay",
        'do not need to pay',
        "don't pay",
        'part of the',
      ),
    ],
    half: [atPlace('roluos-bakong', 'Roluos', 'Bakong')],
    must_not: [t('not covered', 'not included', "isn't covered", "isn't included", 'not part of')],
  },
  {
    id: 'ho-en-follow-villa-pool-yoga',
    lang: 'en',
    kind: 'follow-up',
    context: [
      user('somewhere quiet on the river? boutique, not a big hotel'),
      guide(
        'Frangipani River House has twelve rooms in a restored colonial villa facing the Siem Reap river. Wat Bo Lane Guesthouse has tidy rooms around a leafy courtyard near the riverside.',
      ),
    ],
    message: 'does the villa one have a pool? and do they do yoga or anything',
    must: [t('pool'), t('yoga')],
    half: [atHotel('frangipani-river-house', 'Frangipani')],
    must_not: [
      t(
        'no pool',
        "doesn't have a pool",
        'does not have a pool',
        'without a pool',
        'no yoga',
        "n't offer yoga",
        'not offer yoga',
      ),
    ],
  },
  {
    id: 'ho-en-follow-mat-thickness',
    lang: 'en',
    kind: 'follow-up',
    context: [
      user('need a sleeping mat for mondulkiri, nights get cold right?'),
      guide(
        'Yes, hill nights there can be cool. Airstream Insulated Sleeping Pad ($79.90, R 4.2) or Sen Monorom Self-Inflating Mat ($54.90, R 3.5).',
      ),
    ],
    message: 'is the cheaper one thicker or thinner?',
    must: [t('thinner', '5 cm', '5cm', '5 centimet')],
    half: [isProduct('CT-MAT-002', 'Sen Monorom')],
  },
  {
    id: 'ho-en-follow-faster-courier',
    lang: 'en',
    kind: 'follow-up',
    context: [
      user('i live in kampot, how do i pay for an order?'),
      guide(
        'Outside Phnom Penh, orders go by J&T Express or Virak Buntham Express and are paid in advance with Bakong KHQR.',
      ),
    ],
    message: 'which of those 2 is quicker?',
    must: [t('Virak Buntham', 'Virak'), t('1 to 2', '1-2', '1 or 2')],
    half: [t('1 to 2', '1-2', '1 or 2', '1 to 3', '1-3')],
    must_not: [PRODUCT_LINK],
  },
  {
    id: 'ho-en-follow-trip-six',
    lang: 'en',
    kind: 'follow-up',
    context: [
      user('2 days in siem reap just me, what would that cost?'),
      guide(
        'Our trip planner prices a 2-day Siem Reap trip for one traveller: the bus there and back, a hotel night, meals, tuk-tuks and the temple pass.',
      ),
    ],
    message: 'ok what about 6 of us, still 1 night?',
    must: [planner(2, 6, 1)],
    half: [link('/plan')],
  },
];

const KM: BlindCase[] = [
  // ── direct ──────────────────────────────────────────────────────────────────────────────
  {
    id: 'ho-km-kep-park-loop',
    lang: 'km',
    kind: 'direct',
    message: 'ផ្លូវដើរជុំវិញឧទ្យានជាតិកែប វែងប៉ុន្មានគីឡូម៉ែត្រ?',
    must: [t('8 គីឡូ', '8 គ.ម', 'ប្រាំបីគីឡូ', 'ប្រាំបី គីឡូ', '8 km', '8km', '8 kilomet')],
    half: [atPlace('kep-national-park', 'ឧទ្យានជាតិកែប', 'Kep National Park')],
  },
  {
    id: 'ho-km-national-museum-opens',
    lang: 'km',
    kind: 'direct',
    message: 'សារមន្ទីរជាតិ ក្បែរវាំងនៅភ្នំពេញ បើកទ្វារម៉ោងប៉ុន្មាន?',
    must: [t('8 ព្រឹក', 'ម៉ោង 8', '8:00', '8 am', '8am', '8 a.m.')],
    half: [atPlace('national-museum-phnom-penh', 'សារមន្ទីរជាតិកម្ពុជា', 'National Museum of Cambodia')],
  },
  {
    id: 'ho-km-bousra-distance',
    lang: 'km',
    kind: 'direct',
    message: 'ទឹកធ្លាក់ប៊ូស្រា ពីក្រុងសែនមនោរម្យទៅឆ្ងាយប៉ុន្មាន?',
    must: [t('40 គីឡូ', '40 គ.ម', '40 km', '40km', 'សែសិបគីឡូ', 'មួយម៉ោង', '1 ម៉ោង', 'an hour', '1 hour')],
    half: [atPlace('bousra-waterfall', 'ប៊ូស្រា', 'Bousra')],
  },
  {
    id: 'ho-km-koh-rong-best-beach',
    lang: 'km',
    kind: 'direct',
    message: 'ទៅកោះរ៉ុង ឆ្នេរណាដែលស្អាតជាងគេ ខ្សាច់ស ទឹកថ្លា?',
    must: [t('ឆ្នេរវែង', 'ឡុងប៊ីច', 'ឡុងប៊ិច', 'Long Beach')],
    half: [atPlace('koh-rong', 'កោះរ៉ុង', 'Koh Rong')],
  },
  {
    id: 'ho-km-romanised-kampot-fireflies',
    lang: 'km',
    kind: 'direct',
    message: 'Kampot chih tuk meul ampil ampek pel yub tlai ponman?',
    must: [usd(8)],
    half: [atPlace('kampot-riverside', 'មាត់ទន្លេកំពត', 'Kampot Riverside', 'អំពិលអំពែក', 'firefl')],
  },

  // ── two-part ────────────────────────────────────────────────────────────────────────────
  {
    id: 'ho-km-beng-mealea-distance-time',
    lang: 'km',
    kind: 'two-part',
    message: 'ប្រាសាទបឹងមាលា ពីក្រុងសៀមរាបឆ្ងាយប៉ុន្មានគីឡូ? ជិះឡានអស់ប៉ុន្មានម៉ោង?',
    ...twoParts(
      num(68),
      t('ម៉ោងកន្លះ', '1.5 ម៉ោង', '1,5 ម៉ោង', '90 នាទី', '1.5 hour', 'hour and a half', '90 min'),
    ),
  },
  {
    id: 'ho-km-bakheng-climb-sunset',
    lang: 'km',
    kind: 'two-part',
    message: 'ឡើងភ្នំបាខែង ដើរប៉ុន្មាននាទីទើបដល់កំពូល? ចង់មើលថ្ងៃលិច ត្រូវទៅដល់ម៉ោងប៉ុន្មាន?',
    ...twoParts(
      t('20 នាទី', '20នាទី', 'ម្ភៃនាទី', '20 min'),
      t('4:30', '4.30', '16:30', '4 កន្លះ', 'បួនកន្លះ'),
    ),
  },

  // ── shopping ────────────────────────────────────────────────────────────────────────────
  {
    id: 'ho-km-stove-gas-included',
    lang: 'km',
    kind: 'shopping',
    message: 'ចង្ក្រានហ្គាសតូចៗដែលហាងលក់ ទិញហើយមានហ្គាសមកជាមួយទេ?',
    must: [
      t(
        'ដាច់ដោយឡែក',
        'ដាច់ពីគ្នា',
        'មិនរួម',
        'មិនភ្ជាប់',
        'មិនមានហ្គាស',
        'មិនមានកំប៉ុង',
        'គ្មានហ្គាស',
        'ត្រូវទិញ',
        'sold separately',
        'not included',
      ),
    ],
    half: [isProduct('CT-EQP-001', 'ចង្ក្រានហ្គាសខ្នាតហោប៉ៅ', 'Pocket Canister Stove')],
  },
  {
    id: 'ho-km-biggest-backpack',
    lang: 'km',
    kind: 'shopping',
    message: 'កាបូបស្ពាយធំជាងគេនៅហាង ដាក់បានប៉ុន្មានលីត្រ? ថ្លៃប៉ុន្មាន?',
    must: [num(65), usd(189)],
    half: [isProduct('CT-TRK-009', 'បេសកកម្ម', 'Expedition')],
  },
  {
    id: 'ho-km-steel-bottle-cold-hours',
    lang: 'km',
    kind: 'shopping',
    message: 'ដបទឹកដែកអ៊ីណុក Trailvane រក្សាទឹកកកឱ្យត្រជាក់បានប៉ុន្មានម៉ោង?',
    must: [num(24)],
    half: [isProduct('CT-BOT-001', 'រក្សាត្រជាក់', 'Insulated Steel Bottle')],
  },

  // ── orders ──────────────────────────────────────────────────────────────────────────────
  {
    id: 'ho-km-khqr-expiry',
    lang: 'km',
    kind: 'orders',
    message: 'បង់តាម KHQR កូដនោះប្រើបានប៉ុន្មាននាទី? បើផុតម៉ោងហើយត្រូវធ្វើម៉េច?',
    ...twoParts(
      t('10 នាទី', '10នាទី', 'ដប់នាទី', '10 min'),
      t('កូដថ្មី', 'បង្កើតថ្មី', 'បង្កើតកូដ', 'new code', 'new one', 'generate'),
    ),
    must_not: [PRODUCT_LINK],
  },
  {
    id: 'ho-km-guest-lost-email',
    lang: 'km',
    kind: 'orders',
    message: 'ខ្ញុំទិញជាភ្ញៀវ គ្មានគណនីទេ ហើយលុបអ៊ីមែលបញ្ជាក់ចោលបាត់ តើមើលការបញ្ជាទិញ CT-3XW8K7PD វិញយ៉ាងម៉េច?',
    must: [ORDER_LOOKUP],
    must_not: [PRODUCT_LINK],
  },

  // ── trip ────────────────────────────────────────────────────────────────────────────────
  {
    id: 'ho-km-family-five-trip',
    lang: 'km',
    kind: 'trip',
    message: 'គ្រួសារខ្ញុំ ៥ នាក់ ចង់ទៅលេងសៀមរាប ៣ ថ្ងៃ ២ យប់ ត្រូវត្រៀមថវិកាប៉ុន្មាន?',
    must: [planner(3, 5, 2)],
    half: [link('/plan')],
  },

  // ── unknowable ──────────────────────────────────────────────────────────────────────────
  {
    id: 'ho-km-angkor-crowd-now',
    lang: 'km',
    kind: 'unknowable',
    message: 'ឥឡូវនេះនៅប្រាសាទអង្គរវត្ត មនុស្សច្រើនទេ?',
    must: [ADMITS, OFFERS],
    half: [atPlace('angkor-wat', 'អង្គរវត្ត', 'Angkor Wat')],
  },
  {
    id: 'ho-km-ferry-seats-tomorrow',
    lang: 'km',
    kind: 'unknowable',
    message: 'ស្អែកកាណូតទៅកោះរ៉ុង នៅសល់កៅអីទំនេរទេ?',
    must: [ADMITS, OFFERS],
    half: [atPlace('koh-rong', 'កោះរ៉ុង', 'Koh Rong')],
  },
  {
    id: 'ho-km-vientiane',
    lang: 'km',
    kind: 'unknowable',
    message: 'ទៅលេងវៀងចន្ទន៍ ប្រទេសឡាវ មានកន្លែងណាល្អៗខ្លះ?',
    must: [ADMITS, OFFERS],
  },

  // ── follow-up ───────────────────────────────────────────────────────────────────────────
  {
    id: 'ho-km-follow-prek-toal-boat',
    lang: 'km',
    kind: 'follow-up',
    context: [
      user('ខ្ញុំចូលចិត្តមើលសត្វស្លាប នៅជិតសៀមរាបមានកន្លែងណាទេ?'),
      guide('មានជម្រកសត្វស្លាបព្រែកទាល់ នៅបឹងទន្លេសាប ជាកន្លែងដែលសត្វទុង ក្រសា និងសត្វត្រដក់ធំ ធ្វើសំបុកក្នុងព្រៃលិចទឹក។'),
    ],
    message: 'ទៅទីនោះត្រូវជិះទូកចេញពីកន្លែងណា? ហើយខែណាល្អជាងគេ?',
    ...twoParts(t('ចុងឃ្នៀស', 'Chong Kneas'), t('ធ្នូ', 'មេសា', 'December', 'April')),
  },
  {
    id: 'ho-km-follow-homestay-price-veg',
    lang: 'km',
    kind: 'follow-up',
    context: [
      user('ចង់ស្នាក់នៅជាមួយគ្រួសារអ្នកភូមិ នៅសៀមរាប មានទេ?'),
      guide(
        'មាន៖ ផ្ទះស្នាក់គ្រួសារស្រះឈូក នៅភូមិមួយជាយក្រុង ក្បែរស្រះឈូក។ អ្នកញ៉ាំបាយជាមួយគ្រួសារម្ចាស់ផ្ទះ ហើយម្ចាស់ផ្ទះនាំជិះកង់លេងតាមជនបទ។',
      ),
    ],
    message: 'មួយយប់ថ្លៃប៉ុន្មាន? ខ្ញុំញ៉ាំបួស តើមានម្ហូបបួសទេ?',
    ...twoParts(
      any(usd(12), usd(15), t('12 ទៅ 15', '12 ដល់ 15', '12-15', '12 to 15')),
      t('ម្ហូបបួស', 'vegetarian', 'vegan', 'មិនប្រើផលិតផលសត្វ'),
    ),
    must_not: [t('មិនមានម្ហូបបួស', 'គ្មានម្ហូបបួស', 'no vegetarian')],
  },
  {
    id: 'ho-km-follow-hammock-no-trees',
    lang: 'km',
    kind: 'follow-up',
    context: [
      user('អង្រឹងមានប្រភេទណាខ្លះ?'),
      guide(
        'យើងមាន៖ អង្រឹងព្រៃមានមុង Kampot (44.90 ដុល្លារ) អង្រឹងនីឡុង Classic (18.90 ដុល្លារ) និងឈុតអង្រឹង និងជើងទ្រដែក (139 ដុល្លារ)។',
      ),
    ],
    message: 'នៅផ្ទះខ្ញុំគ្មានដើមឈើចងទេ យកមួយណាល្អ? ហើយវាធ្ងន់ប៉ុន្មាន?',
    must: [
      isProduct('CT-HAM-003', 'ជើងទ្រ', 'Steel Stand', 'Freestanding'),
      t('12 គីឡូ', '12 គ.ក', '12 kg', '12kg'),
    ],
    half: [isProduct('CT-HAM-003', 'ជើងទ្រ', 'Steel Stand', 'Freestanding')],
  },
  {
    id: 'ho-km-follow-elephant-ride-age',
    lang: 'km',
    kind: 'follow-up',
    context: [
      user('ចង់ទៅមើលដំរីនៅមណ្ឌលគិរី'),
      guide(
        'នៅជ្រលងដំរី ក្បែរក្រុងសែនមនោរម្យ ដំរីចាស់ៗដែលធ្លាប់ធ្វើការ បានចូលនិវត្តន៍ក្នុងព្រៃ ហើយគម្រោងនេះដំណើរការជាមួយគ្រួសារជនជាតិព្នង។',
      ),
    ],
    message: 'អាចជិះខ្នងដំរីបានទេ? ហើយកូនខ្ញុំអាយុ ៦ ឆ្នាំ ទៅជាមួយបានទេ?',
    ...twoParts(
      t(
        'មិនជិះ',
        'មិនអាចជិះ',
        'មិនអនុញ្ញាតឱ្យជិះ',
        'ហាមជិះ',
        'គ្មានការជិះ',
        'មិនមានការជិះ',
        'not ride',
        'no riding',
        "don't ride",
        'do not ride',
        "can't ride",
        'cannot ride',
      ),
      t('8 ឆ្នាំ', '8ឆ្នាំ', 'អាយុ 8', '8 years', 'age 8', 'aged 8', 'age of 8'),
    ),
  },
];

export const HOLDOUT_CASES: readonly BlindCase[] = [...EN, ...KM];
