/**
 * The chatbot's BLIND evaluation set: 80 questions a traveller or shopper in Cambodia would ask
 * our guide, 40 in English and 40 in Khmer, each with what a right answer must contain.
 * `npm run eval:chatbot:blind` (chatbot-blind-eval.ts) asks them of the real app and scores them;
 * test/chatbot/blind-set.test.ts checks the set's shape.
 *
 * How and when it was written: in one sitting, before the chatbot was changed for the issue that
 * asked for it ("before you change the bot, write 80 new questions of your own ... freeze it in a
 * commit, and report the score before and after ... never tune to it question by question"). The
 * author read the demo content (apps/api/src/db/seed/data/*.json, the FAQ, the delivery options
 * and the trip planner) to know what a right answer can say, and the request and reply schemas,
 * but never ran the bot, read its code or saw any of its answers while writing. The questions are
 * phrased the way people type, not the way the data is written: names with words around them,
 * partial names, typos and nicknames, two questions in one, weather and time-of-day words that
 * are not the question, follow-ups that point back ("there", "that one", "the cheaper one"), and
 * questions nobody here can answer (tomorrow's weather, today's flights, places abroad, live
 * prices), where the right answer admits it and offers what we have.
 *
 * FROZEN. This file is never edited to fit answers: not a question, not a check, not an
 * alternative. If our content changes so that a check becomes false about the data, retire the
 * case in a commit that says so (and why) and report the score on the remaining cases; do not
 * reword it. A better bot is measured on these words exactly as they are.
 *
 * One correction was made before the set was frozen, after its first run on the unchanged bot:
 * two checks matched inside other words, giving a wrong reply "right" ("0°c" inside "10°C", and
 * Kep's Khmer name កែប inside the word កែប្រែ "change"). They now need the word on its own. This
 * only makes the set stricter; the before score in the commit that froze it was taken after it.
 *
 * Scoring (chatbot-blind-check.ts): a reply is right (1) when it satisfies every `must` check and
 * none of `must_not`; half right (0.5) when it is not right, matches none of `must_not` and
 * satisfies every `half` check (one part of two, or the right entity without the asked fact);
 * otherwise wrong (0). A reply in the other language than a question written in that language's
 * script is one step lower (right becomes half, half becomes wrong); romanised Khmer is not held
 * to either language.
 *
 * Kinds: `direct` one thing about a place, hotel or fact; `two-part` two questions in one;
 * `follow-up` a question that needs the conversation before it; `unknowable` nobody here can know;
 * `shopping` products of the shop; `trip` what a trip costs; `orders` one's own order and the
 * shop's rules for orders (delivery, payment, returns).
 */
import type { Lang } from '@camtour/shared/constants';
import type { ChatContextEntry } from '@camtour/shared/schemas/chatbot';
import { faq, hotel, place, product } from './chatbot-eval-set';

export const BLIND_KINDS = [
  'direct',
  'follow-up',
  'unknowable',
  'shopping',
  'trip',
  'orders',
  'two-part',
] as const;
export type BlindKind = (typeof BLIND_KINDS)[number];

/**
 * One thing judged from the reply (its `message` as plain text, its `links`). Text is compared
 * after normalising both sides (chatbot-eval-check.ts normalise): case, Khmer digits (៣៧ is 37),
 * dashes, apostrophes and thousands separators (1,500 is 1500).
 */
export type Check =
  /** At least one of these appears in the message. */
  | { text_any: readonly string[] }
  /**
   * A link of the reply targets one of these pages: the same path, the path with a query, or a
   * page under it ('/orders' covers '/orders/CT-...').
   */
  | { link_to: readonly string[] }
  /** A link of the reply starts with this (used in must_not: '/product/detail/'). */
  | { link_prefix: string }
  /** The number, as a number of its own (not part of 1370 or 3.70), e.g. 350 steps. */
  | { number: number }
  /** The dollar amount: "$39.90", "39.9 dollars", "US$ 39.90", "39,90 ដុល្លារ"... */
  | { usd: number }
  /**
   * The trip planner's total for this trip (generateRecommendation of plannerQuoteInput, any of
   * its budget / mid / luxury styles, nights and nationality), as a dollar amount.
   */
  | { planner_total: { days: 1 | 2 | 3; party_size: number; nights?: number } }
  /** An honest admission of not knowing ("I can't know", "ខ្ញុំមិនដឹង" ...). */
  | { admits: true }
  /** Something offered instead: at least one link to a page of ours. */
  | { offers: true }
  | { any: readonly Check[] }
  | { all: readonly Check[] }
  | { not: Check };

export interface BlindCase {
  id: string;
  /** The language the question is written in, which the reply should be in. */
  lang: Lang;
  message: string;
  /** The conversation so far, as the widget sends it back. */
  context?: readonly ChatContextEntry[];
  kind: BlindKind;
  must: readonly Check[];
  half?: readonly Check[];
  must_not?: readonly Check[];
}

// Small builders, so a case reads as what it asks of the answer.
const t = (...alternatives: string[]): Check => ({ text_any: alternatives });
const link = (...hrefs: string[]): Check => ({ link_to: hrefs });
const any = (...checks: Check[]): Check => ({ any: checks });
const all = (...checks: Check[]): Check => ({ all: checks });
const not = (check: Check): Check => ({ not: check });
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

const DELIVERY_DAYS_EN = t('1 to 3', '1-3', '1 to 2', '1-2');
const DELIVERY_DAYS_KM = t('1 ទៅ 3', '1 ទៅ 2', '1-3', '1-2', '1 to 3', '1 to 2');
const KHQR = t('KHQR', 'Bakong', 'បាគង');
const PLANNER = any(link('/plan'), t('planner', 'trip plan', 'រៀបចំដំណើរ', 'ផែនការ'));
/** Siem Reap hotels with a pool whose cheapest room is over $40 (and the villas). */
const POOL_HOTELS_OVER_40 = [
  'frangipani-river-house',
  'sugar-palm-atelier',
  'apsara-lantern-pool-hotel',
  'roluos-rice-field-lodge',
  'naga-moat-resort',
  'rumduol-garden-resort',
  'kulen-breeze-villas',
].map(hotel);
const POOL_HOTELS_OVER_60 = [
  'sugar-palm-atelier',
  'apsara-lantern-pool-hotel',
  'roluos-rice-field-lodge',
  'naga-moat-resort',
  'rumduol-garden-resort',
  'kulen-breeze-villas',
].map(hotel);

const EN: BlindCase[] = [
  {
    id: 'en-sunrise-tickets',
    lang: 'en',
    kind: 'two-part',
    message: 'Angkor Wat temple sunrise tickets - how much for one day and where do I buy them?',
    ...twoParts(
      usd(37),
      t('Road 60', 'ticket centre', 'ticket center', 'ticket office', 'Angkor Enterprise'),
    ),
  },
  {
    id: 'en-ta-prom-open',
    lang: 'en',
    kind: 'direct',
    message: 'what time does ta prom open',
    must: [atPlace('ta-prohm', 'Ta Prohm'), t('7:30', '7.30')],
    half: [atPlace('ta-prohm', 'Ta Prohm')],
  },
  {
    id: 'en-bayon-faces',
    lang: 'en',
    kind: 'direct',
    message: 'the Bayon faces, what time of day are they best for photos?',
    must: [
      atPlace('bayon-angkor-thom', 'Bayon'),
      t('7 to 9', '7-9', '7 am', '7am', '7:00', '7 a.m.'),
    ],
    half: [atPlace('bayon-angkor-thom', 'Bayon')],
  },
  {
    id: 'en-tree-roots-temple',
    lang: 'en',
    kind: 'two-part',
    message:
      'which one is the temple with the huge tree roots growing over it, and when is it least crowded?',
    must: [
      atPlace('ta-prohm', 'Ta Prohm'),
      t('7:30', 'opening', 'opens', 'after 3', '3 pm', '3pm', '15:00'),
    ],
    half: [atPlace('ta-prohm', 'Ta Prohm')],
  },
  {
    id: 'en-banteay-srei-distance',
    lang: 'en',
    kind: 'direct',
    message: 'how far is banteay srei from siem reap town?',
    must: [atPlace('banteay-srei', 'Banteay Srei'), t('37 km', '37km', '37 kilomet')],
    half: [atPlace('banteay-srei', 'Banteay Srei')],
  },
  {
    id: 'en-beng-mealea-pass',
    lang: 'en',
    kind: 'direct',
    message: 'does my angkor pass get me into beng mealea or do i pay again there',
    must: [
      atPlace('beng-mealea', 'Beng Mealea'),
      t(
        'not covered',
        'separate',
        'own ticket',
        'not included',
        "isn't covered",
        'not part of',
        'pay again',
        'extra ticket',
      ),
    ],
    half: [atPlace('beng-mealea', 'Beng Mealea')],
  },
  {
    id: 'en-kbal-spean-walk',
    lang: 'en',
    kind: 'direct',
    message: 'how long is the hike up to kbal spean, is it hard?',
    must: [
      atPlace('kbal-spean', 'Kbal Spean'),
      t('40 to 50', '40-50', '1.5 km', '1.5km', '40 minutes', '50 minutes'),
    ],
    half: [atPlace('kbal-spean', 'Kbal Spean')],
  },
  {
    id: 'en-sampeau-bats',
    lang: 'en',
    kind: 'direct',
    message: 'what time do the bats fly out at phnom sampeau?',
    must: [t('5:30', '5.30', '17:30', '5 pm', '5pm')],
    half: [atPlace('phnom-sampeau', 'Sampeau')],
  },
  {
    id: 'en-koh-rong-ferry',
    lang: 'en',
    kind: 'two-part',
    message: 'getting to koh rong - where does the ferry leave from and how long is the crossing?',
    ...twoParts(
      t('Sihanoukville'),
      t('45 min', '45 to 60', '45-60', '60 min', 'an hour', '1 hour'),
    ),
  },
  {
    id: 'en-midday-heat-angkor',
    lang: 'en',
    kind: 'direct',
    message: "it's so hot at midday, when should I go to Angkor Wat instead?",
    must: [
      atPlace('angkor-wat', 'Angkor Wat'),
      t('5 am', '5am', '5:00', '5 a.m.', '2 pm', '2pm', 'after 2', '14:00', 'sunrise'),
    ],
    half: [atPlace('angkor-wat', 'Angkor Wat')],
  },
  {
    id: 'en-swim-weekend',
    lang: 'en',
    kind: 'direct',
    message: 'we want to go swimming this weekend somewhere near siem reap',
    must: [any(link(place('west-baray'), place('phnom-kulen')), t('West Baray', 'Kulen'))],
    must_not: [PRODUCT_LINK],
  },
  {
    id: 'en-kulen-after-lunch',
    lang: 'en',
    kind: 'direct',
    message: 'can we drive up phnom kulen after lunch?',
    must: [atPlace('phnom-kulen', 'Kulen'), t('morning', 'one-way', 'one way')],
    half: [atPlace('phnom-kulen', 'Kulen')],
  },
  {
    id: 'en-dolphins-time-price',
    lang: 'en',
    kind: 'two-part',
    message: 'dolphins in kratie: what time should we go and how much is the boat?',
    ...twoParts(t('7 am', '7am', '7:00', '4 pm', '4pm', '16:00', 'after 4'), usd(9)),
  },
  {
    id: 'en-female-dorm',
    lang: 'en',
    kind: 'direct',
    message: 'does sok sabay have a female only dorm?',
    must: [atHotel('sok-sabay-bunkhouse', 'Sok Sabay'), t('female', 'women')],
    half: [atHotel('sok-sabay-bunkhouse', 'Sok Sabay')],
  },
  {
    id: 'en-pool-airport-60',
    lang: 'en',
    kind: 'direct',
    message:
      'looking for a hotel in siem reap with a pool and airport pickup, max 60 dollars a night',
    must: [link(hotel('sivatha-lights-hotel'), hotel('chanthou-courtyard-hotel'))],
    must_not: [link(...POOL_HOTELS_OVER_60)],
  },
  {
    id: 'en-hostel-pool-pub-street',
    lang: 'en',
    kind: 'direct',
    message: 'any hostel near pub street that has a swimming pool?',
    must: [atHotel('tuk-tuk-dreamers-hostel', 'Tuk-Tuk Dreamers', 'Tuk Tuk Dreamers')],
    half: [link(hotel('sok-sabay-bunkhouse'))],
  },
  {
    id: 'en-cheapest-tent',
    lang: 'en',
    kind: 'shopping',
    message: "what's the cheapest tent you've got?",
    must: [isProduct('CT-TEN-004', 'Riverside'), usd(39.9)],
    half: [isProduct('CT-TEN-004', 'Riverside')],
  },
  {
    id: 'en-priciest-sleeping-bag',
    lang: 'en',
    kind: 'shopping',
    message: 'what is your most expensive sleeping bag and how warm is it?',
    must: [isProduct('CT-SLB-002', 'Down 5'), t('comfort', 'limit', ' 0 °c', ' 0°c', '0 degrees')],
    half: [isProduct('CT-SLB-002', 'Down 5')],
  },
  {
    id: 'en-summit-bright-wet',
    lang: 'en',
    kind: 'two-part',
    message: 'how bright is the summit headlamp, and can it get wet?',
    ...twoParts(t('900 lumen', '900 lm', '900lm'), t('IPX7', 'IPX-7', 'IPX 7')),
  },
  {
    id: 'en-mondulkiri-sleeping-bag',
    lang: 'en',
    kind: 'shopping',
    message: 'going to mondulkiri in december, which sleeping bag should I buy?',
    must: [link(product('CT-SLB-001'), product('CT-SLB-002'), product('CT-SLB-004'))],
    half: [link(product('CT-SLB-003'))],
  },
  {
    id: 'en-dress-code',
    lang: 'en',
    kind: 'direct',
    message: 'what should I wear to Angkor Wat? heard they turn people away',
    must: [t('shoulder', 'knee')],
    must_not: [PRODUCT_LINK],
  },
  {
    id: 'en-hammock-to-battambang',
    lang: 'en',
    kind: 'two-part',
    message: 'if I order a hammock today to Battambang, when does it arrive and can I pay cash?',
    ...twoParts(DELIVERY_DAYS_EN, KHQR),
  },
  {
    id: 'en-where-is-my-order',
    lang: 'en',
    kind: 'orders',
    message: "where is my order CT-7KQ2M9XA? it's been 4 days",
    must: [ORDER_LOOKUP],
    must_not: [PRODUCT_LINK],
  },
  {
    id: 'en-broken-pole-return',
    lang: 'en',
    kind: 'orders',
    message: 'the tent you sent me has a broken pole, how do I return it?',
    must: [
      any(
        link('/about-us', faq('cancel-order'), faq('khqr-payment-problems')),
        t('e-mail', 'email', 'contact'),
      ),
    ],
    must_not: [PRODUCT_LINK],
  },
  {
    id: 'en-ship-to-bangkok',
    lang: 'en',
    kind: 'orders',
    message: 'do you ship to Bangkok?',
    must: [t('within cambodia', 'in cambodia', 'inside cambodia')],
  },
  {
    id: 'en-kampot-trip-cost',
    lang: 'en',
    kind: 'trip',
    message: 'how much would 2 days in Kampot cost for two of us?',
    must: [t('Siem Reap'), PLANNER, t('Kampot')],
    half: [
      any(
        t('25 to 40', '25-40'),
        link(place('kampot-riverside'), place('kampot-pepper-farms'), place('bokor-national-park')),
      ),
    ],
    must_not: [all(planner(2, 2), not(t('Kampot')))],
  },
  {
    id: 'en-siem-reap-couple-budget',
    lang: 'en',
    kind: 'trip',
    message: 'rough budget for 3 days in siem reap, me and my wife, mid range hotels',
    must: [planner(3, 2)],
    half: [link('/plan')],
  },
  {
    id: 'en-rain-tomorrow',
    lang: 'en',
    kind: 'unknowable',
    message: 'will it rain in siem reap tomorrow morning? we want to do the angkor wat sunrise',
    must: [ADMITS, OFFERS],
    half: [atPlace('angkor-wat', 'Angkor Wat')],
  },
  {
    id: 'en-last-flight-bangkok',
    lang: 'en',
    kind: 'unknowable',
    message: 'what time is the last flight from siem reap to bangkok today?',
    must: [ADMITS, OFFERS],
  },
  {
    id: 'en-ha-long-cruise',
    lang: 'en',
    kind: 'unknowable',
    message: 'can you recommend a ha long bay cruise?',
    must: [ADMITS, OFFERS],
  },
  {
    id: 'en-grab-price-now',
    lang: 'en',
    kind: 'unknowable',
    message: 'how much is a grab from pub street to the airport right now?',
    must: [ADMITS, OFFERS],
    half: [t('PassApp', '2 to 3', '2-3', '50 km', 'shuttle')],
  },
  {
    id: 'en-bamboo-train-today',
    lang: 'en',
    kind: 'unknowable',
    message: 'is the bamboo train running today or is it closed for the holiday?',
    must: [ADMITS, OFFERS],
    half: [atPlace('battambang-bamboo-train', 'bamboo train', 'Norry')],
  },
  {
    id: 'en-follow-ta-prohm-open',
    lang: 'en',
    kind: 'follow-up',
    context: [
      user('tell me about ta prohm'),
      guide(
        'Ta Prohm is a temple in Siem Reap, founded by Jayavarman VII in 1186 and left with silk-cotton and fig trees growing out of its galleries.',
      ),
    ],
    message: 'what time does it open?',
    must: [t('7:30', '7.30')],
    half: [atPlace('ta-prohm', 'Ta Prohm')],
  },
  {
    id: 'en-follow-loft-breakfast',
    lang: 'en',
    kind: 'follow-up',
    context: [
      user('any hotels close to the old market?'),
      guide(
        'Old Market Loft Hotel is a 3-star converted shophouse on Street 11, 100 m from the Old Market. Sok Sabay Bunkhouse is a hostel two streets away.',
      ),
    ],
    message: 'does the loft one include breakfast?',
    must: [
      t(
        'breakfast included',
        'includes breakfast',
        'breakfast is included',
        'with breakfast',
        'free breakfast',
      ),
    ],
    half: [atHotel('old-market-loft-hotel', 'Old Market Loft')],
  },
  {
    id: 'en-follow-sampeau-getting-there',
    lang: 'en',
    kind: 'follow-up',
    context: [
      user('where can I see bats in battambang?'),
      guide(
        'Phnom Sampeau, 12 km south-west of Battambang town: millions of bats pour out of a cave at the foot of the hill around 5:30 pm.',
      ),
    ],
    message: 'how do I get there from town?',
    must: [t('tuk-tuk', 'tuk tuk', 'tuktuk', 'motorbike', 'moto', 'scooter')],
    half: [atPlace('phnom-sampeau', 'Sampeau')],
  },
  {
    id: 'en-follow-lighter-tent',
    lang: 'en',
    kind: 'follow-up',
    context: [
      user('recommend a tent for 2 people'),
      guide(
        'Trailhead 2 Dome Tent ($129) is a light two-door dome tent; Riverside Easy-Pitch Dome Tent ($39.90) is the budget pick.',
      ),
    ],
    message: 'which of the two is lighter?',
    must: [t('Trailhead'), t('2.1')],
    half: [t('2.1 kg', '2.4 kg', '2.1kg', '2.4kg')],
  },
  {
    id: 'en-follow-kep-crab-price',
    lang: 'en',
    kind: 'follow-up',
    context: [
      user('what is kep famous for?'),
      guide(
        'Kep is famous for its crab market: blue swimmer crabs fried with green Kampot pepper, eaten at sunset over the sea.',
      ),
    ],
    message: 'how much is a kilo of crab there?',
    must: [any(t('10 to 15', '10-15'), usd(10))],
    half: [atPlace('kep-crab-market', 'Crab Market')],
  },
  {
    id: 'en-follow-headlamp-delivery',
    lang: 'en',
    kind: 'follow-up',
    context: [
      user("I'm camping at Kulen, which headlamps do you sell?"),
      guide(
        'Trail 400 Headlamp ($19.90, 400 lumens) and Summit 900 Headlamp ($44.90, 900 lumens, waterproof to IPX7).',
      ),
    ],
    message: 'can you deliver the cheaper one to siem reap? how long would it take?',
    must: [DELIVERY_DAYS_EN],
    half: [any(isProduct('CT-TRK-005', 'Trail 400'), link(faq('delivery-options')))],
  },
  {
    id: 'en-follow-palace-dress-lunch',
    lang: 'en',
    kind: 'follow-up',
    context: [
      user('tell me about the royal palace in phnom penh'),
      guide(
        "The Royal Palace and Silver Pagoda stand on the riverside in Phnom Penh; the Silver Pagoda's floor is laid with more than 5,000 silver tiles.",
      ),
    ],
    message: 'what should I wear there, and is it closed at lunchtime?',
    ...twoParts(t('shoulder', 'knee'), t('lunch', '10:30', 'midday', 'noon')),
  },
  {
    id: 'en-follow-trip-four-people',
    lang: 'en',
    kind: 'follow-up',
    context: [
      user('how much for 3 days in siem reap, just me?'),
      guide(
        'Our trip planner prices 3 days in Siem Reap for one traveller: the bus there and back, a mid-range hotel, meals, tuk-tuks and the 3-day Angkor Pass.',
      ),
    ],
    message: 'and for 4 people?',
    must: [planner(3, 4)],
    half: [link('/plan')],
  },
];

const KM: BlindCase[] = [
  {
    id: 'km-pass-foreign-friend',
    lang: 'km',
    kind: 'two-part',
    message: 'មិត្តបរទេសខ្ញុំចង់ទិញសំបុត្រអង្គរ ៣ ថ្ងៃ ថ្លៃប៉ុន្មាន? ចុះខ្ញុំជាខ្មែរត្រូវទិញដែរឬទេ?',
    ...twoParts(usd(62), t('ឥតគិតថ្លៃ', 'មិនចាំបាច់', 'មិនត្រូវការ', 'free', 'do not need', "don't need")),
  },
  {
    id: 'km-ta-prom-typo',
    lang: 'km',
    kind: 'direct',
    message: 'ប្រាសាទតាព្រំ បើកម៉ោងប៉ុន្មាន?',
    must: [atPlace('ta-prohm', 'តាព្រហ្ម', 'Ta Prohm'), t('7:30')],
    half: [atPlace('ta-prohm', 'តាព្រហ្ម', 'Ta Prohm')],
  },
  {
    id: 'km-bayon-photo-time',
    lang: 'km',
    kind: 'direct',
    message: 'ចង់ថតរូបព្រះភក្ត្រញញឹមនៅបាយ័ន គួរទៅម៉ោងប៉ុន្មាន?',
    must: [
      atPlace('bayon-angkor-thom', 'បាយ័ន', 'Bayon'),
      t('7 ដល់', '7 ទៅ', 'ម៉ោង 7', '7 ព្រឹក', '7:00', '7 am', '7-9', '7 to 9'),
    ],
    half: [atPlace('bayon-angkor-thom', 'បាយ័ន', 'Bayon')],
  },
  {
    id: 'km-banteay-srei-distance',
    lang: 'km',
    kind: 'direct',
    message: 'បន្ទាយស្រីនៅឆ្ងាយពីក្រុងសៀមរាបប៉ុន្មានគីឡូ?',
    must: [
      atPlace('banteay-srei', 'បន្ទាយស្រី', 'Banteay Srei'),
      t('37 គីឡូ', '37 km', '37km', '37 គ.ម'),
    ],
    half: [atPlace('banteay-srei', 'បន្ទាយស្រី', 'Banteay Srei')],
  },
  {
    id: 'km-romanised-beng-mealea-pass',
    lang: 'km',
    kind: 'direct',
    message: 'Beng Mealea chol ban doy sombot Angkor Pass ot?',
    must: [
      atPlace('beng-mealea', 'បឹងមាលា', 'Beng Mealea'),
      t(
        'ដាច់ដោយឡែក',
        'មិនរាប់បញ្ចូល',
        'មិនរួម',
        'not covered',
        'separate',
        'own ticket',
        'not included',
        "isn't covered",
      ),
    ],
    half: [atPlace('beng-mealea', 'បឹងមាលា', 'Beng Mealea')],
  },
  {
    id: 'km-kbal-spean-walk',
    lang: 'km',
    kind: 'direct',
    message: 'ដើរឡើងក្បាលស្ពានអស់ប៉ុន្មាននាទី? ពិបាកដើរទេ?',
    must: [
      atPlace('kbal-spean', 'ក្បាលស្ពាន', 'Kbal Spean'),
      t('40 ទៅ 50', '40-50', '40 to 50', '1,5 គីឡូ', '1.5 km', '40 នាទី', '50 នាទី'),
    ],
    half: [atPlace('kbal-spean', 'ក្បាលស្ពាន', 'Kbal Spean')],
  },
  {
    id: 'km-sampeau-bats',
    lang: 'km',
    kind: 'direct',
    message: 'ប្រចៀវនៅភ្នំសំពៅហើរចេញម៉ោងប៉ុន្មាន?',
    must: [t('5:30', '5 ល្ងាច', '17:30', '5 pm', '5pm')],
    half: [atPlace('phnom-sampeau', 'ភ្នំសំពៅ', 'Sampeau')],
  },
  {
    id: 'km-koh-rong-ferry',
    lang: 'km',
    kind: 'two-part',
    message: 'ទៅកោះរ៉ុងជិះកាណូតពីកំពង់ផែណា? ជិះអស់ប៉ុន្មានម៉ោង?',
    ...twoParts(
      t('ព្រះសីហនុ', 'Sihanoukville'),
      t('45 នាទី', '45 ទៅ 60', '45-60', '45 min', '60 នាទី', 'មួយម៉ោង', '1 ម៉ោង'),
    ),
  },
  {
    id: 'km-pub-street-when',
    lang: 'km',
    kind: 'direct',
    message: 'Pub Street ទៅម៉ោងប៉ុន្មានទើបសប្បាយ?',
    must: [
      atPlace('pub-street', 'Pub Street', 'ផាប់ស្ទ្រីត'),
      t('7 យប់', 'ម៉ោង 7', '7 pm', '7pm', '19:00', 'after 7'),
    ],
    half: [atPlace('pub-street', 'Pub Street', 'ផាប់ស្ទ្រីត')],
  },
  {
    id: 'km-swim-weekend',
    lang: 'km',
    kind: 'direct',
    message: 'ចុងសប្តាហ៍នេះចង់ទៅលេងទឹក ហែលទឹកក្បែរសៀមរាប មានកន្លែងណាខ្លះ?',
    must: [
      any(
        link(place('west-baray'), place('phnom-kulen')),
        t('បារាយណ៍ទឹកថ្លា', 'បារាយណ៍ខាងលិច', 'គូលែន', 'West Baray', 'Kulen'),
      ),
    ],
    must_not: [PRODUCT_LINK],
  },
  {
    id: 'km-midday-heat-angkor',
    lang: 'km',
    kind: 'direct',
    message: 'ថ្ងៃត្រង់ក្តៅខ្លាំងណាស់ គួរទៅអង្គរវត្តម៉ោងប៉ុន្មានវិញ?',
    must: [
      atPlace('angkor-wat', 'អង្គរវត្ត', 'Angkor Wat'),
      t('5 ព្រឹក', 'ម៉ោង 5', '5:00', '5 am', '2 រសៀល', 'ម៉ោង 2', '2 pm', 'ថ្ងៃរះ', 'sunrise'),
    ],
    half: [atPlace('angkor-wat', 'អង្គរវត្ត', 'Angkor Wat')],
  },
  {
    id: 'km-kulen-afternoon',
    lang: 'km',
    kind: 'direct',
    message: 'ឡើងភ្នំគូលែនពេលរសៀលបានទេ?',
    must: [atPlace('phnom-kulen', 'គូលែន', 'Kulen'), t('ព្រឹក', 'morning', 'one-way', 'one way')],
    half: [atPlace('phnom-kulen', 'គូលែន', 'Kulen')],
  },
  {
    id: 'km-pool-under-40',
    lang: 'km',
    kind: 'direct',
    message: 'សណ្ឋាគារណាខ្លះនៅសៀមរាបមានអាងហែលទឹក តម្លៃក្រោម ៤០ ដុល្លារមួយយប់?',
    must: [
      link(
        hotel('tuk-tuk-dreamers-hostel'),
        hotel('sivatha-lights-hotel'),
        hotel('chanthou-courtyard-hotel'),
      ),
    ],
    must_not: [link(...POOL_HOTELS_OVER_40)],
  },
  {
    id: 'km-grandma-cooking-class',
    lang: 'km',
    kind: 'direct',
    message: 'ផ្ទះសំណាក់លោកយាយសុភា មានថ្នាក់រៀនធ្វើម្ហូបខ្មែរទេ?',
    must: [atHotel('grandma-sopheas-guesthouse', 'សុភា', 'Sophea'), t('ធ្វើម្ហូប', 'cooking')],
    half: [atHotel('grandma-sopheas-guesthouse', 'សុភា', 'Sophea')],
  },
  {
    id: 'km-closest-hotel-angkor-wat',
    lang: 'km',
    kind: 'direct',
    message: 'សណ្ឋាគារណាដែលនៅជិតប្រាសាទអង្គរវត្តជាងគេ?',
    must: [atHotel('rumduol-garden-resort', 'រំដួល', 'Rumduol')],
    half: [atHotel('naga-moat-resort', 'គូទឹកនាគ', 'Naga Moat')],
  },
  {
    id: 'km-cheapest-stay',
    lang: 'km',
    kind: 'direct',
    message: 'កន្លែងស្នាក់នៅថោកជាងគេនៅសៀមរាប មួយយប់ប៉ុន្មាន?',
    must: [atHotel('sok-sabay-bunkhouse', 'សុខសប្បាយ', 'Sok Sabay'), usd(8)],
    half: [atHotel('sok-sabay-bunkhouse', 'សុខសប្បាយ', 'Sok Sabay')],
  },
  {
    id: 'km-cheapest-bottle',
    lang: 'km',
    kind: 'shopping',
    message: 'ដបទឹកមួយណាដែលថោកជាងគេ?',
    must: [isProduct('CT-BOT-004', 'បំពង់បឺត', 'Flip-Straw'), usd(9.9)],
    half: [isProduct('CT-BOT-004', 'បំពង់បឺត', 'Flip-Straw')],
  },
  {
    id: 'km-priciest-tent-sleeps',
    lang: 'km',
    kind: 'shopping',
    message: 'តង់ថ្លៃជាងគេមួយណា? ដេកបានប៉ុន្មាននាក់?',
    must: [
      isProduct('CT-TEN-005', 'កណ្តឹង', 'កណ្ដឹង', 'Bell Tent', 'Kampot Cotton'),
      t('4 នាក់', '4 adults', '4-person', '4 person'),
    ],
    half: [isProduct('CT-TEN-005', 'កណ្តឹង', 'កណ្ដឹង', 'Bell Tent', 'Kampot Cotton')],
  },
  {
    id: 'km-hammock-max-load',
    lang: 'km',
    kind: 'shopping',
    message: 'អង្រឹងដែលមានមុង ទ្រទម្ងន់បានប៉ុន្មានគីឡូ?',
    must: [num(150)],
    half: [link(product('CT-HAM-001'))],
  },
  {
    id: 'km-phone-pouch-koh-rong',
    lang: 'km',
    kind: 'shopping',
    message: 'មានស្រោមការពារទឹកសម្រាប់ទូរស័ព្ទទេ? ខ្ញុំនឹងទៅកោះរ៉ុង',
    must: [link(product('CT-ACC-005'), product('CT-ACC-002'))],
  },
  {
    id: 'km-delivery-kampot',
    lang: 'km',
    kind: 'two-part',
    message: 'បើកុម្ម៉ង់ពីកំពត ដឹកប៉ុន្មានថ្ងៃទើបដល់? ថ្លៃដឹកប៉ុន្មាន?',
    ...twoParts(DELIVERY_DAYS_KM, usd(2)),
  },
  {
    id: 'km-cod-phnom-penh',
    lang: 'km',
    kind: 'orders',
    message: 'នៅភ្នំពេញ អាចបង់លុយពេលទំនិញមកដល់ផ្ទះបានទេ?',
    must: [t('ប្រាក់សុទ្ធ', 'សាច់ប្រាក់', 'cash', 'COD', 'បង់ប្រាក់ពេលទទួល')],
  },
  {
    id: 'km-where-is-my-order',
    lang: 'km',
    kind: 'orders',
    message: 'ឥវ៉ាន់ដែលខ្ញុំកុម្ម៉ង់ លេខ CT-4HN8R2WD ដល់ណាហើយ? នៅមិនទាន់ទទួលបានទេ',
    must: [ORDER_LOOKUP],
    must_not: [PRODUCT_LINK],
  },
  {
    id: 'km-wrong-colour',
    lang: 'km',
    kind: 'orders',
    message: 'ខ្ញុំកុម្ម៉ង់ខុសពណ៌ហើយ អាចប្តូរបានទេ?',
    must: [
      any(
        link('/orders', faq('cancel-order'), '/about-us'),
        t('បោះបង់', 'cancel', 'កំពុងរង់ចាំ', 'pending'),
      ),
    ],
    must_not: [PRODUCT_LINK],
  },
  {
    id: 'km-kep-trip-cost',
    lang: 'km',
    kind: 'trip',
    message: 'ទៅលេងកែប ២ ថ្ងៃ ១ យប់ អស់លុយប្រហែលប៉ុន្មាន?',
    must: [t('សៀមរាប', 'Siem Reap'), PLANNER, t('កែប ', 'ខេត្តកែប', 'Kep')],
    half: [
      any(
        t('30 ទៅ 45', '30-45', '30 to 45'),
        link(place('kep-crab-market'), place('kep-national-park')),
      ),
    ],
    must_not: [all(planner(2, 1, 1), not(t('កែប ', 'ខេត្តកែប', 'Kep')))],
  },
  {
    id: 'km-siem-reap-three-people',
    lang: 'km',
    kind: 'trip',
    message: 'ទៅសៀមរាប ៣ នាក់ ២ ថ្ងៃ ត្រូវត្រៀមលុយប៉ុន្មាន?',
    must: [planner(2, 3)],
    half: [link('/plan')],
  },
  {
    id: 'km-rain-tomorrow-kampot',
    lang: 'km',
    kind: 'unknowable',
    message: 'ស្អែកនៅកំពតភ្លៀងទេ?',
    must: [ADMITS, OFFERS],
  },
  {
    id: 'km-flights-today',
    lang: 'km',
    kind: 'unknowable',
    message: 'យន្តហោះពីភ្នំពេញទៅសៀមរាបថ្ងៃនេះ មានជើងហោះហើរម៉ោងប៉ុន្មានខ្លះ?',
    must: [ADMITS, OFFERS],
    half: [t('ឡានក្រុង', 'bus')],
  },
  {
    id: 'km-phuket',
    lang: 'km',
    kind: 'unknowable',
    message: 'ទៅលេងភូកេតនៅថៃ គួរទៅកន្លែងណាខ្លះ?',
    must: [ADMITS, OFFERS],
  },
  {
    id: 'km-exchange-rate-today',
    lang: 'km',
    kind: 'unknowable',
    message: 'ថ្ងៃនេះនៅផ្សារ ដុល្លារមួយដូរបានប៉ុន្មានរៀល?',
    must: [ADMITS, t('4000')],
    half: [t('4000')],
  },
  {
    id: 'km-petrol-price-today',
    lang: 'km',
    kind: 'unknowable',
    message: 'តម្លៃសាំងនៅសៀមរាបថ្ងៃនេះប៉ុន្មានមួយលីត្រ?',
    must: [ADMITS, OFFERS],
  },
  {
    id: 'km-romanised-sok-sabay-wifi',
    lang: 'km',
    kind: 'direct',
    message: 'Sok Sabay Bunkhouse mean wifi free ot?',
    must: [atHotel('sok-sabay-bunkhouse', 'Sok Sabay', 'សុខសប្បាយ'), t('wi-fi', 'wifi', 'វ៉ាយហ្វាយ')],
    half: [atHotel('sok-sabay-bunkhouse', 'Sok Sabay', 'សុខសប្បាយ')],
  },
  {
    id: 'km-follow-banteay-srei-when',
    lang: 'km',
    kind: 'follow-up',
    context: [
      user('ប្រាប់ខ្ញុំពីប្រាសាទបន្ទាយស្រីបន្តិចមើល'),
      guide(
        'ប្រាសាទបន្ទាយស្រី ជាប្រាសាទតូចធ្វើពីថ្មភក់ពណ៌ផ្កាឈូក នៅចម្ងាយ ៣៧ គីឡូម៉ែត្រពីក្រុងសៀមរាប ល្បីដោយចម្លាក់ល្អិតល្អន់។',
      ),
    ],
    message: 'ទៅទីនោះម៉ោងណាល្អជាងគេ?',
    must: [t('3 រសៀល', 'ម៉ោង 3', '3 pm', 'after 3', '15:00', 'បើកទ្វារ', 'opening')],
    half: [atPlace('banteay-srei', 'បន្ទាយស្រី', 'Banteay Srei')],
  },
  {
    id: 'km-follow-cheaper-tent-delivery',
    lang: 'km',
    kind: 'follow-up',
    context: [
      user('មានតង់សម្រាប់ ២ នាក់ទេ?'),
      guide('មាន៖ តង់រាងដូម Trailhead 2 តម្លៃ 129 ដុល្លារ និងតង់រាងដូមងាយដំឡើង Riverside តម្លៃ 39.90 ដុល្លារ។'),
    ],
    message: 'យកមួយថោកជាងនោះ បើដឹកមកភ្នំពេញ ប៉ុន្មានម៉ោងបានដល់?',
    must: [t('2 ទៅ 6', '2-6', '2 to 6', 'ថ្ងៃតែមួយ', 'same day', 'same-day')],
    half: [isProduct('CT-TEN-004', 'Riverside')],
  },
  {
    id: 'km-follow-dolphin-boat-price',
    lang: 'km',
    kind: 'follow-up',
    context: [
      user('អាចមើលផ្សោតនៅកន្លែងណា?'),
      guide('អាចមើលផ្សោតទន្លេនៅអន្លង់ផ្សោតកំពី ចម្ងាយប្រហែល ១៥ គីឡូម៉ែត្រខាងជើងក្រុងក្រចេះ។'),
    ],
    message: 'ជិះទូកមើលវាអស់ប៉ុន្មាន?',
    must: [usd(9)],
    half: [atPlace('kampi-dolphin-pool', 'កំពី', 'Kampi')],
  },
  {
    id: 'km-follow-family-room-price',
    lang: 'km',
    kind: 'follow-up',
    context: [
      user('សណ្ឋាគារណាល្អសម្រាប់គ្រួសារមានកូនតូច?'),
      guide(
        'សណ្ឋាគារគោមអប្សរា (Apsara Lantern Pool Hotel) មានអាងហែលទឹក ២៥ ម៉ែត្រ ក្លឹបកុមារ និងបន្ទប់គ្រួសារធំៗ។',
      ),
    ],
    message: 'បន្ទប់គ្រួសារនៅទីនោះ មួយយប់ថ្លៃប៉ុន្មាន?',
    must: [any(usd(95), t('95 ទៅ 120', '95-120', '95 to 120'))],
    half: [atHotel('apsara-lantern-pool-hotel', 'គោមអប្សរា', 'Apsara Lantern')],
  },
  {
    id: 'km-follow-last-place-stairs',
    lang: 'km',
    kind: 'follow-up',
    context: [
      user('ទៅបាត់ដំបង មានអីលេងខ្លះ?'),
      guide('នៅបាត់ដំបង មានរថភ្លើងឫស្សី (ណូរី) ភ្នំសំពៅ និងប្រាសាទភ្នំបាណន់។'),
    ],
    message: 'កន្លែងចុងក្រោយនោះ ត្រូវឡើងជណ្ដើរច្រើនទេ?',
    must: [num(350)],
    half: [atPlace('wat-banan', 'បាណន់', 'Banan')],
  },
  {
    id: 'km-follow-jnt-payment',
    lang: 'km',
    kind: 'follow-up',
    context: [
      user('ការដឹកជញ្ជូនមានប៉ុន្មានប្រភេទ?'),
      guide(
        'មានបីប្រភេទ៖ ដឹកក្នុងភ្នំពេញ (១ ដុល្លារ ក្នុងថ្ងៃតែមួយ), J&T Express និង Virak Buntham Express (២ ដុល្លារ ទៅខេត្តផ្សេងៗ)។',
      ),
    ],
    message: 'ចុះបើផ្ញើតាម J&T បង់លុយយ៉ាងម៉េច?',
    must: [KHQR],
  },
  {
    id: 'km-follow-bokor-jacket',
    lang: 'km',
    kind: 'follow-up',
    context: [
      user('ខ្ញុំចង់ទៅលេងកំពត'),
      guide('កំពតល្បីដោយចម្ការម្រេច មាត់ទន្លេពេលថ្ងៃលិច និងឧទ្យានជាតិបូកគោនៅលើភ្នំ។'),
    ],
    message: 'ឡើងលើនោះត្រជាក់ទេ? ត្រូវយកអាវរងាទៅដែរឬអត់?',
    must: [
      atPlace('bokor-national-park', 'បូកគោ', 'Bokor'),
      t('អាវរងា', 'jacket', 'warm layer', '10 អង្សា', '10 degrees'),
    ],
    half: [
      any(
        atPlace('bokor-national-park', 'បូកគោ', 'Bokor'),
        t('អាវរងា', 'jacket', 'warm layer', '10 អង្សា', '10 degrees'),
      ),
    ],
  },
  {
    id: 'km-follow-trip-two-people',
    lang: 'km',
    kind: 'follow-up',
    context: [
      user('៣ ថ្ងៃនៅសៀមរាប ម្នាក់ឯង អស់ប៉ុន្មាន?'),
      guide(
        'កម្មវិធីរៀបចំដំណើររបស់យើង គិតថ្លៃ ៣ ថ្ងៃនៅសៀមរាបសម្រាប់មនុស្សម្នាក់៖ ឡានក្រុងទៅមក សណ្ឋាគារកម្រិតមធ្យម អាហារ តុកតុក និងសំបុត្រអង្គរ ៣ ថ្ងៃ។',
      ),
    ],
    message: 'ចុះបើទៅពីរនាក់ជាមួយសង្សារវិញ?',
    must: [planner(3, 2)],
    half: [link('/plan')],
  },
];

export const BLIND_CASES: readonly BlindCase[] = [...EN, ...KM];

/** What a well-formed set has; the runner refuses to score a set that falls short. */
export const BLIND_SET_RULES = {
  cases: 80,
  khmer: 40,
  followUpsMin: 12,
  unknowablesMin: 8,
} as const;

/** Why the set is malformed (empty when it is fine). */
export function blindSetProblems(cases: readonly BlindCase[] = BLIND_CASES): string[] {
  const problems: string[] = [];
  const r = BLIND_SET_RULES;
  const km = cases.filter((c) => c.lang === 'km').length;
  const followUps = cases.filter(
    (c) => c.kind === 'follow-up' && (c.context?.length ?? 0) > 0,
  ).length;
  const unknowables = cases.filter((c) => c.kind === 'unknowable').length;
  if (cases.length < r.cases) problems.push(`${cases.length} cases, fewer than ${r.cases}`);
  if (km * 2 !== cases.length) problems.push(`${km} of ${cases.length} cases in Khmer, not half`);
  if (followUps < r.followUpsMin)
    problems.push(`${followUps} follow-ups with a context, fewer than ${r.followUpsMin}`);
  if (unknowables < r.unknowablesMin)
    problems.push(`${unknowables} unknowables, fewer than ${r.unknowablesMin}`);
  const ids = new Set<string>();
  for (const c of cases) {
    if (ids.has(c.id)) problems.push(`duplicate id ${c.id}`);
    ids.add(c.id);
    if (c.must.length === 0) problems.push(`${c.id} has no must check`);
    if (c.kind === 'follow-up' && !c.context?.length)
      problems.push(`${c.id} is a follow-up without a context`);
  }
  return problems;
}
