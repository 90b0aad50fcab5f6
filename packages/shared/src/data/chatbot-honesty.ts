import type { Lang } from '../constants';

/**
 * How the chatbot says it does not know (issue 15): when a question is outside what it knows
 * (weather abroad, flights, items we do not sell, places not in our data) the reply contains one
 * of these phrases, then offers the closest things it has. The engine writes them and
 * chatbot-eval checks for them, so the two cannot drift apart; an honest answer needs no other
 * wording, and a reply without one of them is read as a claim to know.
 */
export const UNKNOWN_MARKERS: Readonly<Record<Lang, readonly string[]>> = {
  en: ["I don't know", "I couldn't find", "I don't have", "I can't"],
  km: ['ខ្ញុំមិនដឹង', 'ខ្ញុំរកមិនឃើញ', 'ខ្ញុំមិនមាន', 'ខ្ញុំមិនអាច'],
};

/** Curly apostrophes and letter case do not matter: "I Don’t know" is a marker too. */
export function hasUnknownMarker(text: string, lang: Lang): boolean {
  const plain = text.replace(/[\u2018\u2019\u02bc]/g, "'").toLowerCase();
  return UNKNOWN_MARKERS[lang].some((m) => plain.includes(m.toLowerCase()));
}
