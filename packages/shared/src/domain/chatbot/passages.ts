import { westernDigits } from './intent';
import { bestMatch, contentWords, isGeneric, isIntentWord } from './words';

/**
 * The sentence of our own text that answers a question about one thing: "what time does Ta Prohm
 * open" is answered by the sentence of its description that holds the opening time, "how far is
 * Banteay Srei" by the one that holds its distance by road. A small ranking over one entity's
 * sentences: the question's words weighted by how rare they are among those sentences (the idea
 * of BM25's idf), plus what kind of answer the question asks for (a time, a distance, a length, a
 * price, a count, a way to get there, what to wear) found in the sentence.
 */

/** What kind of answer a question asks for, read from its question words. */
export type AnswerKind =
  | 'inclusion'
  | 'time'
  | 'distance'
  | 'duration'
  | 'price'
  | 'count'
  | 'transport'
  | 'place'
  | 'dress'
  | 'temperature'
  | 'water';

/** Most specific first: the first kind a question asks counts most. */
const KIND_CUES: [AnswerKind, RegExp][] = [
  [
    'inclusion',
    /\b(included|include|includes|covered|covers?|get me in(to)?|valid (for|at)|pay (again|extra|more)|separate (ticket|fee)|extra (ticket|fee)|on the (normal|same|usual|angkor) (ticket|pass)|come with|comes with)\b|រាប់បញ្ចូល|រួមបញ្ចូល|ដាច់ដោយឡែក|បង់ម្តងទៀត|បង់ម្ដងទៀត|ចូលបានទេ/u,
  ],
  [
    'duration',
    /\bhow long\b|\bhow many (minutes|hours|days)\b|ប៉ុន្មាននាទី|ប៉ុន្មានម៉ោង(?!\s*(ព្រឹក|ល្ងាច|យប់))|អស់ប៉ុន្មាន|យូរប៉ុន្មាន|រយៈពេល/u,
  ],
  [
    'time',
    /\bwhat time\b|\bwhen (do|does|is|are|should|can|to)\b|\bopens?\b|\bopening\b|\bclos(e|es|ing)\b|\bhours\b|\btime of day\b|\bafter (lunch|noon)\b|\bafternoon\b|\bmorning\b|ម៉ោងប៉ុន្មាន|ម៉ោងណា|ពេលណា|បើក|បិទ|ព្រឹក|រសៀល|ល្ងាច/u,
  ],
  [
    'distance',
    /\bhow far\b|\bdistance\b|\bkm\b|\bkilomet|\bhow many (km|kilomet|miles)\b|ឆ្ងាយ|ចម្ងាយ|គីឡូ(?!ក្រាម)/u,
  ],
  [
    'transport',
    /\bget (there|to|up)\b|\bgetting (there|to)\b|\bhow do (i|we) (go|get)\b|\bferry\b|\bboat\b|\bbus\b|\bdrive\b|\bfrom town\b|\btuk|ជិះ|ធ្វើដំណើរ|ទៅដល់|កាណូត|ទូក|ឡានក្រុង|កំពង់ផែ/u,
  ],
  ['place', /\bwhere\b|\bwhich (pier|port|station|town)\b|នៅឯណា|ពីណា|កន្លែងណា|កំពង់ផែណា/u],
  ['dress', /\bwear\b|\bdress\b|\bclothes\b|\bcover\b|ស្លៀកពាក់|សម្លៀកបំពាក់|អាវ/u],
  ['temperature', /\bcold\b|\bchilly\b|\bjacket\b|\bwarm\b|ត្រជាក់|រងា|អាវរងា/u],
  [
    'water',
    /\bwet\b|\brain\b|\bwaterproof\b|\bwater-?resistant\b|\bsplash|សើម|ភ្លៀង|ការពារទឹក|ជ្រាបទឹក/u,
  ],
  [
    'price',
    /\bhow much\b|\bcost|\bprice|\bfee\b|\bticket|\bpay\b|\bdollars?\b|\briel|\$|ថ្លៃ|តម្លៃ|សំបុត្រ|ដុល្លារ|រៀល|លុយ/u,
  ],
  ['count', /\bhow many\b|\bnumber of\b|ប៉ុន្មាន(ជាន់|កាំ|នាក់|ជណ្ដើរ|ជណ្តើរ)/u],
];

/** The answer kinds a question asks for, most specific first. */
export function answerKindsOf(question: string): AnswerKind[] {
  const lower = question.toLowerCase();
  return KIND_CUES.filter(([, re]) => re.test(lower)).map(([k]) => k);
}

/** What a sentence holding each kind of answer holds. */
const KIND_IN_SENTENCE: Record<AnswerKind, RegExp> = {
  inclusion:
    /\b(not covered|covered by|covers|included|not included|separate|separately|extra|own ticket|not valid|valid|on the angkor pass|with the angkor pass|part of the)\b|រាប់បញ្ចូល|ដាច់ដោយឡែក|មិនរួម|រួមបញ្ចូល/iu,
  time: /\b\d{1,2}([:.]\d{2})?\s*(am|pm|a\.m\.|p\.m\.)|\b\d{1,2}:\d{2}\b|ម៉ោង\s*\d|\b(sunrise|sunset|dawn|dusk|noon|midday|lunch)\b|ថ្ងៃរះ|ថ្ងៃលិច|ថ្ងៃត្រង់/iu,
  distance: /\d\s*(km|kilomet|metres|meters|m\b)|\d\s*(គីឡូ|គ\.ម|ម៉ែត្រ)/iu,
  duration:
    /\d\s*(minutes?|mins?|hours?|hrs?|days?)\b|\d\s*(នាទី|ម៉ោង|ថ្ងៃ)|\bhalf[- ]day\b|\ban hour\b/iu,
  price: /\$\s?\d|\d\s*(dollars?|usd|riel)\b|\d\s*(ដុល្លារ|រៀល)|\bfree\b|ឥតគិតថ្លៃ/iu,
  count: /\d/u,
  transport:
    /\b(tuk-?tuks?|motos?|motorbikes?|scooters?|taxis?|cars?|drive|ride|bus|buses|boats?|ferry|ferries|speedboats?|walk|cycle|bicycles?|road|pier|port)\b|តុកតុក|រ៉ឺម៉ក|ម៉ូតូ|ឡាន|ទូក|កាណូត|ផ្លូវ|កំពង់ផែ|ដើរ|កង់/iu,
  place:
    /\b(pier|port|harbou?r|jetty|station|terminal|airport|market|road|street|off|near|north|south|east|west|km)\b|កំពង់ផែ|ស្ថានីយ|ផ្លូវ|ខាងជើង|ខាងត្បូង|ខាងកើត|ខាងលិច|ក្បែរ/iu,
  dress:
    /\b(shoulders?|knees?|cover(ed)?|modest|sarong|scarf|long (trousers|pants|skirt|sleeves?))\b|ស្មា|ជង្គង់|គ្រប|បិទបាំង/iu,
  temperature:
    /\d\s*(°|degrees?)|\b(cold|cool|chilly|jacket|warm layer|fleece)\b|អង្សា|ត្រជាក់|អាវរងា/iu,
  water:
    /\b(waterproof|water-resistant|ipx-?\d|rain\w*|splash\w*|submersible|taped seams)\b|ការពារទឹក|ភ្លៀង|ជ្រាបទឹក/iu,
};

/** One sentence per passage; Khmer ends them with ។ and joins sentences without a space. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"(\u1780-\u17FF])|(?<=[។៕!?])\s*/u)
    .map((s) => s.trim())
    .filter((s) => s.length >= 12);
}

export interface Passage {
  text: string;
  /** Where it is from, for the answer's wording ("description", "activity", "tip"). */
  source?: string;
  /** A short item of a list (a spec, a service): one word of the question in it is enough. */
  item?: boolean;
}

export interface ScoredPassage extends Passage {
  score: number;
  kinds: AnswerKind[];
  /** How many of the question's words it holds. */
  matched: number;
}

interface Options {
  /** Words of the thing's own name: they say which thing, not what is asked of it. */
  nameWords?: readonly string[];
  /** How many passages at most (default 2). */
  limit?: number;
  /** Question words a passage must share when it holds no answer of the kind asked (default 2). */
  minShared?: number;
}

/**
 * The passages that answer a question, best first: each question word (not the thing's name)
 * found in a passage counts by its rarity among the passages; an answer of the kind asked counts
 * 2. A passage with no word of the question counts nothing, and when the question asks a kind of
 * answer, a passage without it must match at least two words.
 */
export function rankPassages(
  question: string,
  passages: readonly Passage[],
  opts: Options = {},
): ScoredPassage[] {
  // "How bright is it, and can it get wet?": each part finds its own sentence.
  const clauses = question
    .split(
      /[,;?]\s*(?:and\s+)?|\s+and\s+(?=(?:how|what|where|when|which|is|are|do|does|can|could|should)\b)|ហើយ|\s*\?\s*/iu,
    )
    .map((c) => c.trim())
    .filter((c) => contentWords(c).length > 0 || answerKindsOf(c).length > 0);
  if (clauses.length > 1) {
    const limit = opts.limit ?? 2;
    const out: ScoredPassage[] = [];
    for (const clause of clauses)
      for (const r of rankOne(clause, passages, { ...opts, limit: 1 }))
        if (!out.some((o) => o.text === r.text)) out.push(r);
    return out.slice(0, limit + 1);
  }
  return rankOne(question, passages, opts);
}

function rankOne(question: string, passages: readonly Passage[], opts: Options): ScoredPassage[] {
  const kinds = answerKindsOf(question);
  const names = opts.nameWords ?? [];
  const asked = contentWords(question).filter((w) => bestMatch(w, names) < 0.7 && !/^\d+$/.test(w));
  if (passages.length === 0 || (asked.length === 0 && kinds.length === 0)) return [];
  const words = passages.map((p) => contentWords(p.text));
  const n = passages.length;
  const idf = new Map<string, number>();
  for (const q of asked) {
    const df = words.filter((ws) => Math.max(bestMatch(q, ws), rootMatch(q, ws)) >= 0.7).length;
    // Intent and generic words ("open", "temple") say little on their own.
    const soft = isGeneric(q) || isIntentWord(q) ? 0.5 : 1;
    idf.set(q, soft * Math.log(1 + (n - df + 0.5) / (df + 0.5)));
  }
  const scored: ScoredPassage[] = passages.map((p, i) => {
    const ws = words[i]!;
    let lexical = 0;
    let matched = 0;
    for (const q of asked) {
      const m = Math.max(bestMatch(q, ws), rootMatch(q, ws));
      if (m >= 0.6) {
        lexical += m * (idf.get(q) ?? 0);
        matched += 1;
      }
    }
    const plain = westernDigits(p.text);
    const has = kinds.filter((k) => KIND_IN_SENTENCE[k].test(plain));
    // The kind asked first (the most specific) counts most.
    const kindScore = has.length ? (has[0] === kinds[0] ? 2 : 1.2) : 0;
    let score = 0;
    if (matched > 0 && has.length > 0) score = lexical + kindScore;
    // Words in common but not the kind of answer asked: worth less.
    // A short item of a list ("Brightness: 900 lumens", "Swimming pool") is about what its words
    // name: one word in common is enough.
    else if (matched >= (p.item ? 1 : (opts.minShared ?? 2)))
      score = kinds.length ? lexical * 0.6 : lexical;
    // No word in common, but the very kind of answer asked ("40 to 50 minutes" for "how long"):
    // worth saying when nothing better is found. Any number is no count of anything in particular.
    else if (matched === 0 && has.some((k) => k !== 'count')) score = kindScore / 2;
    return { ...p, score, kinds: has, matched };
  });
  const ranked = scored.filter((s) => s.score > 0).sort((a, b) => b.score - a.score);
  const top = ranked[0]?.score ?? 0;
  const limit = opts.limit ?? 2;
  const chosen = ranked.filter((s) => s.score >= top * 0.6).slice(0, limit);
  // Each kind of answer asked (up to two) is in the answer when our text has it: "where does the
  // ferry leave from and how long" wants the pier as well as the crossing.
  for (const k of kinds.filter((x) => x !== 'count').slice(0, 2)) {
    if (chosen.some((c) => c.kinds.includes(k))) continue;
    const best = ranked.find((r) => r.kinds.includes(k) && !chosen.includes(r));
    if (best && chosen.length < limit + 1) chosen.push(best);
  }
  return chosen;
}

/** "riding" meets "ride", "carvings" "carved": the same root, a form or two apart. */
function rootMatch(q: string, ws: readonly string[]): number {
  const root = rootOf(q);
  if (root.length < 3 || /[\u1780-\u17FF]/u.test(root)) return 0;
  return ws.some((w) => {
    const r = rootOf(w);
    return r === root || (w.startsWith(root) && w.length <= root.length + 2);
  })
    ? 0.7
    : 0;
}

/**
 * The root a word is searched by in running text: "swimming" is found in "swim", "carved" in
 * "carvings". English endings off (a doubled last consonant too); Khmer as it is.
 */
export function rootOf(word: string): string {
  if (/[\u1780-\u17FF]/u.test(word)) return word;
  const m = /^(.{3,}?)(ing|ed|es|s|ly)$/.exec(word);
  if (!m) return word;
  const base = m[1]!;
  return /([b-df-hj-np-tv-z])\1$/.test(base) ? base.slice(0, -1) : base;
}
