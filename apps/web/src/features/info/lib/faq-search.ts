import { FAQ_GROUPS, type FaqEntry, type FaqGroup } from '@camtour/shared/data/faq';

export type FaqLang = 'en' | 'km';

/** Combining accents of Latin letters (é = e + U+0301 once decomposed). */
const LATIN_MARKS = /[\u0300-\u036f]/g;
/*
 * Khmer is written without spaces and some texts carry zero-width spaces as word-break hints;
 * a typed query never has them, so they must not split a word the query would match.
 */
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff]/g;
const CURLY_QUOTES = /[\u2018\u2019\u02bc]/g;

/**
 * The form both the text and the query take before comparing: lower case, Latin accents folded
 * (café = cafe), curly apostrophes straightened, spaces collapsed. Khmer vowel signs and
 * subscripts are letters, not accents: they stay, so Khmer matches by plain substring.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(LATIN_MARKS, '')
    .replace(INVISIBLE, '')
    .replace(CURLY_QUOTES, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export interface FaqIndexItem {
  entry: FaqEntry;
  /** Question, answer and keywords of one language, folded. */
  text: string;
}

/** The searchable text of every entry in one language (the page's), folded once. */
export function buildFaqIndex(entries: readonly FaqEntry[], lang: FaqLang): FaqIndexItem[] {
  return entries.map((entry) => ({
    entry,
    text: foldForSearch(
      [entry.question[lang], entry.answer[lang], ...entry.keywords[lang]].join(' \n '),
    ),
  }));
}

/** The query's words; an entry matches when it contains every one of them. */
export function queryTerms(query: string): string[] {
  return foldForSearch(query).split(' ').filter(Boolean);
}

/** Entries matching `query` (all of them for an empty query), in their original order. */
export function searchFaq(index: readonly FaqIndexItem[], query: string): FaqEntry[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return index.map((item) => item.entry);
  return index
    .filter((item) => terms.every((term) => item.text.includes(term)))
    .map((item) => item.entry);
}

export interface FaqSection {
  group: FaqGroup;
  entries: FaqEntry[];
}

/** Entries grouped in FAQ_GROUPS order; groups with no entry are left out. */
export function groupFaq(entries: readonly FaqEntry[]): FaqSection[] {
  return FAQ_GROUPS.map((group) => ({
    group,
    entries: entries.filter((entry) => entry.group === group),
  })).filter((section) => section.entries.length > 0);
}

/** The element id of a group's section (entries use their own id, so groups get a prefix). */
export const faqGroupAnchor = (group: FaqGroup): string => `group-${group}`;
