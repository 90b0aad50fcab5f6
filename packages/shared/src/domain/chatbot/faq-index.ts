import type { Lang } from '../../constants';
import type { FaqEntry } from '../../data/faq';
import { contentWords, isGeneric, wordMatch } from './words';

interface IndexedEntry {
  entry: FaqEntry;
  /** Words of the question and keywords (what the entry is about). */
  about: Set<string>;
  /** Keyword phrases of two or more words, for whole-phrase hits. */
  phrases: string[][];
  /** Words of the answer: weaker evidence. */
  answer: Set<string>;
}

export interface FaqHit {
  entry: FaqEntry;
  score: number;
  /** Share of the question's content words (by weight) the entry's question and keywords match. */
  coverage: number;
}

export interface FaqIndex {
  search(text: string, lang: Lang, limit?: number): FaqHit[];
}

interface LangIndex {
  items: IndexedEntry[];
  idf: Map<string, number>;
  vocabulary: string[];
}

/**
 * An in-memory index of the FAQ (static data, 72 entries), each language on its own. A question
 * word counts by how rare it is among the entries ("cambodia" says little) and by where it
 * matches: question or keyword 1, answer 0.35; a keyword phrase met whole adds half its weight
 * again. Typos and Khmer compounds are resolved once per word against the vocabulary.
 */
export function buildFaqIndex(entries: readonly FaqEntry[]): FaqIndex {
  const byLang = {} as Record<Lang, LangIndex>;
  for (const lang of ['en', 'km'] as const) {
    const items = entries.map((entry) => ({
      entry,
      phrases: entry.keywords[lang].map((k) => contentWords(k)).filter((p) => p.length > 1),
      about: new Set([
        ...contentWords(entry.question[lang]),
        ...entry.keywords[lang].flatMap((k) => contentWords(k)),
      ]),
      answer: new Set(contentWords(entry.answer[lang])),
    }));
    const df = new Map<string, number>();
    for (const item of items) for (const w of item.about) df.set(w, (df.get(w) ?? 0) + 1);
    const idf = new Map<string, number>();
    for (const [w, n] of df) idf.set(w, Math.log(1 + items.length / n));
    const vocabulary = [...new Set(items.flatMap((i) => [...i.about, ...i.answer]))];
    byLang[lang] = { items, idf, vocabulary };
  }
  const maxIdf = Math.log(1 + entries.length);

  return {
    search(text, lang, limit = 3) {
      const { items, idf, vocabulary } = byLang[lang];
      // Numbers ("3 days", "visa 4 cambodia") name no topic.
      const words = contentWords(text).filter((w) => !/^\d+$/.test(w));
      if (words.length === 0) return [];
      // Each query word's matching vocabulary words, with how well they match.
      const matches = words.map((q) => {
        const found = new Map<string, number>();
        for (const w of vocabulary) {
          const m = wordMatch(q, w);
          if (m > 0) found.set(w, m);
        }
        return found;
      });
      const weightOf = (w: string) => (isGeneric(w) ? 0.4 : 1) * (idf.get(w) ?? maxIdf);
      const hits: FaqHit[] = [];
      const totalWeight = words.reduce((sum, q) => sum + weightOf(q), 0);
      for (const item of items) {
        let score = 0;
        let covered = 0;
        words.forEach((q, i) => {
          let about = 0;
          let inAnswer = 0;
          for (const [w, m] of matches[i]!) {
            if (m > about && item.about.has(w)) about = m;
            if (m > inAnswer && item.answer.has(w)) inAnswer = m;
          }
          const m = Math.max(about, inAnswer * 0.35);
          if (m > 0) score += m * weightOf(q);
          if (about > 0) covered += weightOf(q);
        });
        for (const phrase of item.phrases) {
          if (phrase.every((p) => words.includes(p))) {
            score += phrase.reduce((s, p) => s + weightOf(p), 0) * 0.5;
          }
        }
        if (score > 0) hits.push({ entry: item.entry, score, coverage: covered / totalWeight });
      }
      hits.sort((a, b) => b.score - a.score || b.coverage - a.coverage);
      return hits.slice(0, limit);
    },
  };
}
