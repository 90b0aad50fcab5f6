import { westernDigits } from './intent';
import { linksIn } from '../chat-text';
import type { EntityKind } from './entities';

/**
 * The conversation as the page sends it (role and content, nothing else): what the earlier
 * turns were about, and whether the new question points back at it. Pure; the API resolves the
 * references against its catalogue.
 */

/** An entity an earlier turn named, by the link the answer gave or the name it used. */
export interface EntityRef {
  kind: Exclude<EntityKind, 'province'> | 'province';
  id: number;
}

/** The entity a link of ours names (our answers link every place, hotel and product they name). */
export function refOfHref(href: string): EntityRef | undefined {
  const m = /^\/(location\/detail|siem-reap\/hotels|product\/detail)\/(\d+)(?:[?#].*)?$/.exec(href);
  if (!m) return undefined;
  const kind =
    m[1] === 'location/detail' ? 'location' : m[1] === 'product/detail' ? 'product' : 'hotel';
  return { kind, id: Number(m[2]) };
}

/** The entities an answer linked, in order, each once. */
export function refsInLinks(content: string): EntityRef[] {
  const out: EntityRef[] = [];
  for (const l of linksIn(content)) {
    const r = refOfHref(l.href);
    if (r && !out.some((o) => o.kind === r.kind && o.id === r.id)) out.push(r);
  }
  return out;
}

/**
 * Words that point back at something said before: "there", "it", "that one", "ទីនោះ", "វា".
 * "there is/are" introduces, it does not point ("is there a bus").
 */
const POINTS_BACK_EN =
  /\b(it|its|it's|itself|that one|this one|that place|this place|the place|that temple|that hotel|the hotel|that product|the same|them|they|those|these|over there|get there|go there|there)\b/u;
const NOT_POINTING_EN = /\b(is there|are there|there is|there are|there's|anything there)\b/u;
const POINTS_BACK_KM =
  /ទីនោះ|កន្លែងនោះ|ទីកន្លែងនោះ|មួយនោះ|មួយនេះ|វា|សណ្ឋាគារនោះ|ប្រាសាទនោះ|ផលិតផលនោះ|ទំនិញនោះ|នៅទីនោះ|ទៅទីនោះ/u;

export function pointsBack(text: string): boolean {
  const lower = text.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  if (POINTS_BACK_KM.test(text)) return true;
  if (!POINTS_BACK_EN.test(lower)) return false;
  // "Is there a bus to Kampot?": only the introducing "there" → not a reference.
  const stripped = lower.replace(NOT_POINTING_EN, ' ');
  return POINTS_BACK_EN.test(stripped);
}

/** "and for kids?", "what about the night market?", "ចុះ…?": a variation on the last question. */
export function isVariation(text: string): boolean {
  const lower = text.toLowerCase().trim();
  return (
    /^(and|also|what about|how about|what of|for|with|by|in|at|from|to|or|so|then)\b/u.test(
      lower,
    ) || /^(ចុះ|ហើយ|ចំណែក|សម្រាប់|បើ)/u.test(text.trim())
  );
}

/** Which of several listed things a question picks. */
export type Pick =
  'cheapest' | 'dearest' | 'lightest' | 'heaviest' | 'first' | 'second' | 'third' | 'last';

export function pickOf(text: string): Pick | undefined {
  const lower = text.toLowerCase();
  if (
    /\b(cheapest|least expensive|lowest price|cheaper one|cheapest one)\b|ថោកជាងគេ|ថោកបំផុត|ថោកជាង/u.test(
      lower,
    )
  )
    return 'cheapest';
  if (
    /\b(most expensive|dearest|priciest|most costly|expensive one|best one)\b|ថ្លៃជាងគេ|ថ្លៃបំផុត/u.test(
      lower,
    )
  )
    return 'dearest';
  if (/\b(lighter|lightest|less heavy|weighs less)\b|ស្រាលជាង|ស្រាលជាងគេ|ស្រាលបំផុត/u.test(lower))
    return 'lightest';
  if (/\b(heavier|heaviest|weighs more)\b|ធ្ងន់ជាង|ធ្ងន់ជាងគេ|ធ្ងន់បំផុត/u.test(lower)) return 'heaviest';
  if (/\b(first one|the first|1st)\b|មួយទីមួយ|ទីមួយ/u.test(lower)) return 'first';
  if (/\b(second one|the second|2nd)\b|ទីពីរ/u.test(lower)) return 'second';
  if (/\b(third one|the third|3rd)\b|ទីបី/u.test(lower)) return 'third';
  if (/\b(last one|the last)\b|ចុងក្រោយ/u.test(lower)) return 'last';
  return undefined;
}

/** A product's weight in grams from its spec value ("2.1 kg", "850 g", "២,១ គីឡូក្រាម"). */
export function gramsOf(value: string): number | undefined {
  const m = /(\d+(?:[.,]\d+)?)\s*(kg|g|គីឡូក្រាម|ក្រាម)(?![a-z])/iu.exec(westernDigits(value));
  if (!m) return undefined;
  const n = Number(m[1]!.replace(',', '.'));
  return /^(kg|គីឡូក្រាម)$/iu.test(m[2]!) ? n * 1000 : n;
}

/**
 * A question of two parts: "Where is Bokor and how do I get there?", "…? What about food?",
 * "…ហើយ…". Parts of a single word are not parts. At most two.
 */
export function twoParts(text: string): [string, string] | undefined {
  const t = text.trim();
  const cut =
    /\?\s+(?=\S)/u.exec(t) ??
    /[,;]?\s+(?:and|also|plus)\s+(?=(how|what|where|when|which|is|are|do|does|can|could|should|who|whats|what's)\b)/iu.exec(
      t,
    ) ??
    /\s*(?:ហើយ|និង)\s*(?=(តើ|ធ្វើដំណើរ|ទៅ|មាន|ថ្លៃ|តម្លៃ|បើក|ពេលណា|ចំណាយ|ប៉ុន្មាន|អាច|គួរ|នៅ))/u.exec(t);
  if (!cut || cut.index < 6) return undefined;
  const first = t.slice(0, cut.index).trim();
  const second = t.slice(cut.index + cut[0].length).trim();
  if (first.length < 6 || second.length < 6) return undefined;
  return [first, second];
}

/** Something about one's own order: its status, where it is, a number of ours. */
export const OWN_ORDER =
  /\b(my|our)\s+(order|package|parcel|delivery|purchase)\b.*\b(where|status|arriv\w*|track\w*|when|late|ship\w*|come|coming|received|yet|delayed|lost|paid)\b|\b(where|status|track\w*|when)\b.*\b(my|our)\s+(order|package|parcel|delivery)\b|\bCT-[A-Z0-9]{4,}\b|(ការបញ្ជាទិញ|ឥវ៉ាន់|កញ្ចប់|អីវ៉ាន់)(របស់)?ខ្ញុំ.*(នៅឯណា|ដល់ណា|ពេលណា|ស្ថានភាព|មកដល់|មិនទាន់)|(តាមដាន|ឆែក|ពិនិត្យ).*(ការបញ្ជាទិញ|ឥវ៉ាន់|កញ្ចប់)(របស់)?ខ្ញុំ/iu;

/** "I paid but the order still says pending": a problem with one's own order too. */
const PAID_BUT =
  /\b(i|we)\s+(paid|ordered|bought)\b.*\b(order|payment|it)\b.*\b(pending|still|not|never|yet|wrong)\b|បានបង់.*(មិនទាន់|នៅតែ|កំពុងរង់ចាំ)/iu;

export function isOwnOrderQuestion(text: string): boolean {
  return OWN_ORDER.test(text) || PAID_BUT.test(text);
}

/** Sending something back: our rules are the cancel-before-processing rule and writing to us. */
export const RETURNS =
  /\b(ordered|bought) the wrong\b|\bwrong (size|colou?r|item|product)\b.*\b(order|ordered|change|swap|exchange)\b|\bchange my order\b|(កុម្ម៉ង់|បញ្ជាទិញ|ទិញ).{0,12}ខុស|ខុស(ពណ៌|ទំហំ|ទំនិញ).{0,30}ប្តូរ|ប្តូរ(ពណ៌|ទំហំ)|\b(return|returns|send (it )?back|exchange|refund)\b.*\b(product|item|order|it|gear|tent|size)\b|\b(return policy|returns policy)\b|ប្តូរទំនិញ|ប្រគល់.*វិញ|សងប្រាក់វិញ|ត្រឡប់ទំនិញ/iu;

/**
 * What no guide can know from its data: tomorrow's weather, live flights and fares, today's
 * exchange rate, whether a place is crowded right now, places abroad.
 */
const UNKNOWABLE_EN =
  /\b(weather|forecast|rain|raining|temperature)\b.{0,40}\b(tomorrow|today|tonight|this week|next week|this weekend|right now|now|on \w+day)\b|\b(tomorrow|today|tonight|this weekend|next week)\b.{0,40}\b(weather|forecast|rain|raining|temperature)\b|\b(flights?|airlines?|plane tickets?|air ?fares?)\b|\b(exchange rate|rate today)\b|\b(right now|at the moment|currently)\b.{0,30}\b(crowded|busy|open|queue|traffic)\b|\b(crowded|busy|queues?|traffic)\b.{0,30}\b(right now|at the moment|currently|today)\b|\b(running|operating|how much|price|cost|fare)\b.{0,50}\b(right now|at the moment|currently|today|tonight)\b|\b(right now|today|tonight)\b.{0,30}\b(running|operating|price|cost|fare)\b|\b(sold out|seats? (left|available)|tickets? left|any water|water in|flowing|crowded|busy|queues?)\b.{0,40}\b(tonight|today|tomorrow|right now|now|at the moment|currently|this (week|evening|morning|afternoon))\b|\b(tonight|tomorrow|right now|at the moment|currently)\b.{0,40}\b(sold out|seats?|tickets? left|crowded|busy|water)\b/u;
const UNKNOWABLE_KM =
  /(អាកាសធាតុ|ភ្លៀង|សីតុណ្ហភាព).{0,20}(ស្អែក|ថ្ងៃនេះ|សប្តាហ៍ក្រោយ|ឥឡូវ|យប់នេះ|ចុងសប្តាហ៍នេះ)|(ស្អែក|ថ្ងៃនេះ|យប់នេះ|ឥឡូវ).{0,20}(អាកាសធាតុ|ភ្លៀង)|ជើងហោះហើរ|សំបុត្រយន្តហោះ|អត្រាប្តូរប្រាក់|(ថ្ងៃនេះ|ឥឡូវនេះ|ឥឡូវ).{0,30}(ដូរ|តម្លៃ|ថ្លៃ|អត្រា)|(ដូរ|តម្លៃ|ថ្លៃ|អត្រា).{0,30}(ថ្ងៃនេះ|ឥឡូវនេះ)|(ឥឡូវ|យប់នេះ|ថ្ងៃនេះ|ស្អែក).{0,40}(មនុស្សច្រើន|កកកុញ|ពេញ|អស់សំបុត្រ|នៅសល់|កៅអីទំនេរ|ទំនេរ|ដំណើរការ)|(មនុស្សច្រើន|កកកុញ|អស់សំបុត្រ|នៅសល់កៅអី|កៅអីទំនេរ).{0,40}(ឥឡូវ|យប់នេះ|ថ្ងៃនេះ|ស្អែក)/u;
/** Places outside Cambodia people ask a Cambodian guide about. */
export const ABROAD =
  /\b(bangkok|thailand|vietnam|viet nam|hanoi|ho chi minh|saigon|laos|vientiane|luang prabang|singapore|malaysia|kuala lumpur|bali|indonesia|tokyo|japan|paris|london|new york|china|beijing|seoul|korea|india|myanmar|philippines|manila|australia|sydney|phuket|chiang mai|pattaya)\b|ថៃ|វៀតណាម|ឡាវ|បាងកក|សិង្ហបុរី|ម៉ាឡេស៊ី|ចិន|ជប៉ុន|កូរ៉េ|ប៉ារីស|ឡុងដ៍|ញូវយ៉ក/u;

export function unknowableOf(text: string): 'weather' | 'flights' | 'live' | 'abroad' | undefined {
  const lower = text.toLowerCase();
  if (/\b(flights?|airlines?|plane tickets?|air ?fares?)\b|ជើងហោះហើរ|សំបុត្រយន្តហោះ/u.test(lower))
    return 'flights';
  if (UNKNOWABLE_EN.test(lower) || UNKNOWABLE_KM.test(text)) {
    return /\b(right now|at the moment|currently|exchange|rate|running|operating|price|cost|fare|how much|sold out|seats?|tickets? left|crowded|busy|queues?|tonight)\b|អត្រា|ដូរ|តម្លៃ|ថ្លៃ|មនុស្សច្រើន|កកកុញ|អស់សំបុត្រ|នៅសល់|ទំនេរ|ឥឡូវ/u.test(
      lower,
    )
      ? 'live'
      : 'weather';
  }
  if (ABROAD.test(lower)) return 'abroad';
  return undefined;
}

/**
 * What a question asks of one thing, beyond the general aspects: each in the order asked, so
 * "where is it and is it open on Sunday" gets both.
 */
export type Attribute =
  | 'where'
  | 'distance'
  | 'getting-there'
  | 'hours'
  | 'price'
  | 'best-time'
  | 'pack'
  | 'tips'
  | 'activities'
  | 'facilities'
  | 'rooms'
  | 'specs'
  | 'stock'
  | 'delivery'
  | 'rating'
  | 'suitability'
  | 'around'
  | 'booking';

const ATTRIBUTES: [Attribute, RegExp][] = [
  [
    'distance',
    /\b(how far|far from|distance|closer|closest|nearer|nearest to town|how many (km|kilometres|kilometers|hours)|how long (does it take|to get|is the (drive|ride|trip)))\b|ចម្ងាយ|ឆ្ងាយប៉ុន្មាន|ប៉ុន្មានគីឡូ|ឆ្ងាយពី/u,
  ],
  [
    'where',
    /\b(where is|where are|where's|located|location of|which province|what province|address|what's near|what is near|near it|nearby|close by|around it)\b|នៅឯណា|នៅកន្លែងណា|ស្ថិតនៅ|អាសយដ្ឋាន|ខេត្តណា/u,
  ],
  [
    'getting-there',
    /\b(ferry|ferries|boat to|bus to|how long is the (boat|bus|ride|drive|trip|journey)|get there|get to|getting there|getting to|reach|directions?|transport|bus|by car|taxi|tuk-?tuks?|how do i go|how to go|route)\b|ធ្វើដំណើរទៅ|ទៅដល់|ទៅដោយ|ជិះអ្វី|ផ្លូវទៅ|ទៅ.{0,30}(ដោយរបៀបណា|យ៉ាងម៉េច|ដូចម្តេច)/u,
  ],
  ['hours', /\b(open|opening|hours?|close|closing|what time)\b|បើក|ម៉ោង|បិទ/u],
  [
    'best-time',
    /\b(best time|when to (go|visit)|when should|seasons?|months?|weather|climate|rainy|january|february|april|june|july|august|september|october|november|december)\b|ពេលណាល្អ|ពេលល្អ|រដូវ|អាកាសធាតុ/u,
  ],
  ['pack', /\b(pack|bring|wear|need to take)\b|វេចខ្ចប់|យកអ្វី|ស្លៀកពាក់|ត្រូវយក/u],
  [
    'tips',
    /\b(tips?|scams?|advice|careful|avoid|etiquette|customs?|rules|dress code|warnings?|should i know|need to know|know before)\b|គន្លឹះ|បោក|ប្រយ័ត្ន|ទំនៀមទម្លាប់|ដំបូន្មាន/u,
  ],
  [
    'facilities',
    /\b(facilit\w*|amenit\w*|services?|pool|wi-?fi|breakfast|meals?|restaurant|spa|gym|parking|laundry|airport (pick|transfer)|shuttle)\b|សេវា|អាងហែលទឹក|វ៉ាយហ្វាយ|អាហារពេលព្រឹក|អាហារ/u,
  ],
  ['rooms', /\b(rooms?|dorms?|beds?|family room|how many (people|guests)|sleeps)\b|បន្ទប់|គ្រែ/u],
  [
    'specs',
    /\b(specs?|specifications?|weight|weigh|heavy|size|dimensions?|material|waterproof|capacity|battery|lumens?|how big|made of)\b|ទម្ងន់|ទំហំ|សម្ភារៈ|ការពារទឹក|ធ្ងន់/u,
  ],
  [
    'stock',
    /\b(in stock|stock|available|availability|sold out|left|colou?rs?|sizes?)\b|ស្តុក|ស្តុក|នៅសល់|អស់ពី|ពណ៌|មានលក់ទេ/u,
  ],
  [
    'delivery',
    /\b(deliver\w*|ship\w*|send it|arrive|courier|j&t|virak)\b|\bsend\b.{0,30}\bto\b|ដឹកជញ្ជូន|ដឹក|ផ្ញើ|មកដល់/u,
  ],
  [
    'price',
    /\b(how much|price|cost|fee|ticket|entrance|expensive|cheap|budget|pay)\b|ថ្លៃ|តម្លៃ|ចំណាយ|(?<!(ម៉ោង|ថ្ងៃ|នាក់|គីឡូម៉ែត្រ)\s*)ប៉ុន្មាន(?!\s*(គីឡូ|ម៉ោង|ថ្ងៃ|នាក់|យប់|ម៉ែត្រ|ក្រាម))|សំបុត្រ/u,
  ],
  ['booking', /\b(book|booking|reserve|reservation)\b|កក់/u],
  [
    'around',
    /\b(get around|getting around|rent\w*|hire|motorbikes?|scooters?|motos?|bicycles?|grab|passapp)\b|ជួល|ម៉ូតូ|កង់|ធ្វើដំណើរក្នុងក្រុង/u,
  ],
  [
    'activities',
    /\b(what to do|things to do|activities|activity|tours?|do there|see there)\b|សកម្មភាព|ធ្វើអ្វី|មានអ្វីធ្វើ|លេងអ្វី/u,
  ],
  [
    'suitability',
    /\b(for (kids|children|families|family|elderly|seniors|beginners|couples|whom)|who is it for|suitable|difficult|difficulty|hard|easy|fit enough|how long does it (take|last)|duration|included|includes?|requirements?)\b|កុមារ|ក្មេង|គ្រួសារ|ពិបាក|ស្រួល|មនុស្សចាស់|រយៈពេល|រួមបញ្ចូល/u,
  ],
  ['rating', /\b(rating|rated|reviews?|worth it|good|any good)\b|ពិន្ទុ|មតិ|ល្អទេ/u],
];

/** The attributes a question asks for, in the order they appear in it. */
export function attributesOf(text: string): Attribute[] {
  const lower = text.toLowerCase();
  const found: { a: Attribute; at: number }[] = [];
  for (const [a, re] of ATTRIBUTES) {
    const m = re.exec(lower);
    if (m) found.push({ a, at: m.index });
  }
  // "How far … by bus" is a distance question; "how much is the bus" is a price of transport.
  const has = (a: Attribute) => found.some((f) => f.a === a);
  let out = found.sort((x, y) => x.at - y.at).map((f) => f.a);
  if (has('distance')) out = out.filter((a) => a !== 'getting-there');
  if (has('distance') && !/\b(cost|price|fee|ticket)\b|ថ្លៃ|តម្លៃ|សំបុត្រ/u.test(lower))
    out = out.filter((a) => a !== 'price');
  if (has('around')) out = out.filter((a) => a !== 'getting-there');
  // "How much does it weigh?" asks a weight, not a price.
  if ((has('specs') || has('stock')) && !/\b(cost|costs|price|pay)\b|\$|ថ្លៃ|តម្លៃ/u.test(lower))
    out = out.filter((a) => a !== 'price');
  if (has('delivery')) out = out.filter((a) => a !== 'getting-there');
  return [...new Set(out)];
}
