/**
 * Search text for D6. Khmer has no spaces between words, so Khmer text is cut
 * into words with Intl.Segmenter, both when a row is indexed and when a query
 * is read; Latin text is lower-cased and stripped of accents.
 */
const segmenter = new Intl.Segmenter('km', { granularity: 'word' });

export function searchWords(text: string): string[] {
  const words: string[] = [];
  for (const s of segmenter.segment(text.normalize('NFC'))) {
    if (!s.isWordLike) continue;
    const w = s.segment
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    if (w) words.push(w);
  }
  return words;
}

/** One searchable line for a row: its words, space-separated, each once. */
export function searchText(parts: (string | null | undefined)[]): string {
  return [...new Set(parts.flatMap((p) => (p ? searchWords(p) : [])))].join(' ');
}
