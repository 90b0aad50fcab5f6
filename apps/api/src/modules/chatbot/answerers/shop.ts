import type { Lang } from '@camtour/shared/constants';
import { FAQ } from '@camtour/shared/data/faq';
import type { FaqHit } from '@camtour/shared/domain/chatbot/faq-index';
import { hrefOf, type AnswerBuilder, type NamedPlace } from '../answer-builder';
import { usd, type Text } from '../answer-text';
import type * as repo from '../chatbot-repository';
import { FAQ_PLAUSIBLE, isAtLeast, STRONG, unexplained, type Hit } from '../retrieval';
import { PHRASES } from '../phrasing';
import { faqAnswer } from './faq';

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
export function shopAnswer(
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
  let productHits = hits.filter((h) => h.kind === 'product' && h.score >= 0.6);
  if (productHits.length > 0 && (named?.kind === 'product' || productHits[0]!.score >= STRONG)) {
    const cheapFirst = /\b(cheap|cheapest|budget|lowest)\b|ថោក/u.test(lower);
    const dearFirst =
      !cheapFirst &&
      /\b(most expensive|priciest|dearest|top of the range|premium)\b|ថ្លៃជាងគេ|ថ្លៃបំផុត/u.test(lower);
    if (cheapFirst || dearFirst) {
      productHits = sameKind(productHits, words);
      const price = (h: Hit) => (h.row as repo.ProductRow).price_cents;
      productHits.sort((a, b2) => (cheapFirst ? price(a) - price(b2) : price(b2) - price(a)));
    }
    if (dearFirst) {
      b.para(PHRASES[lang].productsDearest).list(
        productHits.slice(0, 4).map((h) => productLine(b, h.row as repo.ProductRow, lang)),
      );
      b.para(t.productsMore(b.link(t.shop, '/product', 'page')));
      return;
    }
    if (!cheapFirst && named?.kind === 'product' && named.precision >= 0.99) {
      b.para(productLine(b, named.row as repo.ProductRow, lang));
    } else {
      b.para(cheapFirst ? t.productsCheapest : t.productsIntro).list(
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
