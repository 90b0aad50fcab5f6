/**
 * Every cached read of the shop (lists, product pages, suggestions) starts with this key. Placing
 * or cancelling an order changes stock, so those features refresh everything under it; the shop
 * feature builds its keys from it.
 */
export const SHOP_QUERY_ROOT = ['shop'] as const;
