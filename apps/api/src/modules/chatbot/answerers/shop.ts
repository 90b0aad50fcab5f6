import type { Lang } from '@camtour/shared/constants';
import { FAQ } from '@camtour/shared/data/faq';
import type { FaqHit } from '@camtour/shared/domain/chatbot/faq-index';
import { hrefOf, type AnswerBuilder, type NamedPlace } from '../answer-builder';
import { usd, type Text } from '../answer-text';
import * as repo from '../chatbot-repository';
import { FAQ_PLAUSIBLE, isAtLeast, nameWords, STRONG, unexplained, type Hit } from '../retrieval';
import { attributesOf } from '@camtour/shared/domain/chatbot/dialogue';
import { bestMatch } from '@camtour/shared/domain/chatbot/words';
import type { Db } from '../../../db/client';
import { PHRASES } from '../phrasing';
import { faqAnswer, faqBySentence } from './faq';

/** Words every shop question has that name no product. */
const SHOP_WORDS = new Set([
  'sell',
  'buy',
  'shop',
  'store',
  'gear',
  'equipment',
  'stock',
  'have',
  'lowest',
  'cheapest',
  'cheap',
  'order',
  'លក់',
  'ទិញ',
  'ហាង',
  'មានលក់',
  'អ្នកលក់',
  'ថោក',
  'ថោកជាងគេ',
]);

export function productLine(b: AnswerBuilder, p: repo.ProductRow, lang: Lang) {
  const link = b.link(p[`name_${lang}`], hrefOf('product', p.id), 'product');
  return `${link}: ${usd(p.price_cents)}`;
}

/** Shop questions: the products that match, or an honest "we don't sell that". */
export async function shopAnswer(
  db: Db,
  b: AnswerBuilder,
  text: string,
  hits: Hit[],
  named: Hit | undefined,
  faqTop: FaqHit | undefined,
  places: readonly NamedPlace[],
  lang: Lang,
  t: Text,
  words: readonly string[] = [],
) {
  const lower = text.toLowerCase();
  const productHits = hits.filter((h) => h.kind === 'product' && h.score >= 0.6);
  if (productHits.length > 0 && (named?.kind === 'product' || productHits[0]!.score >= STRONG)) {
    const cheapFirst = /\b(cheap|cheapest|budget|lowest)\b|ថោក/u.test(lower);
    const dearFirst =
      !cheapFirst &&
      /\b(most expensive|priciest|dearest|top of the range|premium)\b|ថ្លៃជាងគេ|ថ្លៃបំផុត/u.test(lower);
    if (
      (cheapFirst || dearFirst) &&
      (await extremeAnswer(db, b, productHits, words, cheapFirst, lang))
    )
      return;
    if (named?.kind === 'product' && named.precision >= 0.99) {
      b.para(productLine(b, named.row as repo.ProductRow, lang));
      b.focus(named);
    } else {
      // "The hammock with a net, how much weight does it hold?": a detail asked of the best match.
      if (attributesOf(text).includes('specs')) b.focus(productHits[0]!);
      b.para(t.productsIntro).list(
        productHits.slice(0, 4).map((h) => productLine(b, h.row as repo.ProductRow, lang)),
      );
    }
    b.para(t.productsMore(b.link(t.shop, '/product', 'page')));
    return;
  }
  if (isAtLeast(faqTop, FAQ_PLAUSIBLE) && faqTop!.entry.id !== 'what-the-shop-sells') {
    faqAnswer(b, faqTop!.entry, lang, places, t);
    return;
  }
  // "Are your prices incl tax?": a sentence of a FAQ answer says it.
  const bySentence = faqBySentence(text, lang);
  if (bySentence) {
    faqAnswer(b, bySentence, lang, places, t);
    return;
  }
  const missing = unexplained(text, undefined, undefined).filter((w) => !SHOP_WORDS.has(w));
  b.para(t.unknownShop(missing.join(' ') || '…'));
  b.para(t.closest);
  const shopFaq = FAQ.find((f) => f.id === 'what-the-shop-sells')!;
  b.list([
    b.link(shopFaq.question[lang], `/faq#${shopFaq.id}`, 'faq'),
    b.link(t.shop, '/product', 'page'),
  ]);
}

/**
 * "The most expensive sleeping bag", "the cheapest tent": over every published product of that
 * kind (its category, narrowed to the names that hold the kind's words), not only those the name
 * search happened to return. The one it is, linked alone so that "how warm is it?" points at it,
 * and the next ones named after it.
 */
async function extremeAnswer(
  db: Db,
  b: AnswerBuilder,
  hits: Hit[],
  words: readonly string[],
  cheapFirst: boolean,
  lang: Lang,
): Promise<boolean> {
  // The kind is the category the question names ("តង់" is a tent, not the hammock's rain "tent"),
  // else the best match's.
  const kind = sameKind(hits, words);
  const categoryHits = (h: Hit) => {
    const r = h.row as repo.ProductRow;
    const own = nameWords(r.category_en, r.category_km);
    return words.filter((w) => bestMatch(w, own) >= 0.8).length;
  };
  const byCategory = [...hits].sort((a, b2) => categoryHits(b2) - categoryHits(a))[0]!;
  const top = categoryHits(byCategory) > 0 ? byCategory : kind[0]!;
  const row = top.row as repo.ProductRow;
  // The question's words that name the kind: those of the category's name ("sleeping bag",
  // "តង់"), else those of the best match's name ("headlamp" in the "Trekking" category).
  const categoryWords = nameWords(row.category_en, row.category_km);
  const ofCategory = words.filter((w) => bestMatch(w, categoryWords) >= 0.8);
  const kindWords = ofCategory.length
    ? ofCategory
    : words.filter((w) => bestMatch(w, nameWords(top.name.en, top.name.km)) >= 0.8);
  const all = await repo.productsOfCategory(db, row.category_slug);
  // A category named by the kind ("Sleeping Bags" for "sleeping bag") is the kind, whatever its
  // products are called ("Down 5°C Mummy Bag"); in a mixed one ("Pillows & Hammocks") or one named
  // otherwise ("Trekking" for "headlamp"), the kind is the products whose names hold its words.
  const mixed = /&|,|\band\b/.test(row.category_en);
  const isTheKind =
    !mixed && kindWords.length > 0 && kindWords.every((w) => bestMatch(w, categoryWords) >= 0.8);
  const named = all.filter((r) => {
    const own = nameWords(r.name_en, r.name_km);
    return kindWords.length > 0 && kindWords.every((w) => bestMatch(w, own) >= 0.8);
  });
  const pool = isTheKind || named.length === 0 ? all : named;
  if (pool.length === 0) return false;
  pool.sort((x, y) => (cheapFirst ? x.price_cents - y.price_cents : y.price_cents - x.price_cents));
  const [first, ...rest] = pool;
  const p = PHRASES[lang];
  b.para(`${cheapFirst ? p.cheapestIs : p.dearestIs} ${productLine(b, first!, lang)}`);
  b.focus({ kind: 'product', id: first!.id, name: { en: first!.name_en, km: first!.name_km } });
  if (rest.length)
    b.para(
      `${p.thenComes} ${rest
        .slice(0, 3)
        .map((r) => `${r[`name_${lang}`]} (${usd(r.price_cents)})`)
        .join(', ')}`,
    );
  return true;
}

/**
 * "The cheapest sleeping bag": only the products that are the kind asked for, i.e. that match the
 * most question words and whose name ends in one of them ("… Sleeping Bag", not "Sleeping Pad").
 */
function sameKind(hits: Hit[], words: readonly string[]): Hit[] {
  const top = Math.max(...hits.map((h) => h.score));
  const best = hits.filter((h) => h.score >= top - 0.05);
  const headed = best.filter((h) => {
    const last = h.name.en.toLowerCase().split(/\s+/).pop() ?? '';
    const head = last.replace(/s$/, '');
    return words.some((w) => w === head || w === last);
  });
  return headed.length ? headed : best;
}
