import type { Lang } from '../../constants';

/** A text of the planner's own content, in both languages of the product. */
export interface LocalizedText {
  en: string;
  km: string;
}

export const inLang = (text: LocalizedText, lang: Lang): string => text[lang];

/** Fills `{name}` slots, e.g. `fill({ en: 'Arrive by {mode}', km: '…' }, 'en', { mode: 'taxi' })`. */
export function fill(text: LocalizedText, lang: Lang, values: Record<string, string>): string {
  return text[lang].replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);
}
