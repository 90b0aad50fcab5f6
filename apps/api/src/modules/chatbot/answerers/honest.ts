import type { Lang } from '@camtour/shared/constants';
import { FAQ } from '@camtour/shared/data/faq';
import { attributesOf, type EntityRef } from '@camtour/shared/domain/chatbot/dialogue';
import { hrefOf, type AnswerBuilder } from '../answer-builder';
import { riel, type Text } from '../answer-text';
import * as repo from '../chatbot-repository';
import type { ChatEnv } from '../decide';
import { hitOf } from '../entities';
import type { Phrases } from '../phrasing';
import { FAQ_PLAUSIBLE, faqSearch, isAtLeast, type Province } from '../retrieval';
import { kindAnswer } from './province';
import { deliveryLines } from './attributes';
import { faqAnswer } from './faq';

const faqLink = (b: AnswerBuilder, id: string, lang: Lang) => {
  const f = FAQ.find((e) => e.id === id);
  return f ? b.link(f.question[lang], `/faq#${f.id}`, 'faq') : '';
};

/** A question about one's own order: we cannot see it; this is how to look it up. */
export function orderLookup(b: AnswerBuilder, message: string, lang: Lang, p: Phrases) {
  b.para(p.orderLookup).list([...p.orderSteps]);
  b.para(b.link(p.myOrders, '/orders', 'page'));
  if (/\b(paid|pay|payment|khqr|bakong)\b|បង់|KHQR/iu.test(message)) {
    b.para(p.paidButPending);
    b.para(faqLink(b, 'khqr-payment-problems', lang));
  }
  b.para(faqLink(b, 'track-my-order', lang));
}

/** Sending something back: the rules we have (cancel while pending, then write to us). */
export function returnsAnswer(b: AnswerBuilder, lang: Lang, p: Phrases) {
  b.para(p.returns);
  b.list([faqLink(b, 'cancel-order', lang), b.link(p.aboutUs, '/about-us', 'page')]);
}

/** What no guide can know: said so, then the nearest thing we do know. */
export async function unknowable(
  env: ChatEnv,
  b: AnswerBuilder,
  kind: 'weather' | 'flights' | 'live' | 'abroad',
  lang: Lang,
  t: Text,
  p: Phrases,
  question: string,
) {
  // "Do you ship to Bangkok?": not a place to visit abroad but our delivery, which is Cambodia's.
  if (kind === 'abroad' && attributesOf(question).includes('delivery')) {
    b.para(p.deliveryAbroad);
    deliveryLines(b, undefined, lang, p);
    return;
  }
  b.para(p.unknowable[kind]);
  if (kind === 'weather') {
    const f = FAQ.find((e) => e.id === 'best-time-to-visit')!;
    b.para(f.answer[lang]);
    b.para(faqLink(b, 'rainy-season-travel', lang));
  } else if (kind === 'flights') {
    b.list([
      faqLink(b, 'getting-to-siem-reap', lang),
      faqLink(b, 'travel-between-provinces', lang),
    ]);
  } else if (kind === 'abroad') {
    await kindAnswer(env.db, b, ['temples', 'beaches'], lang, t);
  } else {
    // Today's rate or fare is unknowable; the usual one our FAQ gives is not.
    const money = /\b(exchange|rate|dollars?|riel|usd)\b|ដុល្លារ|រៀល|អត្រា|ដូរប្រាក់/iu.test(question);
    const top = money
      ? { entry: FAQ.find((e) => e.id === 'which-currency')! }
      : faqSearch(question, lang, 'general').find((h) => isAtLeast(h, FAQ_PLAUSIBLE));
    if (top) faqAnswer(b, top.entry, lang, await env.placeNames(), t);
    else b.para(t.helpWith).para(b.link(p.faqPage, '/faq', 'faq'));
  }
}

/**
 * A trip price for a province the planner does not cover: no Siem Reap number in its place;
 * what our data knows of the province instead (its places' usual spend, a guide's budget).
 */
export async function uncoveredTrip(
  env: ChatEnv,
  b: AnswerBuilder,
  province: Province,
  lang: Lang,
  t: Text,
  p: Phrases,
) {
  const name = province[`name_${lang}`];
  b.para(p.notCovered(name));
  const rows = await repo.topLocationsIn(env.db, province.id, 4);
  if (rows.length === 0) {
    b.para(p.noData(name));
  } else {
    b.para(p.whatWeKnow(name)).list(
      rows.map((r) => {
        const link = b.link(r[`name_${lang}`], hrefOf('location', r.id), 'location');
        return r.max_money_riel > 0
          ? p.spendAt(link, riel(r.min_money_riel), riel(r.max_money_riel))
          : p.freeAt(link);
      }),
    );
    const guide = (await repo.guideOf(env.db, rows[0]!.id)) as {
      currency_and_budget?: Record<Lang, { budget?: string } | null>;
    } | null;
    const budget = guide?.currency_and_budget?.[lang]?.budget;
    if (budget) b.para(p.budgetThere(budget));
  }
  b.para(faqLink(b, 'trip-budget', lang));
  b.para(t.planHint(b.link(t.planner, '/plan', 'page')));
}

/** Several things were named just before and the question could mean any: ask which. */
export async function whichOne(
  env: ChatEnv,
  b: AnswerBuilder,
  refs: EntityRef[],
  lang: Lang,
  p: Phrases,
) {
  const items: string[] = [];
  for (const r of refs.slice(0, 5)) {
    const h = await hitOf(env.db, r);
    if (h) {
      const href = hrefOf(h.kind, h.id, (h.row as repo.ActivityRow).location_id);
      items.push(b.link(h.name[lang], href, h.kind === 'activity' ? 'location' : h.kind));
    }
  }
  b.para(p.whichOne).list(items);
}
