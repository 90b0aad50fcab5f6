/**
 * The chatbot's SECOND HELD-OUT evaluation set: 40 questions a traveller or shopper in Cambodia
 * would ask our guide, 20 in English and 20 in Khmer script, each with what a right answer must
 * contain. Like the first held-out set (chatbot-holdout-set.ts) it measures whether the bot
 * generalises to questions nobody tuned it on: it is scored exactly like the blind set
 * (chatbot-blind-check.ts judgeReply), with the same case type and the same check vocabulary
 * (chatbot-blind-set.ts).
 *
 * How and when it was written: in one sitting on 2026-11-29, by someone who had not seen the
 * chatbot's code (apps/api/src/modules/chatbot/, packages/shared/src/domain/chatbot/,
 * packages/shared/src/data/chatbot-*.ts), its tests (apps/api/test/chatbot/) or any of its
 * answers, and who neither ran the bot nor any eval script, nor read any evaluation output. The
 * author read only the demo content the bot answers from (apps/api/src/db/seed/data/
 * locations.json, hotels.json, products.json, provinces.json, packages/shared/src/data/faq.ts and
 * the delivery options and their rules), the blind set's header, types and way of writing
 * checks, the first held-out set, and the judge (chatbot-blind-check.ts), so that every check is
 * true of the data and loose enough for any reasonable right answer. Before freezing, a right
 * answer written by hand from the data for every case was scored with judgeReply, and all 40
 * came out right; that only checks the checks against the data, never against the bot.
 *
 * The questions ask about other facts, places, hotels and products than the blind set and the
 * first held-out set (or a different fact about the same one), phrased the way people type:
 * typos and shorthand ("hw long", "rn", "ur", "w/"), slang ("mates", "whats the damage"),
 * run-on sentences, two questions in one, follow-ups that point back ("the first one", "the
 * small one", "the cheaper one", "there"), Khmer with Latin words in it (KHQR, CT- order
 * numbers), and questions nobody here can answer (this week's lake level, the queue at the
 * ticket office right now, tonight's moon, fog on Bokor now, places abroad), where the right
 * answer admits it and offers what we have.
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

const DELIVERY_DAYS_EN = t('1 to 3', '1-3', '1 to 2', '1-2');

const EN: BlindCase[] = [
  // ── direct ──────────────────────────────────────────────────────────────────────────────
  {
    id: 'h2-en-kids-club-hotel',
    lang: 'en',
    kind: 'direct',
    message:
      'travelling w/ 2 kids (5 and 9) which hotel in siem reap has a kids club so we get a break lol',
    must: [
      any(
        link(hotel('apsara-lantern-pool-hotel'), hotel('rumduol-garden-resort')),
        t('Apsara Lantern', 'Rumduol'),
      ),
    ],
  },
  {
    id: 'h2-en-norry-baby',
    lang: 'en',
    kind: 'direct',
    message: 'is the norry ok for a baby? shes 10 months, we r in battambang next week',
    must: [
      t(
        'not suitable',
        'unsuitable',
        "isn't suitable",
        'not recommended',
        "isn't recommended",
        'not for babies',
        'not safe for babies',
        'no babies',
        'not a good idea',
      ),
    ],
    half: [atPlace('battambang-bamboo-train', 'bamboo train', 'Norry')],
  },
  {
    id: 'h2-en-kampot-kep-minibus',
    lang: 'en',
    kind: 'direct',
    message: 'hw long from kampot to kep by minibus? want to go for a crab lunch',
    must: [t('30 min', '30-min', 'half an hour', 'half-hour', 'thirty min')],
    half: [atPlace('kep-crab-market', 'Crab Market')],
  },
  {
    id: 'h2-en-yeak-laom-bikini',
    lang: 'en',
    kind: 'direct',
    message: 'can i just swim in my bikini at yeak loam or is that rude?',
    must: [t('T-shirt', 't shirt', 'tshirt', 'cover-up', 'cover up', 'covered', 'modest')],
    half: [atPlace('yeak-laom-lake', 'Yeak Laom')],
  },

  // ── two-part ────────────────────────────────────────────────────────────────────────────
  {
    id: 'h2-en-phare-start-length',
    lang: 'en',
    kind: 'two-part',
    message: 'phare circus what time does the show start n how long does it go for',
    ...twoParts(
      t('8 pm', '8pm', '8:00 pm', '8 p.m.', '20:00', "8 o'clock"),
      t('1 hour', 'one hour', 'an hour', '60 min', '1-hour', 'one-hour'),
    ),
  },
  {
    id: 'h2-en-otres-quiet-months',
    lang: 'en',
    kind: 'two-part',
    message: 'otres beach - which end is the quiet one, and what months r best to go?',
    ...twoParts(
      t('Otres 2', 'Otres II', 'Otres Two'),
      t('November', 'Nov to', 'Nov-', 'dry season'),
    ),
  },

  // ── shopping ────────────────────────────────────────────────────────────────────────────
  {
    id: 'h2-en-chair-130kg',
    lang: 'en',
    kind: 'shopping',
    message: "im about 130kg, which of ur camp chairs won't collapse under me",
    must: [isProduct('CT-CHR-002', 'Packlite'), num(145)],
    half: [isProduct('CT-CHR-002', 'Packlite')],
  },
  {
    id: 'h2-en-air-bed-two',
    lang: 'en',
    kind: 'shopping',
    message:
      'the double air mattress with the pump inside, how long does it take to blow up and will it hold me and my husband, around 200kg together',
    ...twoParts(t('3 min', 'three min', '3-min'), num(300)),
  },
  {
    id: 'h2-en-lantern-charge-phone',
    lang: 'en',
    kind: 'shopping',
    message: 'need a lantern for the tent that can also charge my phone, got anything like that?',
    must: [isProduct('CT-ACC-004', 'LED Camp Lantern', 'Rechargeable LED')],
  },

  // ── orders ──────────────────────────────────────────────────────────────────────────────
  {
    id: 'h2-en-cancel-wrong-hammock',
    lang: 'en',
    kind: 'orders',
    message:
      'ordered the wrong hammock like 10 min ago, CT-8RV2NQ4K, can i still cancel it or is it too late',
    must: [
      t('pending'),
      any(
        link('/orders', faq('cancel-order')),
        t('My orders', 'confirmation e-mail', 'confirmation email'),
      ),
    ],
    half: [any(link('/orders', faq('cancel-order')), t('My orders'))],
    must_not: [PRODUCT_LINK],
  },
  {
    id: 'h2-en-stack-promo-codes',
    lang: 'en',
    kind: 'orders',
    message: 'got 2 promo codes from a friend, can i use both on the same order?',
    must: [
      t(
        'one code',
        'one promo',
        'only one',
        '1 code',
        '1 promo',
        'single code',
        'single promo',
        'one per order',
      ),
    ],
    must_not: [PRODUCT_LINK],
  },
  {
    id: 'h2-en-same-day-siem-reap',
    lang: 'en',
    kind: 'orders',
    message:
      'can ur rider bring my order same day in siem reap like in phnom penh? if not how long',
    must: [DELIVERY_DAYS_EN, t('Phnom Penh')],
    half: [DELIVERY_DAYS_EN],
  },

  // ── trip ────────────────────────────────────────────────────────────────────────────────
  {
    id: 'h2-en-one-day-three-mates',
    lang: 'en',
    kind: 'trip',
    message: 'me + 2 mates, 1 day doing the temples in siem reap, whats the damage all in?',
    must: [planner(1, 3)],
    half: [link('/plan')],
  },

  // ── unknowable ──────────────────────────────────────────────────────────────────────────
  {
    id: 'h2-en-tonle-sap-this-week',
    lang: 'en',
    kind: 'unknowable',
    message:
      'is the tonle sap water high enough this week for the boats to get into kompong pluk? we go thursday',
    must: [ADMITS, OFFERS],
    half: [atPlace('kompong-phluk', 'Kompong Phluk')],
  },
  {
    id: 'h2-en-ticket-queue-now',
    lang: 'en',
    kind: 'unknowable',
    message: "how long's the line at the angkor ticket office rn? should we go now or after lunch",
    must: [ADMITS, OFFERS],
    half: [t('Road 60', 'ticket centre', 'ticket center', 'ticket office', 'online')],
  },
  {
    id: 'h2-en-luang-prabang-falls',
    lang: 'en',
    kind: 'unknowable',
    message: 'what are the best waterfalls near luang prabang? crossing into laos after cambodia',
    must: [ADMITS, OFFERS],
    half: [
      any(
        link(place('tatai-waterfall'), place('bousra-waterfall'), place('phnom-kulen')),
        t('Tatai', 'Bousra', 'Kulen'),
      ),
    ],
  },

  // ── follow-up ───────────────────────────────────────────────────────────────────────────
  {
    id: 'h2-en-follow-chanthou-pool-suite',
    lang: 'en',
    kind: 'follow-up',
    context: [
      user('mid range hotel in siem reap with a nice pool?'),
      guide(
        'Chanthou Courtyard Hotel has a salt-water courtyard pool shaded by frangipani trees, between the river and the museum. Sivatha Lights Hotel has a small pool on Sivatha Boulevard.',
      ),
    ],
    message: 'the first one, do they have a room where u step straight out into the pool? how much',
    must: [any(usd(65), usd(75), t('65 to 75', '65-75', '65-$75', '65 to $75'))],
    half: [atHotel('chanthou-courtyard-hotel', 'Chanthou')],
  },
  {
    id: 'h2-en-follow-preah-khan-look-for',
    lang: 'en',
    kind: 'follow-up',
    context: [
      user('which temple feels like ta prohm but with way fewer people'),
      guide(
        'Preah Khan, on the grand circuit: a 12th-century monastery-city of long corridors, partly stabilised and partly left to the trees.',
      ),
    ],
    message: 'nice, what should i look out for once im inside?',
    must: [t('Hall of Dancers', 'dancers', 'apsara', 'two-storey', 'two storey', 'round columns')],
    half: [atPlace('preah-khan', 'Preah Khan')],
  },
  {
    id: 'h2-en-follow-daypack-laptop',
    lang: 'en',
    kind: 'follow-up',
    context: [
      user('need a small backpack for temple days'),
      guide(
        'Kulen Day Pack 20 L ($34.90) is light, with a breathable mesh back; for multi-day treks there is the Ridgeway Trekking Pack ($109).',
      ),
    ],
    message: 'will my 15 inch laptop fit in the small one?',
    must: [t('15 in', '15"', '15-inch', '15 inch', 'up to 15')],
    half: [isProduct('CT-TRK-002', 'Kulen Day Pack')],
    must_not: [t("won't fit", 'will not fit', "doesn't fit", 'does not fit', 'too small')],
  },
  {
    id: 'h2-en-follow-kampot-train',
    lang: 'en',
    kind: 'follow-up',
    context: [
      user('how do i get from phnom penh to kampot'),
      guide(
        'Minibuses run between Phnom Penh and Kampot in about 3 hours, with several departures in the morning.',
      ),
    ],
    message: 'is there a train as well?',
    must: [t('weekend', 'saturday', 'sunday')],
  },
];

const KM: BlindCase[] = [
  // ── direct ──────────────────────────────────────────────────────────────────────────────
  {
    id: 'h2-km-museum-photos',
    lang: 'km',
    kind: 'direct',
    message: 'សារមន្ទីរជាតិអង្គរនៅសៀមរាប ចូលទៅខាងក្នុងហើយ អាចថតរូបបានទេ?',
    must: [
      t(
        'ហាមថត',
        'មិនអនុញ្ញាតឱ្យថត',
        'មិនអនុញ្ញាតឲ្យថត',
        'មិនអាចថត',
        'មិនឱ្យថត',
        'មិនត្រូវថត',
        'no photo',
        'not allowed',
        'no photography',
      ),
    ],
    half: [atPlace('angkor-national-museum', 'សារមន្ទីរជាតិអង្គរ', 'Angkor National Museum')],
  },
  {
    id: 'h2-km-tatai-swim-month',
    lang: 'km',
    kind: 'direct',
    message: 'ទឹកធ្លាក់តាតៃ ខែណាទៅហែលទឹកបានល្អ? ខ្លាចទឹកហូរខ្លាំងពេក',
    must: [t('ធ្នូ', 'មករា', 'រដូវប្រាំង', 'December', 'January', 'dry season')],
    half: [atPlace('tatai-waterfall', 'តាតៃ', 'Tatai')],
  },
  {
    id: 'h2-km-pepper-harvest-month',
    lang: 'km',
    kind: 'direct',
    message: 'ចង់ទៅមើលគេបេះម្រេចនៅចម្ការកំពត គួរទៅខែណាទើបត្រូវរដូវ?',
    must: [t('កុម្ភៈ', 'February')],
    half: [atPlace('kampot-pepper-farms', 'ចម្ការម្រេច', 'Pepper Farm')],
  },
  {
    id: 'h2-km-kampong-khleang-distance',
    lang: 'km',
    kind: 'direct',
    message: 'ភូមិកំពង់ឃ្លាំង ពីក្រុងសៀមរាបទៅឆ្ងាយប៉ុន្មានគីឡូ?',
    must: [num(55)],
    half: [atPlace('kampong-khleang', 'កំពង់ឃ្លាំង', 'Kampong Khleang')],
  },

  // ── two-part ────────────────────────────────────────────────────────────────────────────
  {
    id: 'h2-km-kratie-island-bike',
    lang: 'km',
    kind: 'two-part',
    message: 'ទៅក្រចេះ ក្រៅពីមើលផ្សោត មានអីលេងទៀតទេ? ឮថាមានជិះកង់លើកោះ ផ្លូវវែងប៉ុន្មានគីឡូ?',
    ...twoParts(
      t('កោះទ្រង់', 'Koh Trong'),
      t('9 គីឡូ', '9 គ.ម', '9 km', '9km', '9 kilomet', 'ប្រាំបួនគីឡូ'),
    ),
  },
  {
    id: 'h2-km-kampot-kayak-swim',
    lang: 'km',
    kind: 'two-part',
    message: 'អុំកាយ៉ាក់លេងនៅកំពត ថ្លៃប៉ុន្មាន? ខ្ញុំហែលទឹកមិនចេះទេ ទៅបានអត់?',
    ...twoParts(usd(25), t('ចេះហែលទឹក', 'ហែលទឹកបាន', 'able to swim', 'know how to swim', 'can swim')),
    must_not: [
      t(
        'មិនចាំបាច់ចេះហែលទឹក',
        "don't need to swim",
        "don't need to know how to swim",
        'no need to swim',
      ),
    ],
  },

  // ── shopping ────────────────────────────────────────────────────────────────────────────
  {
    id: 'h2-km-cheapest-sleeping-pad',
    lang: 'km',
    kind: 'shopping',
    message: 'ពូកខ្យល់ ឬកម្រាលគេង មួយណាថោកជាងគេ? ទៅដើរព្រៃ លុយមិនសូវមាន',
    must: [isProduct('CT-MAT-004', 'ពូកខ្យល់ស្រាល Kulen', 'Kulen Lightweight'), usd(19.5)],
    half: [isProduct('CT-MAT-004', 'ពូកខ្យល់ស្រាល Kulen', 'Kulen Lightweight')],
  },
  {
    id: 'h2-km-first-aid-kit',
    lang: 'km',
    kind: 'shopping',
    message: 'កញ្ចប់សង្គ្រោះបឋមរបស់ហាង ថ្លៃប៉ុន្មាន? ក្នុងនោះមានរបស់ប៉ុន្មានមុខ?',
    ...twoParts(usd(18.9), num(42)),
  },
  {
    id: 'h2-km-titanium-bottle-stove',
    lang: 'km',
    kind: 'shopping',
    message: 'ដបទឹកទីតានីញ៉ូម អាចដាក់លើចង្ក្រានដាំទឹកបានមែនទេ?',
    must: [t('គម្រប', 'cap', 'lid')],
    half: [isProduct('CT-BOT-005', 'ដបទឹកទីតានីញ៉ូម', 'Titanium Bottle')],
  },

  // ── orders ──────────────────────────────────────────────────────────────────────────────
  {
    id: 'h2-km-cancel-khqr-refund',
    lang: 'km',
    kind: 'orders',
    message: 'បង់តាម KHQR រួចហើយ តែប្តូរចិត្ត ចង់បោះបង់ការកុម្ម៉ង់វិញ បានលុយមកវិញទេ?',
    must: [
      t('សងវិញ', 'សងប្រាក់', 'ប្រាក់វិញ', 'លុយវិញ', 'បង្វិល', 'refund'),
      t('កំពុងរង់ចាំ', 'pending', 'មិនទាន់រៀបចំ', 'not yet processed', 'before it is processed'),
    ],
    half: [t('សងវិញ', 'សងប្រាក់', 'ប្រាក់វិញ', 'លុយវិញ', 'បង្វិល', 'refund')],
    must_not: [PRODUCT_LINK, t('មិនអាចសង', 'មិនសង', 'no refund', 'not refund')],
  },
  {
    id: 'h2-km-promo-invalid-at-order',
    lang: 'km',
    kind: 'orders',
    message: 'ដាក់កូដបញ្ចុះតម្លៃហើយ ដំបូងប្រើបាន តែដល់ពេលចុចបញ្ជាទិញ វាថាកូដមិនត្រឹមត្រូវ ម៉េចចឹង?',
    must: [t('ផុតកំណត់', 'អស់សុពលភាព', 'ប្រើអស់', 'ចំនួនកំណត់', 'expire', 'limit')],
    must_not: [PRODUCT_LINK],
  },
  {
    id: 'h2-km-order-still-pending',
    lang: 'km',
    kind: 'orders',
    message: 'ការកុម្ម៉ង់ CT-6JM3T9BE របស់ខ្ញុំ នៅតែ «កំពុងរង់ចាំ» ២ ថ្ងៃហើយ ធម្មតាទេ?',
    must: [any(ORDER_LOOKUP, link('/about-us'), t('អ៊ីមែល', 'e-mail', 'email'))],
    must_not: [PRODUCT_LINK],
  },

  // ── trip ────────────────────────────────────────────────────────────────────────────────
  {
    id: 'h2-km-three-siblings-trip',
    lang: 'km',
    kind: 'trip',
    message: 'ខ្ញុំ និងប្អូនពីរនាក់ទៀត ទៅលេងសៀមរាប ៣ ថ្ងៃ ២ យប់ ត្រូវចាយប្រហែលប៉ុន្មាន?',
    must: [planner(3, 3, 2)],
    half: [link('/plan')],
  },

  // ── unknowable ──────────────────────────────────────────────────────────────────────────
  {
    id: 'h2-km-bokor-fog-now',
    lang: 'km',
    kind: 'unknowable',
    message: 'ឥឡូវនេះលើភ្នំបូកគោ អ័ព្ទក្រាស់ទេ? ឡើងទៅមើលឃើញទេសភាពអត់?',
    must: [ADMITS, OFFERS],
    half: [atPlace('bokor-national-park', 'បូកគោ', 'Bokor')],
  },
  {
    id: 'h2-km-ho-chi-minh',
    lang: 'km',
    kind: 'unknowable',
    message: 'ខែក្រោយខ្ញុំជិះឡានក្រុងពីភ្នំពេញទៅហូជីមិញ នៅទីនោះគួរទៅលេងកន្លែងណាខ្លះ?',
    must: [ADMITS, OFFERS],
  },
  {
    id: 'h2-km-moon-tonight-plankton',
    lang: 'km',
    kind: 'unknowable',
    message: 'យប់នេះនៅកោះរ៉ុង មានព្រះចន្ទភ្លឺទេ? ចង់ទៅហែលមើលភ្លាងតុង',
    must: [ADMITS, OFFERS],
    half: [
      any(atPlace('koh-rong', 'កោះរ៉ុង', 'Koh Rong'), t('គ្មានព្រះចន្ទ', 'moonless', 'without a moon')),
    ],
  },

  // ── follow-up ───────────────────────────────────────────────────────────────────────────
  {
    id: 'h2-km-follow-sivatha-parking',
    lang: 'km',
    kind: 'follow-up',
    context: [
      user('មានសណ្ឋាគារនៅលើមហាវិថីសិវត្ថាទេ?'),
      guide('មាន៖ សណ្ឋាគារពន្លឺសិវត្ថា ជាសណ្ឋាគារ ៣ ផ្កាយទំនើប មានអាងហែលទឹកតូច សេវាឆាប់រហ័ស និងបន្ទប់តម្លៃសមរម្យ។'),
    ],
    message: 'ខ្ញុំបើកឡានខ្លួនឯងទៅ នៅទីនោះមានកន្លែងចតឡានទេ? គិតលុយអត់?',
    must: [t('ចំណត', 'ចតឡាន', 'ចតរថយន្ត', 'parking'), t('ឥតគិតថ្លៃ', 'មិនគិតថ្លៃ', 'មិនគិតលុយ', 'free')],
    half: [t('ចំណត', 'ចតឡាន', 'ចតរថយន្ត', 'parking')],
  },
  {
    id: 'h2-km-follow-grandma-room-three',
    lang: 'km',
    kind: 'follow-up',
    context: [
      user('ផ្ទះសំណាក់ក្បែរវត្តបូព៌ មានណាខ្លះ?'),
      guide(
        'ផ្ទះសំណាក់លោកយាយសុភា ជាផ្ទះឈើលើសសរក្នុងផ្លូវតូចស្ងាត់ខាងកើតស្ទឹង និងផ្ទះសំណាក់ផ្លូវវត្តបូព៌ ដែលមានបន្ទប់ស្អាតៗជុំវិញទីធ្លាមានដើមឈើ។',
      ),
    ],
    message: 'ផ្ទះទីមួយ មានបន្ទប់សម្រាប់បីនាក់ទេ? មួយយប់ប៉ុន្មាន?',
    must: [
      t('បន្ទប់គ្រួសារ', 'family room'),
      any(usd(26), usd(30), t('26 ទៅ 30', '26 ដល់ 30', '26-30', '26 to 30', '26-$30', '26 to $30')),
    ],
    half: [atHotel('grandma-sopheas-guesthouse', 'សុភា', 'Sophea')],
  },
  {
    id: 'h2-km-follow-stove-boil-time',
    lang: 'km',
    kind: 'follow-up',
    context: [
      user('ចង់ទិញចង្ក្រានតូចៗ យកទៅបោះជំរុំ'),
      guide('យើងមានចង្ក្រានហ្គាសខ្នាតហោប៉ៅ (29.90 ដុល្លារ) និងឈុតចង្ក្រាន និងឆ្នាំងទីតានីញ៉ូម (134 ដុល្លារ)។'),
    ],
    message: 'មួយថោកនោះ ដាំទឹកមួយលីត្រ អស់ប៉ុន្មាននាទីបានពុះ?',
    must: [t('3.5', '3,5', 'បីនាទីកន្លះ', '3 នាទីកន្លះ', 'three and a half')],
    half: [isProduct('CT-EQP-001', 'ចង្ក្រានហ្គាសខ្នាតហោប៉ៅ', 'Pocket Canister Stove')],
  },
  {
    id: 'h2-km-follow-floating-village-kid',
    lang: 'km',
    kind: 'follow-up',
    context: [
      user('ចង់ទៅមើលភូមិបណ្តែតទឹកនៅជិតសៀមរាប ទៅណាល្អ?'),
      guide(
        'ទៅចុងឃ្នៀស លើបឹងទន្លេសាប ចម្ងាយ ១៥ គីឡូម៉ែត្រពីក្រុង មានផ្ទះ សាលារៀន និងហាងបណ្តែតលើទឹក ដែលរំកិលទៅតាមកម្រិតទឹក។',
      ),
    ],
    message: 'ជិះទូកលេងនៅទីនោះ អស់ប៉ុន្មាន? កូនខ្ញុំអាយុ ៨ ឆ្នាំ ទៅជាមួយបានទេ?',
    ...twoParts(
      usd(22),
      t('ក្រោម 12', 'មនុស្សពេញវ័យ', 'អ្នកធំ', 'ឪពុកម្តាយ', 'ឪពុកម្ដាយ', 'មាតាបិតា', 'adult', 'under 12'),
    ),
  },
];

export const HOLDOUT2_CASES: readonly BlindCase[] = [...EN, ...KM];
