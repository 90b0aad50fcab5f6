import { editDistance, isKhmerWord } from './words';

/**
 * Entity recognition over a closed catalogue (our places, hotels, products, activities and the
 * provinces), independent of the words around a name: "is it worth going to angkor wat at 5am"
 * and "ខ្ញុំចង់ទៅប្រាសាទបាយ័នថ្ងៃស្អែក" both find their place. Names are matched as whole word
 * sequences in Latin script (each word may carry a small typo) and as substrings in Khmer script
 * (Khmer is written without spaces). Pure: the API builds the catalogue from its rows.
 */
export type EntityKind = 'location' | 'hotel' | 'product' | 'activity' | 'province';

export interface CatalogEntry {
  kind: EntityKind;
  id: number;
  /** A stable key for nicknames: a place's or hotel's slug, a product's code. */
  key: string;
  en: string;
  km: string;
}

export interface EntityMatch {
  kind: EntityKind;
  id: number;
  key: string;
  /** The alias met, as stored. */
  alias: string;
  /** Characters of the text the alias covers: longer is surer. */
  length: number;
  /** 1 when met exactly, less with typos. */
  quality: number;
  /** Where in the text it starts (Latin: word index x 1000, Khmer: character index). */
  at: number;
}

export interface EntityCatalog {
  entries: readonly CatalogEntry[];
  find(text: string): EntityMatch[];
}

/** Latin text as compared: lower case, accents off ("Kratié" is kratie), words only. */
export function foldLatin(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc']/g, '')
    .replace(/[^a-z0-9\u1780-\u17ff]+/g, ' ')
    .trim();
}

/** Khmer text as compared: no spaces, no zero-width spaces, no punctuation. */
export function foldKhmer(text: string): string {
  return text.replace(/\s|\u200b|\u200c|\u200d|[()[\]«»"'.,!?៖។:;-]/gu, '');
}

/**
 * Words too common to name anything alone: an alias of one of these words is dropped
 * ("Tonle" the brand, "Classic", "Trail").
 */
const WEAK_SINGLE = new Set(
  `trail classic cloud mini double down quad base pocket bamboo aluminium jungle monsoon highland
  tropical summit expedition ultralight riverside kids river lake market beach temple park pagoda
  national museum village old night west royal silver garden lotus lodge house hotel hostel resort
  villa tonle kampot kulen kep cambodia cambodian khmer siem reap phnom penh angkor wat the and
  mountains cardamom elephant valley pool circus street pub lights courtyard grandma dreamers tuk
  sugar palm naga moat rice field family`.split(/\s+/),
);

/** Prefixes a Khmer name may be used without ("ប្រាសាទបាយ័ន" is also "បាយ័ន"). */
const KHMER_PREFIXES = [
  'ប្រាសាទ',
  'ឧទ្យានជាតិ',
  'ភូមិ',
  'បឹង',
  'សណ្ឋាគារ',
  'ផ្ទះស្នាក់',
  'ផ្ទះសំណាក់',
  'រីសត',
  'វីឡាឯកជន',
];

/** Latin words a name's shorter forms drop ("Phnom Kulen National Park" is "Phnom Kulen"). */
const LATIN_SUFFIXES =
  /\s+(national park|temple|pagoda|bat caves|stilt village|bird sanctuary|crater lake|waterfall|dolphin pool|pepper farms|crab market|bunkhouse|guesthouse|hostel|hotel|resort & spa|resort|private villas|family homestay|lodge)$/iu;

/** The forms a name is known by: whole, before a comma or bracket, inside brackets, shorter. */
export function aliasesOf(name: string): string[] {
  const out = new Set<string>();
  const add = (s: string | undefined) => {
    const v = s?.trim();
    if (v) out.add(v);
  };
  add(name);
  const head = name.split(/[,(]/)[0];
  add(head);
  for (const m of name.matchAll(/\(([^)]+)\)|,\s*(.+)$/gu)) add(m[1] ?? m[2]);
  for (const a of [...out]) {
    if (isKhmerWord(a)) {
      for (const p of KHMER_PREFIXES) if (a.startsWith(p)) add(a.slice(p.length));
    } else {
      add(a.replace(LATIN_SUFFIXES, ''));
      add(a.replace(/^the\s+/i, ''));
    }
  }
  return [...out];
}

interface LatinAlias {
  words: string[];
  entry: CatalogEntry;
  alias: string;
}
interface KhmerAlias {
  text: string;
  entry: CatalogEntry;
  alias: string;
}

/** A word of the text meets a word of a name: equal, or a small typo in a long word. */
function latinWordQuality(q: string, w: string, inPhrase: boolean): number {
  if (q === w) return 1;
  if (/^\d+$/.test(q) || /^\d+$/.test(w)) return 0;
  // A short word alone is too easily one letter from another ("take" and "Takeo"); inside a
  // name of several words the other words vouch for it ("Bokr National Park").
  const min = inPhrase ? 4 : 5;
  if (q.length < min || w.length < min + 1 || q[0] !== w[0]) return 0;
  const allowed = Math.min(q.length, w.length) >= 7 ? 2 : 1;
  const d = editDistance(q, w, 2);
  if (d <= allowed) return 0.8;
  // Two slips in a five-letter word ("phrom" for "prohm") only where the name's other words agree.
  return inPhrase && d === 2 && Math.min(q.length, w.length) >= 5 ? 0.6 : 0;
}

/**
 * The catalogue's matcher. `nicknames` adds names by key ("tomb raider temple" for Ta Prohm);
 * an alias two entries share is ambiguous and dropped, unless one of them is a province (a
 * province's own name stays the province's: "Kampot" is the province, not "Kampot Riverside").
 */
export function buildEntityCatalog(
  entries: readonly CatalogEntry[],
  nicknames: Readonly<Record<string, readonly string[]>> = {},
): EntityCatalog {
  const byAlias = new Map<string, CatalogEntry[]>();
  for (const e of entries) {
    const names = [
      ...aliasesOf(e.en),
      ...aliasesOf(e.km),
      ...(Object.hasOwn(nicknames, e.key) ? nicknames[e.key]! : []),
    ];
    // A Khmer name often holds the Latin model name ("តង់ស្រាល Featherline 1"): that too.
    for (const m of e.km.matchAll(/[A-Za-z][A-Za-z0-9 '-]*[A-Za-z0-9]/g)) names.push(m[0]);
    for (const n of names) {
      const key = isKhmerWord(n) ? foldKhmer(n) : foldLatin(n);
      if (!key) continue;
      const list = byAlias.get(key) ?? [];
      if (!list.includes(e)) list.push(e);
      byAlias.set(key, list);
    }
  }
  const latin: LatinAlias[] = [];
  const khmer: KhmerAlias[] = [];
  for (const [key, list] of byAlias) {
    const province = list.find((e) => e.kind === 'province');
    const entry = province ?? (list.length === 1 ? list[0] : undefined);
    if (!entry) continue;
    if (isKhmerWord(key)) {
      // Short Khmer names meet inside other words by chance.
      if (key.length >= (entry.kind === 'province' ? 3 : 4))
        khmer.push({ text: key, entry, alias: key });
      continue;
    }
    const words = key.split(' ');
    // A province is named by its name however short ("Kep"); anything else needs a telling one.
    const single = words.length === 1 ? words[0]! : undefined;
    if (entry.kind !== 'province' && single && (single.length < 4 || WEAK_SINGLE.has(single)))
      continue;
    latin.push({ words, entry, alias: key });
  }

  function find(text: string): EntityMatch[] {
    const found: EntityMatch[] = [];
    const tokens = foldLatin(text).split(' ').filter(Boolean);
    for (const a of latin) {
      const n = a.words.length;
      for (let i = 0; i + n <= tokens.length; i += 1) {
        let q = 1;
        for (let j = 0; j < n && q > 0; j += 1)
          q = Math.min(q, latinWordQuality(tokens[i + j]!, a.words[j]!, n > 1));
        if (q > 0) {
          found.push({
            kind: a.entry.kind,
            id: a.entry.id,
            key: a.entry.key,
            alias: a.alias,
            length: a.alias.length,
            quality: q,
            at: i * 1000,
          });
          break;
        }
      }
    }
    const km = foldKhmer(text);
    if (/[\u1780-\u17ff]/u.test(km)) {
      for (const a of khmer) {
        const at = km.indexOf(a.text);
        if (at < 0 && km.length <= FUZZY_KHMER_MAX && a.text.length >= 6) {
          // One sign missing, extra or wrong in a long Khmer name ("អង្គវត្ត" for "អង្គរវត្ត").
          const near = khmerNear(km, a.text);
          if (near >= 0)
            found.push({
              kind: a.entry.kind,
              id: a.entry.id,
              key: a.entry.key,
              alias: a.alias,
              length: a.text.length * 1.5,
              quality: 0.8,
              at: near,
            });
        }
        if (at >= 0) {
          found.push({
            kind: a.entry.kind,
            id: a.entry.id,
            key: a.entry.key,
            alias: a.alias,
            // Khmer letters carry more than Latin ones; a 4-letter Khmer name is a word.
            length: a.text.length * 1.5,
            quality: 1,
            at,
          });
        }
      }
    }
    return bestCover(found);
  }

  return { entries, find };
}

/** Khmer typo matching is for a question, not for a long earlier answer. */
const FUZZY_KHMER_MAX = 300;

/** Where a window of the text is one edit from the name, or -1. */
function khmerNear(text: string, name: string): number {
  for (let i = 0; i + name.length - 1 <= text.length; i += 1) {
    if (text[i] !== name[0]) continue;
    for (const len of [name.length - 1, name.length, name.length + 1]) {
      if (i + len > text.length) continue;
      if (editDistance(text.slice(i, i + len), name, 1) <= 1) return i;
    }
  }
  return -1;
}

/**
 * Keeps the names a reader would see: a longer (then better) match wins over one it overlaps,
 * "Battambang Bamboo Train" over "Battambang"; each entity once; in order of the text.
 */
function bestCover(found: EntityMatch[]): EntityMatch[] {
  const spanOf = (m: EntityMatch) =>
    m.at >= 1000 || /^[a-z0-9 ]+$/.test(m.alias)
      ? { latin: true, from: m.at, to: m.at + m.alias.split(' ').length * 1000 }
      : { latin: false, from: m.at, to: m.at + m.alias.length };
  const sorted = [...found].sort(
    (a, b) => b.length * b.quality - a.length * a.quality || a.at - b.at,
  );
  const kept: EntityMatch[] = [];
  for (const m of sorted) {
    const s = spanOf(m);
    const overlaps = kept.some((k) => {
      const o = spanOf(k);
      return o.latin === s.latin && s.from < o.to && o.from < s.to;
    });
    if (overlaps || kept.some((k) => k.kind === m.kind && k.id === m.id)) continue;
    kept.push(m);
  }
  return kept.sort((a, b) => a.at - b.at);
}
