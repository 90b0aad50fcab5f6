import {
  TAX_PERCENT,
  deliveryFeeCents,
  orderTotals,
  totalsInKhr,
  type Currency,
  type DeliveryType,
  type TotalsCents,
} from '@camtour/shared/domain/checkout';
import { centsToDollars } from '@camtour/shared/domain/money';
import { promoProblem } from '@camtour/shared/domain/promo';
import type { LineProblem, QuoteLine, StockShort, Totals } from '@camtour/shared/schemas/orders';
import { AppError } from '../../lib/app-error';
import type { DbOrTx } from '../../db/client';
import { productImageUrl } from '../catalog/catalog-service';
import * as repo from './orders-repository';

export interface WantedLine {
  variant_id: number;
  qty: number;
}

/** The same variant asked for twice is one line of the summed quantity. */
export function mergeLines(items: readonly WantedLine[]): WantedLine[] {
  const byVariant = new Map<number, number>();
  for (const item of items)
    byVariant.set(item.variant_id, (byVariant.get(item.variant_id) ?? 0) + item.qty);
  return [...byVariant].map(([variant_id, qty]) => ({ variant_id, qty }));
}

export interface PricedLine extends QuoteLine {
  row: repo.PricingRow | null;
}

/** Prices every wanted line from the server's own data, and says which cannot be had as asked. */
export async function priceLines(db: DbOrTx, wanted: WantedLine[]): Promise<PricedLine[]> {
  const rows = await repo.variantsForPricing(
    db,
    wanted.map((w) => w.variant_id),
  );
  // A variant of a product the public cannot see (a draft, a hidden one) is answered as if it did
  // not exist: its name, picture and price would otherwise leak through a quote or a 409.
  const byId = new Map(
    rows.filter((r) => r.product.status === 'published').map((r) => [r.variant.id, r]),
  );
  return wanted.map((w) => {
    const row = byId.get(w.variant_id) ?? null;
    const cents = row ? (row.variant.price_cents ?? row.product.price_cents) : 0;
    const available = row ? Math.max(0, row.variant.qty) : 0;
    let problem: LineProblem | null = null;
    if (!row) problem = 'unavailable';
    else if (available === 0) problem = 'out-of-stock';
    else if (w.qty > available) problem = 'exceeds-stock';
    return {
      row,
      variant_id: w.variant_id,
      product_id: row?.product.id ?? null,
      product_name: row?.product.name_en ?? '',
      product_name_km: row?.product.name_km ?? '',
      image: row ? productImageUrl(row.product.id, 0, row.color.slug) : null,
      color_name: row?.color.name_en ?? null,
      color_name_km: row?.color.name_km ?? null,
      size: row?.size.size_en ?? null,
      size_km: row?.size.size_km ?? null,
      price: centsToDollars(cents),
      price_cents: cents,
      qty: w.qty,
      line_total: centsToDollars(cents * w.qty),
      line_total_cents: cents * w.qty,
      available,
      problem,
    };
  });
}

export interface AppliedPromo {
  id: number;
  code: string;
  percent: number;
}

/**
 * Whether a code can be used now: by anyone (`customer` null: the code's own state, what a quote
 * and the promo check tell, the same for every asker), or by this customer too (the e-mail the
 * order goes under, or its `promoCustomerKey`; "once per customer" counts by that key). `lock`
 * holds the code's row for the rest of the transaction (placing an order); a quote reads only.
 */
export async function checkPromo(
  db: DbOrTx,
  code: string,
  customer: string | null,
  lock = false,
): Promise<{ promo: AppliedPromo } | { problem: 'invalid-promo-code' | 'promo-code-used-up' }> {
  const row = await repo.findPromo(db, code, lock);
  if (!row) return { problem: 'invalid-promo-code' };
  const uses = customer ? await repo.customerPromoUses(db, row.id, customer) : 0;
  const problem = promoProblem(row, new Date(), uses);
  if (problem) return { problem };
  return { promo: { id: row.id, code: row.code, percent: row.percent } };
}

export function computeTotals(
  lines: readonly { price_cents: number; qty: number }[],
  delivery: DeliveryType,
  promoPercent: number,
): TotalsCents {
  return orderTotals({
    lines: lines.map((l) => ({ unit_cents: l.price_cents, qty: l.qty })),
    deliveryFeeCents: deliveryFeeCents(delivery),
    promoPercent,
  });
}

/** The totals as the API shows them: dollars, cents and, for KHR, riel. */
export function totalsView(
  cents: TotalsCents,
  currency: Currency,
  promo: { code: string | null; percent: number },
): Totals {
  const khr = currency === 'KHR' ? totalsInKhr(cents) : null;
  return {
    currency,
    subtotal: centsToDollars(cents.subtotal),
    subtotal_cents: cents.subtotal,
    tax: centsToDollars(cents.tax),
    tax_cents: cents.tax,
    tax_percent: TAX_PERCENT,
    delivery_fee: centsToDollars(cents.delivery_fee),
    delivery_fee_cents: cents.delivery_fee,
    discount: centsToDollars(cents.discount),
    discount_cents: cents.discount,
    total: centsToDollars(cents.total),
    total_cents: cents.total,
    subtotal_khr: khr?.subtotal ?? null,
    tax_khr: khr?.tax ?? null,
    delivery_fee_khr: khr?.delivery_fee ?? null,
    discount_khr: khr?.discount ?? null,
    total_khr: khr?.total ?? null,
    promo_code: promo.code,
    promo_percent: promo.percent,
  };
}

/** The 409 of document 2 §8 ("stock" in the message) naming each short line and what is left. */
export function stockIssue(lines: readonly PricedLine[], stock: Map<number, number>) {
  const data: StockShort = {
    lines: lines.map((l) => ({
      variant_id: l.variant_id,
      product_id: l.product_id,
      product_name: l.product_name,
      product_name_km: l.product_name_km,
      requested: l.qty,
      available: stock.get(l.variant_id) ?? 0,
    })),
  };
  return new AppError('stock-issue', { body: { data } });
}

/** The same 409 with what is left of each short line now (read in the caller's transaction). */
export async function stockIssueNow(db: DbOrTx, short: readonly PricedLine[]) {
  return stockIssue(
    short,
    await repo.stockOf(
      db,
      short.map((l) => l.variant_id),
    ),
  );
}
