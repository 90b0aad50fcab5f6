export type Catalogue = Record<string, unknown>;

const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g;

export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '').sort();
}

/**
 * Differences between two languages of one namespace: keys present on one side only,
 * empty or non-string values, and {{placeholders}} that differ. Empty means in step.
 */
export function compareCatalogues(
  namespace: string,
  english: Catalogue,
  khmer: Catalogue,
): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(english)) {
    if (!(key in khmer)) problems.push(`${namespace}: "${key}" is in en but missing in km`);
  }
  for (const key of Object.keys(khmer)) {
    if (!(key in english)) problems.push(`${namespace}: "${key}" is in km but missing in en`);
  }
  for (const [lang, catalogue] of [
    ['en', english],
    ['km', khmer],
  ] as const) {
    for (const [key, value] of Object.entries(catalogue)) {
      if (typeof value !== 'string' || value.trim() === '') {
        problems.push(`${namespace}: "${key}" is empty or not text in ${lang}`);
      }
    }
  }
  for (const key of Object.keys(english)) {
    const en = english[key];
    const km = khmer[key];
    if (typeof en !== 'string' || typeof km !== 'string') continue;
    const a = placeholdersOf(en).join(',');
    const b = placeholdersOf(km).join(',');
    if (a !== b)
      problems.push(`${namespace}: "${key}" has placeholders [${a}] in en but [${b}] in km`);
  }
  return problems;
}
