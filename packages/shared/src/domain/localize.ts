/**
 * The text of a bilingual field in the page's language: the Khmer variant when the page is in
 * Khmer and the field has one, else English (document 2 §1: many fields have `_km` variants).
 */
export function localized(lang: string, english: string, khmer: string | null | undefined): string {
  return lang === 'km' && khmer && khmer.trim() !== '' ? khmer : english;
}
