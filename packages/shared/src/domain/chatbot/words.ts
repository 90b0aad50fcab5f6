import { searchWords } from '../search';

/**
 * The words of a question that say what it is about. Question words, pronouns and particles are
 * dropped in both languages; Khmer is segmented by searchWords (D6) and often comes out as
 * compounds ("ប្រាសាទអង្គរវត្ត"), which is why matching below also accepts containment.
 */
const STOP_EN = new Set(
  `a an the and or but of to in on at for from with by about into over as is are was were be been am
  do does did done can could would should will shall may might must i me my mine we us our you your
  yours he she they them their it its this that these those there here what whats which who whom
  whose when where why how hi please tell know want wanna like get got go going visit see find show
  give let any some much many more most very really just also too so then than if not no yes ok okay
  one thing things stuff anything something have has had need there's im i'm it's what's how's
  s t d ll re ve m shud shld wud cud hw wht wut u ur r pls plz`.split(/\s+/),
);

const STOP_KM = new Set([
  'តើ',
  'ទេ',
  'ទៅ',
  'មក',
  'នៅ',
  'ដែល',
  'ណា',
  'ណាខ្លះ',
  'ខ្លះ',
  'ខ្ញុំ',
  'យើង',
  'អ្នក',
  'គាត់',
  'ដើម្បី',
  'ដោយ',
  'មាន',
  'តើមាន',
  'អ្វី',
  'អ្វីខ្លះ',
  'ជា',
  'និង',
  'ឬ',
  'បាន',
  'ការ',
  'នេះ',
  'នោះ',
  'យ៉ាង',
  'យ៉ាងណា',
  'ដូចម្តេច',
  'ដូចម្ដេច',
  'របៀប',
  'របៀបណា',
  'ប៉ុន្មាន',
  'ត្រូវ',
  'គួរ',
  'ចង់',
  'សូម',
  'ប្រាប់',
  'អំពី',
  'ពី',
  'ក្នុង',
  'ឲ្យ',
  'អោយ',
  'ហើយ',
  'ផង',
  'បង',
  'បាទ',
  'ចាស',
  'ច្រើន',
  'ទាំង',
  'គឺ',
  'ពេល',
  'ឯណា',
  'កន្លែងណា',
  'ដឹង',
  'ជួយ',
  'ខ្លួន',
  'វា',
  'ទីនោះ',
  'ធ្វើ',
  'មើល',
  'លេង',
  'ទៅលេង',
  'ទៅមើល',
  'អាច',
  'ឱ្យ',
  'នៅទីនេះ',
  'ទីនេះ',
  'មួយណា',
  'សម្រាប់',
  'បំផុត',
  'មួយ',
  'គេ',
  'ជាងគេ',
  'អី',
  'អីខ្លះ',
  'យ៉ាងម៉េច',
  'ម៉េច',
  'បានទេ',
  'ចុះ',
  'ចុះទៅ',
  'នៅកន្លែង',
  'ទៅដើរ',
  'ត្រូវការ',
]);

/** Words that name a kind of place or thing: alone they never identify one. */
const GENERIC = new Set([
  'temple',
  'temples',
  'wat',
  'phnom',
  'prasat',
  'national',
  'park',
  'museum',
  'market',
  'beach',
  'lake',
  'river',
  'waterfall',
  'village',
  'hotel',
  'resort',
  'guesthouse',
  'hostel',
  'house',
  'lodge',
  'cambodia',
  'cambodian',
  'khmer',
  'siem',
  'reap',
  'penh',
  'trip',
  'tour',
  'place',
  'places',
  'ប្រាសាទ',
  'វត្ត',
  'ភ្នំ',
  'ផ្សារ',
  'សណ្ឋាគារ',
  'ផ្ទះសំណាក់',
  'ផ្ទះស្នាក់',
  'ផ្ទះ',
  'ស្នាក់',
  'រីសត',
  'កម្ពុជា',
  'ខ្មែរ',
  'ឧទ្យាន',
  'ជាតិ',
  'សារមន្ទីរ',
  'បឹង',
  'ទន្លេ',
  'ភូមិ',
  'កន្លែង',
  'ទស្សនា',
  'ធ្វើដំណើរ',
  'ដើរលេង',
  'ទេសចរណ៍',
  'ល្អ',
  'ល្អបំផុត',
  'ពេល',
  'ជិះ',
  'hike',
  'mountain',
  'jungle',
  'nature',
  'camping',
  'island',
  'wildlife',
  'animal',
  'cave',
  'nightlife',
  'bar',
  'ruin',
  'pagoda',
  'countryside',
  'visit',
  'sunrise',
  'sunset',
  'tour',
]);

const KHMER = /[\u1780-\u17FF]/u;

export const isKhmerWord = (w: string) => KHMER.test(w);

/** English plural and possessive endings off, so "tents" meets "tent" and "temples" "temple". */
export function stem(word: string): string {
  if (isKhmerWord(word) || word.length < 4) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ch|sh|x|ss|us)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

export function isStopWord(word: string): boolean {
  return STOP_EN.has(word) || STOP_KM.has(word);
}

export function isGeneric(word: string): boolean {
  return GENERIC.has(word) || GENERIC.has(stem(word));
}

/** Words travellers use for the same thing, read as one. */
const SYNONYMS: Record<string, string> = {
  tourist: 'traveller',
  traveler: 'traveller',
  visitor: 'traveller',
  backpacker: 'traveller',
  trek: 'hike',
  trekking: 'hike',
  hiking: 'hike',
  trail: 'hike',
  eat: 'food',
  dish: 'food',
  cuisine: 'food',
  meal: 'food',
  wear: 'dress',
  clothe: 'dress',
  clothes: 'dress',
  clothing: 'dress',
  cost: 'price',
  fee: 'price',
  fare: 'price',
  expensive: 'price',
  cheap: 'price',
  tuktuk: 'tuk',
  shipping: 'delivery',
  deliver: 'delivery',
  ship: 'delivery',
  refund: 'cancel',
  accommodation: 'stay',
  lodging: 'stay',
  sleep: 'stay',
  តម្លៃ: 'ថ្លៃ',
  តុកតុក: 'រ៉ឺម៉ក',
  ចំណាយពេល: 'រយៈពេល',
};

/**
 * Words that ask something about a place rather than name one ("opening hours", "how far"):
 * a place that matches the other words of a question still answers it.
 */
const INTENT = [
  'open',
  'opening',
  'hour',
  'time',
  'close',
  'price',
  'ticket',
  'entrance',
  'far',
  'distance',
  'direction',
  'reach',
  'located',
  'location',
  'best',
  'season',
  'weather',
  'month',
  'pack',
  'bring',
  'dress',
  'cheapest',
  'review',
  'rating',
  'thing',
  'activity',
  'there',
  'about',
  'info',
  'information',
  'detail',
  'recommend',
  'worth',
  'today',
  'tomorrow',
  'bus',
  'car',
  'taxi',
  'បើក',
  'ម៉ោង',
  'ថ្លៃ',
  'ឆ្ងាយ',
  'ផ្លូវ',
  'ពេលណា',
  'រដូវ',
  'ថ្ងៃ',
  'យប់',
  'ថោក',
  'ថោកជាងគេ',
  'នៅឯណា',
  'ណែនាំ',
  // Shop verbs: "sell" is not a typo of "Self-Inflating".
  'sell',
  'buy',
  'shop',
  'have',
  'order',
  'លក់',
  'ទិញ',
];

export function isIntentWord(word: string): boolean {
  return INTENT.some((w) => wordMatch(word, w) >= 0.8);
}

/** The content words of a text, stemmed, each once, in order. */
export function contentWords(text: string): string[] {
  const out: string[] = [];
  // Phones type ’ for '; "Thom's" is Thom.
  const plain = text
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/'s\b/g, '')
    .replace(/'/g, '');
  for (const raw of searchWords(plain)) {
    if (isStopWord(raw)) continue;
    // A Khmer compound may start with a question particle ("តើមាន"): the rest still counts.
    // "ការ" makes a noun of a verb ("ការដឹកជញ្ជូន"): the verb is the word people match on.
    const stemmed = stem(raw.replace(/^តើ/u, '').replace(/^ការ(?=.{3})/u, ''));
    // Own keys only: "constructor" is a word, not Object.prototype.constructor.
    const w = Object.hasOwn(SYNONYMS, stemmed) ? SYNONYMS[stemmed]! : stemmed;
    if (w && !isStopWord(w) && !out.includes(w)) out.push(w);
  }
  return out;
}

/** Optimal string alignment distance, capped: small typos only. */
export function editDistance(a: string, b: string, cap = 3): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  const prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        v = Math.min(v, prev2[j - 2]! + 1);
      }
      cur.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > cap) return cap + 1;
    prev2.splice(0, prev2.length, ...prev);
    prev = cur;
  }
  return prev[b.length]!;
}

/**
 * How well a query word matches a word of a name or question, 0 to 1: equal 1; a Khmer word
 * inside a Khmer compound (either way round) by the share of characters; a Latin typo of one
 * edit (two for long words) 0.8; a Latin prefix of at least 4 letters 0.7.
 */
export function wordMatch(q: string, w: string): number {
  if (q === w) return 1;
  const qk = isKhmerWord(q);
  if (qk !== isKhmerWord(w)) return 0;
  if (qk) {
    const [short, long] = q.length <= w.length ? [q, w] : [w, q];
    // A word inside a compound, at its start or end (where Khmer words join).
    if (short.length >= 3 && (long.startsWith(short) || long.endsWith(short))) {
      return 0.6 + (0.4 * short.length) / long.length;
    }
    // A missing or extra sign in a long word ("សណ្ឋគារ" for "សណ្ឋាគារ").
    if (short.length >= 5 && q[0] === w[0] && editDistance(q, w, 1) <= 1) return 0.8;
    return 0;
  }
  // A typo keeps the first letter: "angkr" is Angkor, but "best" is not "west".
  if (q.length >= 5 && w.length >= 5 && q[0] === w[0]) {
    const allowed = Math.min(q.length, w.length) >= 7 ? 2 : 1;
    if (editDistance(q, w, allowed) <= allowed) return 0.8;
  }
  if (q.length >= 4 && w.length >= 4 && (w.startsWith(q) || q.startsWith(w))) return 0.7;
  return 0;
}

/** The best match of a query word among words. */
export function bestMatch(q: string, words: readonly string[]): number {
  let best = 0;
  for (const w of words) {
    const m = wordMatch(q, w);
    if (m > best) best = m;
    if (best === 1) break;
  }
  return best;
}
