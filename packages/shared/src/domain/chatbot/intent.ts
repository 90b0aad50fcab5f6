import type { QuoteStyle } from '../chat-planner';
import { searchWords } from '../search';

/** Khmer digits read as numbers ("៣ ថ្ងៃ" is "3 days"). */
export function westernDigits(text: string): string {
  return text.replace(/[\u17E0-\u17E9]/g, (d) => String(d.charCodeAt(0) - 0x17e0));
}

const EN_NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  single: 1,
  two: 2,
  couple: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

/** Longest first: ប្រាំពីរ (7) is not ពីរ (2). */
const KM_NUMBERS: [string, number][] = [
  ['ប្រាំបួន', 9],
  ['ប្រាំបី', 8],
  ['ប្រាំពីរ', 7],
  ['ប្រាំមួយ', 6],
  ['ប្រាំ', 5],
  ['ដប់', 10],
  ['បួន', 4],
  ['បី', 3],
  ['ពីរ', 2],
  ['មួយ', 1],
];

const EN_NUMBER = Object.keys(EN_NUMBERS).join('|');
const KM_NUMBER = KM_NUMBERS.map(([w]) => w).join('|');

/**
 * The count before a unit: "3 days", "3-day", "two nights", "ដំណើរបីថ្ងៃ", "៣ នាក់". An English
 * count is a whole word ("holiday" holds no count); a Khmer one may be glued to its neighbours.
 */
function numberBefore(text: string, en: string, km: string): number | undefined {
  const enRe = new RegExp(`(?<![a-z0-9])(\\d{1,3}|${EN_NUMBER})\\s*-?\\s*(?:${en})(?![a-z])`, 'u');
  const kmRe = new RegExp(`(\\d{1,3}|${KM_NUMBER})\\s*(?:${km})`, 'u');
  const hits = [enRe.exec(text), kmRe.exec(text)].filter((m): m is RegExpExecArray => !!m);
  hits.sort((x, y) => x.index - y.index);
  const raw = hits[0]?.[1];
  if (raw === undefined) return undefined;
  if (/^\d+$/.test(raw)) return Number(raw);
  return EN_NUMBERS[raw] ?? KM_NUMBERS.find(([w]) => w === raw)?.[1];
}

/** "hours a day", "$20 a night", "once a day": a rate, not a trip's length. */
const RATE =
  /\b(hours?|times?|per|once|twice|dollars?|usd|\$\s?\d+(?:\.\d+)?)\s+(?:an?\s+)?(?=days?\b|nights?\b)/gu;

/** A pass, ticket or visa priced by its days is not a trip. */
const NOT_A_TRIP = /\b(pass|passes|tickets?|visas?|e-?visa|entry|entrance)\b|សំបុត្រ|ប័ណ្ណ|ទិដ្ឋាការ/u;

const PRICE_CUE =
  /\b(how much|cost|costs|price|prices|budget|expensive|cheap|spend|quote)\b|ថ្លៃ|តម្លៃ|ថវិកា|លុយ|ប៉ុន្មាន(?!\s*(ថ្ងៃ|ម៉ោង|នាក់|គីឡូ|យប់))/u;
/** A trip, not a room or a delivery: "3 days", "a trip", "ដំណើរ". */
const TRIP_CUE =
  /\b(trip|holiday|vacation|itinerary|weekend|getaway)\b|ដំណើរកម្សាន្ត|ដំណើរ|ដើរលេង|ទស្សនកិច្ច/u;

export interface PlannerQuestion {
  days?: number;
  nights?: number;
  partySize?: number;
  style?: QuoteStyle;
  /** The question asks what a trip costs (not only "and for 2 people?"). */
  asksPrice: boolean;
}

/**
 * "How much for 3 days in Siem Reap", "budget for 2 people 2 nights", "ដំណើរ ៣ ថ្ងៃអស់ប៉ុន្មាន":
 * the numbers the planner needs. Undefined when the text says nothing of a trip's length, party
 * or price.
 */
export function parsePlannerQuestion(text: string): PlannerQuestion | undefined {
  const lower = westernDigits(text.toLowerCase().replace(/[\u2018\u2019]/g, "'")).replace(
    RATE,
    '$1 per ',
  );
  const days = numberBefore(lower, 'days?', 'ថ្ងៃ');
  const nights = numberBefore(lower, 'nights?', 'យប់');
  let partySize = numberBefore(lower, 'people|persons?|pax|ppl|adults?|travell?ers|of us', 'នាក់');
  if (
    partySize === undefined &&
    /\b(couple|two of us|my (wife|husband|partner|girlfriend|boyfriend))\b/.test(lower)
  ) {
    partySize = 2;
  }
  const group = new RegExp(`\\b(?:family|group|party) of (\\d{1,2}|${EN_NUMBER})\\b`, 'u').exec(
    lower,
  );
  if (partySize === undefined && group) {
    partySize = /^\d+$/.test(group[1]!) ? Number(group[1]) : EN_NUMBERS[group[1]!];
  }
  if (partySize === undefined && /\b(alone|solo|myself|just me)\b|ម្នាក់ឯង/u.test(lower))
    partySize = 1;
  const style: QuoteStyle | undefined =
    /\b(luxury|luxurious|five[- ]star|5[- ]star|fancy|high[- ]end)\b|ប្រណីត|លំដាប់ខ្ពស់/u.test(lower)
      ? 'luxury'
      : /\b(budget|cheap|cheapest|backpack\w*|low[- ]cost|shoestring)\b|ថោក|សន្សំ/u.test(lower)
        ? 'budget'
        : undefined;
  const asksPrice = PRICE_CUE.test(lower);
  const aboutTrip =
    TRIP_CUE.test(lower) ||
    ((days !== undefined || nights !== undefined) &&
      !/ដឹកជញ្ជូន|\bdeliver/u.test(lower) &&
      !NOT_A_TRIP.test(lower));
  if (
    !(asksPrice && aboutTrip) &&
    days === undefined &&
    nights === undefined &&
    partySize === undefined
  ) {
    return undefined;
  }
  return {
    ...(days !== undefined ? { days } : {}),
    ...(nights !== undefined ? { nights } : {}),
    ...(partySize !== undefined ? { partySize } : {}),
    ...(style ? { style } : {}),
    asksPrice: asksPrice && aboutTrip,
  };
}

/** What a question about one place or thing wants to know. */
export type Aspect =
  'where' | 'getting-there' | 'price' | 'best-time' | 'pack' | 'hours' | 'activities' | 'general';

const ASPECTS: [Aspect, RegExp][] = [
  ['where', /\b(where is|where are|where's|located|location of)\b|នៅឯណា|នៅកន្លែងណា|ស្ថិតនៅ/u],
  [
    'getting-there',
    /\b(get there|get to|getting there|go there|reach|how far|far from|directions?|transport|bus|by car|taxi|from (phnom penh|siem reap|battambang|the airport))\b|ធ្វើដំណើរ|ទៅដល់|ទៅទីនោះ|ឆ្ងាយ|ផ្លូវ|ជិះ/u,
  ],
  ['hours', /\b(open|opening|hours?|close|closing|what time)\b|បើក|ម៉ោង|បិទ/u],
  [
    'best-time',
    /\b(best time|when to (go|visit)|season|weather|month|sunrise|sunset)\b|ពេលណា|រដូវ|អាកាសធាតុ|ថ្ងៃរះ|ថ្ងៃលិច/u,
  ],
  ['pack', /\b(pack|bring|wear|need to take)\b|វេចខ្ចប់|យកអ្វី|ស្លៀកពាក់|ត្រូវយក/u],
  [
    'price',
    /\b(how much|price|cost|fee|ticket|entrance|expensive|cheap|budget)\b|ថ្លៃ|តម្លៃ|ប៉ុន្មាន|សំបុត្រ/u,
  ],
  [
    'activities',
    /\b(what to do|things to do|activities|activity|tour|tours|do there|see there)\b|សកម្មភាព|ធ្វើអ្វី|មានអ្វីធ្វើ|លេងអ្វី/u,
  ],
];

export function aspectOf(text: string): Aspect {
  const lower = text.toLowerCase();
  for (const [aspect, re] of ASPECTS) if (re.test(lower)) return aspect;
  return 'general';
}

/** "and how do I get there?", "what about it", "ចុះទីនោះ?": the question leans on the last one. */
export function isFollowUp(text: string): boolean {
  const lower = text.toLowerCase().trim();
  if (/^(and|also|what about|how about|so|then|ok|okay|which one)\b/.test(lower)) return true;
  if (/\b(there|it|its|that place|this place|that one|this one|them|they)\b/.test(lower))
    return true;
  return /^ចុះ|^ហើយ|ទីនោះ|កន្លែងនោះ|មួយណា|វា/u.test(lower);
}

const GREETING_WORDS = new Set([
  'hi',
  'hello',
  'hey',
  'hiya',
  'yo',
  'morning',
  'good',
  'afternoon',
  'evening',
  'thanks',
  'thank',
  'you',
  'thx',
  'ty',
  'cheers',
  'great',
  'ok',
  'okay',
  'bye',
  'goodbye',
  'សួស្តី',
  'ជំរាបសួរ',
  'ជម្រាបសួរ',
  'អរគុណ',
  'អរគុណច្រើន',
  'លាហើយ',
  'បាទ',
  'ចាស',
  'ច្រើន',
  'bot',
  'there',
  'so',
  'much',
  'very',
]);

/** A greeting or a thank-you and nothing else. */
export function greetingKind(text: string): 'hello' | 'thanks' | 'bye' | undefined {
  const words = searchWords(text);
  if (words.length === 0 || words.length > 6) return undefined;
  if (!words.every((w) => GREETING_WORDS.has(w))) return undefined;
  if (words.some((w) => w === 'bye' || w === 'goodbye' || w === 'លាហើយ')) return 'bye';
  return words.some(
    (w) =>
      w.startsWith('thank') || w === 'thx' || w === 'ty' || w === 'cheers' || w.startsWith('អរគុណ'),
  )
    ? 'thanks'
    : 'hello';
}

/** "Do you sell", "buy", "shop", "gear": the question is about our shop. */
export const SHOP_CUE =
  /\b(sell|sells|selling|buy|buying|shop|store|gear|equipment|stock|in stock|order|purchase)\b|លក់|ទិញ|ហាង|ឧបករណ៍|សម្ភារៈ/u;

/** "Book my flight", "reserve a bus ticket": things the bot cannot do for anyone. */
export const CANNOT_DO =
  /\b(can|could|would|will)\s+you\s+(please\s+)?(book|reserve|buy|order)\b.{0,40}\b(flights?|plane|air ?tickets?|bus tickets?|train tickets?|tickets?|visas?|taxi|car)\b|\bbook (me|my|us)\b.{0,30}\b(flights?|tickets?|visa|tuk-?tuks?|taxis?|cars?|drivers?|guides?)\b|^\s*(please\s+)?(book|reserve|buy)\b.{0,40}\b(flights?|plane|tickets?|visas?)\b|\b(book|reserve|buy)\b.{0,40}\bfor me\b|\b(weather|forecast)\b.{0,30}\b(tomorrow|today|next week|in (paris|london|bangkok|tokyo|new york))\b|កក់.{0,20}(យន្តហោះ|សំបុត្រឡាន)|ព្យាករណ៍អាកាសធាតុ/u;

/** The question is about where to stay. */
export const HOTEL_CUE =
  /\b(hotels?|stay|guest ?house|hostels?|resorts?|accommodation|lodging|room|rooms|sleep|homestay|villa)\b|សណ្ឋាគារ|សណ្ឋគារ|ផ្ទះសំណាក់|ផ្ទះស្នាក់|ស្នាក់នៅ|បន្ទប់|រីសត|វីឡា/u;

/** Kinds of places a traveller asks for, as location category slugs. */
export const PLACE_KINDS: [RegExp, string[]][] = [
  [
    /\b(hik\w*|trek\w*|mountains?|jungle|nature|national parks?|camping|camp)\b|ដើរព្រៃ|ឡើងភ្នំ|ព្រៃ|ធម្មជាតិ|បោះតង់/u,
    ['mountains', 'nature'],
  ],
  [/\b(wat+er ?fal+s?|falls)\b|ទឹកធ្លាក់/u, ['waterfalls']],
  [/\b(beach|beaches|island|islands|sea|swim\w*)\b|ឆ្នេរ|កោះ|សមុទ្រ|ហែលទឹក/u, ['beaches']],
  [/\b(temples?|ruins?|pagodas?)\b|ប្រាសាទ|វត្ត/u, ['temples']],
  [/\b(wildlife|animals?|elephants?|dolphins?|birds?)\b|សត្វ|ដំរី|ផ្សោត/u, ['wildlife']],
  [/\b(markets?|shopping|souvenirs?)\b|ផ្សារ/u, ['markets']],
  [/\b(museums?|history)\b|សារមន្ទីរ|ប្រវត្តិ/u, ['museums']],
  [/\b(nightlife|bars?|night out|party)\b|ជីវិតពេលយប់|បារ/u, ['nightlife']],
  [/\b(caves?)\b|ល្អាង/u, ['caves']],
  [/\b(lakes?|rivers?|boat)\b|បឹង|ទន្លេ|ទូក/u, ['lakes-rivers']],
  [/\b(villages?|countryside|rural|stilt)\b|ភូមិ|ជនបទ/u, ['villages']],
];

export function placeKindsOf(text: string): string[] {
  const lower = text.toLowerCase();
  return [...new Set(PLACE_KINDS.filter(([re]) => re.test(lower)).flatMap(([, slugs]) => slugs))];
}

/** A number followed by these counts something other than money: "under 2 km", "up to 4 people". */
const NOT_MONEY = String.raw`(?!\d|\s*(?:km|kilomet|m\b|metres|meters|min|minutes|hours?|people|persons?|guests?|nights?|days?|stars?|នាក់|គីឡូ|ម៉ែត្រ|នាទី|ម៉ោង|ថ្ងៃ|យប់|ផ្កាយ))`;

/** "max 60 dollars", "under $60", "ក្រោម 60 ដុល្លារ": the most a night may cost, in cents. */
export function maxNightlyCents(text: string): number | undefined {
  const plain = westernDigits(text.toLowerCase());
  const m =
    new RegExp(
      String.raw`\b(?:max(?:imum)?|under|below|less than|up to|no more than|at most|cheaper than)\s*(?:us)?\$?\s*(\d{1,4})${NOT_MONEY}`,
      'u',
    ).exec(plain) ??
    /\$?\s*(\d{1,4})\s*(?:\$|dollars?|usd)?\s*(?:max(?:imum)?|or less|at most|tops)\b/u.exec(
      plain,
    ) ??
    new RegExp(
      String.raw`(?:ក្រោម|មិនលើស|តិចជាង|យ៉ាងច្រើន|មិនឲ្យលើស|មិនអោយលើស)\s*\$?\s*(\d{1,4})${NOT_MONEY}`,
      'u',
    ).exec(plain);
  return m ? Number(m[1]) * 100 : undefined;
}
