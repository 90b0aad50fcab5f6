import type { Lang } from '@camtour/shared/constants';
import {
  rankPassages,
  rootOf,
  sentencesOf,
  type ScoredPassage,
} from '@camtour/shared/domain/chatbot/passages';
import { isKhmerWord } from '@camtour/shared/domain/chatbot/words';
import type { Db } from '../../../db/client';
import { hrefOf, type AboutThing, type AnswerBuilder } from '../answer-builder';
import type { ChatEnv } from '../decide';
import { passagesOf, placesDescribedBy } from '../passages-repository';
import type { Phrases } from '../phrasing';
import { nameWords } from '../retrieval';

/** The sentences of a thing's own text that answer the question, best first (at most two). */
export async function passagesAnswering(
  db: Db,
  thing: AboutThing,
  question: string,
  lang: Lang,
  minShared?: number,
): Promise<ScoredPassage[]> {
  const passages = await passagesOf(db, thing.kind, thing.id, lang);
  return rankPassages(question, passages, {
    nameWords: nameWords(thing.name.en, thing.name.km),
    minShared,
  });
}

/** What one shared word must weigh (its rarity among the thing's sentences) to be said. */
const SINGLE_WORD_SCORE = 1.5;

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** A list item said as a sentence: with its full stop, so items do not run into each other. */
const sentence = (text: string, lang: Lang) =>
  /[.!?។៕]$/u.test(text) ? text : `${text}${lang === 'km' ? '។' : '.'}`;

/**
 * After an answer about one or two things, what our own text says to the question that the
 * answer has not said yet: the opening time in a description, the walk's length in an activity,
 * a hotel's pool in its services. Nothing is added when no sentence of theirs answers it.
 */
export async function addPassages(
  env: ChatEnv,
  b: AnswerBuilder,
  question: string,
  lang: Lang,
  p: Phrases,
) {
  const said = squash(b.message());
  for (const thing of b.about.slice(0, 2)) {
    // What the answer has said already is not said again, nor does it crowd out what it has not.
    const passages = (await passagesOf(env.db, thing.kind, thing.id, lang)).filter(
      (x) => !said.includes(squash(x.text)),
    );
    // One rare word of the question in a sentence of the thing's own text is worth saying
    // ("riding" in "visitors do not ride the elephants"); a common one is not.
    const found = rankPassages(question, passages, {
      nameWords: nameWords(thing.name.en, thing.name.km),
      minShared: 1,
    }).filter((x) => x.matched >= 2 || x.kinds.length > 0 || x.score >= SINGLE_WORD_SCORE);
    if (found.length === 0) continue;
    const intro = thing.kind === 'location' || thing.kind === 'activity' ? p.fromGuide : p.fromPage;
    b.para(`${intro(thing.name[lang])} ${found.map((x) => sentence(x.text, lang)).join(' ')}`);
  }
}

/**
 * Places found by what their descriptions say, when the question names none ("the temple with
 * the tree roots", "somewhere to swim near Siem Reap"): those whose description holds most of the
 * question's own words, each with the sentence that says it. Only the clear best are listed, so a
 * follow-up's "it" has one place to point at when one stands out.
 */
export async function placesByText(
  env: ChatEnv,
  b: AnswerBuilder,
  own: readonly string[],
  kindWords: readonly string[],
  where: { id: number } | undefined,
  lang: Lang,
  p: Phrases,
): Promise<boolean> {
  // A short root is inside too many words ("ker" in "marker") to find anything by.
  const usable = (ws: readonly string[]) =>
    ws
      .map(rootOf)
      .filter((w) =>
        isKhmerWord(w) ? lang === 'km' && w.length >= 3 : lang === 'en' && w.length >= 4,
      );
  // The question's own words must count: "Koh Ker temple" is a name we lack, not any temple.
  if (usable(own).length === 0) return false;
  const words = [...own, ...kindWords];
  const roots = [...new Set(usable(words))].slice(0, 5);
  const rows = await placesDescribedBy(env.db, roots, lang, where?.id);
  const asked = words.join(' ');
  const scored = rows
    .map((r) => {
      const best = rankPassages(
        asked,
        sentencesOf(r.description).map((text) => ({ text })),
        { nameWords: nameWords(r.name_en, r.name_km), limit: 1, minShared: 1 },
      )[0];
      return { r, best, score: (best?.score ?? 0) + r.hits };
    })
    // All that was asked, or all but one word of three or more: not one word of it by chance.
    .filter((x) => x.best && x.r.hits >= (roots.length <= 2 ? roots.length : roots.length - 1))
    .sort((x, y) => y.score - x.score);
  const top = scored[0]?.score ?? 0;
  const chosen = scored.filter((x) => x.score >= top * 0.8).slice(0, 3);
  if (chosen.length === 0) return false;
  b.para(p.describedBy);
  b.list(
    chosen.map(
      (x) =>
        `${b.link(x.r[`name_${lang}`], hrefOf('location', x.r.id), 'location')}: ${x.best!.text}`,
    ),
  );
  return true;
}
