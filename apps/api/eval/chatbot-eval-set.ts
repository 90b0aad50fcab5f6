/**
 * The chatbot's evaluation set (issue 15 part 6): questions as travellers type them, half in
 * English and half in Khmer, each with what a right answer must contain. `npm run eval:chatbot`
 * (chatbot-eval.ts) asks them of the real app; test/chatbot-eval-set.test.ts checks the set itself.
 *
 * An expectation is what the traveller needs from the answer, not what one engine happens to say:
 * a fact they asked for (the temple pass prices, the delivery times), a link to the page they
 * will open next (the place, the product, the planner), or an honest "I don't know" with the
 * closest things we have. Fix one only when it is wrong about our data, never to make a reply
 * pass.
 *
 * Text is compared after normalising both sides (chatbot-eval-check.ts): case, Khmer digits (៥ is
 * 5), dashes (– is -), apostrophes, and thousands separators (4,000 and ៤ ០០០ are 4000).
 */
import { FAQ } from '@camtour/shared/data/faq';
import type { Lang } from '@camtour/shared/constants';
import type { ChatContextEntry, ChatbotLocation } from '@camtour/shared/schemas/chatbot';
import hotelRows from '../src/db/seed/data/hotels.json';
import locationRows from '../src/db/seed/data/locations.json';
import productRows from '../src/db/seed/data/products.json';

export const EVAL_TAGS = [
  /** One of the 20 quick questions (data/chatbot-suggestions.ts). */
  'quick',
  /** One of the 4 suggestions of a city context. */
  'suggestion',
  'typo',
  'follow-up',
  'unknown',
  'planner',
  'shop',
  'location-context',
  'faq',
  'place',
  'hotel',
  /** Khmer with Latin words in it, or a language other than the page's. */
  'mixed',
] as const;
export type EvalTag = (typeof EVAL_TAGS)[number];

/** Alternatives: any one of them is enough. */
export type TextAlternatives = string | readonly string[];

export interface EvalExpect {
  /** At least one of these hrefs is among the reply's links. */
  links_any?: readonly string[];
  /** Every one of these hrefs is among the reply's links. */
  links_all?: readonly string[];
  /** At least `count` different hrefs of `of` are among the reply's links ("recommend a few"). */
  links_min?: { of: readonly string[]; count: number };
  /** No reply link starts with any of these (e.g. no Siem Reap hotel offered as a Kampot one). */
  links_none?: readonly string[];
  /** At least one of these is in the message. */
  text_any?: readonly string[];
  /** Each item is in the message; an item that is a list is satisfied by any one of its entries. */
  text_all?: readonly TextAlternatives[];
  /** None of these is in the message. */
  text_none?: readonly string[];
  /**
   * An honest "I don't know": the message holds one of UNKNOWN_MARKERS of its language
   * (data/chatbot-honesty.ts) and the reply offers something instead (a link or a suggestion).
   */
  unknown?: true;
  /**
   * The message names the total the trip planner gives for this trip: generateRecommendation of
   * plannerQuoteInput(days, party_size) (domain/chat-planner.ts). A question that names no group
   * is priced for one traveller, since "how much" then means "how much for me".
   */
  price_from_planner?: { days: 1 | 2 | 3; party_size: number };
}

export interface EvalCase {
  id: string;
  /** The language of the question, which the reply must be in. */
  lang: Lang;
  message: string;
  /** The conversation so far, as the widget sends it back (plain text, links as their labels). */
  context?: readonly ChatContextEntry[];
  /** The city context chosen on the page. */
  location?: ChatbotLocation;
  /** The page's language, sent as `lang`; absent means the widget sent none. */
  page_lang?: Lang;
  tags: readonly EvalTag[];
  expect: EvalExpect;
}

// Seed rows get serial ids in file order from 1 (seed-travel.ts, seed-catalog.ts): a place is
// named by its slug here, and the runner checks each id against the API before it starts.
function idOf(rows: readonly { slug?: string; code?: string }[], key: string, what: string) {
  const i = rows.findIndex((r) => r.slug === key || r.code === key);
  if (i < 0) throw new Error(`chatbot-eval-set: no ${what} "${key}" in the seed data`);
  return i + 1;
}
export const place = (slug: string) => `/location/detail/${idOf(locationRows, slug, 'place')}`;
export const hotel = (slug: string) => `/siem-reap/hotels/${idOf(hotelRows, slug, 'hotel')}`;
export const product = (code: string) => `/product/detail/${idOf(productRows, code, 'product')}`;
export function faq(id: string): string {
  if (!FAQ.some((f) => f.id === id)) throw new Error(`chatbot-eval-set: no FAQ entry "${id}"`);
  return `/faq#${id}`;
}

const ALL_HOTELS = hotelRows.map((h) => hotel(h.slug));
/** Hostels, guesthouses and the homestay: rooms from about $8 to $30 a night. */
const CHEAP_HOTELS = hotelRows
  .filter((h) => ['hostel', 'guesthouse'].includes(h.type))
  .map((h) => hotel(h.slug));
const HIKING_PLACES = locationRows
  .filter((l) => l.tags.includes('hiking'))
  .map((l) => place(l.slug));
const TENTS = productRows.filter((p) => p.category === 'camping-tents').map((p) => product(p.code));
const TENT_PRICES = productRows
  .filter((p) => p.category === 'camping-tents')
  .map((p) => p.price.replace(/\.00$/, ''));
const HEADLAMPS = [product('CT-TRK-005'), product('CT-TRK-006')];
/** The bags for cool hill nights: 10 °C, 5 °C and the double; not the tropical liner. */
const WARM_SLEEPING_BAGS = [product('CT-SLB-001'), product('CT-SLB-002'), product('CT-SLB-004')];
const BATTAMBANG = [place('battambang-bamboo-train'), place('phnom-sampeau'), place('wat-banan')];
const PHNOM_PENH = [place('royal-palace-phnom-penh'), place('national-museum-phnom-penh')];
const BIG_TEMPLES = [
  place('angkor-wat'),
  place('bayon-angkor-thom'),
  place('ta-prohm'),
  place('banteay-srei'),
];
const KAMPOT = [
  place('kampot-pepper-farms'),
  place('kampot-riverside'),
  place('bokor-national-park'),
];

// Facts both languages share (from faq.ts and the seed data), so a pair of cases cannot disagree.
const ANGKOR_WAT_OPENS = { en: ['5:00', '5 am', '5am', '5 a.m.'], km: ['5:00', '5 ព្រឹក'] };
const PASS_LINKS = [faq('angkor-pass-prices'), place('angkor-wat'), '/plan'];
const HOURS_LINKS = [faq('temple-opening-hours'), faq('angkor-wat-sunrise'), place('angkor-wat')];
const VISA_LINKS = [faq('do-i-need-a-visa'), faq('e-visa'), faq('visa-on-arrival')];
const TUK_TUK_LINKS = [faq('tuk-tuk-fares'), faq('getting-around-temples')];
const DELIVERY_LINKS = [faq('delivery-options'), faq('delivery-outside-cambodia'), '/checkout'];
const RIEL_LINKS = [faq('pay-in-riel'), faq('which-currency')];
/**
 * "Can I pay with US dollars?" among the travel questions is about money in Cambodia (dollars
 * everywhere, change in riel), not about our checkout's currency choice.
 */
const CASH_LINKS = [faq('which-currency'), faq('atms-and-cards')];
const FOOD_LINKS = [faq('khmer-dishes-to-try')];
const BEST_TIME_LINKS = [faq('best-time-to-visit'), faq('rainy-season-travel')];
/** Where a traveller goes to plan getting to Siem Reap when we cannot book the flight. */
const FLIGHT_ALTERNATIVES = [faq('getting-to-siem-reap'), '/plan'];
/** We sell no surfboards: the shop, and the beaches we know. */
const SURF_ALTERNATIVES = ['/product', place('koh-rong'), place('otres-beach')];
/** Koh Ker is not in our data: the temples we have, or all places. */
const KOH_KER_ALTERNATIVES = [
  '/adventure',
  ...locationRows.filter((l) => l.category === 'temples').map((l) => place(l.slug)),
  faq('day-trips-from-siem-reap'),
  faq('beyond-siem-reap'),
];
/**
 * We list hotels in Siem Reap only: for Kampot, what helps is its places and the homestay answer
 * (Siem Reap hotels may be named too, as long as the reply says where they are).
 */
const KAMPOT_STAY_ALTERNATIVES = [...KAMPOT, faq('homestays-and-camping'), '/adventure'];

// The replies a follow-up is asked after, as the widget sends them back: plain text written like
// a grounded answer. They carry no prices or times, so the follow-up has to be answered from data.
const KAMPOT_REPLY = {
  en: 'Kampot is a quiet riverside town in the south, known for its pepper. Places to see:\n- Kampot Pepper Farms: family farms growing the famous pepper, with tours and tastings\n- Kampot Riverside: French shophouses along the Praek Tuek Chhu river, with sunset cruises\n- Bokor National Park: a misty hill station above the town',
  km: 'កំពតជាក្រុងស្ងប់ស្ងាត់នៅមាត់ទន្លេ ភាគខាងត្បូង ល្បីដោយម្រេច។ កន្លែងគួរទៅ៖\n- ចម្ការម្រេចកំពត៖ ចម្ការគ្រួសារដាំម្រេចដ៏ល្បី មានដំណើរទស្សនា និងភ្លក់ម្រេច\n- មាត់ទន្លេកំពត៖ ផ្ទះល្វែងសម័យបារាំងតាមមាត់ទន្លេព្រែកទឹកឈូ\n- ឧទ្យានជាតិបូកគោ៖ ភ្នំមានអ័ព្ទនៅពីលើក្រុង',
};
const ANGKOR_WAT_REPLY = {
  en: 'Angkor Wat is the largest religious monument on earth and the proud symbol of Cambodia, famous for its five lotus-bud towers at sunrise. It was built in the 12th century by King Suryavarman II and faces west, so the classic sunrise view is from the left-hand pond.\n\nAngkor Wat',
  km: 'ប្រាសាទអង្គរវត្តជាសំណង់សាសនាធំជាងគេបំផុតលើពិភពលោក និងជានិមិត្តរូបនៃមោទនភាពកម្ពុជា ល្បីល្បាញដោយកំពូលទាំងប្រាំរាងផ្កាឈូកពេលថ្ងៃរះ។\n\nប្រាសាទអង្គរវត្ត',
};
const PLAN_REPLY = {
  en: 'Here is a priced 3-day plan for one traveller in Siem Reap, with a mid-range hotel, mixed dining and a tuk-tuk each day. Open the trip planner to change any of it.\n\nTrip planner',
  km: 'នេះជាផែនការដំណើរ 3 ថ្ងៃ សម្រាប់មនុស្សម្នាក់នៅសៀមរាប ដែលមានសណ្ឋាគារកម្រិតមធ្យម អាហារចម្រុះ និងរ៉ឺម៉កជារៀងរាល់ថ្ងៃ។ សូមបើកកម្មវិធីរៀបចំដំណើរ ដើម្បីផ្លាស់ប្តូរ។\n\nកម្មវិធីរៀបចំដំណើរ',
};
const TENTS_REPLY = {
  en: 'Yes, we sell 5 tents, for example:\n- Trailhead 2 Dome Tent\n- Kulen Family Dome Tent\n- Featherline 1 Ultralight Tent\n- Riverside Easy-Pitch Dome Tent\n- Kampot Cotton Canvas Bell Tent',
  km: 'បាទ យើងលក់តង់ ៥ ប្រភេទ ឧទាហរណ៍៖\n- តង់រាងដូម Trailhead 2 សម្រាប់ ២ នាក់\n- តង់គ្រួសារ Kulen រាងដូម\n- តង់ស្រាល Featherline 1 សម្រាប់ ១ នាក់\n- តង់រាងដូមងាយដំឡើង Riverside\n- តង់ក្រណាត់កប្បាសរាងកណ្តឹង Kampot',
};
const said = (user: string, assistant: string): ChatContextEntry[] => [
  { role: 'user', content: user },
  { role: 'assistant', content: assistant },
];

export const EVAL_CASES: readonly EvalCase[] = [
  // ── The 20 quick questions, in English ─────────────────────────────────────────────────────
  {
    id: 'en-quick-must-see-temples',
    lang: 'en',
    message: 'What are the must-see temples in Siem Reap?',
    tags: ['quick', 'place'],
    expect: {
      text_all: ['Angkor Wat', ['Bayon', 'Ta Prohm']],
      links_min: { of: BIG_TEMPLES, count: 2 },
    },
  },
  {
    id: 'en-quick-temple-pass',
    lang: 'en',
    message: 'How much is the Angkor temple pass?',
    tags: ['quick', 'faq'],
    expect: { text_all: ['37', '62'], links_any: PASS_LINKS },
  },
  {
    id: 'en-quick-angkor-wat-opens',
    lang: 'en',
    message: 'What time does Angkor Wat open?',
    tags: ['quick', 'faq'],
    expect: { text_all: [ANGKOR_WAT_OPENS.en], links_any: HOURS_LINKS },
  },
  {
    id: 'en-quick-three-days-price',
    lang: 'en',
    message: 'How much for 3 days in Siem Reap?',
    tags: ['quick', 'planner'],
    expect: { price_from_planner: { days: 3, party_size: 1 }, links_all: ['/plan'] },
  },
  {
    id: 'en-quick-best-time',
    lang: 'en',
    message: 'What is the best time to visit Cambodia?',
    tags: ['quick', 'faq'],
    expect: { text_all: ['November', ['March', 'February']], links_any: BEST_TIME_LINKS },
  },
  {
    id: 'en-quick-visa',
    lang: 'en',
    message: 'Do I need a visa for Cambodia?',
    tags: ['quick', 'faq'],
    expect: { text_all: [['e-Visa', 'evisa', 'on arrival'], '30'], links_any: VISA_LINKS },
  },
  {
    id: 'en-quick-temple-dress',
    lang: 'en',
    message: 'What should I wear to the temples?',
    tags: ['quick', 'faq'],
    expect: {
      text_all: ['shoulders', 'knees'],
      links_any: [faq('temple-dress-code'), faq('what-to-pack-temples')],
    },
  },
  {
    id: 'en-quick-phnom-penh-to-siem-reap',
    lang: 'en',
    message: 'How do I get from Phnom Penh to Siem Reap?',
    location: 'phnom_penh',
    tags: ['quick', 'suggestion', 'faq'],
    expect: {
      text_all: [
        ['bus', 'minivan'],
        ['5-7', '5 to 7'],
      ],
      links_any: [faq('getting-to-siem-reap'), faq('travel-between-provinces'), '/plan'],
    },
  },
  {
    id: 'en-quick-us-dollars',
    lang: 'en',
    message: 'Can I pay with US dollars?',
    tags: ['quick', 'faq'],
    expect: {
      text_all: ['riel', ['dollar', 'USD']],
      links_any: CASH_LINKS,
    },
  },
  {
    id: 'en-quick-food',
    lang: 'en',
    message: 'What food should I try in Cambodia?',
    tags: ['quick', 'faq'],
    expect: { text_all: ['amok', ['lok lak', 'num banh chok', 'kuy teav']], links_any: FOOD_LINKS },
  },
  {
    id: 'en-quick-safety',
    lang: 'en',
    message: 'Is Cambodia safe for tourists?',
    tags: ['quick', 'faq'],
    expect: {
      text_all: ['safe', ['snatch', 'bag', 'phone']],
      links_any: [faq('is-cambodia-safe')],
    },
  },
  {
    id: 'en-quick-tuk-tuk',
    lang: 'en',
    message: 'How much is a tuk-tuk ride?',
    tags: ['quick', 'faq'],
    expect: {
      text_all: [
        ['1-3', '1 to 3'],
        ['15-25', '15 to 25'],
      ],
      links_any: TUK_TUK_LINKS,
    },
  },
  {
    id: 'en-quick-hotels',
    lang: 'en',
    message: 'Which hotels do you recommend in Siem Reap?',
    location: 'siem_reap',
    tags: ['quick', 'suggestion', 'hotel'],
    expect: { links_min: { of: ALL_HOTELS, count: 2 } },
  },
  {
    id: 'en-quick-trek-packing',
    lang: 'en',
    message: 'What should I pack for a trek?',
    tags: ['quick', 'faq', 'shop'],
    expect: {
      text_all: [
        ['headlamp', 'head torch'],
        ['tent', 'hammock'],
      ],
      links_any: ['/product', faq('camping-trekking-gear'), ...HEADLAMPS, ...TENTS],
    },
  },
  {
    id: 'en-quick-tents',
    lang: 'en',
    message: 'Do you sell tents?',
    tags: ['quick', 'shop'],
    expect: { text_all: [TENT_PRICES], links_any: TENTS },
  },
  {
    id: 'en-quick-delivery-time',
    lang: 'en',
    message: 'How long does delivery take?',
    tags: ['quick', 'shop', 'faq'],
    expect: {
      text_all: [
        ['same day', 'same-day'],
        ['1-3', '1 to 3', '1-2', '1 to 2'],
      ],
      links_any: DELIVERY_LINKS,
    },
  },
  {
    id: 'en-quick-khqr',
    lang: 'en',
    message: 'How do I pay with Bakong KHQR?',
    tags: ['quick', 'shop', 'faq'],
    expect: {
      text_all: ['10 minutes', ['scan', 'bank app']],
      links_any: [faq('pay-with-khqr'), '/checkout'],
    },
  },
  {
    id: 'en-quick-cancel-order',
    lang: 'en',
    message: 'Can I cancel my order?',
    tags: ['quick', 'shop', 'faq'],
    expect: {
      text_all: ['Pending', ['My orders', 'Cancel order']],
      links_any: [faq('cancel-order'), '/orders'],
    },
  },
  {
    id: 'en-quick-hiking',
    lang: 'en',
    message: 'Where can I go hiking in Cambodia?',
    tags: ['quick', 'place'],
    expect: { links_min: { of: HIKING_PLACES, count: 2 } },
  },
  {
    id: 'en-quick-battambang',
    lang: 'en',
    message: 'What can I do in Battambang?',
    location: 'battambang',
    tags: ['quick', 'suggestion', 'place'],
    expect: { text_all: [['bamboo train', 'norry']], links_min: { of: BATTAMBANG, count: 2 } },
  },

  // ── The city suggestions that are not quick questions, in English ───────────────────────────
  {
    id: 'en-pp-what-to-see',
    lang: 'en',
    message: 'What should I see in Phnom Penh?',
    location: 'phnom_penh',
    tags: ['suggestion', 'place'],
    // We know two places in Phnom Penh: a good answer names both.
    expect: { links_min: { of: PHNOM_PENH, count: 2 } },
  },
  {
    id: 'en-pp-royal-palace',
    lang: 'en',
    message: 'Tell me about the Royal Palace',
    location: 'phnom_penh',
    tags: ['suggestion', 'place'],
    expect: { text_all: ['Silver Pagoda'], links_all: [place('royal-palace-phnom-penh')] },
  },
  {
    id: 'en-pp-delivery',
    lang: 'en',
    message: 'Do you deliver in Phnom Penh?',
    location: 'phnom_penh',
    tags: ['suggestion', 'shop', 'faq'],
    expect: {
      text_all: [['same day', 'same-day'], '$1'],
      links_any: [...DELIVERY_LINKS, faq('cash-on-delivery')],
    },
  },
  {
    id: 'en-sr-angkor-wat',
    lang: 'en',
    message: 'Tell me about Angkor Wat',
    location: 'siem_reap',
    tags: ['suggestion', 'place'],
    expect: {
      text_all: [['12th century', 'Suryavarman', 'Vishnu', 'lotus', 'largest religious']],
      links_all: [place('angkor-wat')],
    },
  },
  {
    id: 'en-bb-bamboo-train',
    lang: 'en',
    message: 'Tell me about the bamboo train',
    location: 'battambang',
    tags: ['suggestion', 'place'],
    expect: { text_all: [['norry', 'bamboo']], links_all: [place('battambang-bamboo-train')] },
  },
  {
    id: 'en-bb-bat-caves',
    lang: 'en',
    message: 'Where are the bat caves of Phnom Sampeau?',
    location: 'battambang',
    tags: ['suggestion', 'place'],
    expect: {
      text_all: [['12 km', '12km'], 'Battambang'],
      links_all: [place('phnom-sampeau')],
    },
  },
  {
    id: 'en-bb-getting-there',
    lang: 'en',
    message: 'How do I get to Battambang?',
    location: 'battambang',
    tags: ['suggestion', 'faq'],
    expect: {
      text_all: [['bus', 'minibus'], 'hour'],
      links_any: [faq('travel-between-provinces'), ...BATTAMBANG],
    },
  },

  // ── English as typed: typos, lowercase, no punctuation ──────────────────────────────────────
  {
    id: 'en-typo-angkor-hours',
    lang: 'en',
    message: 'angkr wat opning hours',
    tags: ['typo', 'faq'],
    expect: { text_all: [ANGKOR_WAT_OPENS.en], links_any: HOURS_LINKS },
  },
  {
    id: 'en-typo-tuk-tuk',
    lang: 'en',
    message: 'how much tuk tuk',
    tags: ['typo', 'faq'],
    expect: { text_all: [['1-3', '1 to 3']], links_any: TUK_TUK_LINKS },
  },
  {
    id: 'en-typo-temple-pass',
    lang: 'en',
    message: 'tempel pass price',
    tags: ['typo', 'faq'],
    expect: { text_all: ['37', '62'], links_any: PASS_LINKS },
  },
  {
    id: 'en-typo-best-time',
    lang: 'en',
    message: 'best time to vist cambodia',
    tags: ['typo', 'faq'],
    expect: { text_all: ['November'], links_any: BEST_TIME_LINKS },
  },
  {
    id: 'en-typo-visa',
    lang: 'en',
    message: 'do i need visa 4 cambodia',
    tags: ['typo', 'faq'],
    expect: { text_all: [['e-Visa', 'evisa', 'on arrival']], links_any: VISA_LINKS },
  },
  {
    id: 'en-typo-food',
    lang: 'en',
    message: 'wat shud i eat in cambodia',
    tags: ['typo', 'faq'],
    expect: { text_all: ['amok'], links_any: FOOD_LINKS },
  },

  // ── English shop questions ──────────────────────────────────────────────────────────────────
  {
    id: 'en-shop-headlamp-price',
    lang: 'en',
    message: 'hedlamp price?',
    tags: ['shop', 'typo'],
    expect: { text_all: [['19.90', '44.90']], links_any: HEADLAMPS },
  },
  {
    id: 'en-shop-cold-sleeping-bag',
    lang: 'en',
    message: 'sleping bag for cold nights',
    tags: ['shop', 'typo'],
    expect: { links_any: WARM_SLEEPING_BAGS },
  },
  {
    id: 'en-shop-deliver-siem-reap',
    lang: 'en',
    message: 'do u deliver to siem reap',
    tags: ['shop', 'faq'],
    expect: { text_all: [['J&T', 'Virak Buntham']], links_any: DELIVERY_LINKS },
  },
  {
    id: 'en-shop-pay-riel',
    lang: 'en',
    message: 'can i pay in riel',
    tags: ['shop', 'faq'],
    expect: { text_all: ['4000'], links_any: RIEL_LINKS },
  },
  {
    id: 'en-shop-mosquito-hammock',
    lang: 'en',
    message: 'do you have a hammock with a mosquito net?',
    tags: ['shop'],
    expect: { text_all: ['44.90'], links_all: [product('CT-HAM-001')] },
  },
  {
    id: 'en-shop-no-account',
    lang: 'en',
    message: 'do i need an account to buy gear',
    tags: ['shop', 'faq'],
    expect: {
      text_all: ['guest'],
      links_any: [faq('buy-without-account'), faq('do-i-need-an-account')],
    },
  },

  // ── English planner prices ──────────────────────────────────────────────────────────────────
  {
    id: 'en-planner-two-days-two-people',
    lang: 'en',
    message: 'how much for 2 days for 2 people',
    tags: ['planner'],
    expect: { price_from_planner: { days: 2, party_size: 2 }, links_all: ['/plan'] },
  },
  {
    id: 'en-planner-one-day-four-people',
    lang: 'en',
    message: '1 day angkor trip for 4 people how much?',
    tags: ['planner'],
    expect: { price_from_planner: { days: 1, party_size: 4 }, links_all: ['/plan'] },
  },
  {
    id: 'en-planner-three-days-solo',
    lang: 'en',
    message: '3 days in siem reap just me, how much?',
    tags: ['planner'],
    expect: { price_from_planner: { days: 3, party_size: 1 }, links_all: ['/plan'] },
  },

  // ── English questions that lean on the city chosen on the page ──────────────────────────────
  {
    id: 'en-here-battambang',
    lang: 'en',
    message: 'what to do here',
    location: 'battambang',
    tags: ['location-context', 'place'],
    expect: { links_min: { of: BATTAMBANG, count: 2 } },
  },
  {
    id: 'en-here-cheap-stay',
    lang: 'en',
    message: 'cheap place to stay here?',
    location: 'siem_reap',
    tags: ['location-context', 'hotel'],
    expect: { links_any: CHEAP_HOTELS },
  },
  {
    id: 'en-here-museums',
    lang: 'en',
    message: 'any museums here',
    location: 'phnom_penh',
    tags: ['location-context', 'place'],
    expect: { links_all: [place('national-museum-phnom-penh')] },
  },

  // ── English follow-ups ──────────────────────────────────────────────────────────────────────
  {
    id: 'en-follow-kampot-getting-there',
    lang: 'en',
    message: 'and how do I get there?',
    context: said('Tell me about Kampot', KAMPOT_REPLY.en),
    tags: ['follow-up', 'place'],
    expect: {
      text_all: [['bus', 'minibus', 'minivan'], 'Phnom Penh', ['3 hours', '3-4', '3 to 4']],
      links_any: [faq('travel-between-provinces'), ...KAMPOT],
    },
  },
  {
    id: 'en-follow-angkor-wat-opens',
    lang: 'en',
    message: 'what time does it open',
    context: said('Tell me about Angkor Wat', ANGKOR_WAT_REPLY.en),
    tags: ['follow-up', 'faq'],
    expect: { text_all: [ANGKOR_WAT_OPENS.en], links_any: HOURS_LINKS },
  },
  {
    id: 'en-follow-plan-two-people',
    lang: 'en',
    message: 'and for 2 people?',
    context: said('how much for 3 days in siem reap', PLAN_REPLY.en),
    tags: ['follow-up', 'planner'],
    expect: { price_from_planner: { days: 3, party_size: 2 }, links_all: ['/plan'] },
  },
  {
    id: 'en-follow-cheapest-tent',
    lang: 'en',
    message: 'which one is the cheapest',
    context: said('do you sell tents', TENTS_REPLY.en),
    tags: ['follow-up', 'shop'],
    expect: { text_all: ['39.90'], links_all: [product('CT-TEN-004')] },
  },

  // ── English questions it cannot answer ──────────────────────────────────────────────────────
  {
    id: 'en-unknown-paris-weather',
    lang: 'en',
    message: "what's the weather in Paris tomorrow",
    tags: ['unknown'],
    expect: { unknown: true, text_none: ['°'] },
  },
  {
    id: 'en-unknown-book-flight',
    lang: 'en',
    message: 'can you book my flight to siem reap',
    tags: ['unknown'],
    expect: {
      unknown: true,
      text_none: ['booked', 'booking reference', 'confirmed'],
      links_any: FLIGHT_ALTERNATIVES,
    },
  },
  {
    id: 'en-unknown-surfboards',
    lang: 'en',
    message: 'do you sell surfboards',
    tags: ['unknown', 'shop'],
    expect: { unknown: true, links_any: SURF_ALTERNATIVES },
  },
  {
    id: 'en-unknown-koh-ker',
    lang: 'en',
    message: 'tell me about koh ker temple',
    tags: ['unknown', 'place'],
    expect: { unknown: true, links_any: KOH_KER_ALTERNATIVES },
  },
  {
    id: 'en-unknown-kampot-hotels',
    lang: 'en',
    message: 'hotels in kampot?',
    tags: ['unknown', 'hotel'],
    expect: {
      unknown: true,
      links_any: KAMPOT_STAY_ALTERNATIVES,
    },
  },

  // ── English, other places ───────────────────────────────────────────────────────────────────
  {
    id: 'en-place-yeak-laom',
    lang: 'en',
    message: 'tell me about yeak laom lake',
    tags: ['place'],
    expect: {
      text_all: [['Banlung', 'crater', 'volcanic']],
      links_all: [place('yeak-laom-lake')],
    },
  },
  {
    id: 'en-place-dolphins',
    lang: 'en',
    message: 'where can i see dolphins',
    tags: ['place'],
    expect: { text_all: ['Kratie'], links_all: [place('kampi-dolphin-pool')] },
  },
  {
    id: 'en-on-khmer-page-tap-water',
    lang: 'en',
    message: 'is tap water safe to drink?',
    page_lang: 'km',
    tags: ['faq', 'mixed'],
    expect: { text_all: ['bottled'], links_any: [faq('tap-water')] },
  },

  // ── The 20 quick questions, in Khmer ────────────────────────────────────────────────────────
  {
    id: 'km-quick-must-see-temples',
    lang: 'km',
    message: 'តើប្រាសាទណាខ្លះមិនគួររំលងនៅសៀមរាប?',
    tags: ['quick', 'place'],
    expect: {
      text_all: ['អង្គរវត្ត', ['បាយ័ន', 'តាព្រហ្ម']],
      links_min: { of: BIG_TEMPLES, count: 2 },
    },
  },
  {
    id: 'km-quick-temple-pass',
    lang: 'km',
    message: 'តើសំបុត្រចូលទស្សនាអង្គរថ្លៃប៉ុន្មាន?',
    tags: ['quick', 'faq'],
    expect: { text_all: ['37', '62'], links_any: PASS_LINKS },
  },
  {
    id: 'km-quick-angkor-wat-opens',
    lang: 'km',
    message: 'តើអង្គរវត្តបើកម៉ោងប៉ុន្មាន?',
    tags: ['quick', 'faq'],
    expect: { text_all: [ANGKOR_WAT_OPENS.km], links_any: HOURS_LINKS },
  },
  {
    id: 'km-quick-three-days-price',
    lang: 'km',
    message: 'ដំណើរ 3 ថ្ងៃនៅសៀមរាបអស់ប៉ុន្មាន?',
    location: 'siem_reap',
    tags: ['quick', 'suggestion', 'planner'],
    expect: { price_from_planner: { days: 3, party_size: 1 }, links_all: ['/plan'] },
  },
  {
    id: 'km-quick-best-time',
    lang: 'km',
    message: 'តើពេលណាល្អបំផុតសម្រាប់ទស្សនាកម្ពុជា?',
    tags: ['quick', 'faq'],
    expect: { text_all: ['វិច្ឆិកា', ['មីនា', 'កុម្ភៈ']], links_any: BEST_TIME_LINKS },
  },
  {
    id: 'km-quick-visa',
    lang: 'km',
    message: 'តើខ្ញុំត្រូវការទិដ្ឋាការដើម្បីមកកម្ពុជាទេ?',
    tags: ['quick', 'faq'],
    expect: { text_all: [['e-Visa', 'អនឡាញ', 'ពេលមកដល់'], '30'], links_any: VISA_LINKS },
  },
  {
    id: 'km-quick-temple-dress',
    lang: 'km',
    message: 'តើគួរស្លៀកពាក់យ៉ាងណាពេលទៅប្រាសាទ?',
    tags: ['quick', 'faq'],
    expect: {
      text_all: ['ស្មា', 'ជង្គង់'],
      links_any: [faq('temple-dress-code'), faq('what-to-pack-temples')],
    },
  },
  {
    id: 'km-quick-phnom-penh-to-siem-reap',
    lang: 'km',
    message: 'តើធ្វើដំណើរពីភ្នំពេញទៅសៀមរាបដោយរបៀបណា?',
    tags: ['quick', 'suggestion', 'faq'],
    expect: {
      text_all: [
        ['ឡានក្រុង', 'មីនីវ៉ាន់'],
        ['5 ទៅ 7', '5-7'],
      ],
      links_any: [faq('getting-to-siem-reap'), faq('travel-between-provinces'), '/plan'],
    },
  },
  {
    id: 'km-quick-us-dollars',
    lang: 'km',
    message: 'តើខ្ញុំអាចបង់ជាដុល្លារអាមេរិកបានទេ?',
    tags: ['quick', 'faq'],
    expect: { text_all: ['រៀល'], links_any: CASH_LINKS },
  },
  {
    id: 'km-quick-food',
    lang: 'km',
    message: 'តើគួរភ្លក់ម្ហូបអ្វីខ្លះនៅកម្ពុជា?',
    tags: ['quick', 'faq'],
    expect: { text_all: ['អាម៉ុក', ['ឡុកឡាក់', 'នំបញ្ចុក', 'គុយទាវ']], links_any: FOOD_LINKS },
  },
  {
    id: 'km-quick-safety',
    lang: 'km',
    message: 'តើកម្ពុជាមានសុវត្ថិភាពសម្រាប់ភ្ញៀវទេសចរទេ?',
    tags: ['quick', 'faq'],
    expect: {
      text_all: ['សុវត្ថិភាព', ['ឆក់', 'កាបូប', 'ទូរស័ព្ទ']],
      links_any: [faq('is-cambodia-safe')],
    },
  },
  {
    // The quick question says តុកតុក; the FAQ says រ៉ឺម៉ក: both words must find the fares.
    id: 'km-quick-tuk-tuk',
    lang: 'km',
    message: 'តើជិះតុកតុកថ្លៃប៉ុន្មាន?',
    tags: ['quick', 'faq'],
    expect: {
      text_all: [
        ['1 ទៅ 3', '1-3'],
        ['15 ទៅ 25', '15-25'],
      ],
      links_any: TUK_TUK_LINKS,
    },
  },
  {
    id: 'km-quick-hotels',
    lang: 'km',
    message: 'តើសណ្ឋាគារណាដែលអ្នកណែនាំនៅសៀមរាប?',
    tags: ['quick', 'suggestion', 'hotel'],
    expect: { links_min: { of: ALL_HOTELS, count: 2 } },
  },
  {
    id: 'km-quick-trek-packing',
    lang: 'km',
    message: 'តើគួរវេចខ្ចប់អ្វីខ្លះសម្រាប់ការដើរព្រៃ?',
    tags: ['quick', 'faq', 'shop'],
    expect: {
      text_all: ['ពិលពាក់ក្បាល', ['តង់', 'អង្រឹង']],
      links_any: ['/product', faq('camping-trekking-gear'), ...HEADLAMPS, ...TENTS],
    },
  },
  {
    id: 'km-quick-tents',
    lang: 'km',
    message: 'តើអ្នកលក់តង់ទេ?',
    tags: ['quick', 'shop'],
    expect: { text_all: [TENT_PRICES], links_any: TENTS },
  },
  {
    id: 'km-quick-delivery-time',
    lang: 'km',
    message: 'តើការដឹកជញ្ជូនចំណាយពេលប៉ុន្មានថ្ងៃ?',
    tags: ['quick', 'shop', 'faq'],
    expect: {
      text_all: ['ថ្ងៃតែមួយ', ['1 ទៅ 3', '1-3', '1 ទៅ 2', '1-2']],
      links_any: DELIVERY_LINKS,
    },
  },
  {
    id: 'km-quick-khqr',
    lang: 'km',
    message: 'តើបង់ប្រាក់តាម Bakong KHQR ដោយរបៀបណា?',
    tags: ['quick', 'shop', 'faq', 'mixed'],
    expect: {
      text_all: ['10 នាទី', ['ស្កេន', 'កម្មវិធីធនាគារ']],
      links_any: [faq('pay-with-khqr'), '/checkout'],
    },
  },
  {
    // "លុបចោល" in the question, "បោះបង់" in the FAQ: the same cancel.
    id: 'km-quick-cancel-order',
    lang: 'km',
    message: 'តើខ្ញុំអាចលុបចោលការបញ្ជាទិញបានទេ?',
    tags: ['quick', 'shop', 'faq'],
    expect: { text_all: ['កំពុងរង់ចាំ'], links_any: [faq('cancel-order'), '/orders'] },
  },
  {
    id: 'km-quick-hiking',
    lang: 'km',
    message: 'តើអាចទៅដើរឡើងភ្នំនៅកន្លែងណាខ្លះក្នុងកម្ពុជា?',
    tags: ['quick', 'place'],
    expect: { links_min: { of: HIKING_PLACES, count: 2 } },
  },
  {
    id: 'km-quick-battambang',
    lang: 'km',
    message: 'តើមានអ្វីធ្វើនៅបាត់ដំបង?',
    tags: ['quick', 'suggestion', 'place'],
    expect: { text_all: [['ណូរី', 'រថភ្លើងឫស្សី']], links_min: { of: BATTAMBANG, count: 2 } },
  },

  // ── The city suggestions that are not quick questions, in Khmer ─────────────────────────────
  {
    id: 'km-pp-what-to-see',
    lang: 'km',
    message: 'តើគួរទៅមើលអ្វីខ្លះនៅភ្នំពេញ?',
    location: 'phnom_penh',
    tags: ['suggestion', 'place'],
    expect: { links_min: { of: PHNOM_PENH, count: 2 } },
  },
  {
    id: 'km-pp-royal-palace',
    lang: 'km',
    message: 'ប្រាប់ខ្ញុំអំពីព្រះបរមរាជវាំង',
    location: 'phnom_penh',
    tags: ['suggestion', 'place'],
    expect: { text_all: ['វត្តព្រះកែវមរកត'], links_all: [place('royal-palace-phnom-penh')] },
  },
  {
    id: 'km-pp-delivery',
    lang: 'km',
    message: 'តើអ្នកដឹកជញ្ជូននៅភ្នំពេញទេ?',
    location: 'phnom_penh',
    tags: ['suggestion', 'shop', 'faq'],
    expect: {
      text_all: ['ថ្ងៃតែមួយ', ['1 ដុល្លារ', '$1']],
      links_any: [...DELIVERY_LINKS, faq('cash-on-delivery')],
    },
  },
  {
    id: 'km-sr-angkor-wat',
    lang: 'km',
    message: 'ប្រាប់ខ្ញុំអំពីប្រាសាទអង្គរវត្ត',
    location: 'siem_reap',
    tags: ['suggestion', 'place'],
    expect: {
      text_all: [['សតវត្សរ៍ទី', 'សូរ្យវរ្ម័ន', 'ព្រះវិស្ណុ', 'ផ្កាឈូក', 'ធំជាងគេ']],
      links_all: [place('angkor-wat')],
    },
  },
  {
    id: 'km-bb-bamboo-train',
    lang: 'km',
    message: 'ប្រាប់ខ្ញុំអំពីរថភ្លើងឫស្សី (ណូរី)',
    location: 'battambang',
    tags: ['suggestion', 'place'],
    expect: { text_all: [['ណូរី', 'ឫស្សី']], links_all: [place('battambang-bamboo-train')] },
  },
  {
    id: 'km-bb-bat-caves',
    lang: 'km',
    message: 'តើល្អាងប្រចៀវភ្នំសំពៅនៅឯណា?',
    location: 'battambang',
    tags: ['suggestion', 'place'],
    expect: {
      text_all: [['12 គីឡូម៉ែត្រ', '12 km', '12km'], 'បាត់ដំបង'],
      links_all: [place('phnom-sampeau')],
    },
  },
  {
    id: 'km-bb-getting-there',
    lang: 'km',
    message: 'តើធ្វើដំណើរទៅបាត់ដំបងដោយរបៀបណា?',
    location: 'battambang',
    tags: ['suggestion', 'faq'],
    expect: {
      text_all: ['ឡានក្រុង', 'ម៉ោង'],
      links_any: [faq('travel-between-provinces'), ...BATTAMBANG],
    },
  },

  // ── Khmer as typed: typos, and Latin words in Khmer ─────────────────────────────────────────
  {
    // អង្គរវត្ត without its រ.
    id: 'km-typo-angkor-hours',
    lang: 'km',
    message: 'អង្គវត្ត បើកម៉ោងប៉ុន្មាន',
    tags: ['typo', 'faq'],
    expect: { text_all: [ANGKOR_WAT_OPENS.km], links_any: HOURS_LINKS },
  },
  {
    // សណ្ឋាគារ without its ា.
    id: 'km-typo-cheap-hotels',
    lang: 'km',
    message: 'សណ្ឋគារថោកៗនៅសៀមរាប',
    tags: ['typo', 'hotel'],
    expect: { links_any: CHEAP_HOTELS },
  },
  {
    id: 'km-typo-temple-pass',
    lang: 'km',
    message: 'តម្លៃសំបុត្រអង្គវត្ត',
    tags: ['typo', 'faq'],
    expect: { text_all: ['37', '62'], links_any: PASS_LINKS },
  },
  {
    // Spoken spelling: អី for អ្វី, as Khmer is often typed in chat.
    id: 'km-typo-food',
    lang: 'km',
    message: 'ម្ហូបខ្មែរអីខ្លះឆ្ងាញ់',
    tags: ['typo', 'faq'],
    expect: { text_all: ['អាម៉ុក'], links_any: FOOD_LINKS },
  },
  {
    id: 'km-mixed-angkor-hours',
    lang: 'km',
    message: 'Angkor Wat បើកម៉ោងប៉ុន្មាន',
    tags: ['mixed', 'faq'],
    expect: { text_all: [ANGKOR_WAT_OPENS.km], links_any: HOURS_LINKS },
  },
  {
    id: 'km-mixed-trailhead-price',
    lang: 'km',
    message: 'តង់ Trailhead ថ្លៃប៉ុន្មាន',
    tags: ['mixed', 'shop'],
    expect: { text_all: ['129'], links_all: [product('CT-TEN-001')] },
  },
  {
    id: 'km-mixed-pub-street',
    lang: 'km',
    message: 'Pub Street នៅឯណា',
    tags: ['mixed', 'place'],
    expect: { text_all: ['សៀមរាប'], links_all: [place('pub-street')] },
  },
  {
    // A Khmer question on the English page: the question's script decides the reply's language.
    id: 'km-on-english-page-kampot',
    lang: 'km',
    message: 'តើមានអ្វីធ្វើនៅកំពត?',
    page_lang: 'en',
    tags: ['mixed', 'place'],
    expect: { links_min: { of: KAMPOT, count: 2 } },
  },

  // ── Khmer shop questions ────────────────────────────────────────────────────────────────────
  {
    id: 'km-shop-headlamp-price',
    lang: 'km',
    message: 'ពិលពាក់ក្បាលថ្លៃប៉ុន្មាន',
    tags: ['shop'],
    expect: { text_all: [['19.90', '44.90']], links_any: HEADLAMPS },
  },
  {
    id: 'km-shop-cold-sleeping-bag',
    lang: 'km',
    message: 'ថង់គេងសម្រាប់យប់ត្រជាក់',
    tags: ['shop'],
    expect: { links_any: WARM_SLEEPING_BAGS },
  },
  {
    id: 'km-shop-deliver-siem-reap',
    lang: 'km',
    message: 'ដឹកទៅសៀមរាបបានទេ?',
    tags: ['shop', 'faq'],
    expect: { text_all: [['J&T', 'Virak Buntham', 'វីរៈ ប៊ុនថាំ']], links_any: DELIVERY_LINKS },
  },
  {
    id: 'km-shop-pay-riel',
    lang: 'km',
    message: 'បង់ជារៀលបានទេ',
    tags: ['shop', 'faq'],
    expect: { text_all: ['4000'], links_any: RIEL_LINKS },
  },
  {
    id: 'km-shop-mosquito-hammock',
    lang: 'km',
    message: 'មានអង្រឹងដែលមានមុងទេ?',
    tags: ['shop'],
    expect: { text_all: ['44.90'], links_all: [product('CT-HAM-001')] },
  },
  {
    id: 'km-shop-no-account',
    lang: 'km',
    message: 'ទិញដោយមិនបាច់បង្កើតគណនីបានទេ',
    tags: ['shop', 'faq'],
    expect: {
      text_all: [['ភ្ញៀវ', 'មិនចាំបាច់']],
      links_any: [faq('buy-without-account'), faq('do-i-need-an-account')],
    },
  },

  // ── Khmer planner prices ────────────────────────────────────────────────────────────────────
  {
    id: 'km-planner-two-days-two-people',
    lang: 'km',
    message: '2 ថ្ងៃ 2 នាក់ អស់ប៉ុន្មាន',
    tags: ['planner'],
    expect: { price_from_planner: { days: 2, party_size: 2 }, links_all: ['/plan'] },
  },
  {
    // Khmer digits, as a Khmer keyboard types them.
    id: 'km-planner-khmer-digits',
    lang: 'km',
    message: 'ដំណើរ ៣ ថ្ងៃ សម្រាប់ ២ នាក់ នៅសៀមរាប ត្រូវការលុយប៉ុន្មាន?',
    tags: ['planner'],
    expect: { price_from_planner: { days: 3, party_size: 2 }, links_all: ['/plan'] },
  },
  {
    id: 'km-planner-one-day-alone',
    lang: 'km',
    message: 'ទៅលេងអង្គរ 1 ថ្ងៃ ម្នាក់ឯង ថ្លៃប៉ុន្មាន',
    tags: ['planner'],
    expect: { price_from_planner: { days: 1, party_size: 1 }, links_all: ['/plan'] },
  },

  // ── Khmer questions that lean on the city chosen on the page ────────────────────────────────
  {
    id: 'km-here-battambang',
    lang: 'km',
    message: 'នៅទីនេះមានអ្វីលេងខ្លះ',
    location: 'battambang',
    tags: ['location-context', 'place'],
    expect: { links_min: { of: BATTAMBANG, count: 2 } },
  },
  {
    id: 'km-here-markets',
    lang: 'km',
    message: 'មានផ្សារណាខ្លះនៅទីនេះ?',
    location: 'siem_reap',
    tags: ['location-context', 'place'],
    expect: { links_any: [place('old-market-psar-chas'), place('angkor-night-market')] },
  },
  {
    id: 'km-here-museums',
    lang: 'km',
    message: 'មានសារមន្ទីរនៅទីនេះទេ',
    location: 'phnom_penh',
    tags: ['location-context', 'place'],
    expect: { links_all: [place('national-museum-phnom-penh')] },
  },

  // ── Khmer follow-ups ────────────────────────────────────────────────────────────────────────
  {
    id: 'km-follow-kampot-getting-there',
    lang: 'km',
    message: 'ចុះទៅទីនោះយ៉ាងម៉េច?',
    context: said('ប្រាប់ខ្ញុំអំពីកំពត', KAMPOT_REPLY.km),
    tags: ['follow-up', 'place'],
    expect: {
      text_all: ['ឡានក្រុង', 'ភ្នំពេញ', ['3 ម៉ោង', '3 ទៅ 4', '3-4']],
      links_any: [faq('travel-between-provinces'), ...KAMPOT],
    },
  },
  {
    id: 'km-follow-angkor-wat-opens',
    lang: 'km',
    message: 'បើកម៉ោងប៉ុន្មាន?',
    context: said('ប្រាប់ខ្ញុំអំពីប្រាសាទអង្គរវត្ត', ANGKOR_WAT_REPLY.km),
    tags: ['follow-up', 'faq'],
    expect: { text_all: [ANGKOR_WAT_OPENS.km], links_any: HOURS_LINKS },
  },
  {
    id: 'km-follow-plan-two-people',
    lang: 'km',
    message: 'ចុះបើ 2 នាក់វិញ?',
    context: said('ដំណើរ 3 ថ្ងៃនៅសៀមរាបអស់ប៉ុន្មាន?', PLAN_REPLY.km),
    tags: ['follow-up', 'planner'],
    expect: { price_from_planner: { days: 3, party_size: 2 }, links_all: ['/plan'] },
  },
  {
    id: 'km-follow-cheapest-tent',
    lang: 'km',
    message: 'មួយណាថោកជាងគេ?',
    context: said('តើអ្នកលក់តង់ទេ?', TENTS_REPLY.km),
    tags: ['follow-up', 'shop'],
    expect: { text_all: ['39.90'], links_all: [product('CT-TEN-004')] },
  },

  // ── Khmer questions it cannot answer ────────────────────────────────────────────────────────
  {
    id: 'km-unknown-paris-weather',
    lang: 'km',
    message: 'ស្អែកអាកាសធាតុនៅប៉ារីសយ៉ាងម៉េច?',
    tags: ['unknown'],
    expect: { unknown: true, text_none: ['°'] },
  },
  {
    id: 'km-unknown-book-flight',
    lang: 'km',
    message: 'អាចកក់សំបុត្រយន្តហោះទៅសៀមរាបឱ្យខ្ញុំបានទេ?',
    tags: ['unknown'],
    expect: { unknown: true, links_any: FLIGHT_ALTERNATIVES },
  },
  {
    id: 'km-unknown-surfboards',
    lang: 'km',
    message: 'មានលក់ក្ដារជិះរលកទេ?',
    tags: ['unknown', 'shop'],
    expect: { unknown: true, links_any: SURF_ALTERNATIVES },
  },
  {
    id: 'km-unknown-koh-ker',
    lang: 'km',
    message: 'ប្រាប់ខ្ញុំអំពីប្រាសាទកោះកេរ',
    tags: ['unknown', 'place'],
    expect: { unknown: true, links_any: KOH_KER_ALTERNATIVES },
  },
  {
    id: 'km-unknown-kampot-hotels',
    lang: 'km',
    message: 'មានសណ្ឋាគារនៅកំពតទេ?',
    tags: ['unknown', 'hotel'],
    expect: {
      unknown: true,
      links_any: KAMPOT_STAY_ALTERNATIVES,
    },
  },

  // ── Khmer, other places ─────────────────────────────────────────────────────────────────────
  {
    id: 'km-place-yeak-laom',
    lang: 'km',
    message: 'ប្រាប់ខ្ញុំអំពីបឹងយក្សឡោម',
    tags: ['place'],
    expect: { text_all: [['បានលុង', 'ភ្នំភ្លើង']], links_all: [place('yeak-laom-lake')] },
  },
  {
    id: 'km-place-dolphins',
    lang: 'km',
    message: 'អាចមើលផ្សោតនៅឯណា?',
    tags: ['place'],
    expect: { text_all: ['ក្រចេះ'], links_all: [place('kampi-dolphin-pool')] },
  },
];
