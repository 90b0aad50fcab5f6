import type { Lang } from '@camtour/shared/constants';
import type { FaqEntry } from '@camtour/shared/data/faq';
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
