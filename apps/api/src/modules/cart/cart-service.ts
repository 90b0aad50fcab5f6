import { DEFAULT_MAX_QUANTITY } from '@camtour/shared/domain/catalog';
import { centsToDollars } from '@camtour/shared/domain/money';
import type { Cart, CartItem } from '@camtour/shared/schemas/shop';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { productImageUrl } from '../catalog/catalog-service';
import * as repo from './cart-repository';
import type { LineRow, Owner } from './cart-repository';

/** Why a line cannot be bought as it is; null when it can. Flagged, never silently dropped (D7). */
function issueOf(r: LineRow): CartItem['issue'] {
  if (r.product.status !== 'published') return 'product-unavailable';
  if (!r.variant) return 'variant-unavailable';
  if (r.variant.qty <= 0) return 'out-of-stock';
  if (r.item.qty > r.variant.qty) return 'exceeds-stock';
  return null;
}

function toItem(r: LineRow): CartItem {
  // Every price comes from the server's own data (D7): the variant's, else the product's.
  const cents = r.variant?.price_cents ?? r.product.price_cents;
  const issue = issueOf(r);
  return {
    id: r.item.id,
    cart_item_id: r.item.id,
    cartItemId: r.item.id,
    product_id: r.product.id,
    name: r.product.name_en,
    name_km: r.product.name_km,
    name_local: r.product.name_km,
    code: r.product.code,
    price: centsToDollars(cents),
    price_cents: cents,
    line_total: centsToDollars(cents * r.item.qty),
    line_total_cents: cents * r.item.qty,
    quantity: r.item.qty,
    qty: r.item.qty,
    image: productImageUrl(r.product.id, 0, r.color?.slug),
    colorId: r.item.color_id,
    colorName: r.color?.name_en ?? null,
    colorName_km: r.color?.name_km ?? null,
    sizeId: r.item.size_id,
    sizeName: r.size?.size_en ?? null,
    sizeName_km: r.size?.size_km ?? null,
    variantId: r.item.variant_id,
    brand: r.brand.name,
    category: {
      id: r.category.id,
      slug: r.category.slug,
      name: r.category.name_en,
      name_km: r.category.name_km,
      name_local: r.category.name_km,
    },
    maxQuantity: r.variant ? Math.max(0, r.variant.qty) : DEFAULT_MAX_QUANTITY,
    available: issue === null,
    issue,
    // The earlier web client reads these four as objects (document 2 §7, cart).
    product: { id: r.product.id, name: r.product.name_en, name_km: r.product.name_km },
    variant: r.variant
      ? { id: r.variant.id, qty: r.variant.qty, price: centsToDollars(cents), price_cents: cents }
      : null,
    color: r.color ? { id: r.color.id, name: r.color.name_en, name_km: r.color.name_km } : null,
    size: r.size ? { id: r.size.id, size: r.size.size_en, size_km: r.size.size_km } : null,
  };
}

export function createCartService(db: Db) {
  async function read(cartId: number | null): Promise<Cart> {
    const items = cartId ? (await repo.linesOf(db, cartId)).map(toItem) : [];
    // The subtotal counts only lines that can be bought as they are.
    const subtotal = items
      .filter((i) => i.available)
      .reduce((sum, i) => sum + i.line_total_cents, 0);
    return {
      items,
      count: items.reduce((n, i) => n + i.qty, 0),
      subtotal: centsToDollars(subtotal),
      subtotal_cents: subtotal,
      has_issues: items.some((i) => !i.available),
    };
  }

  async function lineInCart(owner: Owner | null, itemId: number) {
    const cartId = owner ? await repo.findCartId(db, owner) : null;
    const line = cartId ? await repo.findLine(db, cartId, itemId) : null;
    if (!cartId || !line) throw new AppError('Item not found in cart.');
    return { cartId, line };
  }

  return {
    get: async (owner: Owner | null) => read(owner ? await repo.findCartId(db, owner) : null),

    count: async (owner: Owner | null) => {
      const cartId = owner ? await repo.findCartId(db, owner) : null;
      return cartId ? repo.countUnits(db, cartId) : 0;
    },

    async add(
      owner: Owner,
      input: {
        product_id: number;
        qty: number;
        variant_id?: number | undefined;
        color_id?: number | undefined;
        size_id?: number | undefined;
      },
    ) {
      const status = await repo.productStatus(db, input.product_id);
      if (status !== 'published') throw new AppError('product-not-found');
      const found = await repo.findVariant(db, input.product_id, {
        ...(input.variant_id ? { variantId: input.variant_id } : {}),
        ...(input.color_id ? { colorId: input.color_id } : {}),
        ...(input.size_id ? { sizeId: input.size_id } : {}),
      });
      if (!found) throw new AppError('variant-not-found');
      const v = found.variant;
      const cartId = await repo.ensureCartId(db, owner);
      const inCart = await repo.lineQty(db, cartId, input.product_id, v.color_id, v.size_id);
      // Document 2 §8: a 400 with code 2 and how many more can still be added.
      const refuse = (already: number) =>
        new AppError('insufficient-stock', {
          body: {
            code: 2,
            data: { available: Math.max(0, v.qty - already), stock: v.qty, in_cart: already },
          },
        });
      if (inCart + input.qty > v.qty) throw refuse(inCart);
      const line = await repo.addToLine(db, {
        cartId,
        productId: input.product_id,
        variantId: v.id,
        colorId: v.color_id,
        sizeId: v.size_id,
        qty: input.qty,
      });
      if (!line)
        throw refuse(await repo.lineQty(db, cartId, input.product_id, v.color_id, v.size_id));
      return read(cartId);
    },

    async update(owner: Owner | null, itemId: number, qty: number) {
      const { cartId, line } = await lineInCart(owner, itemId);
      if (line.status !== 'published' || line.stock === null)
        throw new AppError('variant-unavailable');
      if (qty > line.stock) {
        throw new AppError('maximum-quantity-available', {
          fieldErrors: { qty: ['maximum-quantity-available'] },
          body: {
            data: { available: line.stock },
          },
        });
      }
      await repo.setLineQty(db, cartId, itemId, qty);
      return read(cartId);
    },

    async remove(owner: Owner | null, itemId: number | undefined) {
      const cartId = owner ? await repo.findCartId(db, owner) : null;
      if (itemId === undefined) {
        if (cartId) await repo.clearLines(db, cartId);
        return read(cartId);
      }
      if (!cartId || !(await repo.deleteLine(db, cartId, itemId)))
        throw new AppError('Item not found in cart.');
      return read(cartId);
    },

    /** At login the visitor's cart joins the account's: quantities add up, capped by stock. */
    async merge(anonHash: string, userId: number) {
      const anonCartId = await repo.findCartId(db, { anonHash });
      if (!anonCartId) return;
      await db.transaction(async (tx) => {
        const userCartId = await repo.ensureCartId(tx, { userId });
        for (const r of await repo.linesOf(tx, anonCartId)) {
          await repo.mergeLine(tx, userCartId, r.item, r.variant ? r.variant.qty : null);
        }
        await repo.deleteCart(tx, anonCartId);
      });
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
