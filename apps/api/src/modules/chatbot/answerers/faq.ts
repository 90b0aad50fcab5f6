import type { Lang } from '@camtour/shared/constants';
import { FAQ, type FaqEntry } from '@camtour/shared/data/faq';
import { rankPassages, sentencesOf, type Passage } from '@camtour/shared/domain/chatbot/passages';
import { linkNamesIn, type AnswerBuilder, type NamedPlace } from '../answer-builder';
import type { Text } from '../answer-text';

/** A FAQ entry's answer, the places it names linked, and a link to the entry. */
export function faqAnswer(
  b: AnswerBuilder,
  entry: FaqEntry,
  lang: Lang,
  places: readonly NamedPlace[],
  t: Text,
) {
  b.para(linkNamesIn(entry.answer[lang], lang, places, b));
  b.para(t.faqMore(b.link(entry.question[lang], `/faq#${entry.id}`, 'faq')));
}

/** The FAQ's answers as sentences, each knowing its entry: static data, split once per process. */
const FAQ_SENTENCES = Object.fromEntries(
  (['en', 'km'] as const).map((lang) => [
    lang,
    FAQ.flatMap((entry) =>
      sentencesOf(entry.answer[lang]).map((text): Passage & { entry: FaqEntry } => ({
        text,
        source: entry.id,
        entry,
      })),
    ),
  ]),
) as Record<Lang, (Passage & { entry: FaqEntry })[]>;

/** A FAQ sentence this good answers the question on its own (two rare words, or one and its kind). */
const FAQ_SENTENCE_SCORE = 3;

/**
 * The FAQ entry whose answer holds a sentence that answers the question, when its question and
 * keywords did not match: "are your prices incl tax?" is answered by a sentence of the checkout
 * entry that says tax is added at checkout.
 */
export function faqBySentence(question: string, lang: Lang): FaqEntry | undefined {
  const [best] = rankPassages(question, FAQ_SENTENCES[lang], { limit: 1 });
  // Two of the question's own words, not one word and a kind ("ride" in "surfboard" is no bus).
  if (!best || best.score < FAQ_SENTENCE_SCORE || best.matched < 2) return undefined;
  return FAQ.find((e) => e.id === best.source);
}
